import NutritionData

/// For each of the 17 ``/NutritionData/Nutrient`` cases, the logged kcal and the number of the entries
/// of a set that report it — the two counts ``NutrientTally`` needs besides the amount — stored inline
/// (no heap allocation), so adding up entries stays as fast as before.
public struct NutrientReporting: Sendable, Equatable {
    @usableFromInline var kcalStorage: InlineArray<17, Double>
    @usableFromInline var entryStorage: InlineArray<17, Int>

    /// Nothing reported.
    public init() {
        kcalStorage = InlineArray(repeating: 0)
        entryStorage = InlineArray(repeating: 0)
    }

    /// Logged kcal of the entries that report `nutrient`.
    @inlinable
    public func kcal(_ nutrient: Nutrient) -> Double { kcalStorage[nutrient.rawValue] }

    /// Number of entries that report `nutrient`.
    @inlinable
    public func entries(_ nutrient: Nutrient) -> Int { entryStorage[nutrient.rawValue] }

    /// Sets the logged kcal and number of the entries that report `nutrient`.
    @inlinable
    public mutating func set(_ nutrient: Nutrient, kcal: Double, entries: Int) {
        kcalStorage[nutrient.rawValue] = kcal
        entryStorage[nutrient.rawValue] = entries
    }

    public static func == (lhs: NutrientReporting, rhs: NutrientReporting) -> Bool {
        for i in 0..<17 where lhs.kcalStorage[i] != rhs.kcalStorage[i] || lhs.entryStorage[i] != rhs.entryStorage[i] {
            return false
        }
        return true
    }
}
