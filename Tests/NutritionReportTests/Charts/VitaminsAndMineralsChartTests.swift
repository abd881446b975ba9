import ChartKit
import ChartKitCairo
import Foundation
import NutritionData
import NutritionStats
import Testing

@testable import NutritionReport

/// The second %DV chart stays legible at 35 rows: it grows with its rows, every row keeps its label,
/// labels never overlap, and lower bounds are marked.
@Suite struct VitaminsAndMineralsChartTests {
    /// All 35 vitamins and minerals of the catalogue, each with a Daily Value (the table's, else 100 of
    /// its unit as a target, as a `--dv` file may give it): a spread of %DV, every fifth a lower bound,
    /// sodium over its limit.
    static let readings: [NutrientReading] = KnownNutrient.allCases.filter {
        $0.group == .vitamins || $0.group == .minerals
    }.enumerated().map { index, nutrient in
        let dailyValue = DailyValueTable.fdaCurrent[known: nutrient] ?? CatalogueDailyValue(nutrient, 100, .target)
        let percent = nutrient == .sodium ? 139 : Double(12 + (index * 37) % 180)
        let certainty: NutrientAmount.Certainty = index % 5 == 2 ? .lowerBound : .exact
        return NutrientReading(
            nutrient: .known(nutrient),
            intake: NutrientAmount(certainty: certainty, value: dailyValue.amount * percent / 100, coverage: 1),
            dailyValue: dailyValue)
    }

    static let chart = VitaminsAndMineralsChart.chart(
        for: readings, period: MicronutrientFixtures.figures().period, style: MetricChartStyle())

    @Test func thirtyFiveRows() throws {
        #expect(Self.readings.count == 35)
        guard case .horizontalBars(let bars) = Self.chart.content else {
            Issue.record("not horizontal bars")
            return
        }
        #expect(bars.rows.count == 35)
        #expect(bars.rows.filter(\.isLowerBound).count == 7)
        let sodium = try #require(bars.rows.first { $0.label == "Sodium" })
        #expect(sodium.goal == .limit && sodium.status(reference: 100) == .overLimit)
        // A lower bound under its target is not judged under.
        let bound = try #require(bars.rows.first { $0.isLowerBound && $0.value < 100 && $0.goal == .target })
        #expect(bound.status(reference: 100) == .unknown)
    }

    /// At the report's width (640) and the PDF page's (507): the canvas grows with the rows, all 35 labels
    /// are drawn, and each row's label box lies above the next one's without touching it.
    @Test(arguments: [640.0, 507.28])
    func everyRowKeepsItsLabelAndNoneOverlap(width: Double) throws {
        let size = VitaminsAndMineralsChart.size(of: Self.chart, width: width, minimumHeight: 300)
        #expect(size.height > 600, "35 rows need more than the usual 360 px: \(size.height)")
        let scene = Self.chart.scene(size: size, measurer: CairoTextMeasurer())
        let names = Self.readings.map(\.nutrient.displayName)
        var labels: [TextRun] = []
        for name in names {
            labels.append(try #require(scene.texts.first { $0.text == name }, "\(name) has a label"))
        }
        for (upper, lower) in zip(labels, labels.dropFirst()) {
            let a = upper.box.boundingRect
            let b = lower.box.boundingRect
            #expect(!upper.box.intersects(lower.box), "\(upper.text) and \(lower.text) overlap")
            #expect(a.maxY <= b.minY, "\(upper.text) above \(lower.text)")
        }
        // Labels and values stay on the canvas.
        for run in scene.texts {
            let box = run.box.boundingRect
            #expect(box.minX >= 0 && box.maxX <= size.width && box.minY >= 0 && box.maxY <= size.height, "\(run.text)")
        }
        // Lower bounds read ≥; the legend names them.
        #expect(scene.texts.filter { $0.text.hasPrefix("≥ ") && $0.text.contains("%") }.count == 7)
        #expect(scene.texts.contains { $0.text == "≥ Lower bound" })
        #expect(scene.texts.contains { $0.text == "Maybe under ?" })
        // To look at it: NUTRISTATS_CHART_PREVIEW=/tmp swift test --skip-build --filter VitaminsAndMineralsChartTests
        if let folder = ProcessInfo.processInfo.environment["NUTRISTATS_CHART_PREVIEW"] {
            let png = try ChartRenderer(scale: 1).render(scene, as: .png)
            let path = folder + "/vitamins-minerals-35-rows-\(Int(width)).png"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(png)))
        }
    }

    @Test func aFewRowsKeepTheUsualHeight() {
        let chart = VitaminsAndMineralsChart.chart(
            for: Array(Self.readings.prefix(4)), period: MicronutrientFixtures.figures().period,
            style: MetricChartStyle())
        #expect(VitaminsAndMineralsChart.size(of: chart, width: 640, minimumHeight: 360).height == 360)
    }
}
