/// Amounts of all 17 nutrients, stored inline for fast sums (no heap allocation).
///
/// Amounts are in each nutrient's ``Nutrient/unit``. A vector supports `+`, `-` and scaling, and is
/// subscripted by ``Nutrient``.
public struct NutrientVector: Sendable, Equatable {
    @usableFromInline var storage: InlineArray<17, Double>

    /// A vector of zeros.
    public init() {
        storage = InlineArray(repeating: 0)
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
    }

    public static func - (lhs: NutrientVector, rhs: NutrientVector) -> NutrientVector {
        var result = lhs
        for i in 0..<17 { result.storage[i] -= rhs.storage[i] }
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
        return true
    }
}

extension NutrientVector: CustomStringConvertible {
    public var description: String {
        Nutrient.allCases.filter { self[$0] != 0 }
            .map { "\($0.key): \(self[$0])" }
            .joined(separator: ", ")
            .wrappedInBrackets()
    }
}

private extension String {
    func wrappedInBrackets() -> String { "[" + self + "]" }
}
