import NutritionStats

/// The one plural rule of NutriStats' English text: the singular for exactly one, the plural for
/// every other count (0 entries, 1 entry, 2 entries, 1,204 entries). Every front end that writes a
/// count with its noun (reports, notes, terminal output) goes through here.
package enum Plural {
    /// `1 entry`, `0 entries`, `1,204 entries`: the count with thousands separators (the one number
    /// writer, `FigureDigits.text`) and its noun; `plural` defaults to the singular with an "s".
    package static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        (FigureDigits.text(Double(value), decimals: 0, grouping: true) ?? String(value)) + " "
            + word(value, singular, plural)
    }

    /// The word alone for `value` things: `word(1, "was", "were")` is "was", `word(3, "day")` "days".
    package static func word(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        value == 1 ? singular : plural ?? singular + "s"
    }
}
