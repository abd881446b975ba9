import NutritionData

/// Every figure of a period (a day, a week, a month, a range or everything): one ``DayStatistics``
/// per calendar day, and the period's totals, averages and trends.
public struct PeriodStatistics: Sendable, Equatable {
    /// The days looked at.
    public var range: DateRange
    /// The settings the figures were computed with.
    public var settings: StatsSettings
    /// One entry per calendar day of ``range``, in order, logged or not.
    public var days: [DayStatistics]
    /// Totals over the period and averages per counted day.
    public var intake: PeriodIntake
    /// `goal × counted days − intake (+ active kcal of the counted days with activity credit)`.
    public var budget: Budget
    /// Average amount per counted day against each Daily Value. Amounts are nil when no day is
    /// counted, and (except energy) when no entry of the period has nutrients.
    public var dailyValueReadings: [DailyValueReading]
    /// Energy shares of the period's total carbohydrate, protein and fat grams.
    public var macroSplit: MacroSplit?
    /// The gram and milligram breakdown of the period's totals; nil without nutrient data.
    public var gramBreakdown: GramBreakdown?
    /// The sums of the days' energy balances.
    public var energy: EnergyBalanceTotals
    /// Steps over the days with step data.
    public var steps: StepsSummary
    /// Heart rate over all samples of the period; nil without heart-rate data.
    public var heartRate: HeartRateSummary?
    /// Days with heart-rate data.
    public var heartRateDays: Int
    /// Least-squares trend of logged kcal over the logged days; nil with fewer than two.
    public var kcalTrend: LinearTrend?
    /// Each calendar week touching the period, with its change from the week before.
    public var weeks: [WeekComparison]
    /// Top foods of the period.
    public var topFoods: TopFoods
    /// Logging streaks as of the period's end; nil when there is no data at all.
    public var streaks: Streaks?
    /// What the figures leave out, assume or only bound, decided once for every front end (see
    /// ``PeriodCaveat``).
    public var caveats: [PeriodCaveat]

    /// The counted days.
    public var countedDays: [DayStatistics] { days.filter(\.isCounted) }

    /// On how many days `nutrient` was flagged (over its limit or under its target, as asserted by
    /// ``DailyValueReading/flag``); nil when its average over the period is unknown (its reading in
    /// ``dailyValueReadings`` has no amount, or it has no Daily Value): then whether each day would be
    /// flagged is unknown too, and the count is shown as unknown like the amount and %DV, never as 0.
    /// A lower bound when ``flaggedDaysIsLowerBound(_:)``.
    public func flaggedDays(_ nutrient: Nutrient) -> Int? {
        flaggedDays(of: .known(KnownNutrient(nutrient)))?.count
    }

    /// Whether ``flaggedDays(_:)`` is a lower bound: on some counted day `nutrient`'s amount is unknown,
    /// or a lower bound that is not flagged (under a target: unknown whether under; under a limit: the
    /// whole amount may be over it), so that day may be flagged too. False for a reference, never flagged.
    public func flaggedDaysIsLowerBound(_ nutrient: Nutrient) -> Bool {
        flaggedDays(of: .known(KnownNutrient(nutrient)))?.isLowerBound ?? false
    }

    /// On how many days a nutrient was flagged, and whether that count is a lower bound.
    public struct FlaggedDays: Sendable, Equatable {
        /// Days whose amount is over the limit or under the target, as ``NutrientReading/flag`` asserts;
        /// nil when the nutrient's average over the period is unknown (then whether each day would be
        /// flagged is unknown too: shown as unknown, never as 0).
        public var count: Int?
        /// Whether some counted day may be flagged too: its amount is unknown, or a lower bound that is
        /// not flagged (under a target: unknown whether under; under a limit: the whole may be over).
        /// Never for a reference.
        public var isLowerBound: Bool
    }

    /// On how many days any nutrient (one of the 17 or beyond) was flagged — the one rule behind
    /// ``flaggedDays(_:)`` and ``flaggedDaysIsLowerBound(_:)``; nil when it has no Daily Value.
    ///
    /// - Complexity: O(d log n) for d days and n nutrients reported.
    public func flaggedDays(of nutrient: NutrientIdentity) -> FlaggedDays? {
        guard let dailyValue = settings.dailyValues[identity: nutrient] else { return nil }
        var count = 0
        var isLowerBound = false
        for day in days {
            let reading = NutrientReading(
                nutrient: nutrient, intake: day.nutrientAmount(of: nutrient), dailyValue: dailyValue)
            if reading.flag != nil {
                count += 1
            } else if day.isCounted, dailyValue.kind != .reference,
                reading.intake.value == nil || reading.intake.isLowerBound
            {
                isLowerBound = true
            }
        }
        let averageKnown = intake.average?.nutrientAmount(of: nutrient).value != nil
        return FlaggedDays(count: averageKnown ? count : nil, isLowerBound: isLowerBound)
    }
}

extension PeriodStatistics {
    /// Where `nutrient` came from over the period: its top `limit` foods and named meals with their
    /// shares (``NutrientSources``).
    ///
    /// - Complexity: O(n + f log f) for n entries and f distinct foods and meals of the period.
    public func sources(of nutrient: Nutrient, limit: Int) -> NutrientSources {
        sources(of: .known(KnownNutrient(nutrient)), limit: limit)
    }

    /// Where any nutrient (one of the 17, another of the catalogue, a custom one) came from in the
    /// period (``NutrientSources``).
    ///
    /// - Complexity: O(n + f log f) for n entries and f distinct foods and meals of the period.
    public func sources(of nutrient: NutrientIdentity, limit: Int) -> NutrientSources {
        NutrientSources(nutrient: nutrient, entries: days.flatMap(\.intake.entries), limit: limit)
    }

    /// Every nutrient the period's entries report (``IntakeTotals/reportedNutrients``).
    public var reportedNutrients: [NutrientIdentity] { intake.totals.reportedNutrients }

    /// The period's nutrient table: for each nutrient `selection` lists, its average per counted day
    /// as the engine states it (``IntakeAverage/nutrientAmount(of:)``: exact, a lower bound or
    /// unknown, with coverage) and its Daily Value from ``StatsSettings/dailyValues``.
    ///
    /// - Throws: ``NutrientSelection/UnknownName`` for a listed name that names no nutrient.
    /// - Complexity: O(n log n) in the number of nutrients.
    public func nutrientReadings(
        _ selection: NutrientSelection = .withData
    ) throws(NutrientSelection.UnknownName) -> [NutrientReading] {
        let nutrients = try selection.nutrients(reported: reportedNutrients, dailyValues: settings.dailyValues)
        return settings.dailyValues.readings(of: nutrients) { intake.average?.nutrientAmount(of: $0) ?? .unknown }
    }
}
