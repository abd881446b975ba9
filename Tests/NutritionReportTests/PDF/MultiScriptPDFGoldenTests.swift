import ChartKit
import ChartKitCairo
import ChartKitTestSupport
import Foundation
import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionReport

/// The PDF report with food names in many scripts: the food-log page and the top-foods page,
/// rasterised by Poppler (`pdftoppm`, an independent renderer) and compared with checked-in goldens
/// (same tolerance as the chart goldens). `UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite struct MultiScriptPDFGoldenTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    static func entry(_ day: String, _ hour: Int, _ name: String, kcal: Double, nutrients: Bool = true) -> LogEntry {
        let values: [Nutrient: Double]? =
            nutrients ? [.calories: kcal, .carbs: kcal / 8, .protein: kcal / 20, .fat: kcal / 30] : nil
        return fixtureEntry(day, hour, 0, name, kcal: kcal, nutrients: values)
    }

    /// A week of names as users write them: Japanese with an emoji, Latin mixed with katakana,
    /// Korean, Hebrew and Arabic (right to left; the Arabic one without nutrients, so "(kcal only)"
    /// follows it), German, Greek, Russian, and one much too long for its column.
    static let foodLog = FoodLog(entries: [
        entry("2026-11-09", 8, "納豆ご飯 🍚", kcal: 420),
        entry("2026-11-09", 13, "Ramen ラーメン", kcal: 640),
        entry("2026-11-09", 19, "김치찌개", kcal: 380),
        entry("2026-11-10", 9, "שקשוקה", kcal: 450),
        entry("2026-11-10", 13, "حمص بالطحينة", kcal: 310, nutrients: false),
        entry("2026-11-10", 19, "Müsli mit Äpfeln", kcal: 360),
        entry("2026-11-11", 12, "Σπανακόπιτα", kcal: 520),
        entry("2026-11-11", 19, "Борщ со сметаной", kcal: 290),
        entry(
            "2026-11-12", 12, "Crème brûlée 🍮 with a very long description of the caramel and the vanilla", kcal: 330),
    ])

    static func pages() -> [DocumentPage] {
        let statistics = NutritionStatistics(
            foodLog: foodLog, activity: ActivityLog(days: []), settings: StatsSettings())
        let figures = ReportFigures(statistics: statistics, range: ReportFixtures.week, choice: .lastCompleteWeek)
        let report = PeriodReport(
            figures: figures, imports: ImportNotes(foodLog: foodLog, activity: ActivityLog(days: [])))
        return PDFReport(report: report, charts: ReportCharts.entries(for: figures)).layout()
    }

    /// The page whose text holds `heading`.
    static func page(with heading: String) throws -> DocumentPage {
        try #require(pages().first { $0.layers[0].scene.texts.contains { $0.text == heading } })
    }

    /// `pdf`'s first page as Poppler draws it at 72 dpi (one pixel per point).
    static func rasterised(_ pdf: [UInt8]) throws -> RasterImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("page.pdf")
        try Data(pdf).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "pdftoppm", "-png", "-r", "72", "-singlefile", input.path, folder.appendingPathComponent("page").path,
        ]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pdftoppm failed (poppler-utils: make deps)")
        return try RasterImage(png: Array(try Data(contentsOf: folder.appendingPathComponent("page.png"))))
    }

    @Test(arguments: [("Food log", "pdf-food-log-scripts"), ("Top foods by kcal", "pdf-top-foods-scripts")])
    func matchesGolden(heading: String, name: String) throws {
        let pdf = try DocumentRenderer().pdf([try Self.page(with: heading)])
        #expect(pdf == (try DocumentRenderer().pdf([try Self.page(with: heading)])))  // deterministic bytes
        let actual = try Self.rasterised(pdf)
        let goldenURL = Self.goldenFolder.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(try actual.png()).write(to: goldenURL)
            return
        }
        let golden = try RasterImage(png: Array(try Data(contentsOf: goldenURL)))
        let comparison = ImageComparison(actual: actual, expected: golden, channelTolerance: 64)
        if !comparison.sameSize || comparison.differingShare > 0.001 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-golden-failures")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(try actual.png()).write(to: folder.appendingPathComponent("\(name)-actual.png"))
            if let diff = comparison.diff {
                try Data(try diff.png()).write(to: folder.appendingPathComponent("\(name)-diff.png"))
            }
            Issue.record(
                "\(name): \(comparison.differingPixels) pixels differ (sizes match: \(comparison.sameSize)); actual and diff in \(folder.path)"
            )
        }
        // Every name is drawn with glyphs: none of these scripts is recorded as missing.
        #expect(!MissingGlyphs.characters.contains { "納ラ김שحüΣБ🍚".unicodeScalars.contains($0) })
    }

    @Test func aRightToLeftNameKeepsItsNoteAfterIt() throws {
        // "(kcal only)" follows the Arabic name in reading order: the name is isolated in the cell.
        let texts = try Self.page(with: "Food log").layers[0].scene.texts.map(\.text)
        #expect(texts.contains(TextControls.isolated("حمص بالطحينة") + " (kcal only)"))
    }
}
