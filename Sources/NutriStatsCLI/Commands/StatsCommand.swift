import ArgumentParser
import NutriStatsCommandLine
import NutritionData
import NutritionPresentation
import NutritionStats

/// `nutristats stats`: every figure of a day or period, as a table, CSV or JSON.
///
/// The command asks the library's run (``NutriStatsCommandLine/StatsRun``), which reads the inputs,
/// builds ``StatsSettings`` from the flags and hands the figures of ``NutritionStatistics`` to a
/// formatter; it computes nothing itself.
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

    /// The run the flags ask for (``NutriStatsCommandLine/StatsRun``).
    var plan: StatsRun {
        StatsRun(
            input: input.flags, period: period.flags, weekStart: period.weekStart, settings: figures.flags,
            body: bodyFigures.flags, format: format, compare: compare, nutrient: nutrient, nutrients: nutrients)
    }

    func validate() throws {
        try usage { try plan.check() }
    }

    func run() throws {
        try Terminal.output(try reportingInputErrors { try plan.text(in: .terminal) })
    }

    /// The settings the flags ask for; reads the targets file of `--dv FILE`.
    func settings() throws(InputError) -> StatsSettings {
        try figures.settings(weekStart: period.weekStart)
    }

    /// The figures of the chosen period in the chosen format; nil when no period was chosen and the
    /// data is empty (``NutriStatsCommandLine/StatsRun/output(foodLog:activity:settings:chosen:body:)``).
    func output(
        foodLog: FoodLog, activity: ActivityLog, settings: StatsSettings, chosen: PeriodSelection?, body: BodyLog? = nil
    ) throws -> String? {
        try plan.output(foodLog: foodLog, activity: activity, settings: settings, chosen: chosen, body: body)
    }
}
