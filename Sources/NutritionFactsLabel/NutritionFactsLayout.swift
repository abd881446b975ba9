import ChartKit
import NutritionData
import NutritionStats

/// Lays a ``/NutritionStats/NutritionLabel`` out as the FDA 2016 Nutrition Facts panel, as a plain
/// ChartKit ``/ChartKit/Scene`` that ChartKitCairo turns into PNG, SVG or PDF.
///
/// The panel follows the format of 21 CFR 101.9(d): a black box; "Nutrition Facts" in the largest
/// bold type across the width; the serving size in bold; a heavy rule; "Amount per serving" and
/// "Calories" with its number in large bold type; a medium rule; the "% Daily Value*" heading; one
/// line per nutrient (names of the main nutrients in bold, sub-nutrients indented) with hairlines
/// between; "Includes 10g Added Sugars" indented under Total Sugars, the hairline above it starting at
/// its indent; a heavy rule before the vitamins and minerals; a medium rule; the footnote. The food's
/// name stands under the title, where a package would print the servings per container.
///
/// Pure: positions come from the text measurer only, so the same label and measurer give the same scene.
public struct NutritionFactsLayout {
    /// The panel's width in logical pixels (about 2.5 in at 96 px per inch, like a package panel).
    public static let width: Double = 280

    let measurer: any TextMeasurer

    /// A layout measuring text with `measurer` (ChartKitCairo's for real output).
    public init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    // The panel's proportions: type sizes in logical pixels and rule weights.
    static let padding = 7.0
    static let border = 1.0
    static let hairline = 0.75
    static let mediumRule = 4.0
    static let heavyRule = 8.0
    static let indent = 14.0
    /// The indent of an "Includes … Added Sugars" line: twice a sub-nutrient's.
    static let inclusionIndent = 2 * indent
    static let lineHeight = 17.0
    static let titleSize = 32.0
    static let servingSize = 14.0
    static let smallSize = 10.0
    static let caloriesLabelSize = 22.0
    static let caloriesNumberSize = 30.0
    static let nutrientSize = 11.5
    static let footnoteSize = 8.5

    /// The scene of `label` for the food named `foodName` (empty for none).
    public func scene(for label: NutritionLabel, foodName: String) -> Scene {
        var drawing = Drawing(measurer: measurer, left: Self.padding, right: Self.width - Self.padding)
        drawing.y = Self.padding

        // Title, shrunk only if the measurer finds it wider than the panel.
        var titleFont = Font(size: Self.titleSize, weight: .bold)
        let titleWidth = measurer.measure("Nutrition Facts", font: titleFont).width
        if titleWidth > drawing.width { titleFont.size *= drawing.width / titleWidth }
        drawing.textLine(left: "Nutrition Facts", font: titleFont)
        drawing.rule(Self.hairline, gapAbove: 1)
        if !foodName.isEmpty {
            for line in WordWrapping.lines(
                foodName, width: drawing.width, font: Font(size: Self.nutrientSize), measurer: measurer)
            {
                drawing.textLine(left: line, font: Font(size: Self.nutrientSize))
            }
        }
        drawing.servingLine(label.servingSize, font: Font(size: Self.servingSize, weight: .bold))
        drawing.rule(Self.heavyRule, gapAbove: 2)

        drawing.textLine(left: "Amount per serving", font: Font(size: Self.smallSize, weight: .bold))
        drawing.pair(
            left: "Calories", leftFont: Font(size: Self.caloriesLabelSize, weight: .bold),
            right: String(label.calories), rightFont: Font(size: Self.caloriesNumberSize, weight: .bold))
        drawing.rule(Self.mediumRule, gapAbove: 1)
        drawing.textLine(right: "% Daily Value*", font: Font(size: Self.smallSize, weight: .bold))
        drawing.rule(Self.hairline, gapAbove: 1)

        for (index, line) in label.nutrients.enumerated() {
            drawing.nutrientLine(line, boldName: !line.isIndented, boldPercent: true)
            let last = index == label.nutrients.count - 1
            // The hairline above an "Includes" line starts where its words do.
            let inset = !last && label.nutrients[index + 1].isInclusion ? Self.inclusionIndent : 0
            drawing.rule(last ? Self.heavyRule : Self.hairline, gapAbove: 0, inset: inset)
        }
        for (index, line) in label.vitaminsAndMinerals.enumerated() {
            drawing.nutrientLine(line, boldName: false, boldPercent: false)
            drawing.rule(index == label.vitaminsAndMinerals.count - 1 ? Self.mediumRule : Self.hairline, gapAbove: 0)
        }
        drawing.y += 2
        let footnoteFont = Font(size: Self.footnoteSize)
        for line in WordWrapping.lines(LabelText.footnote, width: drawing.width, font: footnoteFont, measurer: measurer)
        {
            drawing.textLine(left: line, font: footnoteFont)
        }

        let height = (drawing.y + Self.padding).rounded(.up)
        let inset = Self.border / 2
        let box = Shape(
            .rect(Rect(x: inset, y: inset, width: Self.width - Self.border, height: height - Self.border)),
            stroke: Stroke(color: .black, width: Self.border))
        return Scene(
            size: Size(width: Self.width, height: height), background: .white, items: drawing.items + [.shape(box)])
    }
}

