import NutritionData
import NutritionStats

/// `stats --compare`: the comparison of two periods as a text table (after the period's own table) or
/// as CSV of its own (`figure`, the two periods' days, `current`, `compared`, `change`). Figures are
/// rounded once, after subtracting, by the one number writer (``FigureDigits``), with commas between
/// thousands and a true minus sign in the table, plain digits and an ASCII minus in the CSV.
package enum StatsComparisonFormatter {
    /// The minus sign of the table, as the report writes it.
    static let minus = TextNumbers.trueMinus

    /// Name, key, unit and the share-to-figure scale of a compared figure.
    static func describe(_ figure: PeriodComparison.Figure) -> (name: String, key: String, unit: String, scale: Double)
    {
        switch figure {
        case .averageKcal: ("Average intake", "average_kcal", "kcal a day", 1)
        case .loggedDays: ("Days logged", "logged_days", "days", 1)
        case .loggingRate: ("Logging rate", "logging_rate_pct", "%", 100)
        case .budgetBalance: ("Budget balance", "budget_balance_kcal", "kcal", 1)
        case .netPerDay: ("Energy balance", "net_kcal_per_day", "kcal a day", 1)
        case .stepsPerDay: ("Steps", "steps_per_day", "steps a day", 1)
        case .dailyValue(let nutrient): (nutrient.displayName, nutrient.key + "_dv_pct", "% DV", 1)
        }
    }

    /// A compared figure in whole units: grouped with the true minus for the table, plain for CSV; `+`
    /// before a positive change.
    static func write(_ value: Double, scale: Double, change: Bool, plain: Bool) -> String {
        FigureDigits.text(
            value * scale, decimals: 0, grouping: !plain, minus: plain ? "-" : minus, explicitPlus: change)
            ?? TextNumbers.unknown
    }

    package static func table(_ comparison: PeriodComparison) -> String {
        var lines = ["", "Compared with \(DateText.range(comparison.compared)) (change = this period − that one)"]
        let rows = comparison.rows.map { row in
            let d = describe(row.figure)
            func cell(_ value: Double?, change: Bool) -> String {
                value.map { write($0, scale: d.scale, change: change, plain: false) } ?? TextNumbers.unknown
            }
            return [
                d.name, cell(row.current, change: false), cell(row.compared, change: false),
                cell(row.change, change: true), d.unit,
            ]
        }
        let header = ["Figure", DateText.range(comparison.current), DateText.range(comparison.compared), "Change", ""]
        var table = TextTable([("Figure", .left), ("", .right), ("", .right), ("Change", .right), ("", .left)])
        table.headers = header
        for row in rows { table.add(row) }
        return (lines + table.lines()).joined(separator: "\n") + "\n"
    }

    package static func csv(_ comparison: PeriodComparison) -> String {
        var lines = ["figure,current_first,current_last,compared_first,compared_last,current,compared,change"]
        for row in comparison.rows {
            let d = describe(row.figure)
            func plain(_ value: Double?, change: Bool) -> String {
                value.map { write($0, scale: d.scale, change: change, plain: true) } ?? ""
            }
            lines.append(
                [
                    d.key, comparison.current.first.iso, comparison.current.last.iso, comparison.compared.first.iso,
                    comparison.compared.last.iso, plain(row.current, change: false), plain(row.compared, change: false),
                    plain(row.change, change: true),
                ].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
