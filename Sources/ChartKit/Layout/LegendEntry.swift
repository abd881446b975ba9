/// One item of a legend: a swatch and a label.
struct LegendEntry: Hashable {
    enum Swatch: Hashable {
        /// A filled square, optionally hatched, drawn as a pale fill with an outline, or as a lower bound
        /// (a lighter fill with a dashed outline).
        case box(Color, hatched: Bool = false, outlined: Bool = false, lowerBound: Bool = false)
        /// A short line, optionally with a marker.
        case line(Color, marker: Bool, dash: [Double] = [])
        /// A marker alone (a series drawn as points).
        case marker(Color)
        /// An empty outlined cell with a diagonal stroke (a heatmap day without a value).
        case emptyCell(Color)
        /// No swatch ("+3 more").
        case none
    }

    var label: String
    var swatch: Swatch
}
