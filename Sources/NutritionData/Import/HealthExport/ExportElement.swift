/// The elements of export.xml the scanner reports; everything else is stepped over.
///
/// Records and correlations are reported wherever they are, so a later food-log reader can take the
/// dietary `Record`s and the `Correlation`s (HKCorrelationTypeIdentifierFood) that group them from the
/// same scanner; the activity reader uses `Record` and `ActivitySummary` only.
enum ExportElement: Equatable {
    /// `<Record …>` (self-closing or with `MetadataEntry` children).
    case record
    /// `<ActivitySummary …/>`, one per day.
    case activitySummary
    /// `<Correlation …>` opening a group of records.
    case correlationStart
    /// `</Correlation>`.
    case correlationEnd
    /// `<MetadataEntry key=… value=…/>` (only when the scanner reports metadata: the food-log reader
    /// takes `HKFoodType` from it).
    case metadataEntry
    /// `</Record>`, closing a Record that has children (only when the scanner reports metadata, so a
    /// MetadataEntry is known to belong to the Record before it).
    case recordEnd
}

/// One start tag found by ``ExportElementScanner``: where it is and where its captured attributes'
/// values are (raw, entities not decoded). Valid only during the handler call: it points into the
/// reader's buffer.
struct ExportTag {
    var element: ExportElement
    /// The buffer, and the index of the tag's `<` in it.
    var base: UnsafePointer<UInt8>
    var start: Int
    /// Per ``ExportAttribute``: value start and end indexes (`2 × rawValue`, `2 × rawValue + 1`);
    /// meaningful only where ``found`` has the attribute's bit.
    var spans: UnsafePointer<Int>
    var found: UInt32
    /// Whether the handler was offered the `type` (``ExportElementHandler/wantsRecord(type:count:at:in:)``)
    /// and took the record.
    var typeOffered = false
    /// Whether the tag ended with `/>` (an element without children).
    var selfClosing = false

    @inline(__always)
    func has(_ attribute: ExportAttribute) -> Bool { found & (1 << UInt32(attribute.rawValue)) != 0 }

    /// The raw value of `attribute` (nil when the tag does not have it).
    @inline(__always)
    func raw(_ attribute: ExportAttribute) -> (bytes: UnsafePointer<UInt8>, count: Int)? {
        guard has(attribute) else { return nil }
        let from = spans[2 * attribute.rawValue]
        return (base + from, spans[2 * attribute.rawValue + 1] - from)
    }
}

/// What a consumer of the scanner does with the elements.
protocol ExportElementHandler: AnyObject {
    /// Called as soon as a Record's `type` is read when it is the first attribute of those the scanner
    /// captures (Apple writes it first): false skips the rest of the element unread (a type NutriStats does not use).
    func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool
    /// A complete start tag of a reported element.
    func element(_ tag: ExportTag)
    /// A tag that is not well-formed at `start`: `attribute` names the attribute being read, if any.
    func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem: InputProblem)
    /// Whether the scan must stop before the next tag (a strict read has met its first problem).
    var stopsScan: Bool { get }
}
