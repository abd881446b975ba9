import NutritionData
import NutritionStats

/// The body figures of a period (``NutritionStats/BodyFigures``) in the `stats` outputs: the table's
/// *Body weight and expenditure* section and the CSV's body columns. Decides no figure: the engine does.
package enum BodyStatsFormatter {
    /// The CSV's body columns, after the others; always kg and kcal, whatever `--weight-unit` shows.
    package static let csvColumns = [
        "weight_kg", "weight_trend_kg", "body_fat_pct", "expenditure_kcal", "expenditure_low_kcal",
        "expenditure_high_kcal",
        "weight_rate_kg_week", "weight_rate_low_kg_week", "weight_rate_high_kg_week",
    ]

    /// The body cells of the CSV row of `date` (empty where unknown).
    package static func dayCells(_ figures: BodyFigures, on date: LocalDate) -> [String: String] {
        guard let day = figures.days.first(where: { $0.date == date }) else { return [:] }
        return dayCells(day)
    }

    /// The body cells of one day, by CSV column (`weight_kg`, `weight_trend_kg`, `body_fat_pct`,
    /// `expenditure_kcal`, `expenditure_low_kcal`, `expenditure_high_kcal`; absent where unknown): the one
    /// rounding rule of the day's body figures, for the stats CSV and the export's `body_days` table.
    package static func dayCells(_ day: BodyFigures.Day) -> [String: String] {
        var row: [String: String] = [:]
        if let weight = day.weight?.weight { row["weight_kg"] = kilograms(weight) }
        if let fat = day.weight?.bodyFat { row["body_fat_pct"] = bodyFat(fat) }
        if let trend = day.trend { row["weight_trend_kg"] = kilograms(trend) }
        if case .success(let e) = day.expenditure {
            row["expenditure_kcal"] = FigureKind.kcal.plain(e.kilocaloriesPerDay)
            row["expenditure_low_kcal"] = FigureKind.kcal.plain(e.interval80.lowerBound)
            row["expenditure_high_kcal"] = FigureKind.kcal.plain(e.interval80.upperBound)
        }
        return row
    }

    /// The devices' measured spent energy over the day's expenditure window, kcal a day, rounded as the
    /// expenditure cells are; nil when the day has no estimate or no device measured a day of its window.
    package static func devicesSpentCell(_ day: BodyFigures.Day) -> String? {
        day.devices.map { FigureKind.kcal.plain($0.measuredMean) }
    }

    /// The body cells of the CSV's `total` row: the change of trend over the period (in
    /// `weight_trend_kg`) and the rate with its 80 % interval.
    package static func totalCells(_ figures: BodyFigures) -> [String: String] {
        var row: [String: String] = [:]
        if let change = figures.trendChange { row["weight_trend_kg"] = kilograms(change) }
        if case .success(let rate) = figures.rate {
            let digits = FigureRounding.weightRateDecimals
            row["weight_rate_kg_week"] =
                FigureDigits.text(rate.kilogramsPerWeek, decimals: digits, grouping: false) ?? ""
            row["weight_rate_low_kg_week"] =
                FigureDigits.text(rate.interval80.lowerBound, decimals: digits, grouping: false) ?? ""
            row["weight_rate_high_kg_week"] =
                FigureDigits.text(rate.interval80.upperBound, decimals: digits, grouping: false) ?? ""
        }
        return row
    }

    /// The body cells of the CSV's `average` row: the mean day weight and body fat of the weigh-in days.
    package static func averageCells(_ figures: BodyFigures) -> [String: String] {
        var row: [String: String] = [:]
        let weights = figures.days.compactMap { $0.weight?.weight }
        let fats = figures.days.compactMap { $0.weight?.bodyFat }
        if !weights.isEmpty { row["weight_kg"] = kilograms(weights.reduce(0, +) / Double(weights.count)) }
        if !fats.isEmpty { row["body_fat_pct"] = bodyFat(fats.reduce(0, +) / Double(fats.count)) }
        return row
    }

    /// The table's section: a row per day, then the rate, the trend's change, the latest expenditure
    /// set beside the devices, and the goal.
    package static func tableLines(_ figures: BodyFigures, unit: WeightUnit) -> [String] {
        let unknown = TextNumbers.unknown
        var table = TextTable([
            ("Day", .left), ("Weight", .right), ("Trend", .right), ("Body fat", .right),
            ("Expenditure (80 %)", .right), ("Devices", .right),
        ])
        for day in figures.days {
            let e = try? day.expenditure.get()
            table.add([
                "\(day.date.weekday.shortName) \(day.date.iso)",
                day.weight?.weight.map { weight($0, unit) } ?? unknown,
                day.trend.map { weight($0, unit) } ?? unknown,
                day.weight?.bodyFat.map { bodyFat($0) + " %" } ?? unknown,
                e.map {
                    FigureKind.kcal.grouped($0.kilocaloriesPerDay) + " ("
                        + FigureKind.kcal.grouped($0.interval80.lowerBound)
                        + "–" + FigureKind.kcal.grouped($0.interval80.upperBound) + ")"
                } ?? unknown,
                day.devices.map { FigureKind.kcal.grouped($0.measuredMean) } ?? unknown,
            ])
        }
        var lines = [
            "Body weight and expenditure (\(unit.symbol); trend: smoothed weight, α = 0.1 a day; expenditure from intake and "
                + "the scale over the \(figures.request.window.days) days to each day, kcal a day)"
        ]
        lines += table.lines()
        lines += summaryLines(figures, unit: unit).map { "  " + $0 }
        return lines
    }

    /// The period's body figures in sentences.
    package static func summaryLines(_ figures: BodyFigures, unit: WeightUnit) -> [String] {
        guard figures.hasWeighIns else { return ["No weigh-in in the body files."] }
        var lines: [String] = []
        lines.append("Weigh-ins: \(figures.weighInDays) of \(Plural.count(figures.range.dayCount, "day"))")
        switch figures.rate {
        case .success(let rate): lines.append("Rate: " + WeightRateText.rate(rate, unit: unit) + " (80 % interval)")
        case .failure(let reason):
            lines.append("Rate: \(TextNumbers.unknown) (" + ScaleExpenditureText.unavailable(reason) + ")")
        }
        if let change = figures.trendChange {
            lines.append("Trend change: " + WeightRateText.change(change, unit: unit))
        }
        if let latest = figures.latest {
            switch latest.expenditure {
            case .success(let e):
                let text =
                    latest.devices.map { ScaleExpenditureText.comparison($0) }
                    ?? "the scale says " + ScaleExpenditureText.estimate(e) + "; no device measured spent energy then"
                lines.append("Expenditure, \(DateText.range(e.window)): " + text)
            case .failure(let reason):
                lines.append("Expenditure: \(TextNumbers.unknown) (" + ScaleExpenditureText.unavailable(reason) + ")")
            }
        }
        if let goal = figures.request.goal {
            let projection = figures.goalProjection.map { WeightRateText.projection($0, goal: goal, unit: unit) }
            lines.append(
                "Goal: "
                    + (projection ?? "\(WeightRateText.weight(goal.kilograms, unit: unit)), no rate yet to project"))
        }
        if let planned = figures.request.plannedRate {
            let rate =
                FigureDigits.text(
                    unit.amount(fromKilograms: planned), decimals: FigureRounding.weightRateDecimals,
                    grouping: true) ?? ""
            let intake =
                figures.intakeForPlannedRate.map { FigureKind.kcal.grouped($0) + " kcal a day" }
                ?? "\(TextNumbers.unknown) (no expenditure yet)"
            lines.append("Intake for \(rate) \(unit.symbol) a week: " + intake)
        }
        return lines
    }

    private static func weight(_ kilograms: Double, _ unit: WeightUnit) -> String {
        FigureDigits.text(
            unit.amount(fromKilograms: kilograms), decimals: FigureRounding.weightDecimals, grouping: true)
            ?? TextNumbers.unknown
    }

    /// Body fat, percent, to 0.1 as scales show it.
    private static func bodyFat(_ value: Double) -> String {
        FigureDigits.text(value, decimals: FigureRounding.weightDecimals, grouping: false) ?? TextNumbers.unknown
    }

    private static func kilograms(_ value: Double) -> String {
        FigureDigits.text(value, decimals: FigureRounding.weightDecimals, grouping: false) ?? ""
    }
}
