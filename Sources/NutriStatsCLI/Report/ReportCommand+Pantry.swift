import NutritionData
import NutritionReport
import NutritionStats
import Pantry

extension ReportCommand {
    /// The Pantry section and its chart for `list`: the pantry seen on the period's last day unless
    /// `--today` says otherwise, with the `--soon` window.
    func pantrySection(_ list: PantryList, range: DateRange) throws -> (ReportPantry, ReportCharts.Entry) {
        let overview = PantryOverview(items: list.items, today: try pantry.day(orElse: range.last), soonDays: pantry.soon)
        return (ReportPantry(overview: overview, file: list.file, skipped: list.skipped.total), ReportCharts.pantryEntry(for: overview))
    }
}
