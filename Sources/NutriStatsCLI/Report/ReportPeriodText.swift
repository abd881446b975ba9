import NutritionStats

/// How a period chosen on the command line is named in the report ("the week chosen with --week").
enum ReportPeriodText {
    static func describe(_ selection: PeriodSelection) -> String {
        switch selection {
        case .day: "the day chosen with --on"
        case .week: "the week chosen with --week"
        case .month: "the month chosen with --month"
        case .range: "the days chosen with --from and --to"
        case .lastDays(let n): "the last \(n) days of the data"
        case .all: "all the data"
        }
    }
}
