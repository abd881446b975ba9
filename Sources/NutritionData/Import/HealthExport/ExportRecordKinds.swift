/// Which kinds of records an Apple Health export holds besides activity, told by a bounded scan: for
/// `nutristats config --init` (``InputKind/kinds(at:)``), which lists an export under each option
/// that would read something from it.
///
/// - dietary records (`HKQuantityTypeIdentifierDietary…`, what `--food-log` reads of an export:
///   ``HealthDietaryParser/isDietaryType(_:_:)``);
/// - body measurements: `BodyMass`, `BodyFatPercentage` or `LeanBodyMass` (``HealthBodyRecord/metric(of:)``).
///
/// The scan reads at most the first ``scanLimit`` bytes of export.xml (inflated from export.zip) and
/// stops as soon as it has seen both; a kind whose first record comes later is not found. Apple writes
/// an export's records grouped by type, so this can miss a kind in a large export whose earlier types
/// fill the first 256 MiB — the starter file is to be read and changed anyway.
final class ExportRecordKinds: ExportElementHandler {
    /// The most bytes of export.xml looked at.
    static let scanLimit: Int64 = 256 << 20

    private(set) var hasDietary = false
    private(set) var hasBody = false
    var stopsScan: Bool { hasDietary && hasBody }

    /// The kinds in the first `limit` bytes of the export `input` of the given layout; none when it
    /// cannot be read.
    static func scan(_ input: InputFile, layout: HealthExportLayout, limit: Int64 = scanLimit) -> ExportRecordKinds {
        let kinds = ExportRecordKinds()
        let source: ExportByteSource =
            switch layout.container {
            case .xml: FileRangeSource(file: input, start: 0)
            case .zip(let member): PipelinedSource(ZipMemberSource(file: input, member: member))
            }
        _ = ExportStreamReader(reportsMetadata: false).run(source, length: limit, handler: kinds)
        return kinds
    }

    func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        note(type, count)
        return false
    }

    func element(_ tag: ExportTag) {
        // A Record whose `type` was not its first attribute.
        if tag.element == .record, let type = tag.raw(.type) { note(type.bytes, type.count) }
    }

    func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem: InputProblem) {}

    private func note(_ type: UnsafePointer<UInt8>, _ count: Int) {
        if !hasDietary && HealthDietaryParser.isDietaryType(type, count) { hasDietary = true }
        if !hasBody && HealthBodyParser.isBodyType(type, count)
            && HealthBodyRecord.metric(of: XMLEntityDecoder.string(type, count: count)) != nil
        {
            hasBody = true
        }
    }
}
