import Testing

@testable import NutritionData

/// Withings' daily aggregates (`date,value`, newest first): the metric comes from the file's name only.
/// Day figures are worked out by hand in the comments.
@Suite struct WithingsAggregateTests {
    @Test func threeAggregatesMakeDays() throws {
        let paths = ["aggregates_steps.csv", "aggregates_calories_earned.csv", "aggregates_calories_passive.csv"]
            .map { ActivityFixture.path("Withings/" + $0) }
        let log = try readActivity(paths).get()
        // Rows are newest first; days come out in date order.
        #expect(log.days.map(\.date.iso) == ["2019-12-26", "2019-12-27", "2019-12-28"])
        // 28 December: 8,345 steps, earned 412.5 kcal (active), passive 1,610.25 kcal (resting).
        let last = try #require(log.day("2019-12-28"))
        #expect(last.steps == 8345 && last.activeKcal == 412.5 && last.restingKcal == 1610.25)
        // 27 December: 10,210 steps, 530 active, 1,598 resting.
        let middle = try #require(log.day("2019-12-27"))
        #expect(middle.steps == 10210 && middle.activeKcal == 530 && middle.restingKcal == 1598)
        // 26 December: no earned-calories row, so active energy is unknown, not 0.
        let first = try #require(log.day("2019-12-26"))
        #expect(first.steps == 512 && first.activeKcal == nil && first.restingKcal == 1602.75)
        #expect(log.files.map(\.dialect) == [.withings, .withings, .withings])
        // Steps 3 rows, earned 2, passive 3: all used; different metrics never conflict.
        #expect(log.files.map(\.rowsUsed) == [3, 2, 3])
        #expect(log.conflicts.isEmpty)
        #expect(log.files.allSatisfy { $0.ignoredColumns.isEmpty })
    }

    @Test func namesAreComparedWithoutCaseOrACopySuffix() throws {
        let folder = TemporaryFolder()
        let path = folder.write("export/Aggregates_Steps (1).csv", "Date,Value\r\n2019-12-28,8345\r\n2019-12-28,5\r\n")
        let log = try readActivity([path]).get()
        // Two rows of one day add up: 8,345 + 5 = 8,350.
        #expect(log.day("2019-12-28")?.steps == 8350)
        #expect(WithingsAggregate.stem(of: "aggregates_calories_passive.CSV") == "aggregates_calories_passive")
        #expect(WithingsAggregate.stem(of: "aggregates_steps ().csv") == "aggregates_steps ()")
    }

    @Test func aNameThatDoesNotTellIsAnError() throws {
        let folder = TemporaryFolder()
        let path = folder.write("steps.csv", "date,value\n2019-12-28,8345\n")
        let error = try #require(readActivity([path], strictness: .lenient).failure)
        #expect(
            error.description == path
                + ": field 'file name': expected the file's name to say what its values are, as Withings names its date,value files: "
                + "aggregates_steps.csv (steps), aggregates_calories_earned.csv (active kcal) or aggregates_calories_passive.csv (resting kcal); found \"steps.csv\""
        )
    }

    @Test(arguments: [
        ("aggregates_distance.csv", "distance"), ("aggregates_elevation.csv", "elevation"),
        ("aggregates_heart_rate.csv", "heart rate"),
    ])
    func otherAggregatesAreNotRead(name: String, what: String) throws {
        let folder = TemporaryFolder()
        let path = folder.write(name, "date,value\n2019-12-28,5.2\n")
        let error = try #require(readActivity([path]).failure)
        #expect(
            error.description == path
                + ": field 'file name': expected one of the Withings aggregates NutriStats reads, "
                + "aggregates_steps.csv (steps), aggregates_calories_earned.csv (active kcal) or aggregates_calories_passive.csv (resting kcal), "
                + "found \"\(name)\" (\(what) by day), which NutriStats does not read")
    }

    @Test func badValueNamesTheLine() throws {
        let folder = TemporaryFolder()
        let path = folder.write("aggregates_calories_earned.csv", "date,value\n2019-12-28,412.5\n2019-12-27,n/a\n")
        #expect(
            readActivity([path]).failure?.description
                == path + ":3: field 'value': expected a finite, non-negative number or an empty field, found \"n/a\"")
        // Lenient: the bad row is skipped and counted, 412.5 kcal on 28 December stays.
        let log = try readActivity([path], strictness: .lenient).get()
        #expect(log.day("2019-12-28")?.activeKcal == 412.5)
        #expect(log.files.first?.rowsSkipped == 1)
    }

    @Test func asAFoodLogItSaysGiveItWithActivity() throws {
        #expect(
            throws: InputError(
                file: "aggregates_steps.csv", line: 1,
                problem: "expected a food log, found what looks like activity data (withings); give it with --activity")
        ) {
            try FoodLogReader().read(bytes: Array("date,value\n2019-12-28,8345\n".utf8), file: "aggregates_steps.csv")
        }
    }
}
