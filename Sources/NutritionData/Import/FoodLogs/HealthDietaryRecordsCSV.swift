/// Reads an Apple Health **record CSV** given as a food log: the dietary records the common export.xml
/// converters write, one per line (`sourceName,sourceVersion,device,type,unit,creationDate,startDate,
/// endDate,value` or `type,sourceName,sourceVersion,unit,…`), with types written either whole
/// (`HKQuantityTypeIdentifierDietaryProtein`) or without their prefix (`DietaryProtein`).
///
/// Records become entries as an export's records outside food correlations do
/// (``HealthDietaryEntries``): those of one source and start time are one entry. A CSV has no
/// correlations, so there is nothing to count once. Units and nutrients are `HealthDietaryType`'s;
/// timestamps carry their offset and are re-read in `--time-zone` when given. Types that are not
/// dietary (steps, energy burned) are counted, not read; dietary types beyond the 17 are read into
/// ``LogEntry/otherNutrients`` and, like types the catalogue does not know, counted by type. A record CSV without any dietary record is activity data, or body measurements when it has body
/// records, and the error says so.
///
/// Lines are split by the activity reader's `CSVLineSplitter`, which takes the converters' `\"` escape
/// as well as `""`; a field cannot span lines.
///
/// - Complexity: O(n) in the file's bytes; memory grows with the dietary records kept.
enum HealthDietaryRecordsCSV {
    /// The prefix HealthKit's quantity types share, which some converters leave out.
    static let typePrefix = "HKQuantityTypeIdentifier"

    /// The record layout of the file's first line when it is an Apple Health record CSV's header, else
    /// nil. Read before the file is parsed as RFC 4180, whose quotes the converters' `\"` would break.
    static func layout(of bytes: [UInt8], file: String) -> RecordLayout? {
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        let first = Array(bytes[start..<end])
        let splitter = CSVLineSplitter(capacity: ActivityHeader.maximumColumns)
        let fields: [String]? = first.withUnsafeBufferPointer { line in
            guard let base = line.baseAddress, splitter.split(base, count: line.count) == nil,
                splitter.fieldCount <= ActivityHeader.maximumColumns
            else { return nil }
            return (0..<splitter.fieldCount).map { splitter.text($0, of: base).trimmingSpaces() }
        }
        guard let fields, fields.contains("sourceName"), fields.contains("startDate"),
            case .records(let layout)? = try? ActivityHeader.layout(of: fields, file: file)
        else { return nil }
        return layout
    }

    /// Reads the lines of `bytes` after its header (`layout`), as dietary records.
    static func read(
        bytes: [UInt8], layout: RecordLayout, file: String, strictness: Strictness, zone: RecordTimeZone?
    ) throws(InputError) -> FoodLogReader.Contents {
        var output = HealthDietaryParser.Output(issues: ImportIssues(strictness: strictness))
        var unusedIndex: [String: Int] = [:]
        var otherRecords = 0
        var bodyRecords = 0
        var zoneCache = RecordTimeZone.Cache()
        try RecordCSVLines.forEach(
            bytes, columns: layout.columns.count, file: file,
            problem: { (error: InputError) throws(InputError) in
                try output.issues.skip(error)
            },
            record: { (lineNumber: Int, text: (Int) -> String) throws(InputError) in
                func problem(_ field: String?, _ text: InputProblem) throws(InputError) {
                    try output.issues.skip(InputError(file: file, line: lineNumber, field: field, problem: text))
                }
                let written = text(layout.type)
                let type = written.hasPrefix(typePrefix) ? written : typePrefix + written
                guard HealthDietaryType.isDietary(type) else {
                    otherRecords += 1
                    if HealthBodyRecord.metric(of: type) != nil { bodyRecords += 1 }
                    return
                }
                output.rows += 1
                let nutrient = HealthDietaryType.nutrient(of: type)
                if nutrient == nil {
                    let shown = RecordType.displayName(type)
                    if let index = unusedIndex[shown] {
                        output.unusedTypes[index].records += 1
                    } else {
                        unusedIndex[shown] = output.unusedTypes.count
                        output.unusedTypes.append((shown, 1))
                    }
                }
                guard let nutrient else { return }
                let unit = text(layout.unit)
                guard let factor = HealthDietaryType.factor(unit: unit, to: nutrient) else {
                    try problem(
                        "unit",
                        .expected("\(nutrient.acceptedUnits) for \(RecordType.displayName(type))", found: .quoted(unit))
                    )
                    return
                }
                let valueText = text(layout.value)
                let limit = NutrientBounds.physicalMaximum(nutrient.unit)
                guard let number = EntryFields.decimalNumber(valueText), number.isFinite, number >= 0,
                    number * factor <= limit
                else {
                    try problem(
                        "value", .numberOutOfRange(limit: limit, unit: nutrient.unit.symbol, found: .quoted(valueText)))
                    return
                }
                let startText = text(layout.startDate)
                var startBytes = Array(startText.utf8)
                let parsed = startBytes.withUnsafeMutableBufferPointer { stamp in
                    stamp.baseAddress.flatMap { ByteTimestamp.parseZoned(UnsafePointer($0), count: stamp.count) }
                }
                guard let parsed else {
                    try problem(
                        "startDate", .expected("a timestamp like 2024-05-14 08:12:33 -0500", found: .quoted(startText)))
                    return
                }
                let startStamp = zone.map { $0.reread(parsed, cache: &zoneCache) } ?? parsed
                let source = text(layout.sourceName)
                let key = [type, source, startText, text(layout.endDate), valueText, unit].joined(separator: "\u{1F}")
                output.loose.append(
                    HealthDietaryParser.Record(
                        nutrient: nutrient, amount: number * factor + 0, source: source, start: startStamp, key: key,
                        foodType: nil, line: lineNumber))
            })
        guard output.rows > 0 || bodyRecords == 0 else {
            throw InputError(
                file: file, line: 1,
                problem: .otherInput(
                    expected: .foodLog,
                    found: "an Apple Health record CSV of body measurements "
                        + "(BodyMass, BodyFatPercentage or LeanBodyMass records, no dietary record); give it with --body"
                ))
        }
        guard output.rows > 0 else {
            let records =
                otherRecords == 1 ? "its 1 record" : "its \(EntryFields.grouped(Double(otherRecords))) records"
            throw InputError(
                file: file, line: 1,
                problem: .stated(
                    NotAFoodLog.activity(.appleHealthRecords).problem.description
                        + " (no dietary record among \(records))"))
        }
        return HealthDietaryEntries.contents(output, file: file, dialect: .appleHealthRecordsCSV)
    }
}
