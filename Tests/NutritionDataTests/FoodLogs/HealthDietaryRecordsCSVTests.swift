import Testing

@testable import NutritionData

/// An Apple Health record CSV of dietary types given as a food log. Issue: it was refused ("give it
/// with --activity"). Fixture: Fixtures/FoodLogs/apple-health-dietary-records.csv (hand-written).
@Suite struct HealthDietaryRecordsCSVTests {
    static func read(_ text: String, strictness: Strictness = .strict) throws(InputError) -> FoodLogReader.Contents {
        try FoodLogReader(strictness: strictness).read(bytes: Array(text.utf8), file: "records.csv")
    }

    static let header = "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"

    /// Records of one source and start are one entry: 08:30 412.5 kcal with 18.4 g protein and 480 mg
    /// sodium; 19:00 655 kcal (`Cal`) with 42 g protein and no sodium record (0: the file logs sodium);
    /// 28 Jan 07:00 1,046 kJ = 1,046 / 4.184 = 250 kcal. Water is counted, not used; steps are not food.
    @Test func dietaryRecordsBecomeEntries() throws {
        let contents = try FoodLogReader().read(at: FoodLogReaderTests.path("apple-health-dietary-records.csv"))
        #expect(contents.summary.dialect == .appleHealthRecordsCSV)
        #expect(contents.summary.rows == 7)
        #expect(contents.entries.map(\.time.hhmm) == ["08:30", "19:00", "07:00"])
        #expect(contents.entries.map(\.date.iso) == ["2026-01-27", "2026-01-27", "2026-01-28"])
        #expect(contents.entries.map { ($0.kcal * 1000).rounded() / 1000 } == [412.5, 655, 250])
        #expect(contents.entries.map { $0.nutrients?.known(.protein) } == [18.4, 42, 0])
        #expect(contents.entries.map { $0.nutrients?.known(.sodium) } == [480, 0, 0])
        #expect(contents.entries[0].nutrients?.known(.fat) == nil)
        // Water is read into the entries' other nutrients, so no dietary type is unused.
        #expect(contents.summary.unusedColumns.isEmpty)
        #expect(contents.summary.healthExport?.apps.map(\.name) == ["Lose It!"])
    }

    /// The type may carry HealthKit's prefix, and the other converter's column order is read too.
    @Test func prefixedTypesAndTheOtherColumnOrder() throws {
        let contents = try Self.read(
            """
            type,sourceName,sourceVersion,unit,creationDate,startDate,endDate,value
            HKQuantityTypeIdentifierDietaryEnergyConsumed,Cronometer,1,kcal,2021-08-30 13:40:34+05:30,2021-08-30 13:40:34+05:30,2021-08-30 13:40:34+05:30,300.0
            """)
        #expect(contents.entries.map(\.kcal) == [300])
        #expect(contents.entries.map(\.time.hhmm) == ["13:40"])
    }

    /// Bad records name their line and field; --lenient skips and counts them. A record CSV without a
    /// dietary record is activity data.
    @Test func errorsAndActivityFiles() throws {
        let bad =
            Self.header
            + "\"A\",,,\"DietaryProtein\",\"g\",2026-01-27 08:00:00 -0500,2026-01-27 08:00:00 -0500,2026-01-27 08:00:00 -0500,-3\n"
            + "\"A\",,,\"DietaryProtein\",\"oz\",2026-01-27 08:00:00 -0500,2026-01-27 08:00:00 -0500,2026-01-27 08:00:00 -0500,3\n"
            + "\"A\",,,\"DietaryEnergyConsumed\",\"kcal\",2026-01-27 09:00:00 -0500,2026-01-27 09:00:00 -0500,2026-01-27 09:00:00 -0500,90\n"
        #expect(
            throws: InputError(
                file: "records.csv", line: 2, field: "value",
                problem: "expected a number from 0 to 100,000 g, found \"-3\"")
        ) {
            try Self.read(bad)
        }
        let lenient = try Self.read(bad, strictness: .lenient)
        #expect(lenient.skipped.total == 2)
        #expect(lenient.entries.map(\.kcal) == [90])
        let steps =
            Self.header
            + "\"Health\",,,\"StepCount\",\"count\",2026-01-27 08:00:00 -0500,2026-01-27 08:00:00 -0500,2026-01-27 08:05:00 -0500,52\n"
        #expect(
            throws: InputError(
                file: "records.csv", line: 1,
                problem: .stated(
                    "expected a food log, found what looks like activity data "
                        + "(apple-health); give it with --activity (no dietary record among its 1 record)"))
        ) {
            try Self.read(steps)
        }
    }
}
