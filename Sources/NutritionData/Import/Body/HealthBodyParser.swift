#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the body records of an Apple Health export.xml (or the one inflated from export.zip) in one
/// streaming pass, with the same ``ExportElementScanner`` as the activity and food-log readers.
///
/// A Record whose type is not a body type is skipped as soon as its `type` is read; body records are
/// read by ``HealthBodyRecord`` (the same rule as the record CSVs). Records inside a correlation are
/// read like any other (Health writes body records outside correlations). Problems are located by line
/// and attribute; a strict read stops at its first.
///
/// Memory: the ``ExportStreamReader``'s buffer plus the readings.
final class HealthBodyParser: ExportElementHandler {
    private let zone: RecordTimeZone?
    private var zoneCache = RecordTimeZone.Cache()
    private let reader: ExportStreamReader
    private(set) var contents: BodyFileContents
    /// The error that ends a strict read (or a read error in either mode).
    private(set) var failure: InputError?

    /// A parser of `file` (named in messages); `reader` is the pass it is fed by (its own by default),
    /// which gives line numbers.
    init(
        file: String, dialect: BodyDialect, strictness: Strictness, zone: RecordTimeZone?,
        reader: ExportStreamReader = ExportStreamReader(reportsMetadata: false)
    ) {
        self.zone = zone
        self.reader = reader
        self.contents = BodyFileContents(file: file, dialect: dialect, strictness: strictness)
    }

    /// Reads `source` to its end (or to the first problem of a strict read).
    func run(_ source: ExportByteSource) -> BodyFileContents {
        finish(reader.run(source, length: nil, handler: self))
    }

    /// The readings once the pass that fed this parser has ended with `outcome`.
    func finish(_ outcome: ExportStreamReader.Outcome) -> BodyFileContents {
        if case .failed(let error) = outcome, failure == nil {
            failure = error
        }
        return contents
    }

    // MARK: Elements

    private static let bodyPrefix: StaticString = "HKQuantityTypeIdentifierBody"
    private static let leanPrefix: StaticString = "HKQuantityTypeIdentifierLeanBodyMass"

    func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        Self.isBodyType(type, count)
    }

    /// Whether the raw type names a body type (read or counted).
    static func isBodyType(_ type: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for prefix in [bodyPrefix, leanPrefix]
        where count >= prefix.utf8CodeUnitCount
            && memcmp(type, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
        {
            return true
        }
        return false
    }

    func element(_ tag: ExportTag) {
        guard tag.element == .record, let raw = tag.raw(.type), Self.isBodyType(raw.bytes, raw.count) else { return }
        let type = text(.type, tag)
        guard let metric = HealthBodyRecord.metric(of: type) else {
            contents.rows += 1
            contents.countUnused(HealthBodyRecord.displayName(type))
            return
        }
        contents.rows += 1
        let shown = "in a \(HealthBodyRecord.displayName(type)) Record"
        for attribute in [ExportAttribute.unit, .value, .startDate] where !tag.has(attribute) {
            return problem(at: tag.start, field: attribute.name, .partMissing(.attribute, context: "\(shown)"))
        }
        do throws(HealthBodyRecord.Problem) {
            let reading = try HealthBodyRecord.reading(
                metric, type: type, unit: text(.unit, tag), value: text(.value, tag), start: text(.startDate, tag),
                source: text(.sourceName, tag), zone: zone, cache: &zoneCache, line: line(at: tag.start))
            contents.readings.append(reading)
        } catch {
            problem(at: tag.start, field: error.field, error.message)
        }
    }

    /// A strict read stops at its first problem.
    var stopsScan: Bool { failure != nil }

    func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem text: InputProblem) {
        // A tag that cannot be read may have been a body record: it counts as a row read (and skipped).
        contents.rows += 1
        problem(at: start, field: attribute, text)
    }

    // MARK: Values and problems

    /// The 1-based line of buffer index `index`.
    private func line(at index: Int) -> Int {
        reader.newlines(before: index) + 1
    }

    /// The attribute's value, entities decoded ("" when absent).
    private func text(_ attribute: ExportAttribute, _ tag: ExportTag) -> String {
        tag.raw(attribute).map { XMLEntityDecoder.string($0.bytes, count: $0.count) } ?? ""
    }

    private func problem(at index: Int, field: String?, _ text: InputProblem) {
        let error = InputError(file: contents.file, line: line(at: index), field: field, problem: text)
        do throws(InputError) {
            try contents.skip(error)
        } catch {
            if failure == nil { failure = error }
        }
    }
}
