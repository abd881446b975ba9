/// Makes a chart's standalone SVG document fit inside an HTML page next to other charts.
///
/// Cairo names the glyph outlines, clip paths and surfaces of every SVG `glyph1`, `clip1`,
/// `surface1`…, so two charts inlined into one page would share ids and the second would draw the
/// first one's glyphs. ``inline(_:prefix:)`` renames every `id="NAME"` to `PREFIX-NAME` and every
/// reference `#NAME` to one of those ids, and drops the XML declaration (not allowed mid-document).
enum SVGInlining {
    /// `svg` (UTF-8 text of one SVG document) ready to inline, its ids prefixed with `prefix`.
    static func inline(_ svg: String, prefix: String) -> String {
        var text = Substring(svg)
        if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
            text = text[end.upperBound...]
            while let first = text.first, first.isNewline || first == " " { text = text.dropFirst() }
        }
        let bytes = Array(text.utf8)
        let ids = Self.ids(in: bytes)
        guard !ids.isEmpty else { return String(text) }
        let prefixBytes = Array((prefix + "-").utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + ids.count * 16)
        var i = 0
        while i < bytes.count {
            let start: Int
            if bytes[i] == UInt8(ascii: "#") {
                start = i + 1
            } else if Self.hasIDPrefix(bytes, at: i) {
                start = i + 4
            } else {
                output.append(bytes[i])
                i += 1
                continue
            }
            let end = Self.nameEnd(bytes, from: start)
            output.append(contentsOf: bytes[i..<start])
            if start < end, ids.contains(Array(bytes[start..<end])) { output.append(contentsOf: prefixBytes) }
            output.append(contentsOf: bytes[start..<end])
            i = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The names defined by `id="…"`.
    static func ids(in bytes: [UInt8]) -> Set<[UInt8]> {
        var ids: Set<[UInt8]> = []
        var i = 0
        while i < bytes.count {
            if hasIDPrefix(bytes, at: i) {
                let end = nameEnd(bytes, from: i + 4)
                if end > i + 4 { ids.insert(Array(bytes[(i + 4)..<end])) }
                i = end
            } else {
                i += 1
            }
        }
        return ids
    }

    /// Whether ` id="` starts at `i` (the space keeps attributes such as `glyph-id="` out).
    static func hasIDPrefix(_ bytes: [UInt8], at i: Int) -> Bool {
        i >= 1 && i + 4 <= bytes.count && (bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\n"))
            && bytes[i] == UInt8(ascii: "i") && bytes[i + 1] == UInt8(ascii: "d") && bytes[i + 2] == UInt8(ascii: "=")
            && bytes[i + 3] == UInt8(ascii: "\"")
    }

    static func nameEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        return end
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
    }
}
