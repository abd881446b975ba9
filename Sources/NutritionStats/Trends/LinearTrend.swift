import NutritionData

/// The least-squares line through daily values (for example kcal of the logged days of a period,
/// or the weigh-ins of a window), with the date as x in days.
///
/// `slope = Sxy / Sxx` with `Sxx = Σ(x − x̄)²`, `Sxy = Σ(x − x̄)(y − ȳ)`, `Syy = Σ(y − ȳ)²`, shown per
/// week (× 7). The line passes through (x̄, ȳ). The residual sum of squares is `RSS = Syy − slope · Sxy`
/// and the slope's standard error `se = √(RSS / (n − 2) / Sxx)` (the textbook ordinary-least-squares
/// error, which assumes independent residuals of equal spread). This type is the one place the project
/// fits a line: the period's kcal trend, the rate of weight change and the scale-based expenditure all
/// come through it.
public struct LinearTrend: Sendable, Equatable {
    /// Number of days fitted.
    public var days: Int
    /// Change per day (units of y per day).
    public var slopePerDay: Double
    /// The mean date, as a day number (x̄).
    public var meanDayNumber: Double
    /// The mean value (ȳ).
    public var meanValue: Double
    /// `Σ(y − ŷ)²`, the squared distances of the points from the line (≥ 0).
    public var residualSumOfSquares: Double
    /// `Σ(x − x̄)²` in days², the spread of the dates (> 0).
    public var dateSpread: Double

    /// The fit through `points`; nil with fewer than two distinct dates. O(n), two passes.
    public init?(points: [(date: LocalDate, value: Double)]) {
        guard points.count >= 2 else { return nil }
        let n = Double(points.count)
        // Centre x on the first date so day numbers stay small before squaring.
        let origin = points[0].date.dayNumber
        let meanX = points.map { Double($0.date.dayNumber - origin) }.compensatedSum / n
        let meanY = points.map(\.value).compensatedSum / n
        var sxy = CompensatedSum()
        var sxx = CompensatedSum()
        var syy = CompensatedSum()
        for point in points {
            let dx = Double(point.date.dayNumber - origin) - meanX
            let dy = point.value - meanY
            sxy.add(dx * dy)
            sxx.add(dx * dx)
            syy.add(dy * dy)
        }
        self.init(
            days: points.count, meanDayNumber: Double(origin) + meanX, meanValue: meanY,
            sxx: sxx.value, sxy: sxy.value, syy: syy.value
        )
    }

    /// The fit from centred sums of `days` points: x̄ (as a day number), ȳ, `Sxx`, `Sxy`, `Syy`; nil when
    /// `Sxx` is not positive (every point on one date). The one place slope and residuals are worked out.
    init?(days: Int, meanDayNumber: Double, meanValue: Double, sxx: Double, sxy: Double, syy: Double) {
        guard days >= 2, sxx > 0, sxx.isFinite else { return nil }
        let slope = sxy / sxx
        self.days = days
        self.slopePerDay = slope
        self.meanDayNumber = meanDayNumber
        self.meanValue = meanValue
        self.dateSpread = sxx
        // Syy − b·Sxy = Syy − Sxy²/Sxx ≥ 0 exactly; rounding can take it a hair below zero.
        self.residualSumOfSquares = Swift.max(0, syy - slope * sxy)
    }

    /// Change per week: ``slopePerDay`` × 7.
    public var slopePerWeek: Double { slopePerDay * 7 }

    /// The value of the fitted line on `date`.
    public func value(on date: LocalDate) -> Double {
        meanValue + slopePerDay * (Double(date.dayNumber) - meanDayNumber)
    }

    /// The residual standard deviation `s = √(RSS / (n − 2))`; nil with two points (a line through two
    /// points leaves no residual to measure the scatter with).
    public var residualStandardDeviation: Double? {
        guard days >= 3 else { return nil }
        return (residualSumOfSquares / Double(days - 2)).squareRoot()
    }

    /// The standard error of ``slopePerDay``, `s / √Sxx` (units of y per day); nil with two points.
    public var slopeStandardError: Double? {
        residualStandardDeviation.map { $0 / dateSpread.squareRoot() }
    }
}
