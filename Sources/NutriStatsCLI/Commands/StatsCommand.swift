import ArgumentParser
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionStats

/// `nutristats stats`: every figure of a day or period, as a table, CSV or JSON.
///
/// The command only reads the inputs, builds ``StatsSettings`` from the flags and hands the figures
/// of ``NutritionStatistics`` to a formatter; it computes nothing itself.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Figures of a day or period: intake, budget, %Daily Value, macros, energy balance, activity, trends.",
        discussion: """
            Without a period flag, the latest calendar week in the data is shown. Days without any entry \
            are shown as not logged and left out of averages, unless --count-unlogged-as-zero is given.

            --compare previous (the period just before, as long; whole months shift by months) or \
            --compare START..END sets the period against another: the table gains a comparison of the \
            headline figures and every %DV (this period, the other, the change); --format csv writes that \
            comparison alone as CSV (figure,current_first,current_last,compared_first,compared_last,current,compared,change).
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions
    @OptionGroup var figures: SettingsOptions
    @OptionGroup var bodyFigures: BodyOptions

    @Option(help: ArgumentHelp("Output format: table, csv or json.", valueName: "FORMAT"))
    var format: StatsOutputFormat = .table

    @Option(
        name: .long,
        help: ArgumentHelp("Set the period against another: " + CompareOption.helpText, valueName: "PERIOD"))
    var compare: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where this nutrient came from: its top foods (--top N) and named meals with their shares (table and json).",
            valueName: "NAME"))
    var nutrient: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The nutrient table's rows: all (every nutrient with data, and the 17), dv (every nutrient with a Daily "
                + "Value) or a comma-separated list of names (sodium,vitamin_d,magnesium).",
            valueName: "all|dv|LIST"))
    var nutrients: NutrientSelection = .withData

    func validate() throws {
        if nutrient != nil, format == .csv {
            throw ValidationError(.nutrientWithCSV)
        }
        if let compare {
            _ = try usage { try ComparisonPeriod(flag: compare) }
            guard format != .json else { throw ValidationError(.compareWithJSON) }
        }
    }

    func run() throws {
        let text = try reportingInputErrors { () throws -> String? in
            // The settings first: a bad --dv file is reported before the inputs are read.
            let settings = try settings()
            let inputs = input.open()
            let foodLog = try inputs.readFoodLog()
            // Only the activity days the chosen period (and the compared one) need are read (rows of
            // other days are passed over after reading their dates); the figures are the same as with
            // a full read.
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
            let (body, activity) = try inputs.readBodyAndActivity(days: days, window: try bodyFigures.window())
            Terminal.notes(InputNotes.imports(foodLog: foodLog, activity: activity))
            return try output(
                foodLog: foodLog, activity: activity, settings: settings, chosen: selection,
                body: input.body.isEmpty ? nil : body)
        }
        guard let text else {
            Terminal.error(
                "the data holds no entries or activity, so there is no latest week to show; "
                    + "give a period with --on, --week, --month or --from/--to")
            throw ExitStatus.data
        }
        try Terminal.output(text)
    }

    /// The settings the flags ask for; reads the targets file of `--dv FILE`.
    func settings() throws(InputError) -> StatsSettings {
        try figures.settings(weekStart: period.weekStart)
    }

    /// The figures of the chosen period in the chosen format; nil when no period was chosen and the
    /// data is empty (so there is no latest week).
    func output(
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
                request: try bodyFigures.request(unit: unit))
        }
        let figures = stats.period(range)
        let readings: [NutrientReading]
        do {
            readings = try figures.nutrientReadings(nutrients)
        } catch {
            throw ValidationError(.unknownNutrient(flag: "--nutrients", name: error.name))
        }
        var sources: NutrientIdentity?
        if let nutrient {
            guard let named = NutrientSelection.nutrient(named: nutrient, reported: figures.reportedNutrients) else {
                throw ValidationError(.unknownNutrient(flag: "--nutrient", name: nutrient))
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
