import NutritionData
import NutritionPresentation
import NutritionTestSupport
import Testing

/// The notes on standard error about what was read, written out by hand.
@Suite struct InputNotesTests {
    @Test func activityAloneNotesItsSkippedRowsOnly() {
        var foodSkipped = SkippedRows()
        foodSkipped.record(InputError(file: "h.json", line: 3, field: "servings", problem: "expected a number"))
        var activitySkipped = SkippedRows()
        activitySkipped.record(
            InputError(file: "steps.csv", line: 7, field: "value", problem: "expected a number"), count: 2)
        let activity = ActivityLog(skipped: activitySkipped)
        #expect(
            InputNotes.imports(activity: activity) == [
                "nutristats: skipped 2 rows of steps.csv:7: field 'value': expected a number"
            ])
        #expect(
            InputNotes.imports(foodLog: FoodLog(entries: [], skipped: foodSkipped), activity: activity) == [
                "nutristats: skipped 1 row of h.json:3: field 'servings': expected a number",
                "nutristats: skipped 2 rows of steps.csv:7: field 'value': expected a number",
            ])
    }

    @Test func daysLeftOutOneLinePerFile() {
        let days = [
            DayLeftOut(file: "a.csv", date: fixtureDate("2026-11-09"), entries: 2, kcal: 500, keptFrom: "Storage"),
            DayLeftOut(file: "b.csv", date: fixtureDate("2026-11-09"), entries: 1, kcal: 90, keptFrom: "Storage"),
            DayLeftOut(file: "b.csv", date: fixtureDate("2026-11-10"), entries: 1, kcal: 90, keptFrom: "a.csv"),
        ]
        #expect(
            InputNotes.daysLeftOut(days) == [
                "nutristats: note: a.csv: 1 day left out, already given by Storage (a day's food comes from one source); 'nutristats inspect' lists them",
                "nutristats: note: b.csv: 2 days left out, already given by Storage and a.csv (a day's food comes from one source); 'nutristats inspect' lists them",
            ])
    }

    @Test func noteContinuationsOneLinePerFileThatHadThem() {
        var a = FoodLogFile(
            file: "a.csv", dialect: .myFitnessPal, rows: 3, entries: 3, days: 2, unusedColumns: ["Note"],
            dateOrder: nil, missingNutrients: [])
        var b = a
        b.file = "b.csv"
        a.noteContinuations = 2
        #expect(
            InputNotes.noteContinuations([a, b]) == [
                "nutristats: note: a.csv: 2 lines were read as the rest of the Note on the line before (MyFitnessPal writes line breaks in notes unquoted)"
            ])
    }

    @Test func noteContinuationsOfAnExerciseSummary() {
        var exercise = ActivityFileSummary(
            file: "Exercise-Summary.csv", dialect: .myFitnessPalExercise, rows: 2, rowsUsed: 2, days: 1, sources: [])
        exercise.noteContinuations = 1
        let plain = ActivityFileSummary(
            file: "steps.csv", dialect: .plainDaily, rows: 2, rowsUsed: 2, days: 1, sources: [])
        #expect(
            InputNotes.noteContinuations(ActivityLog(files: [exercise, plain])) == [
                "nutristats: note: Exercise-Summary.csv: 1 line was read as the rest of the Note on the line before (MyFitnessPal writes line breaks in notes unquoted)"
            ])
    }

    @Test func skippedCountOnlyWhenSome() {
        #expect(InputNotes.skippedCount(0).isEmpty)
        #expect(
            InputNotes.skippedCount(1_204) == [
                "nutristats: note: 1,204 rows skipped (--lenient); 'nutristats inspect --lenient' lists why"
            ])
    }
}
