import ArgumentParser
import ChartKit
import ChartKitCairo
import Foundation
@testable import NutriStatsCLI
import NutritionData
import Testing

/// `nutristats chart --csv`: the chart built from a CSV, the files written, errors and exit codes.
@Suite struct ChartCommandTests {
    /// A fresh folder with `files` written into it.
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chart-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    func run(_ arguments: [String]) throws {
        var command = try NutriStatsCommand.parseAsRoot(["chart"] + arguments)
        try command.run()
    }

    /// The exit code a run ends with (0 when it returns normally).
    func exitCode(_ arguments: [String]) -> Int32 {
        CLIFixtures.exitCode(["chart"] + arguments)
    }

    static let week = "date,kcal,protein\n2026-11-09,2140,96\n2026-11-10,1980,110\n2026-11-11,,84\n2026-11-12,2050,102\n"

    @Test(arguments: ["png", "svg", "pdf", "PNG"])
    func writesEachFormat(ext: String) throws {
        let dir = try folder(["week.csv": Self.week])
        let out = dir.appendingPathComponent("chart.\(ext)").path
        try run(["--csv", dir.appendingPathComponent("week.csv").path, "--x", "date", "--y", "kcal", "--out", out, "--title", "Energy"])
        let bytes = try #require(FileManager.default.contents(atPath: out))
        let head = String(decoding: bytes.prefix(8), as: UTF8.self)
        switch ext.lowercased() {
        case "png": #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        case "svg": #expect(head.hasPrefix("<?xml"))
        default: #expect(head.hasPrefix("%PDF-"))
        }
        // No temporary file is left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["chart.\(ext)", "week.csv"].sorted())
    }

