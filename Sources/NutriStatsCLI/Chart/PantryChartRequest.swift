import ChartKit
import NutritionData
import NutritionReport
import Pantry

/// `chart --metric pantry --pantry FILE`: items expiring per day over the next two weeks.
struct PantryChartRequest {
    var file: String
    var options: PantryOptions
    var strictness: Strictness

    /// The chart and a note for stderr (items read, the day).
    func chart(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        guard let list = try options.read(strictness: strictness) else {
            throw InputError(.io, file: file, problem: "no pantry file given")
        }
        let today = try options.day(orElse: LocalClock.today())
        let overview = PantryOverview(items: list.items, today: today, soonDays: options.soon)
        let chart = PantryChart.chart(
            for: PantryExpiryDays(overview), today: today, soonDays: options.soon,
            style: MetricChartStyle(theme: theme, title: title))
        return (chart, PantryChart.note(items: list.items.count, file: file, today: today))
    }
}
