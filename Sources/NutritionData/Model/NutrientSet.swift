/// A set of nutrients, stored as one bit per ``Nutrient`` (no heap allocation).
///
/// ``NutrientVector`` uses it to mark the amounts it does not know (``NutrientVector/unknown``).
public struct NutrientSet: Sendable, Hashable, SetAlgebra, Sequence {
    @usableFromInline var bits: UInt32

    /// The empty set.
    public init() { bits = 0 }

    @usableFromInline init(bits: UInt32) { self.bits = bits }

    /// The set of `nutrients`.
    public init<S: Sequence>(_ nutrients: S) where S.Element == Nutrient {
        self.init()
        for nutrient in nutrients { insert(nutrient) }
    }

    /// Every nutrient.
    public static let all = NutrientSet(Nutrient.allCases)

    @inlinable public func contains(_ member: Nutrient) -> Bool { bits & (1 << UInt32(member.rawValue)) != 0 }

    @inlinable public var isEmpty: Bool { bits == 0 }

    /// The number of members.
    public var count: Int { bits.nonzeroBitCount }

    @discardableResult
    public mutating func insert(_ newMember: Nutrient) -> (inserted: Bool, memberAfterInsert: Nutrient) {
        let was = contains(newMember)
        bits |= 1 << UInt32(newMember.rawValue)
        return (!was, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: Nutrient) -> Nutrient? {
        let was = contains(member)
        bits &= ~(1 << UInt32(member.rawValue))
        return was ? member : nil
    }

    @discardableResult
    public mutating func update(with newMember: Nutrient) -> Nutrient? {
        let was = contains(newMember)
        insert(newMember)
        return was ? newMember : nil
    }

    public func union(_ other: NutrientSet) -> NutrientSet { NutrientSet(bits: bits | other.bits) }
    public func intersection(_ other: NutrientSet) -> NutrientSet { NutrientSet(bits: bits & other.bits) }
    public func symmetricDifference(_ other: NutrientSet) -> NutrientSet { NutrientSet(bits: bits ^ other.bits) }
    public mutating func formUnion(_ other: NutrientSet) { bits |= other.bits }
    public mutating func formIntersection(_ other: NutrientSet) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: NutrientSet) { bits ^= other.bits }

    /// The members in ``Nutrient`` order.
    public func makeIterator() -> IndexingIterator<[Nutrient]> {
        Nutrient.allCases.filter { contains($0) }.makeIterator()
    }
}
