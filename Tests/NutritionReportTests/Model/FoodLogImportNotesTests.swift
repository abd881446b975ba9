import NutritionData
import Testing

@testable import NutritionReport

/// The report's import notes for other trackers' food logs and the older history's "SAMPLE" key.
@Suite struct FoodLogImportNotesTests {
    @Test func filesDaysLeftOutAndTheSampleKey() {
        var log = FoodLog(entries: [], filesRead: ["servings.csv", "summary.csv"])
        log.sampleKeysIgnored = 1
        log.foodLogFiles = [
            FoodLogFile(
                file: "servings.csv", dialect: .cronometerServings, rows: 5, entries: 5, days: 2, unusedColumns: [],
                dateOrder: nil, missingNutrients: []),
            FoodLogFile(
                file: "summary.csv", dialect: .cronometerDailySummary, rows: 3, entries: 3, days: 3,
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
        #expect(
            notes.contains(
                "summary.csv: 2 days left out, already given by servings.csv and Storage (a day's food comes from one source)."
            ))
    }
}

/// The report says whether a file's own totals agree with the rows read (``FileTotalsCheck``).
@Suite struct TotalsCheckNotesTests {
    @Test func agreementAndTheFirstDifferenceAreSaid() {
        let day = ReportFixtures.date("2026-01-29")
        var agreeing = FoodLogFile(
            file: "a.csv", dialect: .cronometerDailySummaryByMeal, rows: 4, entries: 3, days: 1,
            unusedColumns: [], dateOrder: nil, missingNutrients: [])
        agreeing.totals = FileTotalsCheck(checked: 1, blank: 2, daysWithoutTotal: 0, mismatches: [])
        var off = agreeing
        off.file = "b.csv"
        off.totals = FileTotalsCheck(
            checked: 2, blank: 0, daysWithoutTotal: 0,
            mismatches: [
                TotalsMismatch(
                    line: 7, date: day, column: "Energy (kcal)", fileTotal: 2_707.5, sumOfRows: 2_700.25, rows: 3),
                TotalsMismatch(line: 7, date: day, column: "Fat (g)", fileTotal: 80, sumOfRows: 79, rows: 3),
            ])
        var log = FoodLog(entries: [])
        log.foodLogFiles = [agreeing, off]
        let notes = ImportNotes(foodLog: log, activity: ActivityLog()).lines
        #expect(notes.contains("a.csv: its 1 Total row agrees with the meals read."))
        #expect(!notes.contains { $0.contains("plausibly") })
        #expect(
            notes.contains(
                "b.csv: the meals of 1 day do not add up to the file's Total rows "
                    + "(first: 2026-01-29, line 7, Energy (kcal): meals 2,700.25, Total 2,707.5); the meals are counted."
            ))
    }
}

/// The report names amounts above what anyone plausibly takes in on a day (``NutrientBounds``).
@Suite struct SuspiciousAmountNotesTests {
    @Test func theCountAndTheFirstAreNamed() {
        var file = FoodLogFile(
            file: "summary.csv", dialect: .cronometerDailySummary, rows: 3, entries: 3, days: 3,
            unusedColumns: [], dateOrder: nil, missingNutrients: [])
        file.suspicious = [
            SuspiciousAmount(
                line: 2, date: ReportFixtures.date("2026-01-27"), column: "Vitamin A (µg)", nutrient: .vitaminA,
                amount: 135_695),
            SuspiciousAmount(
                line: 4, date: ReportFixtures.date("2026-02-13"), column: "Energy (kcal)", nutrient: .calories,
                amount: 16_000.4),
        ]
        file.noteContinuations = 1
        var log = FoodLog(entries: [])
        log.foodLogFiles = [file]
        #expect(
            ImportNotes(foodLog: log, activity: ActivityLog()).lines.contains(
                "summary.csv: 1 line was read as the rest of the Note on the line before (MyFitnessPal writes line breaks in notes unquoted)."
            ))
        #expect(
            ImportNotes(foodLog: log, activity: ActivityLog()).lines.contains(
                "summary.csv: 2 amounts above what anyone plausibly takes in on a day were read as written "
                    + "(first: 2026-01-27, line 2, Vitamin A (µg): 135,695 mcg, plausible up to 30,000 mcg)."))
    }
}

/// An Apple Health export's record types NutriStats does not use: one note per export, the three
/// largest named; a record CSV's unused types stay skipped rows, one note each.
@Suite struct UnusedRecordTypeNotesTests {
    @Test func oneNotePerExportNamingTheLargestThree() {
        var export = ActivityFileSummary(
            file: "export.zip", dialect: .appleHealthExportZip, rows: 2_000, rowsUsed: 900, days: 3, sources: [])
        export.otherTypes = [
            ActivityTypeCount(type: "FlightsClimbed", rows: 10, firstLine: 40),
            ActivityTypeCount(type: "DistanceWalkingRunning", rows: 600, firstLine: 12),
            ActivityTypeCount(type: "DietaryWater", rows: 10, firstLine: 30),
            ActivityTypeCount(type: "HeartRateVariabilitySDNN", rows: 480, firstLine: 20),
        ]
        var csv = ActivityFileSummary(
            file: "steps.csv", dialect: .appleHealthRecords, rows: 10, rowsUsed: 9, days: 1, sources: [])
        csv.otherTypes = [ActivityTypeCount(type: "FlightsClimbed", rows: 1, firstLine: 3)]
        let notes = ImportNotes(foodLog: FoodLog(entries: []), activity: ActivityLog(files: [export, csv])).lines
        // 10 + 600 + 10 + 480 = 1,100 records; the tie of 10 goes to the type seen first (FlightsClimbed).
        #expect(
            notes.filter { $0.contains("does not use") } == [
                "Activity: export.zip: 1,100 records of 4 types NutriStats does not use were counted, not read "
                    + "(most: DistanceWalkingRunning (600), HeartRateVariabilitySDNN (480), FlightsClimbed (10))."
            ])
    }
}
