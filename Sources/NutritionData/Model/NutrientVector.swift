/// Amounts of all 17 nutrients, stored inline for fast sums (no heap allocation), with the set of
/// nutrients whose amount is **unknown**.
///
/// Amounts are in each nutrient's ``Nutrient/unit``. A vector supports `+`, `-` and scaling, and is
/// subscripted by ``Nutrient``. An unknown nutrient (``unknown``: a food log without its column, an
/// empty cell, an Apple Health export without any record of it) holds 0 in the subscript, so sums stay
/// plain arithmetic; ``known(_:)`` is the amount a front end may show. A sum is unknown for every
/// nutrient that any term leaves unknown (`+` and `-` join the sets): **the one rule** for a nutrient of
/// several entries, days or foods.
public struct NutrientVector: Sendable, Equatable {
    @usableFromInline var storage: InlineArray<17, Double>
    /// The nutrients whose amount is unknown; their subscript reads 0. Empty for the shortcut's food
    /// objects, which give every nutrient.
    public var unknown: NutrientSet

    /// A vector of zeros.
    public init() {
        storage = InlineArray(repeating: 0)
        unknown = NutrientSet()
    }

    /// A vector with the given amounts; nutrients not named are zero.
    public init(_ amounts: [Nutrient: Double]) {
        self.init()
        for (nutrient, amount) in amounts { self[nutrient] = amount }
    }

    /// The zero vector.
    public static let zero = NutrientVector()

    /// The amount of `nutrient`.
    @inlinable
    public subscript(nutrient: Nutrient) -> Double {
        get { storage[nutrient.rawValue] }
        set { storage[nutrient.rawValue] = newValue }
    }

    /// The amount of `nutrient`, nil when it is unknown (``unknown``).
    @inlinable
    public func known(_ nutrient: Nutrient) -> Double? {
        unknown.contains(nutrient) ? nil : storage[nutrient.rawValue]
    }

    /// Whether every nutrient's amount is known.
    public var isComplete: Bool { unknown.isEmpty }

    /// Energy in kcal (the same as `self[.calories]`).
    public var kcal: Double { self[.calories] }

    /// Each nutrient with its amount, in ``Nutrient`` order.
    public var amounts: [(nutrient: Nutrient, amount: Double)] {
        Nutrient.allCases.map { ($0, self[$0]) }
    }

    public static func + (lhs: NutrientVector, rhs: NutrientVector) -> NutrientVector {
        var result = lhs
        result += rhs
        return result
    }

    public static func += (lhs: inout NutrientVector, rhs: NutrientVector) {
        for i in 0..<17 { lhs.storage[i] += rhs.storage[i] }
        lhs.unknown.formUnion(rhs.unknown)
    }

    public static func - (lhs: NutrientVector, rhs: NutrientVector) -> NutrientVector {
        var result = lhs
        for i in 0..<17 { result.storage[i] -= rhs.storage[i] }
        result.unknown.formUnion(rhs.unknown)
        return result
    }

    /// Every amount multiplied by `factor` (servings × per-serving amounts).
    public static func * (lhs: NutrientVector, factor: Double) -> NutrientVector {
        var result = lhs
        for i in 0..<17 { result.storage[i] *= factor }
        return result
    }

    public static func == (lhs: NutrientVector, rhs: NutrientVector) -> Bool {
        for i in 0..<17 where lhs.storage[i] != rhs.storage[i] { return false }
        return lhs.unknown == rhs.unknown
    }
}

extension NutrientVector: CustomStringConvertible {
    public var description: String {
        Nutrient.allCases.filter { self[$0] != 0 || unknown.contains($0) }
            .map { unknown.contains($0) ? "\($0.key): unknown" : "\($0.key): \(self[$0])" }
            .joined(separator: ", ")
            .wrappedInBrackets()
    }
}

extension String {
    fileprivate func wrappedInBrackets() -> String { "[" + self + "]" }
}
