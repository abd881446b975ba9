/// Reads and decodes the header line of an activity file.
enum HeaderReader {
    /// A file opened, its header read and its layout known.
    struct Opened: Sendable {
        var file: InputFile
        var layout: ActivityLayout
        /// The offset of the first data line.
        var dataStart: Int64
    }

    /// Opens `path` and detects the dialect: an Apple Health export.xml or export.zip by its first
    /// bytes (``HealthExportDetection``), a Fitbit JSON file by its content and name
    /// (``FitbitFileKind``), else a CSV by its line 1 (a UTF-8 byte-order mark is skipped).
    /// An Oura JSON export, told by its first bytes too (``OuraJSON``), is an error saying so.
    static func open(_ path: String) throws(InputError) -> Opened {
        let file = try InputFile(path: path)
        if let export = try HealthExportDetection.layout(of: file) {
            return Opened(file: file, layout: .healthExport(export), dataStart: 0)
        }
        if let fitbit = try FitbitFileKind.detect(file) {
            return Opened(file: file, layout: try fitbitLayout(fitbit, path: path), dataStart: 0)
        }
        if let oura = try OuraJSON.listKey(in: file) {
            throw InputError(
                .data, file: path, line: oura.line, field: oura.key, problem: OtherExport.unread(.ouraJSON).problem)
        }
        let reader = LineReader(file: file, start: 0, end: max(file.size, 1), bufferSize: 0)
        switch reader.nextLine() {
        case .end:
            throw InputError(.data, file: path, line: 1, problem: .expected("a header line", found: "an empty file"))
        case .failed(let code):
            throw InputError(.io, file: path, problem: .cannotRead(reason: InputFile.describe(code)))
        case .tooLong:
            throw InputError(
                .data, file: path, line: 1,
                problem: .tooLong(.headerLine, limit: LineReader.maximumLineLength))
        case .line(var bytes, var count):
            if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
                bytes += 3
                count -= 3
            }
            guard count > 0 else {
                throw InputError(.data, file: path, line: 1, problem: .emptyHeaderLine)
            }
            let splitter = CSVLineSplitter(capacity: ActivityHeader.maximumColumns)
            if let problem = splitter.split(bytes, count: count) {
                switch problem {
                case .unterminatedQuote(let field):
                    throw InputError(
                        .data, file: path, line: 1,
                        problem: .expected("a closing quote in header column \(field + 1)", found: "none"))
                case .textAfterClosingQuote(let field):
                    throw InputError(
                        .data, file: path, line: 1,
                        problem: .expected(
                            "a comma after the closing quote of header column \(field + 1)", found: "more text"))
                }
            }
            guard splitter.fieldCount <= ActivityHeader.maximumColumns else {
                throw InputError(
                    .data, file: path, line: 1,
                    problem: .expected(
                        "at most \(ActivityHeader.maximumColumns) columns", found: "\(splitter.fieldCount)"))
            }
            let fields = (0..<splitter.fieldCount).map {
                ActivityHeader.trimmingSpaces(Substring(splitter.text($0, of: bytes)))
            }
            let dataStart = reader.lineOffset
            let layout = try ActivityHeader.layout(of: fields, file: path) { nextRow(reader, splitter) }
            return Opened(file: file, layout: layout, dataStart: dataStart)
        }
    }

    /// The layout of a Fitbit file given as activity, or the error saying what it is instead.
    private static func fitbitLayout(_ kind: FitbitFileKind, path: String) throws(InputError) -> ActivityLayout {
        switch kind {
        case .minutes(let metric): return .fitbit(metric)
        case .minutesOfUnnamedMetric: throw FitbitFileKind.unnamedMetricError(file: path)
        case .weight: throw FitbitFileKind.weightLogError(file: path, expected: "activity data")
        case .foodLog:
            throw InputError(
                .data, file: path, line: 1,
                problem: .otherInput(
                    expected: .activity,
                    found:
                        "a Fitbit food log (food_logs-N.json), which is not read as activity; give it with --food-log"))
        }
    }

    /// The fields of the next line `reader` gives (decoded, spaces trimmed); nil at the end, on a
    /// failed read, a line too long or one that is not CSV.
    private static func nextRow(_ reader: LineReader, _ splitter: CSVLineSplitter) -> [String]? {
        guard case .line(let bytes, let count) = reader.nextLine(), splitter.split(bytes, count: count) == nil,
            splitter.fieldCount <= ActivityHeader.maximumColumns
        else { return nil }
        return (0..<splitter.fieldCount).map { ActivityHeader.trimmingSpaces(Substring(splitter.text($0, of: bytes))) }
    }
}
