import Testing

@testable import NutritionData

/// MyFitnessPal's Exercise-Summary CSV read as activity: a day's `Exercise Calories` add up to its
/// active kcal and its `Steps` to its steps, tracker sync rows and repeated rows included. Day figures
/// are worked out by hand in the comments.
@Suite struct MyFitnessPalExerciseTests {
    static let header = "Date,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Kilograms,Steps,Note\n"

    @Test func exerciseSummaryAddsUpEachDay() throws {
        let path = ActivityFixture.path("Exercise-Summary-2026-01-26-to-2026-01-28.csv")
        // Byte-order mark, CRLF, exercise names with commas and doubled quotes, a note with a comma.
        let log = try readActivity([path]).get()
        #expect(log.days.map(\.date.iso) == ["2026-01-26", "2026-01-27", "2026-01-28"])
        // 2026-01-26: walking 180 + MapMyFitness adjustment 95.5 = 275.5 kcal; steps only on the
        // adjustment row, 2,300. The squats row has neither (empty cells are no data): not used.
        let first = try #require(log.day("2026-01-26"))
        #expect(first.activeKcal == 275.5)
        #expect(first.steps == 2300)
        // 2026-01-27: two identical Health Connect rows are two syncs and both count:
        // 240 + 240 + swimming 0 = 480 kcal; 6,150 + 6,150 = 12,300 steps.
        let second = try #require(log.day("2026-01-27"))
        #expect(second.activeKcal == 480)
        #expect(second.steps == 12300)
        // 2026-01-28: Fitbit's kcal and steps on separate rows: 312.25 kcal, 8,800 steps.
        let third = try #require(log.day("2026-01-28"))
        #expect(third.activeKcal == 312.25)
        #expect(third.steps == 8800)
        // Active energy only: never resting or total.
        #expect(log.days.allSatisfy { $0.restingKcal == nil && $0.totalKcal == nil && $0.heartRate == nil })
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .myFitnessPalExercise)
        // 8 rows, 7 with a value (the squats row has none), 3 days.
        #expect(summary.rows == 8 && summary.rowsUsed == 7 && summary.days == 3)
        #expect(
            summary.ignoredColumns == [
                "Exercise", "Type", "Exercise Minutes", "Sets", "Reps Per Set", "Kilograms", "Note",
            ])
    }

    /// The app writes line breaks inside a Note unquoted: the note's later lines are not rows. They are
    /// passed over and counted (the Note is not read), in strict mode too; a short line that starts
    /// with a date, or one before any row, is still a bad row. 27 Jan: 240 + 60 = 300 kcal, 5,000 steps.
    @Test func notesWithUnquotedLineBreaks() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "Exercise-Summary.csv",
            Self.header
                + "2026-01-27,Walking,Cardiovascular,240,60,,,,5000,Long walk\r\nwith the dog, then\r\nhome\r\n"
                + "2026-01-27,Yoga,Cardiovascular,60,30,,,,,\r\n")
        let log = try readActivity([path]).get()
        #expect(log.day("2026-01-27")?.activeKcal == 300)
        #expect(log.day("2026-01-27")?.steps == 5000)
        let summary = try #require(log.files.first)
        #expect(summary.rows == 2 && summary.noteContinuations == 2)
        let dated = folder.write(
            "dated.csv", Self.header + "2026-01-27,Walking,Cardiovascular,240,60,,,,5000,\n2026-01-28,Yoga\n")
        #expect(readActivity([dated]).failure?.problem == "expected 10 fields as in the header, found 2")
        let orphan = folder.write(
            "orphan.csv", Self.header + "a note\n2026-01-27,Walking,Cardiovascular,240,60,,,,5000,\n")
        #expect(readActivity([orphan]).failure?.problem == "expected 10 fields as in the header, found 1")
    }

    @Test func poundsTimeAndSpreadsheetDates() throws {
        let folder = TemporaryFolder()
        // A pounds account, a layout with `Time`, and dates re-saved by a spreadsheet: 1/13/2026 can
        // only be month first, so 1/2/2026 is 2 January.
        let path = folder.write(
            "Exercise-Summary.csv",
            """
            Date,Time,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Pounds,Steps,Note
            1/13/2026,10:00 AM,Running (jogging),Cardiovascular,300,30,,,,3000,
            1/2/2026,,Cycling,Cardiovascular,210.5,45,,,,,
            1/2/2026,6:15 PM,Fitbit calorie adjustment,Cardiovascular,99.5,,,,,1234,

            """)
        let log = try readActivity([path]).get()
        #expect(log.days.map(\.date.iso) == ["2026-01-02", "2026-01-13"])
        // 2 January: 210.5 + 99.5 = 310 kcal, 1,234 steps. 13 January: 300 kcal, 3,000 steps.
        #expect(log.day("2026-01-02")?.activeKcal == 310)
        #expect(log.day("2026-01-02")?.steps == 1234)
        #expect(log.day("2026-01-13")?.activeKcal == 300)
        #expect(log.day("2026-01-13")?.steps == 3000)
        let summary = try #require(log.files.first)
        #expect(summary.dateOrder == .mdy)
        #expect(
            summary.ignoredColumns == [
                "Time", "Exercise", "Type", "Exercise Minutes", "Sets", "Reps Per Set", "Pounds", "Note",
            ])
    }

    @Test func badNumbersNameFileLineAndField() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "exercise.csv",
            Self.header
                + "2026-01-27,Walking,Cardiovascular,120,20,,,,1500,\n"  // line 2
                + "2026-01-27,Rowing,Cardiovascular,lots,15,,,,,\n"  // line 3: not a number
                + "2026-01-27,Fitbit calorie adjustment,Cardiovascular,-40,,,,,,\n"  // line 4: negative
                + "2026-01-28,Yoga,Cardiovascular,80,60,,,,,\n")  // line 5
        #expect(
            readActivity([path]).failure?.description
                == path
                + ":3: field 'Exercise Calories': expected a finite, non-negative number or an empty field, found \"lots\""
        )
        let log = try readActivity([path], strictness: .lenient).get()
        // Lines 3 and 4 skipped (one reason); 27 January keeps walking's 120 kcal and 1,500 steps,
        // 28 January yoga's 80 kcal.
        #expect(log.day("2026-01-27")?.activeKcal == 120)
        #expect(log.day("2026-01-27")?.steps == 1500)
        #expect(log.day("2026-01-28")?.activeKcal == 80)
        let tallies = log.skipped.tallies.map { "\($0.firstLine ?? 0) ×\($0.count) \($0.reason)" }
        #expect(
            tallies == [
                "3 ×2 field 'Exercise Calories': expected a finite, non-negative number or an empty field, found \"lots\""
            ])
        #expect(log.files.first?.rowsSkipped == 2)
    }

    @Test func badDateNamesTheDateColumn() throws {
        let folder = TemporaryFolder()
        let path = folder.write("exercise.csv", Self.header + "2026-02-30,Walking,Cardiovascular,120,20,,,,,\n")
        #expect(
            readActivity([path]).failure?.description
                == path + ":2: field 'Date': expected a date like 2026-07-11, found \"2026-02-30\"")
    }

    @Test func cronometerExercisesStayAWorkoutsExport() throws {
        // `Exercise` without `Exercise Calories` is still a workouts export, not MyFitnessPal's summary.
        let folder = TemporaryFolder()
        let path = folder.write("exercises.csv", "Day,Group,Exercise,Minutes,Calories Burned\n")
        #expect(readActivity([path]).failure?.field == "Exercise")
    }

    @Test func asAFoodLogItSaysGiveItWithActivity() throws {
        #expect(
            throws: InputError(
                file: "log.csv", line: 1,
                problem:
                    "expected a food log, found what looks like activity data (myfitnesspal-exercise); give it with --activity"
            )
        ) {
            try FoodLogReader().read(
                bytes: Array((Self.header + "2026-01-27,Walking,Cardiovascular,120,20,,,,,\n").utf8), file: "log.csv")
        }
    }
}
