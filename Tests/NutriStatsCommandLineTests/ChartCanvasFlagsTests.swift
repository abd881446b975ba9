import ChartKit
import NutriStatsCommandLine
import NutriStatsConfiguration
import Testing

@Suite struct ChartCanvasFlagsTests {
    @Test func boundsAreCheckedInOrder() throws {
        try ChartCanvasFlags(out: "a.png", width: 80, height: 60, scale: 8, theme: "Dark").check()
        #expect(throws: UsageProblem.imageExtension(flag: "--out", given: "a.gif")) {
            try ChartCanvasFlags(out: "a.gif", width: 1).check()
        }
        #expect(throws: UsageProblem.width(79)) { try ChartCanvasFlags(out: "a.svg", width: 79).check() }
        #expect(throws: UsageProblem.height(8001)) { try ChartCanvasFlags(out: "a.svg", height: 8001).check() }
        #expect(throws: UsageProblem.scale(0)) { try ChartCanvasFlags(out: "a.svg", scale: 0).check() }
        // 2,049 × 8 = 16,392 pixels.
        #expect(throws: UsageProblem.canvasTooLarge) {
            try ChartCanvasFlags(out: "a.png", width: 2_049, scale: 8).check()
        }
        #expect(throws: UsageProblem.theme("blue")) { try ChartCanvasFlags(out: "a.pdf", theme: "blue").check() }
        #expect(try ChartCanvasFlags(out: "a.pdf", theme: "LIGHT").parsedTheme() == .light)
    }
}
