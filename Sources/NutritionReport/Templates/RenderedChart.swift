import Mustache

/// A chart as templates see it: its ``ReportChartInfo`` members, and the drawing.
struct RenderedChart {
    var id: String
    var title: String
    var description: String
    /// The PNG's path in the report folder (Markdown links to it).
    var file: String
    /// The chart as an `<svg>` element for inline HTML (no XML declaration, ids unique in the page).
    var svg: String
    /// The size it was laid out at, in CSS pixels.
    var width: String
    var height: String
}
