import NutritionData
@testable import NutritionReport
import Testing

/// The report's import notes for other trackers' food logs and the older history's "SAMPLE" key.
@Suite struct FoodLogImportNotesTests {
    @Test func filesDaysLeftOutAndTheSampleKey() {
        var log = FoodLog(entries: [], filesRead: ["servings.csv", "summary.csv"])
        log.sampleKeysIgnored = 1
        log.foodLogFiles = [
            FoodLogFile(file: "servings.csv", dialect: .cronometerServings, rows: 5, entries: 5, days: 2, unusedColumns: [],
                        dateOrder: nil, missingNutrients: []),
            FoodLogFile(file: "summary.csv", dialect: .cronometerDailySummary, rows: 3, entries: 3, days: 3,
                        unusedColumns: ["Completed"], dateOrder: .mdy, missingNutrients: [.fiber]),
        ]
        let day = ReportFixtures.date("2026-01-27")
        log.daysLeftOut = [
            DayLeftOut(file: "summary.csv", date: day, entries: 1, kcal: 1834.56, keptFrom: "servings.csv"),
            DayLeftOut(file: "summary.csv", date: day.adding(days: 1), entries: 1, kcal: 2012.4, keptFrom: "Storage"),
        ]
        let notes = ImportNotes(foodLog: log, activity: ActivityLog()).lines
        #expect(notes.contains("The history's \"SAMPLE\" key (the shortcut's placeholder day) was not read."))
        #expect(notes.contains("Food log: servings.csv (Cronometer servings): 5 rows, 5 entries, 2 days."))
        #expect(notes.contains("Food log: summary.csv (Cronometer daily summary): 3 rows, 3 entries, 3 days."))
        #expect(notes.contains("summary.csv: 2 days left out, already given by servings.csv and Storage (a day's food comes from one source)."))
    }
}
