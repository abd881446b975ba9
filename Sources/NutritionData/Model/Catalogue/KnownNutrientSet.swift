/// A set of ``KnownNutrient``s, one bit per nutrient in two words (no heap allocation), iterated in
/// catalogue order. ``OtherNutrients`` keeps which nutrients an entry reports in one, and the amounts
/// in a plain array beside it: a nutrient's place in that array is its ``rank(of:)``.
struct KnownNutrientSet: Sendable, Hashable, Sequence {
    /// Members of raw value 0..<64, bit n for raw value n.
    private var low: UInt64 = 0
    /// Members of raw value 64..<128, bit n for raw value 64 + n.
    private var high: UInt64 = 0

    /// The most nutrients a set can hold: ``KnownNutrient``'s raw values must stay below it (checked
    /// by the catalogue's tests).
    static let capacity = 128

    /// The empty set.
    init() {}

    /// Whether no nutrient is in the set.
    var isEmpty: Bool { low == 0 && high == 0 }

    /// The number of members. O(1).
    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// Whether `nutrient` is a member. O(1).
    func contains(_ nutrient: KnownNutrient) -> Bool {
        let raw = UInt64(nutrient.rawValue)
        return raw < 64 ? low & (1 << raw) != 0 : high & (1 << (raw - 64)) != 0
    }

    /// Adds `nutrient`.
    mutating func insert(_ nutrient: KnownNutrient) {
        let raw = UInt64(nutrient.rawValue)
        if raw < 64 { low |= 1 << raw } else { high |= 1 << (raw - 64) }
    }

    /// The number of members before `nutrient` in catalogue order (whether or not it is one). O(1).
    func rank(of nutrient: KnownNutrient) -> Int {
        let raw = UInt64(nutrient.rawValue)
        if raw < 64 { return (low & ((1 << raw) &- 1)).nonzeroBitCount }
        return low.nonzeroBitCount + (high & ((1 << (raw - 64)) &- 1)).nonzeroBitCount
    }

    /// The members of either set.
    func union(_ other: KnownNutrientSet) -> KnownNutrientSet {
        var result = self
        result.low |= other.low
        result.high |= other.high
        return result
    }

    /// The members in catalogue order.
    struct Iterator: IteratorProtocol {
        var low: UInt64
        var high: UInt64

        mutating func next() -> KnownNutrient? {
            if low != 0 {
                let raw = low.trailingZeroBitCount
                low &= low &- 1
                return KnownNutrient(rawValue: UInt8(raw))
            }
            if high != 0 {
                let raw = 64 + high.trailingZeroBitCount
                high &= high &- 1
                return KnownNutrient(rawValue: UInt8(raw))
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(low: low, high: high) }

    var underestimatedCount: Int { count }
}
