import ArgumentParser
import NutritionPresentation
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
        let first = try PeriodOptions.date(parts[0], flag: "--compare")
        let last = try PeriodOptions.date(parts[1], flag: "--compare")
        guard let range = DateRange(first: first, last: last) else {
            throw ValidationError("--compare \(text): the first day comes after the last.")
        }
        do {
            try PeriodSelection.range(range).checkLength()
        } catch {
            throw ValidationError(
                "--compare \(text) covers \(TextNumbers.count(error.days, "day")); a period covers at most "
                    + "\(TextNumbers.count(PeriodSelection.maximumDays, "day")) (100 years).")
        }
        return .range(range)
    }

    /// The usage error of `--compare previous` for a period with no day before it.
    static func usageError(_ error: NoPreviousPeriod) -> ValidationError {
        ValidationError(
            "--compare previous: the period before \(error.range.first.iso) would begin before 0001-01-01, "
                + "the first day NutriStats has; choose --compare START..END.")
    }

    static var helpText: String { "previous (the period just before, as long) or START..END." }
}
