import NutritionData
import NutritionStats

/// The body figures in `stats --format json` (key `body`, present when body files were given): one
/// object per day and the period's rate, trend change and latest expenditure. Unlike the rest of the
/// document, unknown body figures are written as `null`, so every day has the same keys. kg and kcal.
package struct BodyJSON: Encodable {
    package struct Day: Encodable {
        var date: String
        var weightKg: Double?
        var weightTrendKg: Double?
        var bodyFatPct: Double?
        var expenditureKcal: Double?
        var expenditureLowKcal: Double?
        var expenditureHighKcal: Double?
        var devicesSpentKcal: Double?
        var expenditureUnavailable: String?

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(date, forKey: .date)
            try container.encode(weightKg, forKey: .weightKg)
            try container.encode(weightTrendKg, forKey: .weightTrendKg)
            try container.encode(bodyFatPct, forKey: .bodyFatPct)
            try container.encode(expenditureKcal, forKey: .expenditureKcal)
            try container.encode(expenditureLowKcal, forKey: .expenditureLowKcal)
            try container.encode(expenditureHighKcal, forKey: .expenditureHighKcal)
            try container.encode(devicesSpentKcal, forKey: .devicesSpentKcal)
            try container.encode(expenditureUnavailable, forKey: .expenditureUnavailable)
        }

        enum Key: String, CodingKey {
            case date
            case weightKg = "weight_kg"
            case weightTrendKg = "weight_trend_kg"
            case bodyFatPct = "body_fat_pct"
            case expenditureKcal = "expenditure_kcal"
            case expenditureLowKcal = "expenditure_low_kcal"
            case expenditureHighKcal = "expenditure_high_kcal"
            case devicesSpentKcal = "devices_spent_kcal"
            case expenditureUnavailable = "expenditure_unavailable"
        }
    }

    var days: [Day]
    var weighInDays: Int
    var trendChangeKg: Double?
    var rateKgWeek: Double?
    var rateLowKgWeek: Double?
    var rateHighKgWeek: Double?
    var rateUnavailable: String?
    var expenditureWindowDays: Int

    package init(_ figures: BodyFigures) {
        func kg(_ value: Double?) -> Double? {
            value.map { FigureRounding.rounded($0, decimals: FigureRounding.weightDecimals) }
        }
        func kcal(_ value: Double?) -> Double? { value.map { FigureKind.kcal.rounded($0) } ?? nil }
        days = figures.days.map { day in
            let e = try? day.expenditure.get()
            var unavailable: String?
            if case .failure(let reason) = day.expenditure { unavailable = ScaleExpenditureText.unavailable(reason) }
            return Day(
                date: day.date.iso, weightKg: kg(day.weight?.weight), weightTrendKg: kg(day.trend),
                bodyFatPct: kg(day.weight?.bodyFat),
                expenditureKcal: kcal(e?.kilocaloriesPerDay), expenditureLowKcal: kcal(e?.interval80.lowerBound),
                expenditureHighKcal: kcal(e?.interval80.upperBound), devicesSpentKcal: kcal(day.devices?.measuredMean),
                expenditureUnavailable: unavailable)
        }
        weighInDays = figures.weighInDays
        trendChangeKg = kg(figures.trendChange)
        expenditureWindowDays = figures.request.window.days
        switch figures.rate {
        case .success(let rate):
            let digits = FigureRounding.weightRateDecimals
            rateKgWeek = FigureRounding.rounded(rate.kilogramsPerWeek, decimals: digits)
            rateLowKgWeek = FigureRounding.rounded(rate.interval80.lowerBound, decimals: digits)
            rateHighKgWeek = FigureRounding.rounded(rate.interval80.upperBound, decimals: digits)
        case .failure(let reason):
            rateUnavailable = ScaleExpenditureText.unavailable(reason)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(days, forKey: .days)
        try container.encode(weighInDays, forKey: .weighInDays)
        try container.encode(trendChangeKg, forKey: .trendChangeKg)
        try container.encode(rateKgWeek, forKey: .rateKgWeek)
        try container.encode(rateLowKgWeek, forKey: .rateLowKgWeek)
        try container.encode(rateHighKgWeek, forKey: .rateHighKgWeek)
        try container.encode(rateUnavailable, forKey: .rateUnavailable)
        try container.encode(expenditureWindowDays, forKey: .expenditureWindowDays)
    }

    enum Key: String, CodingKey {
        case days
        case weighInDays = "weigh_in_days"
        case trendChangeKg = "trend_change_kg"
        case rateKgWeek = "rate_kg_week"
        case rateLowKgWeek = "rate_low_kg_week"
        case rateHighKgWeek = "rate_high_kg_week"
        case rateUnavailable = "rate_unavailable"
        case expenditureWindowDays = "expenditure_window_days"
    }
}
