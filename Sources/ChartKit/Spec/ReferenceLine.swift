/// A horizontal line at a value across a cartesian chart (a goal, an average), labelled in the
/// right margin.
public struct ReferenceLine: Sendable, Hashable {
    public enum Pattern: Sendable, Hashable {
        case solid, dashed, dotted

        var dash: [Double] {
            switch self {
            case .solid: []
            case .dashed: [6, 4]
            case .dotted: [1.5, 3]
            }
        }
    }

    public var value: Double
    public var label: String?
    /// Append the formatted value to the label ("Goal 2,000").
    public var showsValue: Bool
    public var pattern: Pattern
    /// nil takes the theme's reference colour.
    public var color: Color?

    public init(
        value: Double, label: String? = nil, showsValue: Bool = true, pattern: Pattern = .dashed, color: Color? = nil
    ) {
        self.value = value
        self.label = label
        self.showsValue = showsValue
        self.pattern = pattern
        self.color = color
    }
}
