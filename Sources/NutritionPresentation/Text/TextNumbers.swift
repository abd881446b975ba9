import NutritionData
import NutritionStats

/// Counts, kcal, servings and shares in the sentences and listings of the commands (`history`,
/// `inspect`, `food`, `pantry`, notes on stderr), through the one number writer.
package enum TextNumbers {
    /// The mark of a figure that is unknown (never written as 0), in every table of every front end:
    /// `–`. Empty in CSV and left out of JSON instead.
    package static let unknown = "–"
    /// The true minus sign (U+2212) of negative figures in tables and the report (CSV and JSON use `-`).
    package static let trueMinus = "\u{2212}"

    /// `Sun 15 Nov 2026` (the date as ``DateText/medium(_:)`` writes it).
    package static func dayHeading(_ date: LocalDate) -> String {
        "\(date.weekday.shortName) \(DateText.medium(date))"
    }

    /// An integer with thousands separators: `1,934`, `-12,000` (the one number writer,
    /// `FigureDigits.text`).
    package static func grouped(_ value: Int) -> String {
        FigureDigits.text(Double(value), decimals: 0, grouping: true) ?? String(value)
    }

    /// Kcal rounded to whole kcal (halves away from zero), grouped: `1,934`; `?` when not a number.
    package static func kcal(_ value: Double) -> String {
        guard value.magnitude < 1e15 else { return "?" }
        return FigureDigits.text(value, decimals: FigureRounding.kcalDecimals, grouping: true) ?? "?"
    }

    /// Servings with at most two decimals and no trailing zeros: `1.5`, `2`, `0.33`.
    package static func servings(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e12 else { return "?" }
        let hundredths = Int((value * 100).rounded())
        if hundredths == 0 && value > 0 { return "<0.01" }
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A share (0…1) as a percentage with one decimal: `87.5%`.
    package static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// `1 day`, `12 days`, `1,234 entries` (plural by adding "s" unless given).
    package static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        Plural.count(value, noun, plural)
    }
}