    @Test func sizeScaleAndOverwrite() throws {
        let dir = try folder(["week.csv": Self.week])
        let out = dir.appendingPathComponent("chart.png").path
        let csv = dir.appendingPathComponent("week.csv").path
        try run(["--csv", csv, "--x", "date", "--y", "kcal,protein", "--kind", "line", "--out", out, "--width", "400", "--height", "300"])
        try run(["--csv", csv, "--x", "date", "--y", "kcal", "--out", out, "--width", "300", "--height", "200", "--scale", "2", "--theme", "dark"])
        let image = try RasterImage(png: Array(try #require(FileManager.default.contents(atPath: out))))
        #expect(image.width == 600 && image.height == 400)  // the second run replaced the first
    }

    @Test func dateColumnGivesADateAxisAndGapsForEmptyValues() throws {
        let request = CSVChartRequest(file: "week.csv", xColumn: "date", yColumns: ["kcal"], kind: .bar)
        let result = try request.chart(from: Array(Self.week.utf8), title: nil, theme: .light)
        #expect(result.rows == 4 && result.emptyValues == 1)
        guard case .bars(let bars) = result.chart.content else { Issue.record("not bars"); return }
        let monday = try #require(ChartDay(year: 2026, month: 11, day: 9))
        #expect(bars.x == .days((0..<4).map { ChartDay(dayNumber: monday.dayNumber + $0) }))
        #expect(bars.series == [DataSeries(name: "kcal", values: [2140, 1980, nil, 2050])])
        let texts = result.chart.scene(size: Size(width: 640, height: 360), measurer: ApproximateTextMeasurer()).texts.map(\.text)
        #expect(texts.contains("Mon 9") && texts.contains("Thu 12"))
    }

    @Test func kindsMapToChartContent() throws {
        let csv = Array("meal,kcal,pct\nBreakfast,520,40\nLunch,780,120\n".utf8)
        func content(_ kind: ChartKindOption, _ y: [String]) throws -> ChartContent {
            try CSVChartRequest(file: "m.csv", xColumn: "meal", yColumns: y, kind: kind).chart(from: csv, title: nil, theme: .light).chart.content
        }
        #expect(try content(.pie, ["kcal"]) == .pie(PieChart(slices: [PieSlice(label: "Breakfast", value: 520), PieSlice(label: "Lunch", value: 780)])))
        guard case .horizontalBars(let hbar) = try content(.hbar, ["pct"]) else { Issue.record("not hbar"); return }
        #expect(hbar.rows.map(\.value) == [40, 120])
        guard case .bars(let stacked) = try content(.stacked, ["kcal", "pct"]) else { Issue.record("not bars"); return }
        #expect(stacked.arrangement == .stacked && stacked.series.count == 2)
        guard case .lines(let line) = try content(.line, ["kcal"]) else { Issue.record("not lines"); return }
        #expect(line.x == .categories(["Breakfast", "Lunch"]))
    }

    @Test func hbarShowsPercentAndTheReferenceOnlyForDailyValueColumns() throws {
        let csv = Array("food,kcal,sodium_dv_pct,Fiber % DV\nOats,380,2,36\nRamen,520,75,9\n".utf8)
        func texts(_ y: String) throws -> [String] {
            let chart = try CSVChartRequest(file: "f.csv", xColumn: "food", yColumns: [y], kind: .hbar).chart(from: csv, title: nil, theme: .light).chart
            return chart.scene(size: Size(width: 640, height: 360), measurer: ApproximateTextMeasurer()).texts.map(\.text)
        }
        let kcal = try texts("kcal")
        #expect(kcal.contains("380") && kcal.contains("520"))
        #expect(!kcal.contains { $0.contains("%") }, "plain kcal are not percentages: \(kcal)")
        for column in ["sodium_dv_pct", "Fiber % DV"] {
            let dv = try texts(column)
            #expect(dv.contains("100 %"), "\(column): \(dv)")
            #expect(dv.contains { $0.hasPrefix("75 %") || $0.hasPrefix("36 %") })
        }
    }

    @Test func numericXIsNumericForLinesOnly() throws {
        let csv = Array("minute,bpm\n0,62\n5,88\n10,120\n".utf8)
        let line = try CSVChartRequest(file: "h.csv", xColumn: "minute", yColumns: ["bpm"], kind: .line).chart(from: csv, title: nil, theme: .light)
        guard case .lines(let chart) = line.chart.content else { Issue.record("not lines"); return }
        #expect(chart.x == .numbers([0, 5, 10]))
        let bar = try CSVChartRequest(file: "h.csv", xColumn: "minute", yColumns: ["bpm"], kind: .bar).chart(from: csv, title: nil, theme: .light)
        guard case .bars(let bars) = bar.chart.content else { Issue.record("not bars"); return }
        #expect(bars.x == .categories(["0", "5", "10"]))
    }

    @Test func dataErrorsNameFileLineAndField() {
        func error(_ text: String, x: String = "date", y: [String] = ["kcal"], kind: ChartKindOption = .bar) -> String? {
            do {
                _ = try CSVChartRequest(file: "d.csv", xColumn: x, yColumns: y, kind: kind).chart(from: Array(text.utf8), title: nil, theme: .light)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("date,kcal\n2026-11-09,2140\n2026-11-10,lots\n") == "d.csv:3: field 'kcal': expected a number, found \"lots\"")
        #expect(error("date,kcal\n2026-11-09,1\n", y: ["fat"]) == "d.csv:1: field 'fat': no such column; the header has 'date', 'kcal'")
        #expect(error("date,kcal\n2026-11-09,1\nyesterday,2\n") == "d.csv:3: field 'date': expected a date YYYY-MM-DD like the rows above, found \"yesterday\"")
        #expect(error("date,kcal\n2026-11-09,1\n2026-11-09,2\n") == "d.csv:3: field 'date': 2026-11-09 appears again (first on line 2); give one row per date")
        #expect(error("date,kcal\n,1\n") == "d.csv:2: field 'date': the x value is empty")
        #expect(error("meal,kcal\nLunch,-5\n", x: "meal", kind: .pie) == "d.csv:2: field 'kcal': a pie slice cannot be negative, found -5")
        #expect(error("meal,kcal,fat\nLunch,5,1\n", x: "meal", y: ["kcal", "fat"], kind: .pie) == "d.csv:1: field 'kcal,fat': a pie chart shows one --y column, not 2")
    }

    @Test func exitCodes() throws {
        let dir = try folder(["week.csv": Self.week, "bad.csv": "date,kcal\n2026-11-09,x\n"])
        let csv = dir.appendingPathComponent("week.csv").path
        let png = dir.appendingPathComponent("c.png").path
        #expect(exitCode(["--csv", csv, "--x", "date", "--y", "kcal", "--out", png]) == 0)
        // Data error: 65, and no output file.
        let failed = dir.appendingPathComponent("failed.png").path
        #expect(exitCode(["--csv", dir.appendingPathComponent("bad.csv").path, "--x", "date", "--y", "kcal", "--out", failed]) == 65)
        #expect(!FileManager.default.fileExists(atPath: failed))
        #expect(exitCode(["--csv", csv, "--x", "date", "--y", "nope", "--out", png]) == 65)
        // I/O errors: 74 (missing input, unwritable output folder).
        #expect(exitCode(["--csv", dir.appendingPathComponent("missing.csv").path, "--x", "date", "--y", "kcal", "--out", png]) == 74)
        #expect(exitCode(["--csv", csv, "--x", "date", "--y", "kcal", "--out", dir.appendingPathComponent("no/such/dir/c.png").path]) == 74)
        #expect(exitCode(["--csv", dir.path, "--x", "date", "--y", "kcal", "--out", png]) == 74)
    }

    @Test func usageErrors() {
        // Validation errors are thrown by parsing, which ArgumentParser maps to exit 64.
        for arguments in [
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.jpg"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c"],
            ["--x", "date", "--y", "kcal", "--out", "c.png"],
            ["--csv", "a.csv", "--y", "kcal", "--out", "c.png"],
            ["--csv", "a.csv", "--x", "date", "--y", ",", "--out", "c.png"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--kind", "radar"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--theme", "sepia"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--scale", "0"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--width", "10"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--width", "8000", "--scale", "4"],
        ] {
            #expect(exitCode(arguments) == 64, "\(arguments)")
        }
    }
}
