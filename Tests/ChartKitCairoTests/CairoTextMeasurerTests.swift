import ChartKit
import ChartKitCairo
import Testing

@Suite struct CairoTextMeasurerTests {
    @Test func linksAgainstCairo() {
        #expect(ChartKitCairo.cairoVersion.hasPrefix("1."))
    }

    @Test func measuresDejaVuSans() {
        let measurer = CairoTextMeasurer()
        let font = Font(size: 10)
        // DejaVu Sans: ascent 0.928 em and descent 0.236 em (the font's hhea metrics).
        let x = measurer.measure("x", font: font)
        #expect(abs(x.ascent - 9.28) < 0.05 && abs(x.descent - 2.36) < 0.05)
        // Advances add up: with hinting off, "ab" is as wide as "a" plus "b" (DejaVu Sans has no kerning pair for them).
        let a = measurer.measure("a", font: font).width
        let b = measurer.measure("b", font: font).width
        #expect(abs(measurer.measure("ab", font: font).width - (a + b)) < 1e-6)
        // Widths scale linearly with the size (no hinting).
        #expect(
            abs(
                measurer.measure("Energy", font: Font(size: 20)).width - 2
                    * measurer.measure("Energy", font: font).width) < 1e-6)
        // Bold is wider; "M" is wider than "i".
        #expect(
            measurer.measure("Energy", font: Font(size: 10, weight: .bold)).width
                > measurer.measure("Energy", font: font).width)
        #expect(measurer.measure("M", font: font).width > measurer.measure("i", font: font).width)
        #expect(measurer.measure("", font: font).width == 0)
    }

    @Test func approximateMeasurerIsClose() {
        // The pure measurer is meant to stand in for this one in tests: within 20 % on typical labels.
        let cairo = CairoTextMeasurer()
        let approximate = ApproximateTextMeasurer()
        for text in ["Mon 9", "2,000", "Carbohydrates 47 %", "Average 2,214", "Dietary fiber"] {
            let real = cairo.measure(text, font: Font(size: 11)).width
            let guess = approximate.measure(text, font: Font(size: 11)).width
            #expect(abs(guess - real) / real < 0.2, "\(text): \(guess) vs \(real)")
        }
    }

    @Test func goldenScenesHaveNoOverlapsWithRealMetrics() {
        // The sample charts at several sizes, laid out with Cairo's metrics.
        let measurer = CairoTextMeasurer()
        for size in [Size(width: 320, height: 220), Size(width: 640, height: 360), Size(width: 1024, height: 300)] {
            for theme in [Theme.light, Theme.dark] {
                for (name, chart) in SampleCharts.all(theme: theme) {
                    let scene = chart.scene(size: size, measurer: measurer)
                    let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
                    let texts = scene.texts
                    for run in texts {
                        #expect(
                            canvas.contains(run.box.boundingRect, tolerance: 0.01),
                            "\(name) \(size): '\(run.text)' clipped")
                    }
                    for i in texts.indices {
                        for j in texts.indices where j > i {
                            #expect(
                                !texts[i].box.intersects(texts[j].box, tolerance: 0.01),
                                "\(name) \(size): '\(texts[i].text)' overlaps '\(texts[j].text)'")
                        }
                    }
                }
            }
        }
    }
}
