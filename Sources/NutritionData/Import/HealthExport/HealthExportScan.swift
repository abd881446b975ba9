/// Reads one Apple Health export.zip or export.xml for several options at once — activity
/// (`--activity`), dietary records (`--food-log`) and body measurements (`--body`) — inflating and
/// scanning it **once**, instead of once per reader.
///
/// Each part present gives exactly what its reader gives for the file alone
/// (``ActivityReader/read(paths:days:)``, ``FoodLogReader/read(at:)``, ``BodyReader/read(paths:)``):
/// the parsers are the same, fed by one ``ExportStreamReader`` through an ``ExportElementFanOut``. An
/// export.xml is read on one core here (the activity reader alone splits a large one into parts).
///
/// ```swift
/// let scan = HealthExportScan(activity: ActivityReader(), foodLog: FoodLogReader(), body: BodyReader())
/// if try HealthExportScan.isHealthExport(path) {
///     let result = try scan.read(path: path)   // result.activity, result.foodLog, result.body
/// }
/// ```
public struct HealthExportScan: Sendable {
    /// Reads activity when set (its strictness, priority, time zone).
    public var activity: ActivityReader?
    /// Reads dietary records as a food log when set.
    public var foodLog: FoodLogReader?
    /// Reads body measurements when set.
    public var body: BodyReader?

    public init(activity: ActivityReader? = nil, foodLog: FoodLogReader? = nil, body: BodyReader? = nil) {
        self.activity = activity
        self.foodLog = foodLog
        self.body = body
    }

    /// What the scan gave: one part per reader set.
    public struct Result: Sendable {
        public var activity: ActivityLog?
        public var foodLog: FoodLogReader.Contents?
        public var body: BodyLog?
    }

    /// Whether the file at `path` is an Apple Health export.zip or export.xml (told by its first bytes,
    /// as every reader tells it); false for any other file.
    ///
    /// - Throws: ``InputError`` when the file cannot be opened, or is a zip or an XML file that is not
    ///   an export (the error says what it holds).
    public static func isHealthExport(_ path: String) throws(InputError) -> Bool {
        try HealthExportDetection.layout(of: try InputFile(path: path)) != nil
    }

    /// Scans the export at `path` once for every reader set; activity keeps only the local days in
    /// `activityDays` when given (as ``ActivityReader/read(paths:days:)``).
    ///
    /// Throws the first problem of the parts in the order activity, food log, body — as reading the
    /// file with each reader in that order would: a file that is not an export, or that cannot be read,
    /// and in strict mode a part's first bad record.
    public func read(path: String, activityDays: ClosedRange<LocalDate>? = nil) throws(InputError) -> Result {
        let parts = try scan(path: path, activityDays: activityDays)
        var result = Result()
        if let activity = parts.activity {
            var combiner = ActivityCombiner(files: [(path, .healthExport(parts.layout))], window: parts.activityWindow)
            try combiner.addHealthExportPart(activity, file: 0, strictness: self.activity?.strictness ?? .strict)
            result.activity = combiner.finish()
        }
        result.foodLog = try parts.foodLog?.get()
        result.body = try parts.body.map { contents throws(InputError) in BodyReader.log([try contents.get()]) }
        return result
    }

    /// What one scan gave each part, before it is combined with other files: the activity part as the
    /// activity reader folds it in (``ActivityReader``), the food log and body contents or their first
    /// problem, each thrown only when that part is asked for.
    struct Parts: Sendable {
        var layout: HealthExportLayout
        /// The local day numbers the activity part was read for (nil: every day).
        var activityWindow: ClosedRange<Int>?
        var activity: HealthExportPartResult?
        var foodLog: Swift.Result<FoodLogReader.Contents, InputError>?
        var body: Swift.Result<BodyFileContents, InputError>?
    }

    /// Scans the export at `path` once for every reader set (see ``read(path:activityDays:)``); the
    /// food log's and the body's summaries and messages name the file `foodLogName` and `bodyName`
    /// (the path as given to that option; `path` when nil).
    ///
    /// - Throws: ``InputError`` when the file cannot be opened or is not an export.
    func scan(
        path: String, activityDays: ClosedRange<LocalDate>?, foodLogName: String? = nil,
        bodyName: String? = nil
    ) throws(InputError) -> Parts {
        let input = try InputFile(path: path)
        guard let layout = try HealthExportDetection.layout(of: input) else {
            throw InputError(
                file: path, line: 1,
                problem: .expected("an Apple Health export.zip or export.xml", found: "another file"))
        }
        let reader = ExportStreamReader(reportsMetadata: foodLog != nil)
        let window = activityDays.map { $0.lowerBound.dayNumber...$0.upperBound.dayNumber }
        let dietaryFile = foodLogName ?? path
        let bodyFile = bodyName ?? path
        let dietary = foodLog.map {
            HealthDietaryParser(file: dietaryFile, strictness: $0.strictness, zone: $0.timeZone, reader: reader)
        }
        let isZip = if case .zip = layout.container { true } else { false }
        let bodyParser = body.map {
            HealthBodyParser(
                file: bodyFile, dialect: isZip ? .appleHealthExportZip : .appleHealthExportXML,
                strictness: $0.strictness,
                zone: $0.timeZone, reader: reader)
        }
        let activityParser = activity.map {
            HealthExportParser(
                file: path, strictness: $0.strictness, priority: $0.priority, window: window, zone: $0.timeZone,
                reader: reader)
        }
        let source: ExportByteSource =
            switch layout.container {
            case .xml: FileRangeSource(file: input, start: 0)
            case .zip(let member): PipelinedSource(ZipMemberSource(file: input, member: member))
            }
        let fanOut = ExportElementFanOut(dietary: dietary, body: bodyParser, activity: activityParser, reader: reader)
        let outcome = fanOut.stopsScan ? .finished : reader.run(source, length: nil, handler: fanOut)

        var parts = Parts(layout: layout, activityWindow: window, activity: activityParser?.finish(outcome))
        if let dietary {
            let output = dietary.finish(outcome)
            parts.foodLog =
                if let failure = output.failure { .failure(failure) } else {
                    .success(
                        HealthDietaryEntries.contents(
                            output, file: dietaryFile, dialect: isZip ? .appleHealthExportZip : .appleHealthExportXML))
                }
        }
        if let bodyParser {
            let contents = bodyParser.finish(outcome)
            parts.body = if let failure = bodyParser.failure { .failure(failure) } else { .success(contents) }
        }
        return parts
    }
}
