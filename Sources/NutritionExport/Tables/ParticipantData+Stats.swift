import NutritionData
import NutritionPresentation
import NutritionStats

extension ParticipantData {
    /// The export of `figures` (one participant's period), its `days` table taken from the stats CSV
    /// writer (``StatsCSVFormatter``: the day rows without their `row` column, digit for digit as
    /// `stats --format csv` writes them), nutrient columns named as there, and the Daily Values the
    /// figures used. `body`, the body figures of the same period when body files were given, fills the
    /// `body_days` table with the stats CSV's body cells (``BodyStatsFormatter``); `bodyLog`, the body
    /// files read, is listed in `imports`.
    package init(
        participant: ParticipantID, figures: PeriodStatistics, foodLog: FoodLog, activity: ActivityLog,
        body: BodyFigures? = nil, bodyLog: BodyLog = BodyLog()
    ) {
        let rowColumn = StatsCSVFormatter.columns.firstIndex(of: "row")
        let dropRow = { (cells: [String]) in rowColumn.map { Array(cells[..<$0] + cells[($0 + 1)...]) } ?? cells }
        self.init(
            participant: participant, figures: figures,
            dayColumns: dropRow(StatsCSVFormatter.columns), dayCells: StatsCSVFormatter.dayCells(figures).map(dropRow),
            bodyDays: body.map { $0.days.map(Self.bodyCells) } ?? [],
            dailyValues: figures.settings.dailyValues, foodLog: foodLog, activity: activity, bodyLog: bodyLog,
            nutrientColumn: { StatsView.column($0) })
    }

    /// The `body_days` cells of one day: the stats CSV's body cells, the day's weight readings (0 on a
    /// day without one) and the devices' measured spent energy over the expenditure's window.
    static func bodyCells(_ day: BodyFigures.Day) -> [String: String] {
        var cells = BodyStatsFormatter.dayCells(day)
        cells["date"] = day.date.iso
        cells["weight_readings"] = String(day.weight?.weightReadings ?? 0)
        cells["devices_spent_kcal"] = BodyStatsFormatter.devicesSpentCell(day)
        return cells
    }
}

extension ExportTables {
    /// What `nutristats export` tells after writing: `exported 2026-11-09 – 2026-11-15 for participant p1
    /// to study.sqlite: 7 days, 40 entries, …` (rows per table, in table order).
    package static func summary(
        _ tables: [ExportTable], range: DateRange, participant: ParticipantID, destination: String
    ) -> String {
        let counts = tables.map { "\($0.rows.count) \($0.name)" }.joined(separator: ", ")
        return "exported \(range) for participant \(participant) to \(destination): \(counts)"
    }
}
