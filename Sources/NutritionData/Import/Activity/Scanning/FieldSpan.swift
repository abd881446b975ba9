/// Where one field of a CSV line lies, as byte offsets into the line (quotes excluded).
struct FieldSpan {
    /// Offset of the first content byte.
    var start: Int32
    /// Offset after the last content byte.
    var end: Int32
    /// Whether the field was quoted.
    var quoted: Bool
    /// Whether the quoted content holds an escaped quote (`\"` or `""`) that must be decoded.
    var escaped: Bool

    static let empty = FieldSpan(start: 0, end: 0, quoted: false, escaped: false)

    /// Number of content bytes.
    @inline(__always) var count: Int { Int(end - start) }
}
