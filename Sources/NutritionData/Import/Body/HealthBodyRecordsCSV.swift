/// Reads an Apple Health **record CSV** given as body measurements: the records the common export.xml
/// converters write, one per line (`sourceName,sourceVersion,device,type,unit,creationDate,startDate,
/// endDate,value` or `type,sourceName,sourceVersion,unit,…`), types written whole
/// (`HKQuantityTypeIdentifierBodyMass`) or without their prefix (`BodyMass`). Told by its header
/// (``HealthDietaryRecordsCSV/layout(of:file:)``, the one test for such files).
///
/// Body records are read by ``HealthBodyRecord`` (as in export.xml); other body types are counted as
/// unused. A record CSV without any body record is activity or dietary data, and the error says so.
enum HealthBodyRecordsCSV {
    /// Reads the lines of `bytes` after its header (`layout`).
    static func read(
        bytes: [UInt8], layout: RecordLayout, file: String, strictness: Strictness, zone: RecordTimeZone?
    ) throws(InputError) -> BodyFileContents {
        var contents = BodyFileContents(file: file, dialect: .appleHealthRecordsCSV, strictness: strictness)
        var otherRecords = 0
        var cache = RecordTimeZone.Cache()
        try RecordCSVLines.forEach(
            bytes, columns: layout.columns.count, file: file,
            problem: { (error: InputError) throws(InputError) in
                contents.rows += 1
                try contents.skip(error)
            },
            record: { (line: Int, text: (Int) -> String) throws(InputError) in
                let type = text(layout.type)
                guard let metric = HealthBodyRecord.metric(of: type) else {
                    if HealthBodyRecord.isOtherBodyType(type) {
                        contents.rows += 1
                        contents.countUnused(HealthBodyRecord.displayName(type))
                    } else {
                        otherRecords += 1
                    }
                    return
                }
                contents.rows += 1
                do throws(HealthBodyRecord.Problem) {
                    contents.readings.append(
                        try HealthBodyRecord.reading(
                            metric, type: type, unit: text(layout.unit), value: text(layout.value),
                            start: text(layout.startDate),
                            source: text(layout.sourceName), zone: zone, cache: &cache, line: line))
                } catch {
                    try contents.skip(InputError(file: file, line: line, field: error.field, problem: error.message))
                }
            })
        guard contents.rows > 0 || otherRecords == 0 else {
            let records =
                otherRecords == 1 ? "its 1 record" : "its \(EntryFields.grouped(Double(otherRecords))) records"
            throw InputError(
                file: file, line: 1,
                problem: .expected(
                    "body measurements (BodyMass, BodyFatPercentage or LeanBodyMass records)",
                    found: .shown(
                        "an Apple Health record CSV without any among \(records); give activity records with --activity "
                            + "and dietary ones with --food-log")))
        }
        return contents
    }
}