/// A cursor moving down the panel, adding text runs and rules.
private struct Drawing {
    let measurer: any TextMeasurer
    let left: Double
    let right: Double
    var y = 0.0
    var items: [SceneItem] = []

    init(measurer: any TextMeasurer, left: Double, right: Double) {
        self.measurer = measurer
        self.left = left
        self.right = right
    }

    var width: Double { right - left }

    /// A filled rule `weight` thick across the panel from `inset` to the right edge, `gapAbove` below
    /// the cursor.
    mutating func rule(_ weight: Double, gapAbove: Double, inset: Double = 0) {
        y += gapAbove
        items.append(
            .shape(Shape(.rect(Rect(x: left + inset, y: y, width: width - inset, height: weight)), fill: .black)))
        y += weight
    }

    /// One line of text at the left or right edge.
    mutating func textLine(left text: String? = nil, right rightText: String? = nil, font: Font) {
        let extent = measurer.measure(text ?? rightText ?? "", font: font)
        let baseline = y + extent.ascent
        if let text { add(text, x: left, baseline: baseline, font: font, anchor: .start, extent: extent) }
        if let rightText {
            add(
                rightText, x: right, baseline: baseline, font: font, anchor: .end,
                extent: measurer.measure(rightText, font: font))
        }
        y = baseline + extent.descent
    }

    /// Two texts of different sizes sharing a baseline, one at each edge (Calories and its number).
    mutating func pair(left text: String, leftFont: Font, right rightText: String, rightFont: Font) {
        let leftExtent = measurer.measure(text, font: leftFont)
        let rightExtent = measurer.measure(rightText, font: rightFont)
        let baseline = y + max(leftExtent.ascent, rightExtent.ascent) * 0.85
        add(text, x: left, baseline: baseline, font: leftFont, anchor: .start, extent: leftExtent)
        add(rightText, x: right, baseline: baseline, font: rightFont, anchor: .end, extent: rightExtent)
        y = baseline + max(leftExtent.descent, rightExtent.descent) * 0.6
    }

    /// "Serving size" at the left and the serving text at the right; the text wraps onto further
    /// right-aligned lines when it does not fit beside the words.
    mutating func servingLine(_ serving: String, font: Font) {
        let heading = "Serving size"
        let headingExtent = measurer.measure(heading, font: font)
        let room = width - headingExtent.width - 8
        let lines = WordWrapping.lines(serving, width: room, font: font, measurer: measurer)
        let baseline = y + headingExtent.ascent
        add(heading, x: left, baseline: baseline, font: font, anchor: .start, extent: headingExtent)
        var lineBaseline = baseline
        for line in lines.isEmpty ? [""] : lines {
            add(
                line, x: right, baseline: lineBaseline, font: font, anchor: .end,
                extent: measurer.measure(line, font: font))
            lineBaseline += headingExtent.height
        }
        y = lineBaseline - headingExtent.height + headingExtent.descent
    }

    /// A nutrient line: name (bold or regular, indented when the line is), amount, and %DV at the right;
    /// an inclusion ("Includes 10g Added Sugars") in regular type, indented twice.
    mutating func nutrientLine(_ line: NutritionLabel.Line, boldName: Bool, boldPercent: Bool) {
        let size = NutritionFactsLayout.nutrientSize
        let nameFont = Font(size: size, weight: boldName && !line.isInclusion ? .bold : .regular)
        let regular = Font(size: size)
        let name =
            line.isInclusion ? LabelText.inclusion(line.nutrient, amount: line.amount) : LabelText.name(line.nutrient)
        let nameExtent = measurer.measure(name, font: nameFont)
        let baseline = y + (NutritionFactsLayout.lineHeight + nameExtent.ascent - nameExtent.descent) / 2
        let indent =
            line.isInclusion
            ? NutritionFactsLayout.inclusionIndent : line.isIndented ? NutritionFactsLayout.indent : 0
        let x = left + indent
        add(name, x: x, baseline: baseline, font: nameFont, anchor: .start, extent: nameExtent)
        if !line.isInclusion {
            let amount = LabelText.amount(line.amount, unit: line.nutrient.unit)
            let space = measurer.measure(" ", font: regular).width
            add(
                amount, x: x + nameExtent.width + space, baseline: baseline, font: regular, anchor: .start,
                extent: measurer.measure(amount, font: regular))
        }
        if let percent = line.percent {
            let text = LabelText.percent(percent)
            let font = Font(size: size, weight: boldPercent ? .bold : .regular)
            add(
                text, x: right, baseline: baseline, font: font, anchor: .end, extent: measurer.measure(text, font: font)
            )
        }
        y += NutritionFactsLayout.lineHeight
    }

    private mutating func add(
        _ text: String, x: Double, baseline: Double, font: Font, anchor: TextRun.HorizontalAnchor,
        extent: TextExtent
    ) {
        items.append(
            .text(
                TextRun(
                    text: text, anchor: Point(x: x, y: baseline), horizontal: anchor, vertical: .baseline,
                    font: font, color: .black, extent: extent)))
    }
}
