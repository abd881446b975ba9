/// What went wrong splitting a line into fields.
enum SplitProblem: Equatable {
    /// A quoted field (this index) has no closing quote on its line.
    case unterminatedQuote(field: Int)
    /// A closing quote of this field is followed by something other than a comma.
    case textAfterClosingQuote(field: Int)
}

/// Splits one CSV line into ``FieldSpan``s stored in a reused buffer (no allocation per line).
///
/// Hand-written rather than a CSV library because the hot path must not allocate per field, must
/// accept the Apple Health converter's `\"` escape (not RFC 4180), and must give exact positions for
/// messages. Rules: fields are separated by commas; a field starting with `"` is quoted and ends at
/// the next `"` that is neither preceded by a backslash (`\"`) nor doubled (`""`); the closing quote
/// must be followed by a comma or the end of the line. A quoted field cannot span lines (the reader
/// hands over one line at a time). Quotes inside an unquoted field are kept as ordinary bytes.
final class CSVLineSplitter {
    /// The fields of the last line split; only the first `min(fieldCount, capacity)` are stored.
    let spans: UnsafeMutablePointer<FieldSpan>
    /// How many spans can be stored.
    let capacity: Int
    // Hot mutable state of an object used by one thread at a time and never re-entered: dynamic
    // exclusivity checks (a runtime call per access on class properties) are switched off for it.
    /// Number of fields of the last line split (may exceed `capacity`: extra fields are counted only).
    @exclusivity(unchecked) private(set) var fieldCount = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        self.spans = .allocate(capacity: self.capacity)
        self.spans.initialize(repeating: .empty, count: self.capacity)
    }

    deinit {
        spans.deallocate()
    }

    /// Splits `line` (`count` bytes, no line ending); returns nil on success, the problem otherwise.
    @inline(__always)
    func split(_ line: UnsafePointer<UInt8>, count: Int) -> SplitProblem? {
        var position = 0
        var fields = 0
        while true {
            if position < count && line[position] == 0x22 {  // "
                // Quoted: find the closing quote.
                let contentStart = position + 1
                var search = contentStart
                var escaped = false
                var closing = -1
                while search < count {
                    let quote = ByteSearch.firstIndex(of: 0x22, in: line, from: search, to: count)
                    if quote == count { break }
                    if quote > contentStart && line[quote - 1] == 0x5C {  // \"
                        escaped = true
                        search = quote + 1
                    } else if quote + 1 < count && line[quote + 1] == 0x22 {  // ""
                        escaped = true
                        search = quote + 2
                    } else {
                        closing = quote
                        break
                    }
                }
                if closing < 0 { return .unterminatedQuote(field: fields) }
                if fields < capacity {
                    spans[fields] = FieldSpan(
                        start: Int32(contentStart), end: Int32(closing), quoted: true, escaped: escaped)
                }
                fields += 1
                position = closing + 1
                if position == count { break }
                if line[position] != 0x2C { return .textAfterClosingQuote(field: fields - 1) }
                position += 1
            } else {
                // Unquoted: up to the next comma.
                let scan = ByteSearch.firstIndex(of: 0x2C, in: line, from: position, to: count)
                if fields < capacity {
                    spans[fields] = FieldSpan(start: Int32(position), end: Int32(scan), quoted: false, escaped: false)
                }
                fields += 1
                if scan == count { break }
                position = scan + 1
            }
        }
        fieldCount = fields
        return nil
    }

    /// The decoded text of field `index` of `line` (escapes resolved; invalid UTF-8 repaired).
    func text(_ index: Int, of line: UnsafePointer<UInt8>) -> String {
        CSVLineSplitter.decode(spans[index], of: line)
    }

    /// The decoded text of a span: `\"` and `""` inside quoted content become `"`.
    static func decode(_ span: FieldSpan, of line: UnsafePointer<UInt8>) -> String {
        let bytes = UnsafeBufferPointer(start: line + Int(span.start), count: span.count)
        guard span.escaped else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if (byte == 0x5C || byte == 0x22) && i + 1 < bytes.count && bytes[i + 1] == 0x22 {
                out.append(0x22)
                i += 2
            } else {
                out.append(byte)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
