import NutritionData
import NutritionStats
import NutritionTestSupport

@testable import NutritionExport

/// A participant's export over a year boundary (2025-12-30 … 2026-01-02), built from model values.
enum ExportFixtures {
    static let ana = ParticipantID("ana")!
    static let bob = ParticipantID("bob")!

    /// Two entries on 12-31 (one meal at 08:00 with sodium known, one without nutrients at 19:00), one
    /// on 01-01; activity on 12-31 only.
    static func data(_ participant: ParticipantID, lastDay: String = "2026-01-02", firstDay: String = "2025-12-30")
        -> ParticipantData
    {
        let entries = [
            fixtureEntry(
                "2025-12-31", fixtureTime("08:00"), "Oats, rolled", kcal: 300, servings: 1.5, id: 7,
                nutrients: [.calories: 300, .sodium: 120.25, .protein: 10]),
            fixtureEntry("2025-12-31", fixtureTime("19:00"), "Cake, \"home\"", kcal: 450),
            fixtureEntry(
                "2026-01-01", fixtureTime("12:30"), "Soup", kcal: 200, id: 8, nutrients: [.calories: 200, .sodium: 900]),
        ]
        let activity = [
            DayActivity(
                date: fixtureDate("2025-12-31"), steps: 8123, activeKcal: 410.5, restingKcal: 1600,
                heartRate: HeartRateSummary(min: 50, max: 140, sum: 210, count: 3), sources: ["Watch"])
        ]
        let statistics = NutritionStatistics(entries: entries, activity: activity)
        guard let range = DateRange(first: fixtureDate(firstDay), last: fixtureDate(lastDay)) else {
            fatalError("bad range")
        }
        let figures = statistics.period(range)
        // Cells as the stats CSV would write them: trailing zeros, empty unknowns, a comma in flags.
        let cells = figures.days.map { day -> [String] in
            let kcal = day.isLogged ? String(format2(day.intake.totals.kcal)) : ""
            let sodium =
                day.intake.totals.hasNutrientData ? String(Int(day.intake.totals.nutrients[.sodium].rounded())) : ""
            return [
                day.date.iso, day.date.weekday.shortName, String(day.isLogged), String(day.isCounted),
                String(day.intake.totals.entryCount), kcal, sodium, day.isLogged ? "a,b" : "",
            ]
        }
        var log = FoodLog(entries: entries, filesRead: ["History/foodHistory.json"])
        var skipped = SkippedRows()
        skipped.record(
            InputError(file: "History/foodHistory.json", line: 4, field: "cals", problem: "expected a number"),
            count: 2)
        log.skipped = skipped
        return ParticipantData(
            participant: participant, figures: figures,
            dayColumns: ["date", "weekday", "logged", "counted", "entries", "kcal", "sodium_mg", "flags"],
            dayCells: cells, dailyValues: .fdaCurrent, foodLog: log, activity: ActivityLog(days: activity),
            nutrientColumn: { $0 == .calories ? "kcal" : $0.key.lowercased() + "_" + $0.unit.symbol })
    }

    /// `750.00` (two decimals, as a figure with trailing zeros).
    static func format2(_ value: Double) -> String {
        let cents = Int((value * 100).rounded())
        let fraction = cents % 100
        return "\(cents / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
