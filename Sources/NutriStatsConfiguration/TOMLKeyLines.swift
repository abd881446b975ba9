/// The line of each key of a TOML document, found by reading its lines.
///
/// TOMLKit tells where a syntax error is, but not where a well-formed value is; a value of the wrong
/// kind still has to be reported with its line. This is not a TOML parser: it only looks for
/// `[table]` headers and `key =` at the start of lines, which is where a configuration file (one level
/// of tables, keys bare or quoted) writes them. TOMLKit has already accepted the document, so a key
/// this misses only loses its line number, never its value.
struct TOMLKeyLines {
    /// 1-based line of each `table.key` (`""` for the top level), the first when written twice.
    private var lines: [String: Int] = [:]
    /// 1-based line of each `[table]` header.
    private var tableLines: [String: Int] = [:]

    init(_ text: String) {
        var table = ""
        var number = 0
        // "\r\n" is one Character in Swift, so both line ends are separators.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = rawLine.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            if line.hasPrefix("[") {
                let inner = line.dropFirst().prefix { $0 != "]" }
                table = Self.unquoted(inner.trimmingSpaces)
                if tableLines[table] == nil { tableLines[table] = number }
                continue
            }
            guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
            let key = Self.unquoted(line[..<equals].trimmingSpaces)
            let path = table.isEmpty ? key : table + "." + key
            if lines[path] == nil { lines[path] = number }
        }
    }

    /// The line of `key` in `table` (nil for the top level), if found.
    func line(of key: String, in table: String?) -> Int? {
        lines[table.map { $0 + "." + key } ?? key]
    }

    /// The line of the header `[table]`, if found.
    func line(ofTable table: String) -> Int? { tableLines[table] }

    private static func unquoted(_ text: Substring) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return String(text)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
