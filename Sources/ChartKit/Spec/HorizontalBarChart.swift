/// Horizontal bars measured against one reference value, such as %Daily Value against 100 %.
///
/// Rows whose goal is a limit and whose value exceeds the reference are drawn "over limit"
/// (the theme's over-limit colour, diagonal hatching, and "▲ over" after the value); rows whose goal
/// is a target and whose value falls short are drawn "under target" (the under-target colour as a
/// pale fill with a solid outline, and "▼ under"). A row whose value is a lower bound
/// (``HorizontalBarRow/isLowerBound``) is drawn lighter with a dashed outline and its value written
/// `≥ 45 %`; short of a target it is not judged under but "? maybe under" (``HorizontalBarRow/Status/unknown``).
/// Colour is never the only cue.
public struct HorizontalBarChart: Sendable, Hashable {
    public var rows: [HorizontalBarRow]
    /// The reference value, drawn as a dashed vertical line; nil for none (plain quantities, such as
    /// kcal per food, have no 100 % to reach). Rows are judged against it only when there is one.
    public var reference: Double?
    public var referenceLabel: String?
    public var valueFormat: ValueFormat
    public var axisTitle: String?

    public init(
        rows: [HorizontalBarRow], reference: Double? = 100, referenceLabel: String? = "100 %",
        valueFormat: ValueFormat = .percent, axisTitle: String? = nil
    ) {
        self.rows = rows
        self.reference = reference
        self.referenceLabel = referenceLabel
        self.valueFormat = valueFormat
        self.axisTitle = axisTitle
    }
}

/// One row of a ``HorizontalBarChart``.
public struct HorizontalBarRow: Sendable, Hashable {
    /// What the reference means for this row.
    public enum Goal: Sendable, Hashable {
        /// No judgement.
        case none
        /// Stay at or below the reference (sodium, saturated fat).
        case limit
        /// Reach at least the reference (fiber, potassium).
        case target
    }

    /// The judgement of a value against its goal.
    public enum Status: Sendable, Hashable {
        case neutral, within, overLimit, underTarget
        /// A lower bound short of its target: the whole value may reach it or not.
        case unknown
    }

    public var label: String
    public var value: Double
    public var goal: Goal
    /// Whether `value` is a lower bound: the whole value is at least this (a nutrient not every food
    /// reports). Over a limit still holds for one; under a target is ``Status/unknown``.
    public var isLowerBound: Bool

    public init(label: String, value: Double, goal: Goal = .none, isLowerBound: Bool = false) {
        self.label = label
        self.value = value
        self.goal = goal
        self.isLowerBound = isLowerBound
    }

    /// The row's status against `reference`: over a limit only when strictly above it, under a target
    /// only when strictly below it (unknown for a lower bound).
    public func status(reference: Double?) -> Status {
        guard let reference, reference.isFinite else { return .neutral }
        return switch goal {
        case .none: .neutral
        case .limit: value > reference ? .overLimit : .within
        case .target: value < reference ? (isLowerBound ? .unknown : .underTarget) : .within
        }
    }
}
