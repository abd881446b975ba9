/// Reads body-measurement files (`--body FILE`) into a ``BodyLog``: weights, body fat and lean mass,
/// each file's format told by its content (``BodyDialect``), never by its name alone.
///
/// - Apple Health export.zip or export.xml, told by its first bytes: its `BodyMass`,
///   `BodyFatPercentage` and `LeanBodyMass` records (``HealthBodyParser``, ``HealthBodyRecord``).
/// - Fitbit's `weight-YYYY-MM-DD.json`, told by its content (`FitbitFileKind`): ``FitbitWeightParser``.
/// - CSV, told by its header: an Apple Health record CSV (``HealthBodyRecordsCSV``), Cronometer's
///   `biometrics.csv` (``CronometerBiometricsParser``), or a table with a column per metric — Health
///   Auto Export, Google Fit daily metrics, Withings `weight.csv`, MyFitnessPal's measurement summary,
///   a plain `date,weight_kg[,body_fat_pct]` (``BodyTableLayout``, ``BodyTableParser``).
///
/// Values are kept in kg and percent. The unit rule: a file that writes its unit is read in it;
/// MyFitnessPal's and Fitbit's files do not, and are read in ``weightUnit`` — without one, reading
/// stops with an error saying to give `--weight-unit kg` or `--weight-unit lb` (``MissingWeightUnit``).
/// Impossible values (``BodyValueLimits``) are errors.
///
/// Errors name the file, the line and the field. A bad row stops a strict read; with `--lenient` it is
/// skipped and counted (``BodyLog/skipped``). A file that cannot be read, is not CSV or JSON, or is not
/// a body file fails in both modes; for a food log or an activity file the error says what it is.
public struct BodyReader: Sendable {
    public var strictness: Strictness
    /// The unit of weights in files that do not write theirs (`--weight-unit`).
    public var weightUnit: WeightUnit?
    /// The order of slashed dates (`6/1/2021`) of spreadsheet re-saves (`--date-order`); nil lets each
    /// file's date column decide, as for food logs.
    public var dateOrder: DateOrder?
    /// The zone Apple Health timestamps are re-read in (`--time-zone`), as for activity.
    public var timeZone: RecordTimeZone?

    public init(
        strictness: Strictness = .strict, weightUnit: WeightUnit? = nil, dateOrder: DateOrder? = nil,
        timeZone: RecordTimeZone? = nil
    ) {
        self.strictness = strictness
        self.weightUnit = weightUnit
        self.dateOrder = dateOrder
        self.timeZone = timeZone
    }

    /// Reads `paths` in the order given; a reading's ``BodyReading/fileIndex`` is its file's position.
    ///
    /// Throws the first problem in command-line order and, within a file, in line order.
    public func read(paths: [String]) throws(InputError) -> BodyLog {
        var files: [BodyFileContents] = []
        for path in paths { files.append(try read(at: path)) }
        return Self.log(files)
    }

    /// The log of files read, in the order given (their readings numbered by position). Pure.
    static func log(_ files: [BodyFileContents]) -> BodyLog {
        var readings: [BodyReading] = []
        var skipped = SkippedRows()
        for (index, file) in files.enumerated() {
            for var reading in file.readings {
                reading.fileIndex = index
                readings.append(reading)
            }
            skipped.merge(file.issues.skipped)
        }
        // Stable: readings of one row (or of equal place) keep the file's order.
        let order = readings.indices.sorted { a, b in
            if readings[a].precedes(readings[b]) { return true }
            if readings[b].precedes(readings[a]) { return false }
            return a < b
        }
        return BodyLog(readings: order.map { readings[$0] }, files: files.map(\.summary), skipped: skipped)
    }

    /// Reads the file at `path`.
    func read(at path: String) throws(InputError) -> BodyFileContents {
        let expected = "expected body measurements (a CSV, a Fitbit weight log or an Apple Health export)"
        switch LocalFiles.kind(of: path) {
        case .missing: throw InputError(.io, file: path, problem: .noSuchFile(hint: expected))
        case .directory: throw InputError(.io, file: path, problem: .isAFolder(hint: expected))
        case .file:
            let input = try InputFile(path: path)
            if let export = try HealthExportDetection.layout(of: input) {
                return try readExport(input, layout: export)
            }
            if let fitbit = try FitbitFileKind.detect(input) {
                switch fitbit {
                case .weight:
                    return try FitbitWeightParser(file: path, strictness: strictness, weightUnit: weightUnit).run()
                case .foodLog: throw InputError(file: path, line: 1, problem: NotABodyFile.fitbitFoodLog.problem)
                case .minutes, .minutesOfUnnamedMetric:
                    throw InputError(file: path, line: 1, problem: NotABodyFile.fitbitMinutes.problem)
                }
            }
        case .other: break
        }
        return try read(bytes: try LocalFiles.readBytes(path: path, shownAs: path, expected: expected), file: path)
    }

