/// Maps a numeric domain linearly onto a pixel range (which may run backwards, as a y axis does).
public struct LinearScale: Sendable, Hashable {
    public var domainLower: Double
    public var domainUpper: Double
    public var rangeStart: Double
    public var rangeEnd: Double

    public init(domain: (lower: Double, upper: Double), range: (start: Double, end: Double)) {
        domainLower = domain.lower
        domainUpper = domain.upper
        rangeStart = range.start
        rangeEnd = range.end
    }

    /// The pixel position of `value`; the middle of the range when the domain is empty.
    public func position(_ value: Double) -> Double {
        let span = domainUpper - domainLower
        guard span != 0, span.isFinite else { return (rangeStart + rangeEnd) / 2 }
        return rangeStart + (value - domainLower) / span * (rangeEnd - rangeStart)
    }

    /// `position(value)` with the value first clamped into the domain.
    public func clampedPosition(_ value: Double) -> Double {
        position(Swift.min(Swift.max(value, Swift.min(domainLower, domainUpper)), Swift.max(domainLower, domainUpper)))
    }
}
