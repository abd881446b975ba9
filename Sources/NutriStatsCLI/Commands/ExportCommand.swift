import ArgumentParser
import NutriStatsConfiguration
import NutritionData
import NutritionExport
import NutritionPresentation
import NutritionStats
import SafeOutput

/// `nutristats export`: one participant's days, entries, meals, activity, Daily Values, imports and,
/// with `--body`, body figures as tables for databases — an SQLite file or Hive-partitioned CSV (docs/export.md).
///
/// The command reads the inputs like `stats` and hands the period's figures to `NutritionExport`
/// (``ParticipantData``, whose `days` rows are the stats CSV writer's).
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

    func validate() throws {
        try usage { try input.flags.requireData() }
        guard (sqlite == nil) != (csv == nil) else { throw ValidationError(.oneDestination) }
        _ = try participantID()
    }

    func participantID() throws -> ParticipantID {
        guard let participant else { return .none }
        guard let id = ParticipantID(participant) else {
            throw ValidationError(.participant(participant, rule: ParticipantID.rule))
        }
        return id
    }

    /// The destination resolved once and checked against the inputs.
    func target() throws -> ExportTarget {
        let (option, given) = sqlite.map { ("--sqlite", $0) } ?? ("--csv", csv ?? "")
        // Only DIR/TABLE/participant=ID folders are replaced, and only when they hold nothing but
        // export files, so DIR itself may hold the inputs (a study folder with the export beside them).
        let location = try OutputPath.location(
            given, option: option, files: [figures.targetsFile].compactMap { $0 } + input.flags.files,
            folders: input.flags.folders, advice: "choose another \(option)")
        if sqlite != nil, location.name.utf8.count > ExportTarget.longestDatabaseName {
            throw ValidationError(
                .databaseName(given, bytes: location.name.utf8.count, most: ExportTarget.longestDatabaseName))
        }
        return sqlite != nil ? .sqlite(location) : .csv(location)
    }

    func run() throws {
        let target = try target()
        let participant = try participantID()
        let summary = try reportingInputErrors { () throws -> String? in
            let settings = try figures.settings(weekStart: period.weekStart)
            let selection = try period.selection(default: .all)
            let inputs = input.open()
            let foodLog = try inputs.readFoodLog()
            // Only the activity days the chosen period needs are read, as `stats` does; the figures
            // are the same as with a full read. With body files, the expenditure's window reaches
            // N − 1 days before the period.
            let days = NutritionStatistics.activityDays(
                for: selection, lastFoodDate: foodLog.entries.lazy.map(\.date).max(),
                weekStart: settings.weekStart)
            // With body files, the expenditure's window reaches N − 1 days before the period.
            let (body, activity) = try inputs.readBodyAndActivity(days: days, window: try bodyFigures.window())
            Terminal.notes(InputNotes.imports(foodLog: foodLog, activity: activity))
            guard
                let data = try participantData(
                    participant, selection: selection, foodLog: foodLog, activity: activity,
                    settings: settings, body: input.body.isEmpty ? nil : body)
            else { return nil }
            let tables = ExportTables.tables(data)
            for note in try target.write(tables, participant: participant) {
                Terminal.note("nutristats: note: \(target.location.given): " + note)
            }
            return "nutristats: "
                + ExportTables.summary(
                    tables, range: data.figures.range, participant: participant,
                    destination: target.location.given)
        }
        guard let summary else {
            Terminal.error(
                "the data holds no entries or activity, so there is nothing to export; "
                    + "give a period with --on, --week, --month or --from/--to")
            throw ExitStatus.data
        }
        Terminal.note(summary)
    }

    /// The export of the chosen period (every day of the data by default); nil when no period was
    /// chosen and the data is empty. `body`, when body files were given, fills the `body_days` table with
    /// the figures `stats --body` shows for the same period and flags.
    func participantData(
        _ participant: ParticipantID, selection: PeriodSelection, foodLog: FoodLog, activity: ActivityLog,
        settings: StatsSettings, body: BodyLog? = nil
    ) throws -> ParticipantData? {
        let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        guard let range = try statistics.resolve(selection) else { return nil }
        let bodyFigures = try body.map {
            BodyFigures(
                statistics: statistics, weights: DayWeights($0.readings), range: range,
                request: try self.bodyFigures.request(unit: input.weightUnit ?? .kilograms))
        }
        return ParticipantData(
            participant: participant, figures: statistics.period(range), foodLog: foodLog, activity: activity,
            body: bodyFigures, bodyLog: body ?? BodyLog())
    }
}
