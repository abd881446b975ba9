import ArgumentParser
import NutriStatsCommandLine
import NutritionReport

/// `nutristats chart`: draws a chart as PNG, SVG or PDF.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart of a nutrition metric, or of columns of a CSV file, as PNG, SVG or PDF.",
        discussion: """
            --metric charts the stats engine's figures over a period (default: the calendar week holding \
            the last day of the data), read with the same input, period and settings flags as `stats`: \
            kcal (bars or lines, with goal and average), macros (carbs, protein and fat in g: lines or \
            stacked bars), macro-split (donut), dv (average %Daily Value), energy (intake against spent: \
            bars or lines), steps (bars or lines, with the goal), heatmap (a calendar of kcal against the goal: one \
            cell per day, weeks as columns, unlogged days as empty cells; by default the last 365 days). Long spans get month or year date axes. \
            pantry charts a --pantry file instead: items expiring per day over the next two weeks from \
            --today, expired items as one bar, expired and soon (--soon days) in red.

            --csv charts columns of a CSV file. The x column's values decide the axis: YYYY-MM-DD dates \
            give a date axis, numbers a numeric one (line charts), anything else named categories. Empty \
            y fields are gaps, never zeros.

            Examples:
              nutristats chart --metric kcal --storage Storage --out kcal.png
              nutristats chart --metric macros --storage Storage --last 90 \\
                --out macros.svg --width 900
              nutristats chart --metric steps --activity steps.csv \\
                --month 2026-11 --kind line --out steps.pdf
              nutristats chart --metric heatmap --storage Storage \\
                --out year.png --width 920 --height 260
              nutristats chart --csv days.csv --x date --y kcal --out kcal.png
              nutristats chart --metric pantry --pantry pantry.csv --out pantry.png
              nutristats chart --csv days.csv --x date --y protein,fat \\
                --kind stacked --out macros.svg --theme dark
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A nutrition metric: kcal, macros, macro-split, dv, energy, steps or heatmap; weight or expenditure (with --body FILE); or pantry (with --pantry FILE).",
            valueName: "NAME"))
    var metric: String?

    @Option(name: .long, help: ArgumentHelp("A CSV file with a header line.", valueName: "FILE"))
    var csv: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The column for the x axis (or the slice and row names of pie and hbar).", valueName: "COL"))
    var x: String?

    @Option(name: .long, help: ArgumentHelp("The column(s) to plot, separated by commas.", valueName: "COL[,COL]"))
    var y: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "--csv: bar (default), stacked, line, pie or hbar. --metric: bar or line, for the metrics drawn either way.",
            valueName: "KIND"))
    var kind: ChartKindOption?

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions
    @OptionGroup var figures: SettingsOptions
    @OptionGroup var style: ChartStyleOptions
    @OptionGroup var pantry: PantryOptions
    @OptionGroup var bodyFigures: BodyOptions

    /// The run the flags ask for (``NutriStatsCommandLine/ChartRun``).
    var plan: ChartRun {
        ChartRun(
            metric: metric, csv: csv, x: x, y: y, kind: kind, input: input.flags, period: period.flags,
            weekStart: period.weekStart, settings: figures.flags, pantry: pantry.flags, body: bodyFigures.flags,
            canvas: style.flags, title: style.title)
    }

    func validate() throws {
        _ = try source()
    }

    /// The data source the flags choose (``NutriStatsCommandLine/ChartRun/source(context:)``).
    func source() throws -> ChartSource {
        try usage { try plan.source(context: .terminal) }
    }

    func run() throws {
        let source = try source()
        let location = try usage { try plan.outputLocation() }
        try reportingInputErrors {
            Terminal.note(try plan.draw(source, to: location))
            Terminal.noteMissingFonts()
        }
    }
}
