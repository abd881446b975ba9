/// One value in a parsed document's flat node list ("tape"), in document order.
///
/// Containers are followed by their children (an object's children alternate key, value); `next` is
/// the index just past the container's subtree, so siblings are reached without recursion.
struct JSONNode: Sendable {
    /// Strings: first byte after the opening quote. Numbers and literals: first byte.
    var start: UInt32
    /// Strings: index of the closing quote. Numbers and literals: one past the last byte.
    var end: UInt32
    /// 1-based line the value starts on.
    var line: UInt32
    /// Containers: index of the node after the subtree. Scalars: own index + 1.
    var next: UInt32
    /// Objects: number of members. Arrays: number of elements. Object keys: the line of the first
    /// occurrence when this key repeats an earlier key of the same object, else 0.
    var count: UInt32
    var kind: JSONKind
    /// Strings: whether the text holds a backslash escape (so it must be decoded, not copied).
    var hasEscapes: Bool
}
