import NutritionData

extension NutritionStatistics {
    /// The scale-based expenditure for each day D of `days` (``ScaleExpenditure/series(over:window:weights:countedIntake:)``),
    /// with the intake of the engine's counted days (``PeriodStatistics/countedIntakeKcal``) and, for each
    /// estimate, the devices' measured spent energy of its window (``DeviceExpenditureComparison``, nil
    /// when no day of the window has a measurement). The one call a front end needs: it reads the N − 1
    /// days before `days` itself.
    ///
    /// - Complexity: O(N + days) after the figures of those days (``period(_:)``).
    public func scaleExpenditure(
        over days: DateRange, window: ExpenditureWindow = .standard, weights: DayWeights
    ) -> [(estimate: Result<ScaleExpenditure, BodyFigureUnavailable>, devices: DeviceExpenditureComparison?)] {
        let reach = DateRange(first: days.first.adding(days: 1 - window.days), last: days.last) ?? days
        let period = period(reach)
        let measured = period.measuredSpentKcal
        return ScaleExpenditure.series(
            over: days, window: window, weights: weights, countedIntake: period.countedIntakeKcal
        )
        .map { result in
            (result, (try? result.get()).flatMap { DeviceExpenditureComparison(scale: $0, measuredSpent: measured) })
        }
    }
}
