import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionPresentation

/// A Google Fit total far below a day's resting energy: the engine flags the days
/// (``PeriodCaveat/totalEnergyBelowResting(dates:floor:)``), `stats` words them with the dates.
@Suite struct TotalEnergyBelowRestingTests {
    @Test func statsNotesNameTheDaysAndTheFloor() throws {
        let dates = (16...22).map { fixtureDate("2026-11-\($0)") }
        let entries = dates.map { fixtureEntry($0.iso, fixtureTime("08:00"), "Meal", kcal: 2_000) }
        // Six days of 312 kcal and one of 2,300: six flagged, listed five and "1 more".
        let activity = dates.map { DayActivity(date: $0, totalKcal: $0.iso == "2026-11-22" ? 2_300 : 312) }
        let range = try #require(DateRange(first: dates[0], last: dates[6]))
        let view = StatsView(
            figures: NutritionStatistics(entries: entries, activity: activity).period(range),
            selection: .range(range), isDefault: false)
        let notes = StatsNotes.notes(for: view.figures)
        #expect(
            notes.contains(
                "The activity file's total energy is below 1,000 kcal on 6 days (2026-11-16, 2026-11-17, 2026-11-18, "
                    + "2026-11-19, 2026-11-20 and 1 more), less than a day's resting energy: the tracker missed part of those days, so spent "
                    + "energy is too low and the balance too high there (--resting-kcal sets this floor)."))
    }
}
