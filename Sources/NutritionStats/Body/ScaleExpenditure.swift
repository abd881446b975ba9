import NutritionData

/// Energy expenditure worked back from intake and the scale: what a person must have spent a day, on
/// average over a window, for their logged intake to have moved their weight as it moved.
///
/// For the N days ending on day D (``ExpenditureWindow``, 14–90, 28 by default):
///
/// `E = k̄ − 7,700 × b`
///
/// - k̄: the mean kcal of the window's counted days (the caller's counted days with intake; which days
///   count is decided once, by the engine's rule, ``PeriodStatistics/countedIntakeKcal``);
/// - b: the least-squares slope in kg a day of the window's weigh-ins (d, W_d) (``LinearTrend``);
/// - 7,700 kcal/kg: ``WeightChangeEnergy/kilocaloriesPerKilogram`` (read its caveat).
///
/// The 80 % interval is `E ± 1.2816 · √(s² / n + 7,700² · se_b²)`: s the sample standard deviation of the
/// counted days' kcal, n their number, se_b the slope's standard error; the two errors are taken as
/// independent. The multiplier is the normal one (``StudentT/normalQuantile90``) as the definition states:
/// the two variances come with different degrees of freedom (n − 1 and weigh-ins − 2, at least 6), and the
/// t multiplier they would call for is at most t₀.₉₀(6) = 1.44, so at the minimum of data the interval is up
/// to 11 % too narrow (with a typical 28-day window, ~20 weigh-ins, t₀.₉₀(18) = 1.33: 4 %).
///
/// A window has an estimate only with at least ⌈N / 2⌉ counted days with intake and at least 8 weigh-in
/// days spanning at least ⌈3N / 4⌉ days (first and last weigh-in both counted); otherwise
/// ``BodyFigureUnavailable`` names each condition that failed.
///
/// What it assumes: the logged intake of the counted days is what was eaten on every day of the window
/// (under-logging lowers E by as much); the energy density of weight change is 7,700 kcal/kg; expenditure
/// is steady over the window (a change inside it shows as a blend). E is the window's average, so it lags a
/// change of expenditure by about N/2 days.
public struct ScaleExpenditure: Sendable, Equatable {
    /// The window's days.
    public var window: DateRange
    /// E, kcal a day.
    public var kilocaloriesPerDay: Double
    /// The 80 % interval of E, kcal a day.
    public var interval80: ClosedRange<Double>
    /// The standard error of E, `√(s² / n + 7,700² · se_b²)`.
    public var standardError: Double
    /// k̄, the mean kcal of the window's counted days.
    public var meanIntake: Double
    /// s, the sample standard deviation of the counted days' kcal.
    public var intakeStandardDeviation: Double
    /// n, the counted days with intake in the window.
    public var intakeDays: Int
    /// The fit of the window's weigh-ins (b = `weightFit.slopePerDay`).
    public var weightFit: LinearTrend

    /// Weigh-in days in the window.
    public var weighIns: Int { weightFit.days }

    /// An estimate with these members, as given (``estimate(endingOn:window:weights:countedIntake:)`` works
    /// them out); for front ends' tests.
    public init(
        window: DateRange, kilocaloriesPerDay: Double, interval80: ClosedRange<Double>, standardError: Double,
        meanIntake: Double, intakeStandardDeviation: Double, intakeDays: Int, weightFit: LinearTrend
    ) {
        self.window = window
        self.kilocaloriesPerDay = kilocaloriesPerDay
        self.interval80 = interval80
        self.standardError = standardError
        self.meanIntake = meanIntake
        self.intakeStandardDeviation = intakeStandardDeviation
        self.intakeDays = intakeDays
        self.weightFit = weightFit
    }

    /// The estimate of the window ending on `date`, or why there is none.
    ///
    /// - Parameters:
    ///   - date: D, the window's last day.
    ///   - window: N.
    ///   - weights: the day weights.
    ///   - countedIntake: kcal of the counted days (others absent); only the window's days are read, and a
    ///     value that is not a finite number is passed over.
    /// - Complexity: O(N).
    public static func estimate(
        endingOn date: LocalDate, window: ExpenditureWindow = .standard, weights: DayWeights,
        countedIntake: [LocalDate: Double]
    ) -> Result<ScaleExpenditure, BodyFigureUnavailable> {
        series(over: DateRange(day: date), window: window, weights: weights, countedIntake: countedIntake)[0]
    }