    /// Reads an Apple Health export's body records.
    private func readExport(_ input: InputFile, layout: HealthExportLayout) throws(InputError) -> BodyFileContents {
        let parser: HealthBodyParser
        let contents: BodyFileContents
        switch layout.container {
        case .xml:
            parser = HealthBodyParser(
                file: input.path, dialect: .appleHealthExportXML, strictness: strictness, zone: timeZone)
            contents = parser.run(FileRangeSource(file: input, start: 0))
        case .zip(let member):
            parser = HealthBodyParser(
                file: input.path, dialect: .appleHealthExportZip, strictness: strictness, zone: timeZone)
            contents = parser.run(PipelinedSource(ZipMemberSource(file: input, member: member)))
        }
        if let failure = parser.failure { throw failure }
        return contents
    }

    /// Reads a CSV's bytes; `file` names it in messages. Pure.
    func read(bytes: [UInt8], file: String) throws(InputError) -> BodyFileContents {
        if let oura = OuraJSON.listKey(in: bytes) {
            throw InputError(
                file: file, line: oura.line, field: oura.key, problem: NotABodyFile.unread(.ouraJSON).problem)
        }
        if Self.startsLikeJSON(bytes) {
            throw InputError(
                file: file, line: 1,
                problem: .otherInput(
                    expected: .body,
                    found: "a JSON file that is not a "
                        + "Fitbit weight log ([{\"weight\": …, \"bmi\": …, \"date\": …}, …] in weight-YYYY-MM-DD.json)")
            )
        }
        if let records = HealthDietaryRecordsCSV.layout(of: bytes, file: file) {
            return try HealthBodyRecordsCSV.read(
                bytes: bytes, layout: records, file: file, strictness: strictness, zone: timeZone)
        }
        var stream = CSVRecords.Stream(bytes: bytes, file: file)
        guard let header = try stream.next() else {
            throw InputError(file: file, problem: .isEmpty(expected: Self.expectedHeaders))
        }
        let fields = header.fields.map { $0.trimmingSpaces() }
        if let layout = CronometerBiometricsParser.Layout(fields) {
            return try CronometerBiometricsParser(
                file: file, layout: layout, strictness: strictness, dateOrder: dateOrder
            ).run(stream)
        }
        if let layout = try BodyTableLayout.detect(fields, file: file) {
            return try BodyTableParser(
                file: file, layout: layout, strictness: strictness, dateOrder: dateOrder, weightUnit: weightUnit
            )
            .run(stream)
        }
        if let other = NotABodyFile.recognise(fields, file: file) {
            throw InputError(file: file, line: header.line, problem: other.problem)
        }
        let shown = fields.joined(separator: ",")
        throw InputError(
            file: file, line: header.line,
            problem: .expected("the header of " + Self.expectedHeaders, found: .quoted(shown)))
    }

    /// Whether `bytes` start (after a byte order mark and white space) with `[` or `{`: JSON, which no
    /// body CSV does.
    static func startsLikeJSON(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && (bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{"))
    }

    /// The formats a body CSV may have, for the unrecognised-header message.
    static let expectedHeaders = """
        a body measurements CSV: an Apple Health record CSV (…,type,unit,…,startDate,endDate,value with BodyMass records), \
        Health Auto Export (Date/Time,…,Weight & Body Mass (kg),Body Fat Percentage (%),…), \
        MyFitnessPal's Measurement-Summary (Date,Weight,…), Cronometer's biometrics.csv (Day,Time,Group,Metric,Unit,Amount), \
        Withings' weight.csv (Date,"Weight (kg)","Fat mass (kg)",…), Google Fit's daily metrics (Date,…,Average weight (kg),…) \
        or a plain CSV (date,weight_kg,body_fat_pct or date,weight_lb)
        """
}
