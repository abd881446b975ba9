import Foundation
import Testing

/// `stats --body`: the body section, CSV and JSON columns, units and the flags, end to end.
///
/// The person (``BodyFixture``): 28 days from 2026-03-01 of 2,000 kcal each; weigh-ins every third day (10, from day 0
/// to day 27) of 80 − 0.01 × day kg. By hand: the slope is −0.01 kg a day exactly, so the rate is
/// 7 × −0.01 = −0.07 kg a week with no spread, and E = 2,000 − 7,700 × (−0.01) = 2,077 kcal a day with
/// an interval of zero width (constant intake, a perfect line). The first window with 8 weigh-ins
/// spanning ≥ 21 days (and ≥ 14 intake days) ends on 03-22: weigh-ins of days 0…21.
@Suite struct BodyStatsCommandTests {
    let folder: ReliabilityFolder

    init() throws {
        folder = try ReliabilityFolder()
        try BodyFixture.write(into: folder.url)
    }

    func stats(_ extra: [String]) throws -> ReliabilityCLI.Outcome {
        try ReliabilityCLI.run(
            [
                "stats", "--food-log", "food.csv", "--body", "weights.csv", "--from", "2026-03-01",
                "--to", "2026-03-28",
            ] + extra, in: folder.url)
    }

    @Test func theTableShowsWeightTrendExpenditureAndRate() throws {
        let run = try stats(["--weight-goal", "79", "--weight-rate=-0.5"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // T on 03-04 = 80 + (1 − 0.9³)(79.97 − 80) = 79.992 → 80.0.
        #expect(lines.contains("Wed 2026-03-04    80.0   80.0         –                    –        –"))
        #expect(lines.contains("Sat 2026-03-21       –   79.9         –                    –        –"))
        #expect(lines.contains("Sun 2026-03-22    79.8   79.9         –  2,077 (2,077–2,077)        –"))
        #expect(lines.contains("  Rate: -0.07 kg a week (-0.07 to -0.07) (80 % interval)"))
        #expect(lines.contains("  Weigh-ins: 10 of 28 days"))
        // 79.8 kg trend to 79 kg at 0.01 kg a day: ⌈(79 − T) / −0.01⌉ days from 03-28.
        #expect(lines.contains { $0.hasPrefix("  Goal: 79.0 kg on ") })
        // 2,077 − 7,700 × 0.5 / 7 = 2,077 − 550 = 1,527.
        #expect(lines.contains("  Intake for -0.50 kg a week: 1,527 kcal a day"))
    }

    @Test func csvAndJSONStayInKilogramsWhatever() throws {
        let csv = try stats(["--format", "csv", "--weight-unit", "lb"])
        let rows = csv.stdout.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(rows.first)
        func cell(_ date: String, _ column: String) throws -> String {
            let row = try #require(rows.first { $0.count > 1 && $0[1] == date })
            return row[try #require(header.firstIndex(of: column))]
        }
        #expect(
            header.suffix(9) == [
                "weight_kg", "weight_trend_kg", "body_fat_pct", "expenditure_kcal", "expenditure_low_kcal",
                "expenditure_high_kcal", "weight_rate_kg_week", "weight_rate_low_kg_week",
                "weight_rate_high_kg_week",
            ])
        #expect(try cell("2026-03-04", "weight_kg") == "80.0")
        #expect(try cell("2026-03-05", "weight_kg") == "")
        #expect(try cell("2026-03-21", "expenditure_kcal") == "")
        #expect(try cell("2026-03-22", "expenditure_kcal") == "2077")
        let total = try #require(rows.first { $0.first == "total" })
        #expect(total[try #require(header.firstIndex(of: "weight_rate_kg_week"))] == "-0.07")
        let json = try stats(["--format", "json"])
        #expect(json.stdout.contains("\"rate_kg_week\" : -0.07"))
        #expect(json.stdout.contains("\"weight_kg\" : null"))
        #expect(json.stdout.contains("\"expenditure_kcal\" : 2077"))
    }

    @Test func weightsAreShownInTheUnitAsked() throws {
        let run = try stats(["--weight-unit", "lb"])
        // 80 kg / 0.45359237 = 176.37 lb.
        #expect(run.stdout.contains("Sun 2026-03-01   176.4  176.4"))
        #expect(run.stdout.contains("Body weight and expenditure (lb;"))
    }

    @Test func withoutBodyFilesNothingChanges() throws {
        let run = try ReliabilityCLI.run(
            [
                "stats", "--food-log", "food.csv", "--from", "2026-03-01", "--to", "2026-03-28",
                "--format", "csv",
            ], in: folder.url)
        #expect(!run.stdout.contains("weight_kg"))
        let table = try ReliabilityCLI.run(["stats", "--food-log", "food.csv", "--week", "2026-03-04"], in: folder.url)
        #expect(!table.stdout.contains("Body weight"))
    }

    @Test func theReportHasAWeightSection() throws {
        let run = try ReliabilityCLI.run(
            [
                "report", "--food-log", "food.csv", "--body", "weights.csv", "--from", "2026-03-01",
                "--to", "2026-03-28", "--out", "report", "--format", "md",
                "--weight-goal", "79",
            ], in: folder.url)
        #expect(run.status == 0)
        let md = try String(contentsOf: folder.url.appendingPathComponent("report/report.md"), encoding: .utf8)
        #expect(md.contains("## Weight and expenditure\n"))
        // T on 03-28: every step closes 1 − 0.9^3 of the gap to a line falling 0.03 kg a step; it lags the
        // line by about 0.03 × 0.729 / 0.271 = 0.08 kg: 79.73 + 0.08 = 79.8.
        #expect(md.contains("- Trend weight: **79.8 kg** (−0.2 kg this period), weighed on 10 of 28 days\n"))
        #expect(md.contains("- Rate: −0.07 kg a week (−0.07 to −0.07)\n"))
        #expect(
            md.contains(
                "over 28 days: the scale says 2,077 kcal a day (2,077–2,077); no device measured spent energy then\n"))
        #expect(md.contains("| Sat 28 Mar | 79.8 kg |"))
        // Without --body the section is not there.
        let plain = try ReliabilityCLI.run(
            [
                "report", "--food-log", "food.csv", "--from", "2026-03-01", "--to", "2026-03-28",
                "--out", "plain", "--format", "md",
            ], in: folder.url)
        #expect(plain.status == 0)
        #expect(
            !(try String(contentsOf: folder.url.appendingPathComponent("plain/report.md"), encoding: .utf8))
                .contains("Weight and expenditure"))
    }

