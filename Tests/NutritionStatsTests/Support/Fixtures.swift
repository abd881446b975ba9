import NutritionData
import NutritionStats
import NutritionTestSupport

/// Builders for model values in tests (literals only, so the unwraps cannot fail on user input).
enum Fixtures {
    static func date(_ iso: String) -> LocalDate { fixtureDate(iso) }

    static func time(_ text: String) -> LocalTime { fixtureTime(text) }

    static func range(_ first: String, _ last: String) -> DateRange {
        guard let range = DateRange(first: date(first), last: date(last)) else { fatalError("bad test range") }
        return range
    }

    /// An entry; `nutrients` nil means no food object was found for it.
    static func entry(
        _ day: String, _ at: String, _ name: String, kcal: Double, servings: Double = 1, id: Int? = nil,
        nutrients: [Nutrient: Double]? = nil, source: EntrySource = .history
    ) -> LogEntry {
        fixtureEntry(day, time(at), name, kcal: kcal, servings: servings, id: id, nutrients: nutrients, source: source)
    }

    /// Whether `a` and `b` agree to a relative tolerance (absolute near zero).
    static func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }
}
