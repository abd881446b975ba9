import Foundation
import Testing

/// One period limit for every command (36,525 days, 100 years), refused as a usage error naming the
/// flag; and no date outside the years 1 to 9999 is ever shown.
@Suite struct ReliabilityPeriodLimitTests {
    static let limit =
        "a period covers at most 36,525 days (100 years). Choose a shorter one with --from/--to or --last."

    /// The command lines of every command that takes a period, with `period` appended.
    static func commands(_ period: [String]) -> [[String]] {
        let storage = ["--storage", "sample-data/Storage"]
        return [
            ["history"] + storage + period,
            ["inspect"] + storage + period,
            ["stats"] + storage + period,
            ["chart", "--metric", "kcal", "--out", "kcal.png"] + storage + period,
            ["report", "--out", "report"] + storage + period,
        ]
    }

    static func folderWithSampleData() throws -> ReliabilityFolder {
        let folder = try ReliabilityFolder()
        try FileManager.default.copyItem(
            at: ReliabilityCLI.sampleData(), to: folder.url.appendingPathComponent("sample-data"))
        return folder
    }

    /// Issue: `--compare` over the limit printed `Error: PeriodTooLong(…)` and exited 1; `--compare
    /// previous` from year 1 printed the year 0. Both are usage errors in words (64).
    @Test func compareOverTheLimitOrBeforeYearOneIsAUsageError() throws {
        let folder = try Self.folderWithSampleData()
        let storage = ["--storage", "sample-data/Storage"]
        let long = try ReliabilityCLI.run(
            ["stats"] + storage + ["--compare", "2000-01-01..2200-01-01"], in: folder.url)
        #expect(long.status == 64)
        #expect(
            long.stderr.hasPrefix(
                "Error: --compare 2000-01-01..2200-01-01 covers 73,050 days; a period covers at most 36,525 days (100 years).\n"
            ))
        let previous =
            "Error: --compare previous: the period before 0001-01-01 would begin before 0001-01-01, the first day "
            + "NutriStats has; choose --compare START..END.\n"
        for command in [["stats"], ["report", "--out", "report"]] {
            let early = try ReliabilityCLI.run(
                command + storage + ["--from", "0001-01-01", "--to", "0001-12-31", "--compare", "previous"],
                in: folder.url)
            #expect(early.status == 64)
            #expect(early.stderr.hasPrefix(previous), "\(early.stderr)")
        }
    }

    @Test func lastDaysOverTheLimitAreRefusedByEveryCommand() throws {
        let folder = try Self.folderWithSampleData()
        for arguments in Self.commands(["--last", "36526"]) {
            let result = try ReliabilityCLI.run(arguments, in: folder.url)
            #expect(result.status == 64, "\(arguments)")
            #expect(
                result.stderr.hasPrefix("Error: --last 36526 covers 36,526 days; " + Self.limit + "\n"),
                "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.seconds < 20)
        }
        // The limit itself is fine where the command has no smaller one of its own.
        let history = try ReliabilityCLI.run(
            ["history", "--storage", "sample-data/Storage", "--last", "36525"], in: folder.url)
        #expect(history.status == 0)
        #expect(history.stdout.hasPrefix("Food history 1926-11-16 – 2026-11-15: "))
    }

    @Test func rangesOverTheLimitAreRefusedByEveryCommand() throws {
        let folder = try Self.folderWithSampleData()
        for arguments in Self.commands(["--from", "0001-01-01", "--to", "9999-12-31"]) {
            let result = try ReliabilityCLI.run(arguments, in: folder.url)
            #expect(result.status == 64, "\(arguments)")
            #expect(
                result.stderr.hasPrefix(
                    "Error: --from 0001-01-01 --to 9999-12-31 covers 3,652,059 days; " + Self.limit + "\n"),
                "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func everythingOverTheLimitIsRefusedOnceTheDataIsKnown() throws {
        let folder = try ReliabilityFolder()
        try folder.write(
            "Storage/History/foodHistory.json",
            """
            {"1900-01-01": {"08:00": {"food": "Oats", "cals": 300, "servings": 1}},
             "2026-11-16": {"08:00": {"food": "Oats", "cals": 300, "servings": 1}}}
            """)
        for command in ["stats", "history"] {
            let result = try ReliabilityCLI.run([command, "--storage", "Storage", "--all"], in: folder.url)
            #expect(result.status == 64)
            #expect(
                result.stderr.hasPrefix(
                    "Error: --all (the data's span, 1900-01-01 – 2026-11-16) covers 46,341 days; "
                        + Self.limit + "\n"), "\(result.stderr)")
        }
    }

    @Test func periodsStopAtTheFirstAndLastDayOfTheCalendar() throws {
        let folder = try ReliabilityFolder()
        try folder.write(
            "Storage/History/foodHistory.json",
            """
            {"0001-01-02": {"08:00": {"food": "Oats", "cals": 300, "servings": 1}}}
            """)
        let runs: [([String], String)] = [
            // Sun 0000-12-31 … Sat 0001-01-06 without the day before year 1.
            (
                ["--week", "0001-01-01", "--week-start", "sunday"],
                "Food history 0001-01-01 – 0001-01-06: 1 of 6 days logged, 300 kcal\n"
            ),
            // Mon 9999-12-27 … Sun 10000-01-02 without the days after 9999.
            (["--week", "9999-12-31"], "Food history 9999-12-27 – 9999-12-31: 0 of 5 days logged, 0 kcal\n"),
            // The last 7 days of data ending on 0001-01-02.
            (["--last", "7"], "Food history 0001-01-01 – 0001-01-02: 1 of 2 days logged, 300 kcal\n"),
        ]
        for (period, firstLine) in runs {
            let result = try ReliabilityCLI.run(["history", "--storage", "Storage"] + period, in: folder.url)
            #expect(result.status == 0, "\(period): \(result.stderr)")
            #expect(result.stdout.hasPrefix(firstLine), "\(period): \(result.stdout)")
            #expect(
                !result.stdout.contains("0000") && !result.stdout.contains("10000")
                    && !result.stdout.contains(" Dec 0\n"),
                "\(period): \(result.stdout)")
        }
        // Year 0 is no date, on the command line or in a file.
        let month = try ReliabilityCLI.run(["history", "--storage", "Storage", "--month", "0000-12"], in: folder.url)
        #expect(month.status == 64)
        #expect(month.stderr.hasPrefix("Error: --month takes YYYY-MM from 0001-01 to 9999-12, not '0000-12'.\n"))
        try folder.write(
            "Year0/History/foodHistory.json",
            """
            {"0000-06-01": {"08:00": {"food": "Oats", "cals": 300, "servings": 1}}}
            """)
        let yearZero = try ReliabilityCLI.run(["history", "--storage", "Year0"], in: folder.url)
        #expect(yearZero.status == 65, "\(yearZero.stdout)")
        #expect(yearZero.stdout.isEmpty)
    }
}
