/// The shape of an export.xml body under which readings that differ in what they skip must agree.
public enum ExportShape {
    /// Whether the bytes have no `<!` or `<?` markup and no `<` inside a quoted value of a tag (any
    /// quote inside a tag counts as opening one: conservative). Then parts of a file agree with one
    /// pass, and one scan for several parsers with each parser's own: a parser that does not want a
    /// Record skips the rest of its tag unread, where well-formed XML has no `<`.
    public static func isPlain(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var inTag = false
        var quote: UInt8 = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == 0x3C && (byte == 0x21 || byte == 0x3F) { return false }
            previous = byte
            if quote != 0 {
                if byte == quote { quote = 0 } else if byte == 0x3C { return false }
                continue
            }
            if byte == 0x3C {
                inTag = true
            } else if inTag && (byte == 0x22 || byte == 0x27) {
                quote = byte
            } else if byte == 0x3E {
                inTag = false
            }
        }
        return true
    }
}
