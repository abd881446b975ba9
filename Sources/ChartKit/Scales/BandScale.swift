/// Divides a pixel range into equal slots, one per category (bars, rows).
public struct BandScale: Sendable, Hashable {
    public var count: Int
    public var start: Double
    public var end: Double
    /// The share of each slot left empty between bars, 0 to 1.
    public var padding: Double

    public init(count: Int, start: Double, end: Double, padding: Double = 0.3) {
        self.count = Swift.max(1, count)
        self.start = start
        self.end = end
        self.padding = Swift.min(0.95, Swift.max(0, padding))
    }

    /// The distance between neighbouring slot centres (negative when the range runs backwards).
    public var pitch: Double { (end - start) / Double(count) }
    /// The width of the bar inside each slot.
    public var bandWidth: Double { abs(pitch) * (1 - padding) }

    /// The centre of slot `index`.
    public func center(_ index: Int) -> Double { start + pitch * (Double(index) + 0.5) }
}
