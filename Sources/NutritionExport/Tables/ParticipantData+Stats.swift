import NutritionData
import NutritionPresentation
import NutritionStats

extension ParticipantData {
    /// The export of `figures` (one participant's period), its `days` table taken from the stats CSV
    /// writer (``StatsCSVFormatter``: the day rows without their `row` column, digit for digit as
    /// `stats --format csv` writes them), nutrient columns named as there, and the Daily Values the
    /// figures used.
    package init(participant: ParticipantID, figures: PeriodStatistics, foodLog: FoodLog, activity: ActivityLog) {
        let rowColumn = StatsCSVFormatter.columns.firstIndex(of: "row")
        let dropRow = { (cells: [String]) in rowColumn.map { Array(cells[..<$0] + cells[($0 + 1)...]) } ?? cells }
        self.init(
            participant: participant, figures: figures,
            dayColumns: dropRow(StatsCSVFormatter.columns), dayCells: StatsCSVFormatter.dayCells(figures).map(dropRow),
            dailyValues: figures.settings.dailyValues, foodLog: foodLog, activity: activity,
            nutrientColumn: { StatsView.column($0) })
    }
}

extension ExportTables {
    /// What `nutristats export` tells after writing: `exported 2026-11-09 – 2026-11-15 for participant p1
    /// to study.sqlite: 7 days, 40 entries, …` (rows per table, in table order).
    package static func summary(_ tables: [ExportTable], range: DateRange, participant: ParticipantID, destination: String) -> String {
        let counts = tables.map { "\($0.rows.count) \($0.name)" }.joined(separator: ", ")
        return "exported \(range) for participant \(participant) to \(destination): \(counts)"
    }
}
