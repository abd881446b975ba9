import NutritionData

extension FoodWhatIf {
    /// The servings a what-if takes: above 0 and at most 1,000, so no figure computed from them overflows
    /// what is shown.
    public static let servingsRange = 0.000_001...1_000.0

    /// A what-if on a day given by date rather than today is eaten at the end of it, after everything
    /// logged there.
    public static let endOfDay = LocalTime(hour: 23, minute: 59)!

    /// Whether a what-if takes `servings`: a finite number in ``servingsRange``.
    public static func takes(servings: Double) -> Bool {
        servings.isFinite && servingsRange.contains(servings)
    }
}
