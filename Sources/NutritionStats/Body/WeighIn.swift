import NutritionData

/// A weigh-in day and its day weight `W_d` (kg): one point of the trend, rate and expenditure fits.
public struct WeighIn: Sendable, Hashable {
    /// The local day.
    public var date: LocalDate
    /// The day weight in kg (see ``DayWeight/weight``).
    public var kilograms: Double

    /// A weigh-in of `kilograms` on `date`.
    public init(date: LocalDate, kilograms: Double) {
        self.date = date
        self.kilograms = kilograms
    }
}
