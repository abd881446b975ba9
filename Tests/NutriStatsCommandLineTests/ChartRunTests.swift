import Foundation
import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData
import NutritionReport
import NutritionTestSupport
import Testing

/// `chart` as a library run: the flags that choose the source, the requests each source gets, where
/// the chart goes, and the drawing.
@Suite struct ChartRunTests {
    static let canvas = ChartCanvasFlags(out: "c.svg")

    @Test func theInputsAndPeriodChooseWithTheOtherFlags() {
        let run = ChartRun(
            metric: "kcal", kind: .line, input: InputFlags(storage: "S", activity: ["a.csv"]),
            period: PeriodFlags(week: "2026-11-09"), canvas: Self.canvas)
        #expect(
            run.flags
                == ChartFlags(
                    metric: "kcal", kind: .line, hasFoodInput: true, hasActivity: true, periodChosen: true))
        #expect(
            ChartRun(input: InputFlags(body: ["w.csv"]), pantry: PantryFlags(pantry: "p.csv"), canvas: Self.canvas)
                .flags
                == ChartFlags(pantry: "p.csv", hasBody: true))
    }

    @Test func eachSourceGetsTheFlagsItReads() throws {
        let context = CommandLineFixtures.context()
        let metric = ChartRun(
            metric: "steps", input: InputFlags(activity: ["a.csv"]), weekStart: .sunday,
            settings: SettingsFlags(goal: 1800), canvas: Self.canvas)
        guard case .metric(let request) = try metric.source(context: context) else {
            Issue.record("not a metric chart")
            return
        }
        #expect(request.metric == .steps && request.kind == nil && request.weekStart == .sunday)
        #expect(request.settings.goal == 1800 && request.input.activity == ["a.csv"])
        let pantry = ChartRun(
            metric: "pantry", input: InputFlags(lenient: true), pantry: PantryFlags(pantry: "p.csv", soon: 5),
            canvas: Self.canvas)
        guard case .pantry(let items) = try pantry.source(context: context) else {
            Issue.record("not the pantry chart")
            return
        }
        #expect(items.file == "p.csv" && items.flags.soon == 5 && items.strictness == .lenient)
        #expect(throws: UsageProblem.chartNeedsData) { try ChartRun(canvas: Self.canvas).source(context: context) }
    }

    @Test func theChartIsNeverWrittenOverItsCSV() throws {
        let run = ChartRun(csv: "/tmp/days.csv", x: "date", y: "kcal", canvas: ChartCanvasFlags(out: "/tmp/days.csv"))
        #expect {
            try run.outputLocation()
        } throws: { error in
            guard case .outputConflict(_, let advice) = error as? UsageProblem else { return false }
            return advice == "inputs are never written, choose another --out"
        }
    }

    @Test func drawsACSVChartAndSaysWhatItWrote() throws {
        let folder = try CommandLineFixtures.folder(["days.csv": "date,kcal\n2026-11-09,2100\n2026-11-10,1900\n"])
        let out = folder.appendingPathComponent("kcal.svg").path
        let run = ChartRun(
            csv: folder.appendingPathComponent("days.csv").path, x: "date", y: "kcal",
            canvas: ChartCanvasFlags(out: out), title: "Energy")
        let note = try run.draw(try run.source(context: CommandLineFixtures.context()), to: try run.outputLocation())
        #expect(note.hasPrefix("nutristats: wrote \(out) (2 rows"))
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("<svg"))
    }

    @Test func aMetricOfEmptyDataNamesTheInput() throws {
        let folder = try CommandLineFixtures.folder(["empty.json": "{}"])
        let history = folder.appendingPathComponent("empty.json").path
        let run = ChartRun(metric: "kcal", input: InputFlags(history: history), canvas: Self.canvas)
        let source = try run.source(context: CommandLineFixtures.context())
        #expect(throws: NoDataProblem.chart(input: history)) { try source.build(title: nil, theme: .light) }
    }

    @Test func thePantryIsSeenOnTodayByTheContextsClock() throws {
        let pantry = CommandLineFixtures.sample("pantry.csv")
        let run = ChartRun(metric: "pantry", pantry: PantryFlags(pantry: pantry), canvas: Self.canvas)
        let (_, note) = try run.source(context: CommandLineFixtures.context()).build(title: nil, theme: .light)
        #expect(note.hasPrefix("pantry, ") && note.hasSuffix(" from \(pantry), seen on 2026-11-15"))
    }
}
