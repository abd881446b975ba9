import NutriStatsConfiguration
import NutritionData
import NutritionExport
import NutritionPresentation
import NutritionStats
import SafeOutput

/// One run of `nutristats export`: its flags as given and checked (``check()``), the destination
/// (``target()``), and the export itself (``write(to:participant:context:)``): the inputs read like
/// `stats`, the period's figures handed to `NutritionExport` (``NutritionExport/ParticipantData``,
/// whose `days` rows are the stats CSV writer's).
package struct ExportRun: Sendable {
    package var input: InputFlags
    package var period: PeriodFlags
    package var weekStart: WeekStart
    package var settings: SettingsFlags
    package var body: BodyFlags
    /// `--sqlite FILE` or `--csv DIR`: one of them.
    package var sqlite: String?
    package var csv: String?
    /// `--participant ID`, as typed.
    package var participant: String?

    /// A run with these flags, as given.
    package init(
        input: InputFlags, period: PeriodFlags = PeriodFlags(), weekStart: WeekStart = .monday,
        settings: SettingsFlags = SettingsFlags(), body: BodyFlags = BodyFlags(), sqlite: String? = nil,
        csv: String? = nil, participant: String? = nil
    ) {
        self.input = input
        self.period = period
        self.weekStart = weekStart
        self.settings = settings
        self.body = body
        self.sqlite = sqlite
        self.csv = csv
        self.participant = participant
    }

    /// Some data, one destination, a participant ID as ``NutritionExport/ParticipantID/rule`` says.
    package func check() throws(UsageProblem) {
        try input.requireData()
        guard (sqlite == nil) != (csv == nil) else { throw .oneDestination }
        _ = try participantID()
    }

    /// `--participant`; ``NutritionExport/ParticipantID/none`` when not given.
    package func participantID() throws(UsageProblem) -> ParticipantID {
        guard let participant else { return .none }
        guard let id = ParticipantID(participant) else { throw .participant(participant, rule: ParticipantID.rule) }
        return id
    }

    /// The destination resolved once and checked against the inputs. Only DIR/TABLE/participant=ID
    /// folders are replaced, and only when they hold nothing but export files, so DIR itself may hold
    /// the inputs (a study folder with the export beside them).
    package func target() throws(UsageProblem) -> ExportTarget {
        let (option, given) = sqlite.map { ("--sqlite", $0) } ?? ("--csv", csv ?? "")
        let location = try OutputLocation.checked(
            given, option: option, files: [settings.targetsFile].compactMap { $0 } + input.files,
            folders: input.folders, advice: "choose another \(option)")
        if sqlite != nil, location.name.utf8.count > ExportTarget.longestDatabaseName {
            throw .databaseName(given, bytes: location.name.utf8.count, most: ExportTarget.longestDatabaseName)
        }
        return sqlite != nil ? .sqlite(location) : .csv(location)
    }

    /// Reads the inputs, writes the chosen period's tables (every day of the data by default) of
    /// `participant` to `target`, and returns what it wrote: `nutristats: exported … to …: 7 days, …`.
    /// Only the activity days the period needs are read, as `stats` does; with body files, the
    /// expenditure's window reaches N − 1 days before the period. Empty data without a period is
    /// ``NoDataProblem/export``; notes go to `context.notes`.
    package func write(to target: ExportTarget, participant: ParticipantID, context: CommandContext) throws -> String {
        let settings = try self.settings.settings(weekStart: weekStart)
        let selection = try period.selection(default: .all)
        let inputs = CommandInputs(flags: input, context: context)
        let foodLog = try inputs.readFoodLog()
        let days = NutritionStatistics.activityDays(
            for: selection, lastFoodDate: foodLog.entries.lazy.map(\.date).max(), weekStart: settings.weekStart)
        let (bodyLog, activity) = try inputs.readBodyAndActivity(days: days, window: try body.window())
        context.notes(InputNotes.imports(foodLog: foodLog, activity: activity))
        let data = try participantData(
            participant, selection: selection, foodLog: foodLog, activity: activity, settings: settings,
            body: input.body.isEmpty ? nil : bodyLog)
        let tables = ExportTables.tables(data)
        context.notes(
            try target.write(tables, participant: participant).map {
                "nutristats: note: \(target.location.given): " + $0
            })
        return "nutristats: "
            + ExportTables.summary(
                tables, range: data.figures.range, participant: participant, destination: target.location.given)
    }

    /// The export of `selection` of the figures of `foodLog` and `activity`. `body`, when body files were given, fills the
    /// `body_days` table with the figures `stats --body` shows for the same period and flags. A selection
    /// with no day in the data (the default, everything, of empty data) is ``NoDataProblem/export``.
    package func participantData(
        _ participant: ParticipantID, selection: PeriodSelection, foodLog: FoodLog, activity: ActivityLog,
        settings: StatsSettings, body: BodyLog? = nil
    ) throws -> ParticipantData {
        let statistics = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        guard let range = try statistics.resolve(selection) else { throw NoDataProblem.export }
        let bodyFigures = try body.map {
            BodyFigures(
                statistics: statistics, weights: DayWeights($0.readings), range: range,
                request: try self.body.request(unit: input.weightUnit ?? .kilograms))
        }
        return ParticipantData(
            participant: participant, figures: statistics.period(range), foodLog: foodLog, activity: activity,
            body: bodyFigures, bodyLog: body ?? BodyLog())
    }
}
