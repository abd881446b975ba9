import ChartKit
import ChartKitCairo
import SafeOutput

/// One chart of a report drawn in the image formats its HTML and Markdown files need: laid out
/// once (scales, ticks, text measured through Pango) and the same scene replayed as SVG and as PNG.
///
/// Both images are of the same size in CSS pixels (the PNG only has more device pixels), so one
/// layout serves both; laying it out a second time gave the same scene at the cost of measuring
/// and placing every label again. The PDF lays its charts out at the page's width, so it does not
/// share these scenes.
struct ChartImages: Sendable {
    /// The SVG's bytes, when asked for.
    var svg: [UInt8]?
    /// The PNG's bytes, when asked for.
    var png: [UInt8]?
    /// The SVG made ready to inline into the HTML page (``SVGInlining``), when asked for: done here, in
    /// the chart's own job, rather than for every chart one after the other before the templates.
    var inlineSVG: String?

    /// `chart` laid out at `size` and drawn as SVG (`svg`) and as PNG at `pngScale` (`png`); with
    /// `inlinePrefix`, the SVG is also made ready to inline with its ids prefixed so.
    init(_ chart: Chart, size: Size, svg: Bool, png: Bool, pngScale: Double, inlinePrefix: String? = nil)
        throws(OutputError)
    {
        guard svg || png else { return }
        let scene = chart.scene(size: size, measurer: CairoTextMeasurer())
        do {
            if svg { self.svg = try ChartRenderer(scale: 1).render(scene, as: .svg) }
            if png { self.png = try ChartRenderer(scale: pngScale).render(scene, as: .png) }
        } catch {
            throw OutputError(path: chart.title ?? "chart", problem: .stated(error.description))
        }
        if let inlinePrefix, let bytes = self.svg {
            inlineSVG = SVGInlining.inline(String(decoding: bytes, as: UTF8.self), prefix: inlinePrefix)
        }
    }
}
