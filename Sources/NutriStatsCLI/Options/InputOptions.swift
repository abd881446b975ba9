import ArgumentParser
import Foundation
import NutritionData
import NutritionPresentation

/// The inputs every command reads: a storage folder or a history file, and activity files.
struct InputOptions: ParsableArguments {
    @OptionGroup var configuration: ConfigurationOptions

    @Option(name: .long, help: ArgumentHelp("A Nutrition shortcut storage folder.", valueName: "DIR"))
    var storage: String?

    @Option(name: .long, help: ArgumentHelp("A bare foodHistory.json, without the folder around it.", valueName: "FILE"))
    var history: String?

    @Option(name: .customLong("food-log"), help: ArgumentHelp(
        "A food log of another tracker (Cronometer servings.csv or dailysummary.csv, MyFitnessPal Nutrition-Summary CSV), Apple Health export.zip/export.xml (its dietary records) or Fitbit food_logs-N.json; repeat for each file. A day's food comes from one source: the storage folder first, then these files in the order given.",
        valueName: "FILE"))
    var foodLog: [String] = []

    @Option(name: .long, help: ArgumentHelp("How slashed dates (a spreadsheet's re-save) in food logs and daily activity files are read where the file cannot tell: mdy (1/2/2026 is 2 January) or dmy.", valueName: "ORDER"))
    var dateOrder: DateOrder?

    @Option(name: .long, help: ArgumentHelp("An activity file: Apple Health export.zip or export.xml, a CSV (Apple Health records, Health Auto Export, Google Fit, QS Access, MyFitnessPal Exercise-Summary, Withings aggregates_*.csv or plain), or Fitbit's steps-….json or calories-….json; repeat for each file.", valueName: "FILE"))
    var activity: [String] = []

    @Option(name: .long, help: ArgumentHelp("A body-measurement file (weight, body fat): Apple Health export.zip/export.xml or record CSV, Health Auto Export CSV, MyFitnessPal Measurement-Summary, Cronometer biometrics.csv, Withings weight.csv, Fitbit weight-….json, Google Fit daily metrics or date,weight_kg; repeat for each file.", valueName: "FILE"))
    var body: [String] = []

    @Option(name: .long, help: ArgumentHelp("The unit of body files that do not say theirs (MyFitnessPal, Fitbit), and of weights shown: kg or lb.", valueName: "UNIT"))
    var weightUnit: WeightUnit?

    @Flag(name: .long, help: "Skip bad rows and count them instead of stopping at the first one.")
    var lenient = false

    @Option(name: .long, help: ArgumentHelp("Which device wins where devices overlap: watch (default), phone, or only:TEXT for one source.", valueName: "PRIORITY"))
    var devicePriority: DevicePriority = .watchFirst

    @Option(name: .long, help: ArgumentHelp("Re-read Apple Health record timestamps (activity, and dietary records read by --food-log) on this zone's clock (an IANA name such as Europe/Lisbon) instead of the offset written in each; Apple writes the offset of the export's time. Also places Fitbit's UTC step minutes on this zone's local days.", valueName: "ZONE"))
    var timeZone: RecordTimeZone?

    @Flag(name: .customLong("no-cache"), help: "Neither use nor write the activity day index cache (also NUTRISTATS_NO_CACHE=1); see docs/inputs.md.")
    var noCache = false

    func validate() throws {
        if storage != nil && history != nil {
            throw ValidationError("Give --storage DIR or --history FILE, not both.")
        }
    }


    /// Whether any food input was given (--storage, --history or --food-log).
    var hasFoodInput: Bool { storage != nil || history != nil || !foodLog.isEmpty }


    var strictness: Strictness { lenient ? .lenient : .strict }


    /// Reads the food log: the storage folder or history file, then every --food-log file, combined
    /// day by day (see `FoodLogCombiner`); empty when no food input was given. Days left out are
    /// noted on stderr.
    func readFoodLog() throws(InputError) -> FoodLog {
        let reader = StorageReader(strictness: strictness)
        var log = FoodLog(entries: [])
        var baseName = ""
        if let storage {
            log = try reader.readFolder(at: storage)
            baseName = storage
        } else if let history {
            log = try reader.readHistoryFile(at: history)
            baseName = history
        }
        guard !foodLog.isEmpty else { return log }
        // Apple Health exports read as food logs honour --time-zone as activity does.
        let logReader = FoodLogReader(strictness: strictness, dateOrder: dateOrder, timeZone: timeZone)
        var files: [FoodLogReader.Contents] = []
        for path in foodLog { files.append(try logReader.read(at: path)) }
        log = FoodLogCombiner.combine(log, baseName: baseName, files: files)
        Terminal.notes(InputNotes.noteContinuations(log.foodLogFiles) + TotalsCheckText.notes(log.foodLogFiles)
            + SuspiciousAmountText.notes(log.foodLogFiles) + InputNotes.daysLeftOut(log.daysLeftOut))
        return log
    }

    /// Reads every body file given (empty without `--body`); skipped rows are told on stderr.
    func readBody() throws(InputError) -> BodyLog {
        guard !body.isEmpty else { return BodyLog() }
        let log = try BodyReader(strictness: strictness, weightUnit: weightUnit, dateOrder: dateOrder, timeZone: timeZone)
            .read(paths: body)
        Terminal.notes(InputNotes.skipped(log.skipped))
        return log
    }

    /// Reads every activity file given, keeping only the local days `days` when given (see
    /// `ActivityReader.read(paths:days:)`: rows outside those days are only looked at for their dates).
    func readActivity(days: ClosedRange<LocalDate>? = nil) throws -> ActivityLog {
        try activityReader().read(paths: activity, days: days)
    }

    /// The reader the activity files are read with: strictness, device priority, time zone and the
    /// day index cache (unless `--no-cache` or `NUTRISTATS_NO_CACHE`) as the flags say.
    func activityReader() throws -> ActivityReader {
        var reader = ActivityReader(strictness: strictness, priority: devicePriority)
        reader.timeZone = timeZone
        reader.dateOrder = dateOrder
        if !noCache { reader.dayIndexStore = ActivityDayIndexStore.user(environment: ProcessInfo.processInfo.environment) }
        return reader
    }
}
