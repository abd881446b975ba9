import Foundation
import NutritionData
import NutritionPresentation
import NutritionReport
import NutritionStats
import Testing

/// Every figure the Markdown and HTML show equals the engine's figure, rounded by FigureRounding:
/// the numbers are read back out of the rendered text.
@Suite struct ReportContentTests {
    static let files: [ReportFile] = (try? ReportFixtures.files()) ?? []
    let period = ReportFixtures.figures().period
    var markdown: String { ReportFixtures.text(Self.files, "report.md") }
    var html: String { ReportFixtures.text(Self.files, "report.html") }

    @Test func filesOfTheFolder() {
        #expect(
            Self.files.map(\.path) == [
                "charts/dv.png", "charts/energy.png", "charts/kcal.png", "charts/macro-split.png", "charts/macros.png",
                "charts/steps.png", "report.html", "report.md", "report.pdf",
            ])
    }

    /// The engine's figures of one day as the day table shows them: intake, remaining, spent, net,
    /// balance, steps, coverage.
    func expected(_ day: DayStatistics) -> (
        intake: Double?, remaining: Double?, spent: Double?, net: Double?,
        balance: String?, steps: Double?, coverage: Double?
    ) {
        (
            ReportParsing.shown(day.isCounted ? day.intake.totals.kcal : nil),
            ReportParsing.shown(day.budget?.remaining),
            ReportParsing.shown(day.energy?.spent), ReportParsing.shown(day.energy?.net),
            day.energy?.direction.rawValue,
            ReportParsing.shown(day.activity?.steps), ReportParsing.shown(day.intake.totals.coverage.map { $0 * 100 })
        )
    }

    @Test func markdownDayTableEqualsTheEngine() throws {
        let rows = ReportParsing.markdownTable(after: "## Day by day", in: markdown)
        #expect(rows.count == period.days.count + 2)
        for (row, day) in zip(rows, period.days) {
            #expect(row.count == 8)
            #expect(row[0] == DateText.day(day.date))
            let want = expected(day)
            if day.isCounted {
                #expect(ReportParsing.number(row[1]) == want.intake)
                #expect(ReportParsing.number(row[2]) == want.remaining)
                #expect(ReportParsing.number(row[3]) == want.spent)
                #expect(ReportParsing.number(row[4]) == want.net)
                #expect((row[5].isEmpty ? nil : row[5]) == want.balance)
                #expect(ReportParsing.number(row[7]) == want.coverage)
            } else {
                #expect(row[1] == "not logged")
            }
            #expect(ReportParsing.number(row[6]) == want.steps)
        }
        let total = rows[period.days.count]
        #expect(ReportParsing.number(total[1]) == ReportParsing.shown(period.intake.totals.kcal))
        #expect(ReportParsing.number(total[2]) == ReportParsing.shown(period.budget.remaining))
        #expect(ReportParsing.number(total[3]) == ReportParsing.shown(period.energy.spent))
        #expect(ReportParsing.number(total[4]) == ReportParsing.shown(period.energy.net))
        #expect(ReportParsing.number(total[6]) == ReportParsing.shown(period.steps.total))
        let average = rows[period.days.count + 1]
        #expect(ReportParsing.number(average[1]) == ReportParsing.shown(period.intake.average?.kcal))
        #expect(ReportParsing.number(average[2]) == ReportParsing.shown(period.budget.remainingPerDay))
        #expect(ReportParsing.number(average[3]) == ReportParsing.shown(period.energy.averageSpent))
        #expect(ReportParsing.number(average[4]) == ReportParsing.shown(period.energy.averageNet))
        #expect(ReportParsing.number(average[6]) == ReportParsing.shown(period.steps.average))
    }

    @Test func htmlDayTableEqualsTheEngine() throws {
        for day in period.days {
            let row = try #require(ReportParsing.htmlRow("data-date=\"\(day.date.iso)\"", in: html))
            let want = expected(day)
            #expect(row[0] == DateText.day(day.date))
            if day.isCounted {
                #expect(row.count == 8)
                #expect(ReportParsing.number(row[1]) == want.intake)
                #expect(ReportParsing.number(row[2]) == want.remaining)
                #expect(ReportParsing.number(row[3]) == want.spent)
                #expect(ReportParsing.number(row[4]) == want.net)
                #expect((row[5].isEmpty ? nil : row[5]) == want.balance)
                #expect(ReportParsing.number(row[6]) == want.steps)
                #expect(ReportParsing.number(row[7]) == want.coverage)
            } else {
                #expect(row[1] == "not logged")
                #expect(ReportParsing.number(row[2]) == want.steps)
            }
        }
        let total = try #require(ReportParsing.htmlRow("data-row=\"total\"", in: html))
        #expect(ReportParsing.number(total[1]) == ReportParsing.shown(period.intake.totals.kcal))
        #expect(ReportParsing.number(total[4]) == ReportParsing.shown(period.energy.net))
    }

    @Test func summaryFiguresEqualTheEngine() throws {
        let average = try #require(period.intake.average?.kcal)
        let goal = period.settings.kcalGoal
        #expect(
            ReportParsing.number(
                try #require(ReportParsing.htmlFigure("average-kcal", in: html))
                    .replacingOccurrences(of: "kcal a day", with: "")) == ReportParsing.shown(average))
        #expect(
            ReportParsing.number(try #require(ReportParsing.htmlFigure("percent-of-goal", in: html)))
                == ReportParsing.shown(average * 100 / goal))
        #expect(
            ReportParsing.number(try #require(ReportParsing.htmlFigure("difference-kcal", in: html)))
                == ReportParsing.shown(average - goal))
        #expect(
            ReportParsing.number(
                try #require(ReportParsing.htmlFigure("remaining-kcal", in: html))
                    .replacingOccurrences(of: "kcal", with: "")) == ReportParsing.shown(period.budget.remaining))
        #expect(
            ReportParsing.number(
                try #require(ReportParsing.htmlFigure("net-kcal", in: html))
                    .components(separatedBy: " ")[0]) == ReportParsing.shown(period.energy.net))
        #expect(
            ReportParsing.number(
                try #require(ReportParsing.htmlFigure("average-steps", in: html))
                    .replacingOccurrences(of: "a day", with: "")) == ReportParsing.shown(period.steps.average))
        // The Markdown summary line carries the same figures.
        let line = try #require(markdown.components(separatedBy: "\n").first { $0.hasPrefix("- **Average intake:**") })
        #expect(
            line.contains("\(ReportNumber.kcal(average)) kcal a day, \(ReportNumber.percent(average * 100 / goal)) %"))
        let energy = try #require(
            markdown.components(separatedBy: "\n").first { $0.hasPrefix("- **Energy balance:**") })
        #expect(
            energy.contains(
                "net \(ReportNumber.signedKcal(period.energy.net)) kcal, a \(period.energy.direction.rawValue)"))
    }

    @Test func nutrientTableEqualsTheEngine() {
        let rows = ReportParsing.markdownTable(after: "## Nutrients, average per day", in: markdown)
        #expect(rows.count == Nutrient.count)
        guard let average = period.intake.average else {
            Issue.record("no average")
            return
        }
        for (row, nutrient) in zip(rows, Nutrient.allCases) {
            #expect(row[0] == nutrient.displayName)
            // A lower bound (the fixture's coverage is below 100 %) is written after "≥ ", as the engine states it.
            let bound = average.nutrientAmount(nutrient).isLowerBound ? "≥ " : ""
            #expect(row[1].hasPrefix(bound) && (bound.isEmpty ? !row[1].hasPrefix("≥") : true))
            let amount = row[1].dropFirst(bound.count).components(separatedBy: " ")[0].replacingOccurrences(
                of: "\\", with: "")
            #expect(
                ReportParsing.number(amount)
                    == ReportParsing.shown(
                        average.amount(of: nutrient),
                        decimals: FigureRounding.decimals(for: nutrient)))
            let reading = period.dailyValueReadings.first { $0.nutrient == nutrient }
            let percent = reading?.isLowerBound == true ? String(row[3].dropFirst(2)) : row[3]
            #expect(ReportParsing.number(percent) == ReportParsing.shown(reading?.percent))
        }
    }

    /// The day table's footnote says how "remaining" was made, activity credit included.
    @Test func remainingIsExplainedWithAndWithoutActivityCredit() throws {
        let plain = try ReportFixtures.files(formats: [.html, .md])
        #expect(ReportFixtures.text(plain, "report.html").contains("Remaining = goal − intake;"))
        #expect(ReportFixtures.text(plain, "report.md").contains("Remaining = goal − intake;"))
        let credited = try ReportFixtures.files(formats: [.html, .md], settings: StatsSettings(activityCredit: true))
        for file in ["report.html", "report.md"] {
            #expect(
                ReportFixtures.text(credited, file).contains(
                    "Remaining = goal − intake + active energy (activity credit);"))
        }
    }

    @Test func hostileNamesStayText() throws {
        // HTML: escaped once, never raw.
        #expect(!html.contains(ReportFixtures.hostileName))
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; | y"))
        // Markdown: escaped, and the food-log row still has exactly four cells.
        #expect(!markdown.contains("<script>"))
        let line = try #require(
            markdown.components(separatedBy: "\n").first { $0.contains("alert(1)") && $0.hasPrefix("|") })
        #expect(line == #"| | \<script\>alert(1)\</script\> \& "x" \| y *(kcal only)* | 1.0 | 410 |"#)
        #expect(ReportParsing.markdownCells(line).count == 4)
        // The top-foods table too.
        let top = ReportParsing.markdownTable(after: "## Top foods by kcal", in: markdown)
        #expect(top.allSatisfy { $0.count == 5 })
    }

    @Test func sameInputsGiveTheSameBytes() throws {
        let again = try ReportFixtures.files()
        #expect(again == Self.files)
    }
}
