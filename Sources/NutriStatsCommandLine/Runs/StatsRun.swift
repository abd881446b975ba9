import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats

/// One run of `nutristats stats`: its flags as given, the flags that go together (``check()``), and the
/// text it prints (``text(in:)``): the inputs read as the period needs, the figures of
/// ``NutritionStats/NutritionStatistics`` handed to a formatter. Computes no figure itself.
package struct StatsRun: Sendable {
    package var input: InputFlags
    package var period: PeriodFlags
    package var weekStart: WeekStart
    package var settings: SettingsFlags
    package var body: BodyFlags
    package var format: StatsOutputFormat
    /// `--compare`, as typed.
    package var compare: String?
    /// `--nutrient NAME`: where this nutrient came from.
    package var nutrient: String?
    /// `--nutrients`: the nutrient table's rows.
    package var nutrients: NutrientSelection

    /// A run with these flags, as given.
    package init(
        input: InputFlags, period: PeriodFlags = PeriodFlags(), weekStart: WeekStart = .monday,
        settings: SettingsFlags = SettingsFlags(), body: BodyFlags = BodyFlags(), format: StatsOutputFormat = .table,
        compare: String? = nil, nutrient: String? = nil, nutrients: NutrientSelection = .withData
    ) {
        self.input = input
        self.period = period
        self.weekStart = weekStart
        self.settings = settings
        self.body = body
        self.format = format
        self.compare = compare
        self.nutrient = nutrient
        self.nutrients = nutrients
    }

    /// `--nutrient` is not written in CSV; `--compare` names a period and is not written in JSON.
    package func check() throws(UsageProblem) {
        if nutrient != nil, format == .csv { throw .nutrientWithCSV }
        if let compare {
            _ = try ComparisonPeriod(flag: compare)
            guard format != .json else { throw .compareWithJSON }
        }
    }

    /// What `stats` prints. The settings first (a bad --dv file is reported before the inputs are read),
    /// then only the activity days the chosen period (and the compared one) need: rows of other days are
    /// passed over after reading their dates, and the figures are the same as with a full read. Notes on
    /// what was read go to `context.notes`; empty data without a period is ``NoDataProblem/stats``.
    package func text(in context: CommandContext) throws -> String {
        let settings = try self.settings.settings(weekStart: weekStart)
        let inputs = CommandInputs(flags: input, context: context)
        let foodLog = try inputs.readFoodLog()
        let selection = try period.chosen()
        let lastFoodDate = foodLog.entries.lazy.map(\.date).max()
        let days =
            try compare.map { text in
                NutritionStatistics.activityDays(
                    for: selection, comparing: try ComparisonPeriod(flag: text), lastFoodDate: lastFoodDate,
                    weekStart: settings.weekStart)
            }
            ?? NutritionStatistics.activityDays(
                for: selection, lastFoodDate: lastFoodDate, weekStart: settings.weekStart)
        // With body files, the expenditure's window reaches N − 1 days before the period.
        let (body, activity) = try inputs.readBodyAndActivity(days: days, window: try self.body.window())
        context.notes(InputNotes.imports(foodLog: foodLog, activity: activity))
        guard
            let text = try output(
                foodLog: foodLog, activity: activity, settings: settings, chosen: selection,
                body: input.body.isEmpty ? nil : body)
        else { throw NoDataProblem.stats }
        return text
    }

    /// The figures of the chosen period in the chosen format; nil when no period was chosen and the
    /// data is empty (so there is no latest week). An unknown `--nutrient` or `--nutrients` name is a
    /// usage problem.
    package func output(
        foodLog: FoodLog, activity: ActivityLog, settings: StatsSettings, chosen: PeriodSelection?, body: BodyLog? = nil
    ) throws -> String? {
        let stats = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        let fallback = stats.dataSpan.map { PeriodSelection.week(containing: $0.last) }
        let selection = chosen ?? fallback ?? .all
        let isDefault = fallback != nil && chosen == nil
        guard let range = try stats.resolve(selection) else { return nil }
        let unit = input.weightUnit ?? .kilograms
        let bodyView = try body.map {
            BodyFigures(
                statistics: stats, weights: DayWeights($0.readings), range: range,
                request: try self.body.request(unit: unit))
        }
        let figures = stats.period(range)
        let readings: [NutrientReading]
        do {
            readings = try figures.nutrientReadings(nutrients)
        } catch {
            throw UsageProblem.unknownNutrient(flag: "--nutrients", name: error.name)
        }
        var sources: NutrientIdentity?
        if let nutrient {
            guard let named = NutrientSelection.nutrient(named: nutrient, reported: figures.reportedNutrients) else {
                throw UsageProblem.unknownNutrient(flag: "--nutrient", name: nutrient)
            }
            sources = named
        }
        let view = StatsView(
            figures: figures, selection: selection, isDefault: isDefault, body: bodyView, weightUnit: unit,
            sourcesOf: sources, nutrientReadings: readings)
        if let compare {
            let other = try ComparisonPeriod(flag: compare).resolve(against: range)
            let comparison = PeriodComparison(view.figures, against: stats.period(other))
            return format == .csv
                ? StatsComparisonFormatter.csv(comparison)
                : try format.render(view) + StatsComparisonFormatter.table(comparison)
        }
        return try format.render(view)
    }
}
