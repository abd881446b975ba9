import ChartKit
import ChartKitCairo
import ChartKitTestSupport
import Foundation
import NutritionData
import NutritionFactsLabel
import NutritionStats
import Testing

/// The Nutrition Facts panel: what it says, that nothing overlaps or leaves the panel, a golden
/// image, and the same bytes on every render.
///
/// Golden images compare like ChartKitCairo's (a channel more than 64 levels off counts as a
/// differing pixel; at most 0.1 % may differ); `UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite struct NutritionFactsLayoutTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    /// sample-data/Storage/Barcodes/Foods/food_98.json ("Mac & Cheese <Deluxe> \"Family\"").
    static let macAndCheese = NutritionLabel(
        servingSize: "1 cup prepared",
        amounts: NutrientVector([
            .calories: 330, .carbs: 46, .fat: 11, .protein: 13, .sugar: 5, .fiber: 1, .monounsaturated: 2.5,
            .polyunsaturated: 1, .saturated: 6, .trans: 0, .sodium: 870, .cholesterol: 30, .potassium: 190,
            .vitaminC: 0, .calcium: 150, .iron: 2.1, .vitaminA: 100,
        ]))
    static let macAndCheeseName = "Mac & Cheese <Deluxe> \"Family\""

    /// A serving text too long for one line, a "less than" amount, and a long name.
    static let longServing = NutritionLabel(
        servingSize: "1 very generous restaurant-style portion with extra sauce (about 350 g)",
        amounts: NutrientVector([.calories: 3, .carbs: 0.7, .cholesterol: 3, .sodium: 4, .fat: 0.2]))

    @Test func thePanelSaysWhatTheLabelHolds() {
        let scene = NutritionFactsLayout(measurer: ApproximateTextMeasurer()).scene(
            for: Self.macAndCheese, foodName: Self.macAndCheeseName)
        let texts = scene.texts.map(\.text)
        for expected in [
            "Nutrition Facts", Self.macAndCheeseName, "Serving size", "1 cup prepared", "Amount per serving",
            "Calories", "330", "% Daily Value*", "Total Fat", "11g", "14%", "Saturated Fat", "6g", "30%",
            "Trans Fat", "0g", "Cholesterol", "30mg", "10%", "Sodium", "870mg", "38%",
            "Total Carbohydrate", "46g", "17%", "Dietary Fiber", "1g", "4%", "Total Sugars", "5g",
            "Protein", "13g", "Calcium", "150mg", "10%", "Iron", "2.1mg", "Potassium", "190mg", "4%",
            "Vitamin A", "100mcg", "Vitamin C", "0mg", "0%",
        ] {
            #expect(texts.contains(expected), "missing \(expected)")
        }
        // The title is the largest type, the calories number the next; main nutrient names are bold.
        let title = scene.texts.first { $0.text == "Nutrition Facts" }
        let calories = scene.texts.first { $0.text == "330" }
        #expect(title?.font.weight == .bold)
        #expect((title?.font.size ?? 0) > (calories?.font.size ?? 0))
        #expect(scene.texts.first { $0.text == "Total Fat" }?.font.weight == .bold)
        #expect(scene.texts.first { $0.text == "Saturated Fat" }?.font.weight == .regular)
        // The footnote is there, wrapped.
        #expect(texts.contains { $0.hasPrefix("* The % Daily Value (DV)") })
        #expect(texts.contains { $0.hasSuffix("general nutrition advice.") })
    }

    @Test(arguments: [false, true])
    func noTextOverlapsOrLeavesThePanel(long: Bool) {
        let label = long ? Self.longServing : Self.macAndCheese
        let name = long ? String(repeating: "Extraordinarily long food name ", count: 4) : Self.macAndCheeseName
        for measurer in [ApproximateTextMeasurer() as any TextMeasurer, CairoTextMeasurer()] {
            let scene = NutritionFactsLayout(measurer: measurer).scene(for: label, foodName: name)
            let boxes = scene.texts.map(\.box.boundingRect)
            for (index, box) in boxes.enumerated() {
                #expect(
                    box.minX >= 0 && box.maxX <= scene.size.width && box.minY >= 0 && box.maxY <= scene.size.height,
                    "\(scene.texts[index].text) leaves the panel")
                for other in boxes.indices where other > index {
                    let (width, height) = Self.overlap(box, boxes[other])
                    #expect(
                        width < 0.5 || height < 0.5,
                        "\(scene.texts[index].text) overlaps \(scene.texts[other].text)")
                }
            }
            // Rules never cross the letters: each run's ink, from cap height (0.76 em in DejaVu Sans, which the
            // tight Calories line relies on) to the baseline, or to the descent when it has letters reaching below.
            for shape in scene.shapes where shape.fill != nil {
                guard case .rect(let rule) = shape.geometry else { continue }
                for run in scene.texts {
                    let descends = run.text.contains { "gjpqy(),;".contains($0) }
                    let ink = Rect(
                        minX: run.box.boundingRect.minX, minY: run.anchor.y - 0.76 * run.font.size,
                        maxX: run.box.boundingRect.maxX, maxY: run.anchor.y + (descends ? run.extent.descent : 0.5))
                    #expect(Self.overlap(rule, ink).height < 0.5, "a rule crosses \(run.text)")
                }
            }
        }
    }

    /// The width and height two rectangles share (0 when apart).
    static func overlap(_ a: Rect, _ b: Rect) -> (width: Double, height: Double) {
        (max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)), max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY)))
    }

    @Test func lessThanAmountsAreWrittenOut() {
        let texts = NutritionFactsLayout(measurer: ApproximateTextMeasurer()).scene(for: Self.longServing, foodName: "")
            .texts.map(\.text)
        #expect(texts.contains("less than 1g"))  // carbohydrate 0.7 g
        #expect(texts.contains("less than 5mg"))  // cholesterol 3 mg
        #expect(texts.contains("0"))  // 3 kcal
    }

    @Test func matchesGolden() throws {
        let scene = NutritionFactsLayout(measurer: CairoTextMeasurer()).scene(
            for: Self.macAndCheese, foodName: Self.macAndCheeseName)
        let png = try ChartRenderer(scale: 2).render(scene, as: .png)
        let goldenURL = Self.goldenFolder.appendingPathComponent("mac-and-cheese-label.png")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(png).write(to: goldenURL)
            return
        }
        let golden = try RasterImage(png: Array(try Data(contentsOf: goldenURL)))
        let comparison = ImageComparison(actual: try RasterImage(png: png), expected: golden, channelTolerance: 64)
        if !comparison.sameSize || comparison.differingShare > 0.001 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "nutrition-label-golden-failures")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(png).write(to: folder.appendingPathComponent("mac-and-cheese-label-actual.png"))
            if let diff = comparison.diff {
                try Data(try diff.png()).write(to: folder.appendingPathComponent("mac-and-cheese-label-diff.png"))
            }
            Issue.record(
                "\(comparison.differingPixels) pixels differ (sizes match: \(comparison.sameSize)); actual and diff in \(folder.path)"
            )
        }
    }

    @Test(arguments: ImageFormat.allCases)
    func everyRenderGivesTheSameBytes(format: ImageFormat) throws {
        let render = {
            let scene = NutritionFactsLayout(measurer: CairoTextMeasurer()).scene(
                for: Self.macAndCheese, foodName: Self.macAndCheeseName)
            return try ChartRenderer().render(scene, as: format)
        }
        #expect(try render() == render())
    }
}
