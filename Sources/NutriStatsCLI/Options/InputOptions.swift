import ArgumentParser
import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData

/// The inputs every command reads: a storage folder or a history file, and activity files.
struct InputOptions: ParsableArguments {
    @OptionGroup var configuration: ConfigurationOptions

    @Option(name: .long, help: ArgumentHelp("A Nutrition shortcut storage folder.", valueName: "DIR"))
    var storage: String?

    @Option(
        name: .long, help: ArgumentHelp("A bare foodHistory.json, without the folder around it.", valueName: "FILE"))
    var history: String?

    @Option(
        name: .customLong("food-log"),
        help: ArgumentHelp(
            "A food log of another tracker (Cronometer servings.csv or dailysummary.csv, MyFitnessPal Nutrition-Summary CSV), Apple Health export.zip/export.xml (its dietary records) or Fitbit food_logs-N.json; repeat for each file. A day's food comes from one source: the storage folder first, then these files in the order given.",
            valueName: "FILE"))
    var foodLog: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How slashed dates (a spreadsheet's re-save) in food logs and daily activity files are read where the file cannot tell: mdy (1/2/2026 is 2 January) or dmy.",
            valueName: "ORDER"))
    var dateOrder: DateOrder?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "An activity file: Apple Health export.zip or export.xml, a CSV (Apple Health records, Health Auto Export, Google Fit, QS Access, MyFitnessPal Exercise-Summary, Withings aggregates_*.csv or plain), or Fitbit's steps-….json or calories-….json; repeat for each file.",
            valueName: "FILE"))
    var activity: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A body-measurement file (weight, body fat): Apple Health export.zip/export.xml or record CSV, Health Auto Export CSV, MyFitnessPal Measurement-Summary, Cronometer biometrics.csv, Withings weight.csv, Fitbit weight-….json, Google Fit daily metrics or date,weight_kg; repeat for each file.",
            valueName: "FILE"))
    var body: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The unit of body files that do not say theirs (MyFitnessPal, Fitbit), and of weights shown: kg or lb.",
            valueName: "UNIT"))
    var weightUnit: WeightUnit?

    @Flag(name: .long, help: "Skip bad rows and count them instead of stopping at the first one.")
    var lenient = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Which device wins where devices overlap: watch (default), phone, or only:TEXT for one source.",
            valueName: "PRIORITY"))
    var devicePriority: DevicePriority = .watchFirst

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Re-read Apple Health record timestamps (activity, and dietary records read by --food-log) on this zone's clock (an IANA name such as Europe/Lisbon) instead of the offset written in each; Apple writes the offset of the export's time. Also places Fitbit's UTC step minutes on this zone's local days.",
            valueName: "ZONE"))
    var timeZone: RecordTimeZone?

    @Flag(
        name: .customLong("no-cache"),
        help: "Neither use nor write the activity day index cache (also NUTRISTATS_NO_CACHE=1); see docs/inputs.md.")
    var noCache = false

    /// The flags as the library reads them (``InputFlags``).
    var flags: InputFlags {
        InputFlags(
            storage: storage, history: history, foodLogs: foodLog, activity: activity, body: body, dateOrder: dateOrder,
            weightUnit: weightUnit, lenient: lenient, devicePriority: devicePriority, timeZone: timeZone,
            noCache: noCache)
    }

    func validate() throws {
        try usage { try flags.check() }
    }

    /// `--lenient` or not.
    var strictness: Strictness { flags.strictness }

    /// The inputs the flags name, read as the library reads them for a run on the command line
    /// (``NutriStatsCommandLine/CommandInputs``). `kinds`: the files the command reads.
    func open(reading kinds: Set<InputKind> = [.foodLog, .activity, .body]) -> CommandInputs {
        CommandInputs(flags: flags, reading: kinds, context: .terminal)
    }
}
