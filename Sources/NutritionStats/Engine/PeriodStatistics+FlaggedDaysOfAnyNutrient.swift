import NutritionData

extension PeriodStatistics {
    /// On how many days any nutrient (one of the 17, another of the catalogue, a custom one) was
    /// flagged, by the one flag rule of ``NutrientReading/flag``: the same count as
    /// ``flaggedDays(_:)`` for one of the 17. Nil when the nutrient has no Daily Value in the table in
    /// force or its average over the period is unknown (whether its days are flagged is unknown too).
    /// A lower bound when ``flaggedDaysIsLowerBound(of:)``.
    ///
    /// - Complexity: O(d) for d days.
    public func flaggedDays(of nutrient: NutrientIdentity) -> Int? {
        if case .known(let known) = nutrient, let inline = known.inline { return flaggedDays(inline) }
        let table = settings.dailyValues
        guard table[identity: nutrient] != nil, intake.average?.nutrientAmount(of: nutrient).value != nil else {
            return nil
        }
        return days.filter { $0.nutrientReadings(of: [nutrient], dailyValues: table).first?.flag != nil }.count
    }

    /// Whether ``flaggedDays(of:)`` is a lower bound: on some counted day the nutrient's amount is
    /// unknown, or a lower bound that is not flagged, so that day may be flagged too (as
    /// ``flaggedDaysIsLowerBound(_:)`` for one of the 17). False for a reference, never flagged.
    ///
    /// - Complexity: O(d) for d days.
    public func flaggedDaysIsLowerBound(of nutrient: NutrientIdentity) -> Bool {
        if case .known(let known) = nutrient, let inline = known.inline { return flaggedDaysIsLowerBound(inline) }
        let table = settings.dailyValues
        guard let dailyValue = table[identity: nutrient], dailyValue.kind != .reference else { return false }
        return days.contains { day in
            guard day.isCounted, let reading = day.nutrientReadings(of: [nutrient], dailyValues: table).first else {
                return false
            }
            return reading.flag == nil && (reading.intake.value == nil || reading.intake.isLowerBound)
        }
    }
}
