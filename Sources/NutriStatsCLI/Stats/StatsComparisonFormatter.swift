import NutritionData
import NutritionReport
import NutritionStats

/// `stats --compare`: the comparison of two periods as a text table (after the period's own table) or
/// as CSV and JSON of its own (`figure`, `unit`, `current`, `compared`, `change`). Figures are rounded
/// once, after subtracting, by the report's rules (``ReportNumber``).
enum StatsComparisonFormatter {
    /// Name, unit and the writer of a figure.
    static func describe(_ figure: PeriodComparison.Figure) -> (name: String, key: String, unit: String, write: (Double, Bool) -> String) {
        switch figure {
        case .averageKcal: ("Average intake", "average_kcal", "kcal a day", { ReportNumber.format($0, decimals: 0, explicitPlus: $1) })
        case .loggedDays: ("Days logged", "logged_days", "days", { ReportNumber.format($0, decimals: 0, explicitPlus: $1) })
        case .loggingRate: ("Logging rate", "logging_rate_pct", "%", { ReportNumber.format($0 * 100, decimals: 0, explicitPlus: $1) })
        case .budgetBalance: ("Budget balance", "budget_balance_kcal", "kcal", { ReportNumber.format($0, decimals: 0, explicitPlus: $1) })
        case .netPerDay: ("Energy balance", "net_kcal_per_day", "kcal a day", { ReportNumber.format($0, decimals: 0, explicitPlus: $1) })
        case .stepsPerDay: ("Steps", "steps_per_day", "steps a day", { ReportNumber.format($0, decimals: 0, explicitPlus: $1) })
        case .dailyValue(let nutrient):
            (nutrient.displayName, nutrient.key + "_dv_pct", "% DV", { ReportNumber.format($0, decimals: 0, explicitPlus: $1) })
        }
    }

    static func table(_ comparison: PeriodComparison) -> String {
        var lines = ["", "Compared with \(ReportDate.range(comparison.compared)) (change = this period − that one)"]
        let rows = comparison.rows.map { row in
            let d = describe(row.figure)
            return [d.name, row.current.map { d.write($0, false) } ?? "–", row.compared.map { d.write($0, false) } ?? "–",
                    row.change.map { d.write($0, true) } ?? "–", d.unit]
        }
        let header = ["Figure", ReportDate.range(comparison.current), ReportDate.range(comparison.compared), "Change", ""]
        let widths = (0..<5).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        for row in [header] + rows {
            lines.append(row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == 4 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func csv(_ comparison: PeriodComparison) -> String {
        var lines = ["figure,current_first,current_last,compared_first,compared_last,current,compared,change"]
        for row in comparison.rows {
            let d = describe(row.figure)
            // Plain digits for machines: no thousands separators, ASCII minus.
            func plain(_ value: Double?, _ sign: Bool) -> String {
                value.map { d.write($0, sign).replacingOccurrences(of: ",", with: "").replacingOccurrences(of: ReportNumber.minus, with: "-") } ?? ""
            }
            lines.append([d.key, comparison.current.first.iso, comparison.current.last.iso, comparison.compared.first.iso,
                          comparison.compared.last.iso, plain(row.current, false), plain(row.compared, false),
                          plain(row.change, true)].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
