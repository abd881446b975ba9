/// Hands each element of one export.xml pass to several consumers (the activity, food-log and body
/// parsers), so an export given to several options is inflated and scanned once (``HealthExportScan``).
///
/// Each consumer sees exactly what it would see in a pass of its own:
/// - a Record whose `type` is offered (``ExportElementHandler/wantsRecord(type:count:at:in:)``) reaches
///   only the consumers that wanted it; each is asked once per tag, even when the tag is offered again
///   after a buffer refill (a tag is known by its offset in the pass, ``ExportStreamReader/bufferOffset``);
/// - a tag found malformed after its type was offered is reported only to those that wanted it; a
///   malformed `MetadataEntry` or `</Record>` only to consumers whose own pass reports metadata;
/// - a consumer that asked to stop (its strict read's first problem) gets nothing more; the pass stops
///   when every consumer has.
/// Consumers are called in the order given: put those that locate problems by a tag's start before
/// those that locate them by an attribute inside it (``ExportStreamReader/newlines(before:)`` is asked
/// in increasing order).
final class ExportElementFanOut: ExportElementHandler {
    /// One consumer, and whether its own pass would report `MetadataEntry` and `</Record>`.
    struct Consumer {
        var handler: any ExportElementHandler
        var readsMetadata: Bool
    }

    private let consumers: [Consumer]
    private let reader: ExportStreamReader
    /// Per consumer, whether it wanted the Record last offered, at `offeredAt` in the pass.
    private var wanted: [Bool]
    private var offeredAt: Int64 = -1

    /// A fan-out to `consumers`, fed by `reader` (which must report metadata when any consumer reads it).
    init(_ consumers: [Consumer], reader: ExportStreamReader) {
        self.consumers = consumers
        self.reader = reader
        self.wanted = consumers.map { _ in false }
    }

    func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        let position = reader.bufferOffset + Int64(start)
        if position != offeredAt {
            offeredAt = position
            for (index, consumer) in consumers.enumerated() {
                wanted[index] = !consumer.handler.stopsScan && consumer.handler.wantsRecord(type: type, count: count, at: start, in: base)
            }
        }
        return wanted.contains(true)
    }

    func element(_ tag: ExportTag) {
        let offered = tag.element == .record && tag.typeOffered
        let metadata = tag.element == .metadataEntry || tag.element == .recordEnd
        for (index, consumer) in consumers.enumerated() where !consumer.handler.stopsScan {
            if offered && !wanted[index] { continue }
            if metadata && !consumer.readsMetadata { continue }
            consumer.handler.element(tag)
        }
    }

    func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem: String) {
        let offered = reader.bufferOffset + Int64(start) == offeredAt
        let metadata = Self.startsWith(base + start, "<MetadataEntry") || Self.startsWith(base + start, "</Record")
        for (index, consumer) in consumers.enumerated() where !consumer.handler.stopsScan {
            if offered && !wanted[index] { continue }
            if metadata && !consumer.readsMetadata { continue }
            consumer.handler.malformed(at: start, in: base, attribute: attribute, problem: problem)
        }
    }

    var stopsScan: Bool { consumers.allSatisfy { $0.handler.stopsScan } }

    /// Whether the bytes at `bytes` start with `prefix` (the scanner reports a malformed tag at its
    /// `<`, with at least the tag's name read).
    private static func startsWith(_ bytes: UnsafePointer<UInt8>, _ prefix: StaticString) -> Bool {
        for offset in 0..<prefix.utf8CodeUnitCount where bytes[offset] != prefix.utf8Start[offset] { return false }
        return true
    }
}
