/// A chart drawn on a value axis against an x axis (bars, lines): what its frame is made from besides
/// the values.
protocol CartesianChart {
    var valueAxis: ValueAxis { get }
    var xTitle: String? { get }
    var referenceLines: [ReferenceLine] { get }
    var bands: [Band] { get }
}

extension BarChart: CartesianChart {}
extension LineChart: CartesianChart {}

/// Either the frame a cartesian chart is drawn in, or why there is none.
enum CartesianFrameOutcome {
    case framed(CartesianFrame)
    case notDrawn(LayoutOutcome)
}

extension CartesianLayout {
    /// Lays out `chart`'s axes in `area` and draws its bands and gridlines. The value axis spans
    /// `extent` (the values, the annotations and zero, as the kind wants them) and the axis's
    /// `covers`, every bound clamped to ``NiceTicks/magnitudeLimit``. Not drawn when there is nothing
    /// to span (`.noData`) or `area` is too small (`.noRoom`).
    static func drawFrame<Chart: CartesianChart, M>(
        of chart: Chart, x: CartesianX, spanning extent: [Double], in area: Rect, into builder: inout SceneBuilder<M>
    ) -> CartesianFrameOutcome {
        var extent = extent
        if let covers = chart.valueAxis.covers { extent += [covers.lowerBound, covers.upperBound] }
        guard let domain = ValueSanitizing.extent(extent.map(ValueSanitizing.clamped)) else {
            return .notDrawn(.noData)
        }
        let layout = CartesianLayout(
            x: x, yLower: domain.lower, yUpper: domain.upper, yFormat: chart.valueAxis.format,
            yTitle: chart.valueAxis.title, xTitle: chart.xTitle,
            annotations: annotationLabels(
                references: chart.referenceLines, bands: chart.bands,
                format: chart.valueAxis.format, theme: builder.theme))
        guard let frame = layout.frame(in: area, builder: builder) else { return .notDrawn(.noRoom) }
        frame.drawBands(chart.bands, into: &builder)
        frame.drawGrid(into: &builder)
        return .framed(frame)
    }
}
