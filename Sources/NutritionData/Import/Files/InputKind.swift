#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What kind of input a file or folder is, told from its first bytes the way the readers tell it:
/// for `nutristats config --init`, which writes a starter configuration naming the data it finds.
///
/// A guess only in that nothing is read past the first 64 KiB (a header line, a JSON list's first
/// element, an XML prolog); each reader still checks the whole file when it is read.
public enum InputKind: String, Sendable, Hashable, CaseIterable {
    /// A Nutrition shortcut storage folder (it holds `History/foodHistory.json`).
    case storage
    /// A bare `foodHistory.json`.
    case history
    /// A food log of another tracker (`--food-log`).
    case foodLog = "food-log"
    /// An activity file (`--activity`), Apple Health's export among them.
    case activity
    /// A body-measurement file (`--body`): a scale's weigh-ins.
    case body
    /// A KeepFresh pantry list (`--pantry`).
    case pantry

    /// How much of a file is looked at.
    static let headLength = 64 << 10

    /// The kind of input at `path`, or nil when it is none NutriStats reads (or cannot be read).
    public static func guess(at path: String) -> InputKind? {
        switch LocalFiles.kind(of: path) {
        case .directory:
            return LocalFiles.kind(of: StorageLayout.join(path, StorageLayout.history)) == .file ? .storage : nil
        case .file:
            return guess(head: head(of: path), path: path)
        case .missing, .other:
            return nil
        }
    }

    /// Every option the input at `path` can be given to, for a starter configuration: its
    /// ``guess(at:)``, and for an Apple Health export also ``foodLog`` when it holds dietary records and
    /// ``body`` when it holds weigh-ins, body fat or lean mass — found by a bounded scan of its first
    /// 256 MiB of XML (``ExportRecordKinds``); for a Health Auto Export CSV also ``foodLog`` when its
    /// header has the nutrition the food-log reader needs (``HealthAutoExportHeader/isFoodLog(_:)``).
    /// Empty when it is no input NutriStats reads.
    public static func kinds(at path: String) -> [InputKind] {
        guard let kind = guess(at: path) else { return [] }
        if kind == .activity, let header = csvHeader(head: head(of: path), path: path),
            HealthAutoExportHeader.isActivity(header), HealthAutoExportHeader.isFoodLog(header)
        {
            return [.activity, .foodLog]
        }
        guard kind == .activity, let input = try? InputFile(path: path),
            let layout = try? HealthExportDetection.layout(of: input)
        else { return [kind] }
        let found = ExportRecordKinds.scan(input, layout: layout)
        return [.activity] + (found.hasDietary ? [.foodLog] : []) + (found.hasBody ? [.body] : [])
    }

    /// The kind of a file named `path` that starts with `head`. Pure.
    public static func guess(head: [UInt8], path: String) -> InputKind? {
        let name = FileNameDate.name(of: path)
        if name == "foodHistory.json" { return .history }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return name.lowercased().hasSuffix(".zip") ? .activity : nil }
        let body = content(of: head)
        if body.first == UInt8(ascii: "<") {
            return String(decoding: body.prefix(4096), as: UTF8.self).contains("<HealthData") ? .activity : nil
        }
        if body.first == UInt8(ascii: "[") {
            let kind = body.withUnsafeBufferPointer { FitbitFileKind.detect(head: $0, path: path) }
            switch kind {
            case .minutes: return .activity
            case .foodLog: return .foodLog
            case .weight: return .body
            case .minutesOfUnnamedMetric, nil: return nil
            }
        }
        if body.first == UInt8(ascii: "{") {
            // A Parse server's export of KeepFresh's Items: `{"results": [...]}`.
            return String(decoding: body.prefix(4096), as: UTF8.self).contains("\"results\"") ? .pantry : nil
        }
        return guess(csvHead: body, path: path)
    }

    /// The kind of a CSV file by its header line. A Health Auto Export CSV that is both an activity
    /// file and a food log is ``activity`` here (``kinds(at:)`` gives both).
    private static func guess(csvHead: [UInt8], path: String) -> InputKind? {
        guard let header = csvHeader(csvHead: csvHead, path: path) else { return nil }
        if let dialect = FoodLogDialect.detect(header: header),
            dialect != .healthAutoExport || !HealthAutoExportHeader.isActivity(header)
        {
            return .foodLog
        }
        let names = Set(header.map { $0.lowercased() })
        if names.contains("itemname") && names.contains("expirydate") { return .pantry }
        if (try? ActivityHeader.layout(of: header, file: path)) != nil { return .activity }
        if let body = try? BodyTableLayout.detect(header, file: path), body != nil { return .body }
        return nil
    }

    /// The header fields (spaces trimmed) of a CSV file that starts with `head` (a byte order mark and
    /// blank lines skipped), or nil when its first line is not CSV.
    private static func csvHeader(head: [UInt8], path: String) -> [String]? {
        csvHeader(csvHead: content(of: head), path: path)
    }

    /// `head` from its first byte that is not a byte order mark, space, tab or line break.
    private static func content(of head: [UInt8]) -> [UInt8] {
        var start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < head.count, [0x20, 0x09, 0x0A, 0x0D].contains(head[start]) { start += 1 }
        return Array(head[start...])
    }

    /// The header fields (spaces trimmed) of CSV text that starts at its header line.
    private static func csvHeader(csvHead: [UInt8], path: String) -> [String]? {
        let lineEnd = csvHead.firstIndex(of: 0x0A) ?? csvHead.endIndex
        guard lineEnd < csvHead.endIndex || csvHead.count < headLength else { return nil }
        guard let lines = try? CSVRecords(bytes: Array(csvHead[..<min(csvHead.count, lineEnd + 1)]), file: path),
            let header = lines.records.first?.fields.map({ ActivityHeader.trimmingSpaces(Substring($0)) }),
            !header.isEmpty
        else { return nil }
        return header
    }

    /// The first ``headLength`` bytes of the file at `path` (empty when it cannot be read).
    private static func head(of path: String) -> [UInt8] {
        guard let (descriptor, _) = LocalFiles.openForReading(path) else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: headLength)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, headLength) }
        return count > 0 ? Array(bytes[..<count]) : []
    }
}
