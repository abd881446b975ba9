import NutritionData

/// The least-squares line through daily values (for example kcal of the logged days of a period),
/// with the date as x in days.
///
/// `slope = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)²`, shown per week (× 7). The line passes through (x̄, ȳ).
public struct LinearTrend: Sendable, Equatable {
    /// Number of days fitted.
    public var days: Int
    /// Change per day (units of y per day).
    public var slopePerDay: Double
    /// The mean date, as a day number (x̄).
    public var meanDayNumber: Double
    /// The mean value (ȳ).
    public var meanValue: Double

    /// The fit through `points`; nil with fewer than two distinct dates.
    public init?(points: [(date: LocalDate, value: Double)]) {
        guard points.count >= 2 else { return nil }
        let n = Double(points.count)
        // Centre x on the first date so day numbers stay small before squaring.
        let origin = points[0].date.dayNumber
        let meanX = points.map { Double($0.date.dayNumber - origin) }.compensatedSum / n
        let meanY = points.map(\.value).compensatedSum / n
        var sxy = CompensatedSum()
        var sxx = CompensatedSum()
        for point in points {
            let dx = Double(point.date.dayNumber - origin) - meanX
            sxy.add(dx * (point.value - meanY))
            sxx.add(dx * dx)
        }
        guard sxx.value > 0 else { return nil }
        self.days = points.count
        self.slopePerDay = sxy.value / sxx.value
        self.meanDayNumber = Double(origin) + meanX
        self.meanValue = meanY
    }

    /// Change per week: ``slopePerDay`` × 7.
    public var slopePerWeek: Double { slopePerDay * 7 }

    /// The value of the fitted line on `date`.
    public func value(on date: LocalDate) -> Double {
        meanValue + slopePerDay * (Double(date.dayNumber) - meanDayNumber)
    }
}
