/// Hands each element of one export.xml pass to the dietary, body and activity parsers (those given),
/// so an export given to several options is inflated and scanned once (``HealthExportScan``).
///
/// Each parser sees exactly what it would see in a pass of its own:
/// - a Record whose `type` is offered (``ExportElementHandler/wantsRecord(type:count:at:in:)``) reaches
///   only the parsers that wanted it; each is asked once per tag, even when the tag is offered again
///   after a buffer refill (a tag is known by its offset in the pass, ``ExportStreamReader/bufferOffset``);
/// - a tag found malformed after its type was offered is reported only to those that wanted it; a
///   `MetadataEntry` or `</Record>` (reported because the dietary parser reads them), malformed or
///   not, only to the dietary parser;
/// - a parser that asked to stop (its strict read's first problem) gets nothing more; the pass stops
///   when every parser has.
/// They are called in the order dietary, body, activity: the first two locate problems by a tag's
/// start, the activity parser by an attribute inside it, and ``ExportStreamReader/newlines(before:)``
/// must be asked in increasing order.
///
/// The three parsers are stored by their concrete types, not as a list of handlers: a pass calls the
/// fan-out for every tag (millions in a 10-year export), and a list of existential handlers cost a
/// reference count pair per handler per call — a third more time than three separate passes.
final class ExportElementFanOut: ExportElementHandler {
    private let dietary: HealthDietaryParser?
    private let body: HealthBodyParser?
    private let activity: HealthExportParser?
    private let reader: ExportStreamReader
    /// Whether each parser wanted the Record last offered, at `offeredAt` in the pass.
    private var dietaryWants = false
    private var bodyWants = false
    private var activityWants = false
    private var offeredAt: Int64 = -1
    /// Whether each parser has stopped (an absent one has).
    private var dietaryStopped: Bool
    private var bodyStopped: Bool
    private var activityStopped: Bool
    private(set) var stopsScan: Bool

    /// A fan-out to the parsers given, fed by `reader` (which must report metadata when `dietary` is given).
    init(
        dietary: HealthDietaryParser?, body: HealthBodyParser?, activity: HealthExportParser?,
        reader: ExportStreamReader
    ) {
        self.dietary = dietary
        self.body = body
        self.activity = activity
        self.reader = reader
        dietaryStopped = dietary == nil
        bodyStopped = body == nil
        activityStopped = activity == nil
        stopsScan = dietary == nil && body == nil && activity == nil
    }

    func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        let position = reader.bufferOffset + Int64(start)
        if position != offeredAt {
            offeredAt = position
            dietaryWants =
                !dietaryStopped && dietary?.wantsRecord(type: type, count: count, at: start, in: base) == true
            bodyWants = !bodyStopped && body?.wantsRecord(type: type, count: count, at: start, in: base) == true
            activityWants =
                !activityStopped && activity?.wantsRecord(type: type, count: count, at: start, in: base) == true
        }
        return dietaryWants || bodyWants || activityWants
    }

    func element(_ tag: ExportTag) {
        let offered = tag.element == .record && tag.typeOffered
        if let dietary, !dietaryStopped, !offered || dietaryWants {
            dietary.element(tag)
            dietaryStopped = dietary.stopsScan
        }
        if tag.element != .metadataEntry && tag.element != .recordEnd {
            if let body, !bodyStopped, !offered || bodyWants {
                body.element(tag)
                bodyStopped = body.stopsScan
            }
            if let activity, !activityStopped, !offered || activityWants {
                activity.element(tag)
                activityStopped = activity.stopsScan
            }
        }
        stopsScan = dietaryStopped && bodyStopped && activityStopped
    }

    func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem: InputProblem) {
        let offered = reader.bufferOffset + Int64(start) == offeredAt
        let metadata = Self.startsWith(base + start, "<MetadataEntry") || Self.startsWith(base + start, "</Record")
        if let dietary, !dietaryStopped, !offered || dietaryWants {
            dietary.malformed(at: start, in: base, attribute: attribute, problem: problem)
            dietaryStopped = dietary.stopsScan
        }
        if !metadata {
            if let body, !bodyStopped, !offered || bodyWants {
                body.malformed(at: start, in: base, attribute: attribute, problem: problem)
                bodyStopped = body.stopsScan
            }
            if let activity, !activityStopped, !offered || activityWants {
                activity.malformed(at: start, in: base, attribute: attribute, problem: problem)
                activityStopped = activity.stopsScan
            }
        }
        stopsScan = dietaryStopped && bodyStopped && activityStopped
    }

    /// Whether the bytes at `bytes` start with `prefix` (compared up to the first difference: the
    /// scanner reports a malformed tag at its `<`, and names it only once it has read all of its name).
    private static func startsWith(_ bytes: UnsafePointer<UInt8>, _ prefix: StaticString) -> Bool {
        for offset in 0..<prefix.utf8CodeUnitCount where bytes[offset] != prefix.utf8Start[offset] { return false }
        return true
    }
}