    /// One estimate per day D of `days` (each the window ending on D), in date order.
    ///
    /// Running sums move the window a day at a time (`ExpenditureWindowSums`), so the series costs
    /// O(N + days) dictionary look-ups, not O(N × days); each estimate is the one ``estimate(endingOn:window:weights:countedIntake:)``
    /// gives, to rounding.
    public static func series(
        over days: DateRange, window: ExpenditureWindow = .standard, weights: DayWeights,
        countedIntake: [LocalDate: Double]
    ) -> [Result<ScaleExpenditure, BodyFigureUnavailable>] {
        let firstDay = days.first.adding(days: 1 - window.days)
        func values(_ date: LocalDate) -> (weight: Double?, intake: Double?) {
            (weights.weight(on: date), countedIntake[date].flatMap { $0.isFinite ? $0 : nil })
        }
        var sums = ExpenditureWindowSums(origin: firstDay)
        for date in firstDay..<days.first {
            let v = values(date)
            sums.add(date: date, weight: v.weight, intake: v.intake)
        }
        var results: [Result<ScaleExpenditure, BodyFigureUnavailable>] = []
        results.reserveCapacity(days.dayCount)
        for date in days {
            let v = values(date)
            sums.add(date: date, weight: v.weight, intake: v.intake)
            if date > days.first {
                let leaving = date.adding(days: -window.days)
                let old = values(leaving)
                sums.remove(date: leaving, weight: old.weight, intake: old.intake)
            }
            results.append(estimate(from: sums, window: window, range: window.range(endingOn: date)))
        }
        return results
    }

    /// The estimate of one window from its sums.
    private static func estimate(
        from sums: ExpenditureWindowSums, window: ExpenditureWindow, range: DateRange
    ) -> Result<ScaleExpenditure, BodyFigureUnavailable> {
        var shortfalls: [BodyFigureUnavailable.Shortfall] = []
        if sums.intakeDays < window.minimumIntakeDays {
            shortfalls.append(.tooFewIntakeDays(have: sums.intakeDays, need: window.minimumIntakeDays))
        }
        shortfalls += BodyFigureUnavailable.weighInShortfalls(
            weighIns: sums.weighIns, spanDays: sums.weighInSpanDays,
            needing: ExpenditureWindow.minimumWeighIns, span: window.minimumSpanDays
        )
        guard shortfalls.isEmpty, let fit = sums.fit, let slopeError = fit.slopeStandardError,
            let intake = sums.intake
        else { return .failure(BodyFigureUnavailable(range: range, shortfalls: shortfalls)) }
        let energy = WeightChangeEnergy.kilocaloriesPerKilogram
        let n = Double(sums.intakeDays)
        let e = intake.mean - energy * fit.slopePerDay
        let standardError = (intake.variance / n + energy * energy * slopeError * slopeError).squareRoot()
        let half = StudentT.normalQuantile90 * standardError
        return .success(
            ScaleExpenditure(
                window: range, kilocaloriesPerDay: e, interval80: (e - half)...(e + half), standardError: standardError,
                meanIntake: intake.mean, intakeStandardDeviation: intake.variance.squareRoot(),
                intakeDays: sums.intakeDays,
                weightFit: fit
            ))
    }

    /// The daily intake that would change weight by `kilogramsPerWeek` at this expenditure. The rate is
    /// signed as ``WeightRate``'s (negative to lose), so this is `E + 7,700 × rate / 7`, which is the
    /// issue's `E − 7,700 × r / 7` with r the kilograms *lost* a week: losing 0.5 kg a week at E = 2,400
    /// means eating 2,400 − 550 = 1,850 kcal a day. O(1).
    public func intake(forRate kilogramsPerWeek: Double) -> Double {
        kilocaloriesPerDay + WeightChangeEnergy.kilocaloriesPerKilogram * kilogramsPerWeek / 7
    }
}
