/// What a kind's layout managed to do.
enum LayoutOutcome {
    case drawn
    /// No value could be drawn: the chart shows its empty message.
    case noData
    /// There are values but the canvas is too small for a plot: the chart says so.
    case noRoom
}
