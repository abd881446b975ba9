import NutritionData
import Testing

@testable import NutritionReport

/// The report says when a Fitbit file's UTC minutes were counted on UTC days (no `--time-zone`).
@Suite struct FitbitClockNotesTests {
    @Test func utcMinutesWithoutZoneAreSaidOnTheFilesLine() {
        var steps = ActivityFileSummary(
            file: "steps-2017-11-01.json", dialect: .fitbitSteps, rows: 7, rowsUsed: 7, days: 2, sources: [])
        steps.clock = .utcWithoutZone
        var placed = ActivityFileSummary(
            file: "steps-2017-12-01.json", dialect: .fitbitSteps, rows: 2, rowsUsed: 2, days: 1, sources: [])
        placed.clock = .utc(placedIn: "Europe/Lisbon")
        let notes = ImportNotes(foodLog: FoodLog(entries: []), activity: ActivityLog(files: [steps, placed])).lines
        #expect(
            notes.contains(
                "Activity: steps-2017-11-01.json (Fitbit steps JSON): 7 rows, 7 used, 2 days; its minutes are written "
                    + "in UTC and no --time-zone was given, so they count on UTC days (the hours between local and UTC midnight land on "
                    + "the neighbouring day); give --time-zone ZONE (such as Europe/Lisbon) to place them on local days."
            ))
        #expect(notes.contains("Activity: steps-2017-12-01.json (Fitbit steps JSON): 2 rows, 2 used, 1 day."))
    }
}
