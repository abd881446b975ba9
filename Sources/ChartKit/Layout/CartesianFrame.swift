/// A laid-out cartesian chart: plot rectangle, scales and every axis text, ready to draw.
struct CartesianFrame {
    var plot: Rect
    var yScale: LinearScale
    var yTicks: NiceTicks
    var x: XMapping
    /// Tick positions on the x axis (for vertical gridlines on continuous axes).
    var xTickPositions: [Double]
    var axisTexts: [TextRun]
    var annotationTexts: [TextRun]
    /// Leaders from the plot's right edge to displaced annotation labels.
    var annotationLeaders: [(from: Point, to: Point)]
}
