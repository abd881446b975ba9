/// A font request: size and weight. The family is the backend's (ChartKitCairo uses DejaVu Sans).
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
