/// A font request: size and weight. The families are the backend's (ChartKitCairo: DejaVu Sans, then fallbacks).
public struct Font: Sendable, Hashable {
    public enum Weight: Sendable, Hashable {
        case regular
        case bold
    }

    /// Size in logical pixels (the em size).
    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}
