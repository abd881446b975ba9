import NutritionData
import NutritionStats

/// Builders for model values in tests (literals only, so the unwraps cannot fail on user input).
enum Fixtures {
    static func date(_ iso: String) -> LocalDate {
        guard let date = LocalDate(iso: iso) else { fatalError("bad test date \(iso)") }
        return date
    }

    static func time(_ text: String) -> LocalTime {
        guard let time = LocalTime(text: text) else { fatalError("bad test time \(text)") }
        return time
    }

    static func range(_ first: String, _ last: String) -> DateRange {
        guard let range = DateRange(first: date(first), last: date(last)) else { fatalError("bad test range") }
        return range
    }

    /// An entry; `nutrients` nil means no food object was found for it.
    static func entry(
        _ day: String, _ at: String, _ name: String, kcal: Double, servings: Double = 1, id: Int? = nil,
        nutrients: [Nutrient: Double]? = nil, source: EntrySource = .history
    ) -> LogEntry {
        LogEntry(
            date: date(day), time: time(at), foodName: name, servings: servings, kcal: kcal,
            foodID: id.map { FoodID($0) }, nutrients: nutrients.map { NutrientVector($0) },
            match: nutrients == nil ? .none : .byID, source: source
        )
    }

    /// Whether `a` and `b` agree to a relative tolerance (absolute near zero).
    static func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }
}
