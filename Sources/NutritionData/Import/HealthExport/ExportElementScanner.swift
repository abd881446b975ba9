#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the `Record`, `ActivitySummary` and `Correlation` start tags of an Apple Health export.xml in
/// a buffer and reads their attributes straight from the bytes.
///
/// **Why hand-written.** An XML parser (libxml2, or Foundation's `XMLParser` on top of it) visits
/// every node and attribute, builds strings, and decodes every entity. Measured on the 1-year
/// generated export (488 MB, CPU time, release; docs/performance.md, "Libraries against hand-written
/// code"; `make bench-compare`): libxml2 2.9.14's `xmlTextReader` reads it at 65–79 MB/s, this
/// scanner at 1,850–2,220 MB/s (2,200–2,830 MB/s taking only the used record types), about 28×; on
/// a year of `realistic-export.py` (222 MB, types mixed) 105 against 1,960 MB/s (19×). NutriStats
/// needs ≥ 1 GB/s per core for the 2–4 GB a decade of exports takes. This scanner jumps from `<` to `<` with `memchr`, looks at an element's name, reads
/// attributes only for the few elements it reports (and stops at a Record's `type` when the type is
/// not wanted), and leaves entity decoding to the consumer, for the values it uses that contain
/// `&`. It is fuzzed (`Fuzz/Sources/fuzz-health-export`).
///
/// **What it relies on, and what it does not check.** In well-formed XML a `<` never occurs inside an
/// attribute value or text (it is written `&lt;`), so every `<` outside comments, CDATA and the DTD
/// starts markup. The scanner does not validate: the DTD (`<!DOCTYPE … [ … ]>`, which some iOS
/// versions wrote invalid) is skipped by finding its end, comments, CDATA sections and processing
/// instructions are skipped, end tags other than `</Correlation>` and every other element
/// (`ExportDate`, `Me`, `Workout`, `MetadataEntry`, …) are stepped over. Attributes may come in any
/// order, with `"` or `'` quotes and whitespace (newlines included) around `=`; an unknown attribute
/// is stepped over. A tag that breaks these rules (no `=`, no quote, no closing quote) is reported to
/// the handler, and scanning resumes after its `<`. It never reads outside `[from, to)`.
///
/// Cost: O(n) in the bytes scanned, with `memchr` between tags and an 8-bytes-at-a-time search for
/// quotes; no allocation.
struct ExportElementScanner {
    /// Where a scan stopped.
    enum Stop: Equatable {
        /// The buffer is used up; bytes from this index on (an unfinished tag, or none: `to`) must be
        /// kept and scanned again with more data after them.
        case needMore(Int)
        /// A tag starts at or after `limit` (it belongs to the next part of the file): this index.
        case reachedLimit(Int)
        /// The handler asked to stop (``ExportElementHandler/stopsScan``, a strict read's first
        /// problem): the index after the last tag handled. Checked after every tag, so where a strict
        /// read stops never depends on where the buffer ends.
        case stopped(Int)
    }

    /// Value spans per attribute, reused for every tag.
    private let spans: UnsafeMutablePointer<Int>
    /// Whether `MetadataEntry` start tags and `</Record>` end tags are reported too (the food-log
    /// reader's `HKFoodType`); the activity reader leaves it off and they are stepped over.
    let reportsMetadata: Bool

    init(reportsMetadata: Bool = false) {
        self.reportsMetadata = reportsMetadata
        spans = .allocate(capacity: 2 * ExportAttribute.count)
        spans.initialize(repeating: 0, count: 2 * ExportAttribute.count)
    }

    /// Frees the span table (called once by the owner's deinit).
    func free() {
        spans.deallocate()
    }

