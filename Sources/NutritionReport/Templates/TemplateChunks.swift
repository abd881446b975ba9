/// A Mustache template cut into pieces that are parsed and filled one after the other, with the same
/// text as the whole: cuts fall only after a line of plain text (no tag on it) outside every section.
///
/// **Why:** swift-mustache's parser measures the rest of the template, in characters, at every tag
/// and at every `{`, so parsing takes time quadratic in the template's length: about 12 ms of CPU for
/// the 12 KB HTML report template, one of the larger costs of a weekly report. Pieces of about a
/// kilobyte parse in a tenth of that.
///
/// **Why the text stays the same:** at such a cut no section is open, so each piece is a run of whole
/// top-level tags and text lines, and a template's output is its top-level parts filled in order.
/// A piece starts at the start of a line after a line of plain text, and there swift-mustache's parser
/// is in the state it starts a template in, so standalone tags (a tag alone on its line, whose line is
/// then left out) are found as before. After a line with a tag it may not be: the parser carries
/// whether a line starts afresh from the tags before it (after a section, whether the section's opening
/// tag stood alone), and a cut there changed the output (`TemplateChunksTests`, random templates). Templates that change state
/// for what follows are not cut: a set-delimiter tag (`{{=<% %>=}}`) or a setting (`{{% … }}`) other
/// than the content-type setting put before every piece; nor is a template whose sections do not
/// balance (it is parsed whole, so its error names the right line).
enum TemplateChunks {
    /// The smallest piece, in bytes.
    static let pieceBytes = 1_024

    /// `text` cut into pieces (the whole text, once, when it may not be cut).
    static func pieces(of text: String) -> [Substring] {
        let bytes = Array(text.utf8)
        guard let cuts = cuts(in: bytes), !cuts.isEmpty else { return [Substring(text)] }
        var pieces: [Substring] = []
        var start = text.utf8.startIndex
        for cut in cuts {
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: cut)
            pieces.append(text[start..<end])
            start = end
        }
        pieces.append(text[start...])
        return pieces
    }

    /// Byte offsets, each just after a line of plain text outside any section and at least
    /// ``pieceBytes`` after the previous cut; nil when the template may not be cut.
    static func cuts(in bytes: [UInt8]) -> [Int]? {
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let newline = UInt8(ascii: "\n")
        var cuts: [Int] = []
        var depth = 0
        var lastCut = 0
        var lineHasTag = false
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == newline {
                i += 1
                if depth == 0 && !lineHasTag && i - lastCut >= pieceBytes && i < bytes.count {
                    cuts.append(i)
                    lastCut = i
                }
                lineHasTag = false
                continue
            }
            guard byte == open, i + 1 < bytes.count, bytes[i + 1] == open else {
                i += 1
                continue
            }
            // A tag: its kind is the first byte after "{{" (spaces are not allowed before it).
            let kind = i + 2 < bytes.count ? bytes[i + 2] : 0
            let closing: [UInt8] = kind == open ? [close, close, close] : [close, close]
            guard let end = find(closing, in: bytes, from: i + 2) else { return nil }
            lineHasTag = true
            switch kind {
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: "/"):
                depth -= 1
                if depth < 0 { return nil }
            case UInt8(ascii: "="), UInt8(ascii: "%"):
                return nil
            default:
                break
            }
            i = end + closing.count
        }
        return depth == 0 ? cuts : nil
    }

    /// Where `needle` next starts in `bytes` at or after `start`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && bytes[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
