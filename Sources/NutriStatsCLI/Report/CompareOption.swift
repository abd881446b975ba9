import ArgumentParser
import NutritionStats

/// `--compare previous` or `--compare START..END`: the period a report or `stats` is set against.
/// The option holds the text; commands parse it in `validate()`, so a bad value gets this usage error
/// in words rather than the argument parser's generic one.
enum CompareOption {
    /// The period `text` names; a usage error in words when it names none.
    static func parse(_ text: String) throws -> ComparisonPeriod {
        if text.lowercased() == "previous" { return .previous }
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2 else {
            throw ValidationError("--compare takes previous or START..END (YYYY-MM-DD..YYYY-MM-DD), not '\(text)'.")
        }
        let first = try PeriodOptions.date(parts[0], flag: "--compare"), last = try PeriodOptions.date(parts[1], flag: "--compare")
        guard let range = DateRange(first: first, last: last) else {
            throw ValidationError("--compare \(text): the first day comes after the last.")
        }
        try PeriodSelection.range(range).checkLength()
        return .range(range)
    }

    static var helpText: String { "previous (the period just before, as long) or START..END." }
}