    /// Scans `base[from..<to]`. Tags whose `<` is at index `limit` or beyond are not read (they
    /// belong to the next part). `atEnd` says no more bytes follow `to`: an unfinished tag is then
    /// reported as malformed instead of kept.
    func scan<Handler: ExportElementHandler>(
        _ base: UnsafePointer<UInt8>, from: Int, to: Int, limit: Int, atEnd: Bool, handler: Handler
    ) -> Stop {
        var i = from
        while i < to {
            if handler.stopsScan { return .stopped(i) }
            guard let found = memchr(base + i, 0x3C, to - i) else { return .needMore(to) }
            let p = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if p >= limit { return .reachedLimit(p) }
            // Enough bytes to tell the longest name we look for ("</Correlation", "<ActivitySummary ").
            if to - p < 18 && !atEnd { return .needMore(p) }
            let next = p + 1 < to ? base[p + 1] : 0
            switch next {
            case 0x52 where ExportElementScanner.hasName(base, p + 1, to, "Record"):  // R
                switch readTag(base, p, nameEnd: p + 7, to: to, element: .record, handler: handler) {
                case .done(let end): i = end
                case .incomplete:
                    if atEnd {
                        handler.malformed(at: p, in: base, attribute: nil, problem: unfinished)
                        i = p + 1
                    } else {
                        return .needMore(p)
                    }
                }
            case 0x41 where ExportElementScanner.hasName(base, p + 1, to, "ActivitySummary"):  // A
                switch readTag(base, p, nameEnd: p + 16, to: to, element: .activitySummary, handler: handler) {
                case .done(let end): i = end
                case .incomplete:
                    if atEnd {
                        handler.malformed(at: p, in: base, attribute: nil, problem: unfinished)
                        i = p + 1
                    } else {
                        return .needMore(p)
                    }
                }
            case 0x43 where ExportElementScanner.hasName(base, p + 1, to, "Correlation"):  // C
                switch readTag(base, p, nameEnd: p + 12, to: to, element: .correlationStart, handler: handler) {
                case .done(let end): i = end
                case .incomplete:
                    if atEnd {
                        handler.malformed(at: p, in: base, attribute: nil, problem: unfinished)
                        i = p + 1
                    } else {
                        return .needMore(p)
                    }
                }
            case 0x2F where ExportElementScanner.hasName(base, p + 2, to, "Correlation"):  // '/'
                handler.element(ExportTag(element: .correlationEnd, base: base, start: p, spans: spans, found: 0))
                i = p + 13
            case 0x2F where reportsMetadata && ExportElementScanner.hasName(base, p + 2, to, "Record"):  // '/'
                handler.element(ExportTag(element: .recordEnd, base: base, start: p, spans: spans, found: 0))
                i = p + 8
            case 0x4D where reportsMetadata && ExportElementScanner.hasName(base, p + 1, to, "MetadataEntry"):  // M
                switch readTag(base, p, nameEnd: p + 14, to: to, element: .metadataEntry, handler: handler) {
                case .done(let end): i = end
                case .incomplete:
                    if atEnd {
                        handler.malformed(at: p, in: base, attribute: nil, problem: unfinished)
                        i = p + 1
                    } else {
                        return .needMore(p)
                    }
                }
            case 0x21:  // '!': comment, CDATA or DOCTYPE
                guard let end = skipDeclaration(base, p, to) else {
                    guard atEnd else { return .needMore(p) }
                    // Unclosed at the end of the file: everything after it is inside it. Said once, and
                    // not scanned again from each later '<' (which made damaged tails quadratic).
                    handler.malformed(at: p, in: base, attribute: nil, problem: unclosedMarkup(base, p, to))
                    return handler.stopsScan ? .stopped(p) : .needMore(to)
                }
                i = end
            case 0x3F:  // '?': processing instruction (the XML declaration)
                guard let end = find(base, p + 2, to, "?>") else {
                    guard atEnd else { return .needMore(p) }
                    handler.malformed(at: p, in: base, attribute: nil, problem: unclosedMarkup(base, p, to))
                    return handler.stopsScan ? .stopped(p) : .needMore(to)
                }
                i = end
            default:
                i = p + 1
            }
        }
        return handler.stopsScan ? .stopped(to) : .needMore(to)
    }

    private var unfinished: InputProblem { .expected("the tag to end with > or />", found: "the end of the file") }

