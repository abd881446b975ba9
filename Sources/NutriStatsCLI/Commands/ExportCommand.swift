import ArgumentParser
import NutriStatsCommandLine
import NutritionExport

/// `nutristats export`: one participant's days, entries, meals, activity, Daily Values, imports and,
/// with `--body`, body figures as tables for databases — an SQLite file or Hive-partitioned CSV (docs/export.md).
///
/// The command asks the library's run (``NutriStatsCommandLine/ExportRun``), which reads the inputs like
/// `stats` and hands the period's figures to `NutritionExport`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Tables for databases: days, entries, meals, activity_days, daily_values, imports, body_days, "
            + "day_nutrients (SQLite or partitioned CSV).",
        discussion: """
            Without a period flag, every day of the data is exported. Running the export again for the \
            same --participant replaces that participant's rows (in SQLite in one transaction; in CSV \
            each table's participant=ID folder is swapped atomically); other participants are never \
            touched. The days table holds the figures of `stats --format csv`, digit for digit; with --body FILE, \
            body_days holds the weight, trend and expenditure of `stats --body` (empty without body files). \
            See docs/export.md for every column.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions
    @OptionGroup var figures: SettingsOptions
    @OptionGroup var bodyFigures: BodyOptions

    @Option(
        name: .long, help: ArgumentHelp("An SQLite database to write into (created when missing).", valueName: "FILE"))
    var sqlite: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A folder to write Hive-partitioned CSV into: TABLE/participant=ID/year=YYYY/part.csv (created when missing).",
            valueName: "DIR"))
    var csv: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Tags every row; an earlier export of the same ID is replaced. \(ParticipantID.rule).",
            valueName: "ID"))
    var participant: String?

    /// The run the flags ask for.
    var plan: ExportRun {
        ExportRun(
            input: input.flags, period: period.flags, weekStart: period.weekStart, settings: figures.flags,
            body: bodyFigures.flags, sqlite: sqlite, csv: csv, participant: participant)
    }

    func validate() throws {
        try usage { try plan.check() }
    }

    func run() throws {
        let target = try usage { try plan.target() }
        let participant = try usage { try plan.participantID() }
        Terminal.note(
            try reportingInputErrors { try plan.write(to: target, participant: participant, context: .terminal) })
    }
}
