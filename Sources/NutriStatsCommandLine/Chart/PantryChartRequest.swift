import ChartKit
import NutritionData
import NutritionReport
import Pantry

/// `chart --metric pantry --pantry FILE`: items expiring per day over the next two weeks.
/// Made by ``ChartRun/source(context:)``.
package struct PantryChartRequest {
    package var file: String
    package var flags: PantryFlags
    package var strictness: Strictness
    /// Where skipped items are noted, and the clock giving the day without `--today`.
    package var context: CommandContext

    /// The chart and a note for stderr (items read, the day).
    package func chart(title: String?, theme: Theme) throws -> (chart: Chart, note: String) {
        guard let list = try flags.read(strictness: strictness, notes: context.notes) else {
            throw InputError(.io, file: file, problem: "no pantry file given")
        }
        let today = try flags.day(orElse: context.today)
        let overview = PantryOverview(items: list.items, today: today, soonDays: flags.soon)
        let chart = PantryChart.chart(
            for: PantryExpiryDays(overview), today: today, soonDays: flags.soon,
            style: MetricChartStyle(theme: theme, title: title))
        return (chart, PantryChart.note(items: list.items.count, file: file, today: today))
    }
}