    @Test func inspectListsTheBodyFiles() throws {
        let run = try ReliabilityCLI.run(["inspect", "--body", "weights.csv"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Body files: 1\n  weights.csv\n    plain body CSV, 10 rows, readings: 10 weight\n"))
        #expect(run.stdout.contains("  Days with a weigh-in: 10 (2026-03-01 – 2026-03-28)\n"))
    }

    @Test func badBodyFlagsAreUsageErrors() throws {
        for (flag, message) in [
            (["--expenditure-window", "7"], "--expenditure-window takes a number of days from 14 to 90, not 7."),
            (["--weight-goal", "0"], "--weight-goal takes a weight above 0 and at most 700.0 kg, not 0.0."),
            (["--weight-rate", "2.5"], "--weight-rate takes a change of at most 2.0 kg a week either way, not 2.5."),
            (
                ["--weight-rate", "4.5", "--weight-unit", "lb"],
                "--weight-rate takes a change of at most 4.4 lb a week either way, not 4.5."
            ),
        ] {
            let run = try stats(flag)
            #expect(run.status == 64)
            #expect(run.stderr.contains(message))
        }
    }
}

/// `chart --metric weight`, end to end.
@Suite struct WeightChartCommandTests {
    @Test func drawsTheWeighInsAndSaysHowMany() throws {
        let folder = try ReliabilityFolder()
        try "date,weight_kg\n2026-03-01,80.0\n2026-03-04,79.6\n2026-03-09,79.9\n"
            .write(to: folder.url.appendingPathComponent("w.csv"), atomically: true, encoding: .utf8)
        let run = try ReliabilityCLI.run(
            ["chart", "--metric", "weight", "--body", "w.csv", "--out", "w.svg"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "nutristats: wrote w.svg (weight, 2026-03-01 – 2026-03-09, 3 weigh-ins)\n")
        let svg = try String(contentsOf: folder.url.appendingPathComponent("w.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        let spent = try ReliabilityCLI.run(
            ["chart", "--metric", "expenditure", "--body", "w.csv", "--out", "e.svg"], in: folder.url)
        #expect(spent.status == 0)
        // Three weigh-ins are too few for any 28-day window's estimate.
        #expect(
            spent.stderr == "nutristats: wrote e.svg (expenditure, 2026-03-01 – 2026-03-09, 0 days with an estimate)\n")
        let none = try ReliabilityCLI.run(["chart", "--metric", "weight", "--out", "x.png"], in: folder.url)
        #expect(none.status == 64)
        #expect(none.stderr.contains("--metric weight needs --body FILE."))
    }
}

/// A review with `--body`: the month table and the span's rate.
@Suite struct BodyReviewCommandTests {
    @Test func theReviewHasMonthsOfTrendAndExpenditure() throws {
        let suite = try BodyStatsCommandTests()
        let run = try ReliabilityCLI.run(
            [
                "report", "--food-log", "food.csv", "--body", "weights.csv", "--from", "2026-03-01",
                "--to", "2026-03-28", "--compare", "previous", "--out", "review", "--format", "md",
            ],
            in: suite.folder.url)
        #expect(run.status == 0)
        let md = try String(contentsOf: suite.folder.url.appendingPathComponent("review/report.md"), encoding: .utf8)
        // The slope is −0.01 kg a day: −0.07 kg a week; E on 03-28 = 2,000 + 77 = 2,077 with no spread.
        #expect(md.contains("Rate over the span: −0.07 kg a week (−0.07 to −0.07) · trend −0.2 kg\n"))
        #expect(md.contains("| Mar 2026 | 10 | 79.8 kg | – | 2,077 kcal a day (2,077–2,077) | – |\n"))
        #expect(md.contains("![Points of each day's first weigh-in (10 days)"))
    }
}

/// A Fitbit / Google Takeout weight log through `--body` (issue 26): its unit is the account's and not
/// written, so `--weight-unit` must say it.
@Suite struct FitbitWeightCommandTests {
    @Test func readInTheUnitGivenAndRefusedWithoutOne() throws {
        let folder = try ReliabilityFolder()
        try """
        [{"logId":1,"weight":165.4,"bmi":24.42,"fat":24.5,"date":"01/05/26","time":"07:05:00","source":"Aria"},
         {"logId":2,"weight":164.0,"bmi":24.21,"date":"01/06/26","time":"07:00:00","source":"Aria"}]
        """.write(to: folder.url.appendingPathComponent("weight-2026-01-05.json"), atomically: true, encoding: .utf8)
        let refused = try ReliabilityCLI.run(
            ["stats", "--body", "weight-2026-01-05.json", "--on", "2026-01-05"], in: folder.url)
        #expect(refused.status == 65)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr.contains(
                "weight-2026-01-05.json:1: field 'weight': the file does not say the unit of its weights"))
        #expect(refused.stderr.contains("give --weight-unit kg or --weight-unit lb"))
        let csv = try ReliabilityCLI.run(
            [
                "stats", "--body", "weight-2026-01-05.json", "--weight-unit", "lb", "--from", "2026-01-05",
                "--to", "2026-01-06", "--format", "csv",
            ], in: folder.url)
        #expect(csv.status == 0)
        // 165.4 lb × 0.45359237 = 75.024 kg; 164.0 lb = 74.389 kg; T(01-06) = 75.024 + 0.1 × (74.389 − 75.024) = 74.961.
        let rows = csv.stdout.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try #require(rows.first)
        let weight = try #require(header.firstIndex(of: "weight_kg"))
        let trend = try #require(header.firstIndex(of: "weight_trend_kg"))
        let fat = try #require(header.firstIndex(of: "body_fat_pct"))
        #expect(rows[1][weight] == "75.0" && rows[1][fat] == "24.5")
        #expect(rows[2][weight] == "74.4" && rows[2][trend] == "75.0")
    }
}
