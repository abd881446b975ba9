import Foundation
import NutritionData
import NutritionStats

extension ComparisonPeriod {
    /// The period `--compare TEXT` names: `previous` (any case) or `START..END`, at most
    /// ``NutritionStats/PeriodSelection/maximumDays`` long.
    public init(flag text: String) throws(UsageProblem) {
        if text.lowercased() == "previous" {
            self = .previous
            return
        }
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2 else { throw .compare(given: text) }
        let first = try PeriodFlags.date(parts[0], flag: "--compare")
        let last = try PeriodFlags.date(parts[1], flag: "--compare")
        guard let range = DateRange(first: first, last: last) else { throw .compareReversed(given: text) }
        do {
            try PeriodSelection.range(range).checkLength()
        } catch {
            throw .compareTooLong(given: text, days: error.days)
        }
        self = .range(range)
    }
}
