/// A chart description: what to show, not where. Turn it into a ``Scene`` with
/// ``scene(size:measurer:)``; the same value always gives the same scene for the same measurer.
public struct Chart: Sendable, Hashable {
    public var title: String?
    public var subtitle: String?
    public var content: ChartContent
    public var theme: Theme
    /// Shown in place of the plot when there is nothing to draw (no finite values, all-zero pie).
    public var emptyMessage: String
    /// Shown in place of the plot when the canvas is too small for it.
    public var tooSmallMessage: String

    public init(
        title: String? = nil, subtitle: String? = nil, content: ChartContent, theme: Theme = .light,
        emptyMessage: String = "No data to show", tooSmallMessage: String = "Too small to draw"
    ) {
        self.title = title
        self.subtitle = subtitle
        self.content = content
        self.theme = theme
        self.emptyMessage = emptyMessage
        self.tooSmallMessage = tooSmallMessage
    }
}