    /// The problem of a comment, CDATA section, declaration or processing instruction at `p` that the
    /// file ends inside (a truncated or damaged file).
    private func unclosedMarkup(_ base: UnsafePointer<UInt8>, _ p: Int, _ to: Int) -> InputProblem {
        let (what, end): (String, String) =
            if p + 1 < to && base[p + 1] == 0x3F {
                ("a processing instruction <?", "?>")
            } else if p + 3 < to && base[p + 2] == 0x2D && base[p + 3] == 0x2D {
                ("a comment <!--", "-->")
            } else if p + 9 <= to && memcmp(base + p + 2, ExportElementScanner.cdata.utf8Start, 7) == 0 {
                ("a CDATA section", "]]>")
            } else { ("a declaration <!", ">") }
        return .expected("\(what) to end with \(end)", found: "the end of the file (the file is truncated or damaged)")
    }

    // MARK: Tags

    private enum TagRead {
        case done(Int)
        case incomplete
    }

    /// XML whitespace: space, line feed, tab, carriage return. One comparison for the common byte
    /// (anything above a space), a bit test below.
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte <= 0x20 && (UInt64(1) << UInt64(byte)) & 0x1_0000_2600 != 0
    }

    /// Whether `byte` ends an attribute name: `=`, whitespace, `>`, `/` or `<` (all below 0x40, so
    /// a name's letters cost one comparison each).
    @inline(__always)
    private static func endsName(_ byte: UInt8) -> Bool {
        byte < 0x40 && (UInt64(1) << UInt64(byte)) & 0x7000_8001_0000_2600 != 0
    }

    /// Whether `base[at...]` is `name` followed by whitespace, `/` or `>` (not a longer name).
    @inline(__always)
    private static func hasName(_ base: UnsafePointer<UInt8>, _ at: Int, _ to: Int, _ name: StaticString) -> Bool {
        let length = name.utf8CodeUnitCount
        guard at + length < to, memcmp(base + at, name.utf8Start, length) == 0 else { return false }
        let after = base[at + length]
        return isSpace(after) || after == 0x2F || after == 0x3E
    }

    /// Reads the attributes of the tag whose name ends at `nameEnd`, up to its `>`.
    @inline(__always)
    private func readTag<Handler: ExportElementHandler>(
        _ base: UnsafePointer<UInt8>, _ p: Int, nameEnd: Int, to: Int, element: ExportElement, handler: Handler
    ) -> TagRead {
        var found: UInt32 = 0
        var i = nameEnd
        var first = true
        var offered = false
        while true {
            while i < to && ExportElementScanner.isSpace(base[i]) { i += 1 }
            guard i < to else { return .incomplete }
            let byte = base[i]
            if byte == 0x3E {  // '>'
                handler.element(
                    ExportTag(element: element, base: base, start: p, spans: spans, found: found, typeOffered: offered))
                return .done(i + 1)
            }
            if byte == 0x2F {  // "/>"
                guard i + 1 < to else { return .incomplete }
                guard base[i + 1] == 0x3E else {
                    handler.malformed(
                        at: p, in: base, attribute: nil,
                        problem: .expected("> after / at the end of the tag", found: "more text"))
                    return .done(p + 1)
                }
                handler.element(
                    ExportTag(
                        element: element, base: base, start: p, spans: spans, found: found, typeOffered: offered,
                        selfClosing: true))
                if element == .correlationStart {
                    // An empty correlation: opened and closed at once.
                    handler.element(ExportTag(element: .correlationEnd, base: base, start: p, spans: spans, found: 0))
                }
                return .done(i + 2)
            }
            // An attribute name.
            let nameStart = i
            while i < to && !ExportElementScanner.endsName(base[i]) { i += 1 }
            guard i < to else { return .incomplete }
            let nameCount = i - nameStart
            while i < to && ExportElementScanner.isSpace(base[i]) { i += 1 }
            guard i < to else { return .incomplete }
            guard nameCount > 0, base[i] == 0x3D else {
                handler.malformed(
                    at: p, in: base, attribute: nameCount > 0 ? name(base, nameStart, nameCount) : nil,
                    problem: nameCount > 0
                        ? "expected = after the attribute name, found \(shown(base[i]))"
                        : "expected an attribute name, > or />, found \(shown(base[i]))")
                return .done(p + 1)
            }
            i += 1
            while i < to && ExportElementScanner.isSpace(base[i]) { i += 1 }
            guard i < to else { return .incomplete }
            let quote = base[i]
            guard quote == 0x22 || quote == 0x27 else {
                handler.malformed(
                    at: p, in: base, attribute: name(base, nameStart, nameCount),
                    problem: .expected("a quoted value after =", found: "\(shown(quote))"))
                return .done(p + 1)
            }
            let valueStart = i + 1
            // memchr: values run from a few bytes to ~200 (device), where its vector loop wins.
            guard valueStart < to, let hit = memchr(base + valueStart, Int32(quote), to - valueStart) else {
                return .incomplete
            }
            let valueEnd = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            if let attribute = ExportAttribute.named(base + nameStart, nameCount) {
                let bit = UInt32(1) << UInt32(attribute.rawValue)
                let isFirst = first
                first = false
                if found & bit == 0 {
                    found |= bit
                    spans[2 * attribute.rawValue] = valueStart
                    spans[2 * attribute.rawValue + 1] = valueEnd
                }
                if isFirst && attribute == .type && element == .record {
                    guard handler.wantsRecord(type: base + valueStart, count: valueEnd - valueStart, at: p, in: base)
                    else {
                        // Unused type: nothing after it matters, and no `<` can occur before the next tag.
                        return .done(valueEnd + 1)
                    }
                    offered = true
                }
            }
            i = valueEnd + 1
        }
    }

    private func name(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: min(count, 60)), as: UTF8.self)
    }

    private func shown(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: "a line break"
        case 0x3C: "<"
        case 0x20...0x7E: "\"\(Character(Unicode.Scalar(byte)))\""
        default: "byte \(byte)"
        }
    }

    // MARK: Declarations

    /// The index after the comment (`<!-- … -->`), CDATA section (`<![CDATA[ … ]]>`) or declaration
    /// (`<!DOCTYPE …>` with its internal subset `[ … ]`, `<!ELEMENT …>`) at `p`; nil when its end is
    /// not in the buffer.
    private func skipDeclaration(_ base: UnsafePointer<UInt8>, _ p: Int, _ to: Int) -> Int? {
        if p + 4 <= to && base[p + 2] == 0x2D && base[p + 3] == 0x2D { return find(base, p + 4, to, "-->") }
        if p + 9 <= to && memcmp(base + p + 2, ExportElementScanner.cdata.utf8Start, 7) == 0 {
            return find(base, p + 9, to, "]]>")
        }
        // A declaration: up to its '>', or, when a '[' comes first, to the "]" + spaces + ">" that closes it.
        var i = p + 2
        while i < to && base[i] != 0x3E && base[i] != 0x5B { i += 1 }
        guard i < to else { return nil }
        if base[i] == 0x3E { return i + 1 }
        i += 1
        while i < to {
            guard let found = memchr(base + i, 0x5D, to - i) else { return nil }
            var j = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
            while j < to && ExportElementScanner.isSpace(base[j]) { j += 1 }
            guard j < to else { return nil }
            if base[j] == 0x3E { return j + 1 }
            i = j
        }
        return nil
    }

    private static let cdata: StaticString = "[CDATA["

    /// The index after the first `pattern` in `base[from..<to]`, or nil.
    private func find(_ base: UnsafePointer<UInt8>, _ from: Int, _ to: Int, _ pattern: StaticString) -> Int? {
        let length = pattern.utf8CodeUnitCount
        let first = pattern.utf8Start[0]
        var i = from
        while i + length <= to {
            guard let found = memchr(base + i, Int32(first), to - i) else { return nil }
            let q = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            guard q + length <= to else { return nil }
            if memcmp(base + q, pattern.utf8Start, length) == 0 { return q + length }
            i = q + 1
        }
        return nil
    }
}
