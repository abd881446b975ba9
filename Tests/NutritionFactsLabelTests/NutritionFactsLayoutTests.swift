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

    /// A Cronometer food with 20 vitamins and minerals beyond the 17 (Tests/NutritionDataTests/Fixtures/
    /// FoodLogs/servings-micronutrients.csv, "Salmon baked"): 23 lines in the lower block.
    static let salmon = NutritionLabel(
        servingSize: "150.00 g",
        amounts: NutrientVector([
            .calories: 311.3, .carbs: 0, .fat: 18.5, .protein: 33.5, .sugar: 0, .fiber: 0, .monounsaturated: 6.1,
            .polyunsaturated: 6.7, .saturated: 3.7, .trans: 0, .sodium: 90, .cholesterol: 95, .potassium: 550,
            .vitaminC: 0, .calcium: 23, .iron: 0.5, .vitaminA: 60,
        ]),
        others: OtherNutrients(known: [
            (.thiamin, 0.3), (.riboflavin, 0.6), (.niacin, 12), (.pantothenicAcid, 2.4), (.vitaminB6, 1.2),
            (.vitaminB12, 4.2), (.biotin, 7.5), (.choline, 135), (.folate, 39), (.vitaminD, 10), (.vitaminE, 1.2),
            (.vitaminK, 0.8), (.copper, 0.08), (.iodine, 45), (.magnesium, 45), (.phosphorus, 380),
            (.selenium, 61.5), (.zinc, 0.9),
        ]))

    /// FDA's 2016 sample label ("Original Label vs New Label"): total sugars 12 g, of which 10 g added;
    /// vitamins A and C are not on it (unknown here).
    static let fdaSample: NutritionLabel = {
        var amounts = NutrientVector([
            .calories: 230, .carbs: 37, .fat: 8, .protein: 3, .sugar: 12, .fiber: 4, .saturated: 1, .trans: 0,
            .sodium: 160, .cholesterol: 0, .potassium: 240, .calcium: 260, .iron: 8,
        ])
        amounts.unknown = NutrientSet([.vitaminA, .vitaminC, .monounsaturated, .polyunsaturated])
        return NutritionLabel(
            servingSize: "2/3 cup (55g)", amounts: amounts,
            others: OtherNutrients(known: [(.addedSugars, 10), (.vitaminD, 2)]))
    }()

    /// "Includes 10g Added Sugars" and its bold "20%" on one line under Total Sugars, indented twice a
    /// sub-nutrient's 14 px; the hairline above it starts at its words, the others span the panel.
    @Test func addedSugarsAreAnIndentedIncludesLineUnderTotalSugars() throws {
        let scene = NutritionFactsLayout(measurer: ApproximateTextMeasurer()).scene(
            for: Self.fdaSample, foodName: "")
        let includes = try #require(scene.texts.first { $0.text == "Includes 10g Added Sugars" })
        let sugars = try #require(scene.texts.first { $0.text == "Total Sugars" })
        let protein = try #require(scene.texts.first { $0.text == "Protein" })
        #expect(includes.font.weight == .regular)
        #expect(includes.anchor.x == 7 + 28 && sugars.anchor.x == 7 + 14)
        #expect(sugars.anchor.y < includes.anchor.y && includes.anchor.y < protein.anchor.y)
        // "12g" after Total Sugars; no amount of its own after the Includes line.
        #expect(scene.texts.contains { $0.text == "12g" && $0.anchor.y == sugars.anchor.y })
        let onItsLine = scene.texts.filter { $0.anchor.y == includes.anchor.y }.map(\.text)
        #expect(onItsLine.sorted() == ["20%", "Includes 10g Added Sugars"])
        #expect(scene.texts.first { $0.text == "20%" && $0.anchor.y == includes.anchor.y }?.font.weight == .bold)
        // The rule between Total Sugars and the Includes line starts at x = 7 + 28 and ends at the right edge.
        let rules = scene.shapes.compactMap { shape -> Rect? in
            guard case .rect(let rect) = shape.geometry, shape.fill != nil else { return nil }
            return rect
        }
        let above = try #require(rules.filter { $0.maxY <= includes.anchor.y }.max { $0.minY < $1.minY })
        #expect(above.minX == 35 && above.maxX == 280 - 7 && above.height == 0.75)
        let below = try #require(rules.filter { $0.minY >= includes.anchor.y }.min { $0.minY < $1.minY })
        #expect(below.minX == 7 && below.maxX == 280 - 7)
    }

    @Test func aLabelWithManyVitaminsAndMineralsListsThemAllAndGrows() {
        let measurer = ApproximateTextMeasurer()
        let salmon = NutritionFactsLayout(measurer: measurer).scene(for: Self.salmon, foodName: "Salmon baked")
        let mac = NutritionFactsLayout(measurer: measurer).scene(for: Self.macAndCheese, foodName: "Salmon baked")
        // 18 more lines than the food object's 5, each 17 px and a 0.75 px hairline.
        #expect(abs(salmon.size.height - mac.size.height - 18 * 17.75) <= 1)
        let texts = salmon.texts.map(\.text)
        for expected in [
            "Vitamin D", "10mcg", "50%", "Pantothenic Acid", "2.4mg", "Vitamin B12", "4.2mcg", "180%", "Selenium",
            "62mcg", "110%", "Copper", "0.1mg", "Choline", "140mg",
        ] {
            #expect(texts.contains(expected), "missing \(expected)")
        }
        // Vitamin D first, choline last, in the order of the label's lines.
        let lowerBlockNames = Set(NutritionLabel.lowerBlock.map { LabelText.name($0) })
        let names = salmon.texts.filter { lowerBlockNames.contains($0.text) }
        #expect(names.first?.text == "Vitamin D" && names.last?.text == "Choline")
        #expect(names.map(\.anchor.y) == names.map(\.anchor.y).sorted())
    }

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

    @Test(arguments: 0..<4)
    func noTextOverlapsOrLeavesThePanel(example: Int) {
        let label = [Self.macAndCheese, Self.longServing, Self.salmon, Self.fdaSample][example]
        let name = [
            Self.macAndCheeseName, String(repeating: "Extraordinarily long food name ", count: 4), "Salmon baked", "",
        ][example]
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

    static let goldens: [String: (label: NutritionLabel, foodName: String)] = [
        "mac-and-cheese": (macAndCheese, macAndCheeseName), "salmon": (salmon, "Salmon baked"),
        "fda-sample": (fdaSample, ""),
    ]

    @Test(arguments: ["mac-and-cheese", "salmon", "fda-sample"])
    func matchesGolden(name: String) throws {
        let example = try #require(Self.goldens[name])
        let scene = NutritionFactsLayout(measurer: CairoTextMeasurer()).scene(
            for: example.label, foodName: example.foodName)
        let png = try ChartRenderer(scale: 2).render(scene, as: .png)
        let goldenURL = Self.goldenFolder.appendingPathComponent("\(name)-label.png")
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
            try Data(png).write(to: folder.appendingPathComponent("\(name)-label-actual.png"))
            if let diff = comparison.diff {
                try Data(try diff.png()).write(to: folder.appendingPathComponent("\(name)-label-diff.png"))
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
