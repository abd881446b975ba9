/// One value in a parsed document's flat node list ("tape"), in document order; 16 bytes.
///
/// Containers are followed by their children (an object's children alternate key, value), and know
/// the index just past their subtree, so siblings are reached without recursion.
struct JSONNode: Sendable {
    /// Strings: first byte after the opening quote. Others: first byte.
    var start: UInt32
    /// The line (low 28 bits), the kind (3 bits) and whether a string holds escapes (top bit).
    private var bits: UInt32
    /// Scalars: one past the last byte (strings: the closing quote). Containers: the index of the
    /// node after the subtree.
    private var endOrNext: UInt32
    /// Objects: number of members. Arrays: number of elements. Object keys: the line of the first
    /// occurrence when this key repeats an earlier key of the same object, else 0.
    var count: UInt32

    /// Lines above this cannot be stored (the parser refuses such files).
    static let maxLine: UInt32 = (1 << 28) - 1

    init(kind: JSONKind, start: Int, end: Int, line: UInt32, hasEscapes: Bool = false) {
        self.start = UInt32(start)
        self.bits = (line & Self.maxLine) | UInt32(kind.rawValue) << 28 | (hasEscapes ? 1 << 31 : 0)
        self.endOrNext = UInt32(end)
        self.count = 0
    }

    var line: UInt32 { bits & Self.maxLine }
    var kind: JSONKind { JSONKind(rawValue: UInt8((bits >> 28) & 7)) ?? .null }
    var hasEscapes: Bool { bits >> 31 == 1 }
    var isContainer: Bool { kind == .object || kind == .array }

    /// Scalars: one past the last byte.
    var end: UInt32 { endOrNext }

    /// Containers: the index of the node after the subtree.
    var subtreeEnd: UInt32 {
        get { endOrNext }
        set { endOrNext = newValue }
    }

    /// The index of the next sibling of the node at `index` (this node).
    func next(at index: Int) -> Int { isContainer ? Int(endOrNext) : index + 1 }
}
