/// A Health Auto Export food log's rows made into one entry per day. The app aggregates by day
/// (one row a day) or by hour (several rows a day, each the hour's sums); either way a day is one entry,
/// `Day total`, holding the sums of its rows.
///
/// An hour without samples of a nutrient has an empty cell: nothing was recorded in that hour, so a
/// day's amount is the sum of the cells its rows do have, and is unknown only when none of them has one
/// (a daily row's empty cell stays unknown, as in every food log). Energy likewise: the day's kcal are
/// known when a row has an energy value.
///
/// - Complexity: O(rows × 17 + other nutrients); the rows come sorted by date.
enum HealthAutoExportDays {
    /// `entries` (sorted by date, one per row) with each day's rows summed into its first.
    static func merged(_ entries: [LogEntry]) -> [LogEntry] {
        var days: [LogEntry] = []
        days.reserveCapacity(entries.count)
        for entry in entries {
            guard var day = days.last, day.date == entry.date else {
                days.append(entry)
                continue
            }
            day.kcal += entry.kcal
            day.kcalKnown = day.kcalKnown || entry.kcalKnown
            day.nutrients = sum(day.nutrients, entry.nutrients)
            if day.nutrients != nil { day.nutrients?[.calories] = day.kcal }
            day.otherNutrients += entry.otherNutrients
            days[days.count - 1] = day
        }
        return days
    }

    /// Each nutrient's sum over the rows that have it; unknown where neither has it.
    private static func sum(_ a: NutrientVector?, _ b: NutrientVector?) -> NutrientVector? {
        guard let a, let b else { return a ?? b }
        var total = NutrientVector()
        for nutrient in Nutrient.allCases where nutrient != .calories {
            switch (a.known(nutrient), b.known(nutrient)) {
            case (nil, nil): total.unknown.insert(nutrient)
            case (let x, let y): total[nutrient] = (x ?? 0) + (y ?? 0)
            }
        }
        return total
    }
}
