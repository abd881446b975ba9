/// One CSV record as bytes: where each field's text is — quotes removed, `""` made one quote, and,
/// when the reader trims, blanks around an unquoted field dropped. ``CSVRecords/Stream/nextFields(into:)``
/// fills it, reusing its storage from record to record.
///
/// A field is a span of the file's own bytes whenever its text lies there in one piece (every unquoted
/// field, and a quoted one without `""`): nothing is copied. Only a field whose text is not one piece
/// of the file (`"say ""hi"""`, a note joined back from several lines) is copied, into a side buffer.
/// Profiled on a 60-column Cronometer file, copying every field was a fifth of the reading time.
///
/// Readers of large files (food logs) take numbers and dates straight from a field's bytes and make a
/// `String` only of the cells they keep as text (a food's name); small-file readers take
/// ``strings()``. Every field is valid UTF-8: the reader checked each field that holds a byte above
/// 0x7F, as ``CSVRecords/Record`` promises.
struct CSVFieldBuffer {
    /// Where a field's text is: `start..<end` of the file's bytes, or of the side buffer.
    struct Span {
        var start: Int
        var end: Int
        var inSide: Bool
    }

    /// The file's bytes (shared with the reader, not copied).
    private var source: [UInt8] = []
    /// Texts that are not one piece of the file.
    private var side: [UInt8] = []
    private var spans: [Span] = []
    /// The field being read; empty when nothing of it is read yet.
    private var open = Span(start: 0, end: 0, inSide: false)
    /// The 1-based line the record starts on.
    var line = 1

    init() {
        spans.reserveCapacity(64)
    }

    /// The number of fields.
    var count: Int { spans.count }

    /// Field `index`'s bytes.
    ///
    /// - Complexity: O(1).
    func field(_ index: Int) -> ArraySlice<UInt8> { slice(spans[index]) }

    private func slice(_ span: Span) -> ArraySlice<UInt8> {
        span.inSide ? side[span.start..<span.end] : source[span.start..<span.end]
    }

    /// Field `index`'s bytes without the spaces and tabs around them (the rule of `String.trimmingSpaces()`).
    ///
    /// - Complexity: O(k) in the blanks trimmed.
    func trimmedField(_ index: Int) -> ArraySlice<UInt8> { Self.trimmed(field(index)) }

    /// `bytes` without the spaces and tabs around them.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let kept = bytes.withUnsafeBufferPointer { all in
            let kept = trimmed(all)
            let start = all.baseAddress.flatMap { base in kept.baseAddress.map { $0 - base } } ?? 0
            return start..<(start + kept.count)
        }
        return bytes[(bytes.startIndex + kept.lowerBound)..<(bytes.startIndex + kept.upperBound)]
    }

    /// `bytes` without the spaces and tabs around them.
    @inline(__always)
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard var start = bytes.baseAddress else { return bytes }
        var end = start + bytes.count
        while start < end && isBlank(start.pointee) { start += 1 }
        while end > start && isBlank((end - 1).pointee) { end -= 1 }
        return UnsafeBufferPointer(start: start, count: end - start)
    }

    /// Whether field `index` is empty or blank.
    func isBlank(_ index: Int) -> Bool { withTrimmedField(index) { $0.isEmpty } }

    /// Field `index` as text.
    ///
    /// - Complexity: O(k) in the field's bytes.
    func string(_ index: Int) -> String { String(decoding: field(index), as: UTF8.self) }

    /// Field `index` as text without the spaces and tabs around it.
    func trimmedString(_ index: Int) -> String { String(decoding: trimmedField(index), as: UTF8.self) }

    /// Every field as text, in order.
    func strings() -> [String] { (0..<count).map(string) }

    /// Calls `body` with a pointer to field `index`'s bytes, valid only during the call: no copy, and,
    /// unlike ``field(_:)``, no reference taken to the file's bytes (a retain and a release per cell
    /// were a tenth of a 60-column food log's reading time, profiled).
    @inline(__always)
    func withField<Result, Failure>(
        _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let span = spans[index]
        // Two calls rather than one on `span.inSide ? side : source`, which would take a reference.
        if span.inSide {
            return try side.withUnsafeBufferPointer { (all) throws(Failure) -> Result in
                try body(UnsafeBufferPointer(rebasing: all[span.start..<span.end]))
            }
        }
        return try source.withUnsafeBufferPointer { (all) throws(Failure) -> Result in
            try body(UnsafeBufferPointer(rebasing: all[span.start..<span.end]))
        }
    }

    /// Calls `body` with a pointer to field `index`'s bytes without the blanks around them.
    @inline(__always)
    func withTrimmedField<Result, Failure>(
        _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withField(index) { (bytes) throws(Failure) -> Result in try body(Self.trimmed(bytes)) }
    }

    /// A record's fields as pointers into the file's bytes and the side buffer, for a reader that
    /// takes many cells of one record (a food log's 60 nutrient columns): no array access per cell.
    /// Valid only during ``withCells(_:)``.
    struct Cells {
        private let source: UnsafePointer<UInt8>?
        private let side: UnsafePointer<UInt8>?
        private let spans: UnsafeBufferPointer<Span>

        fileprivate init(source: UnsafePointer<UInt8>?, side: UnsafePointer<UInt8>?, spans: UnsafeBufferPointer<Span>) {
            self.source = source
            self.side = side
            self.spans = spans
        }

        /// Field `index`'s bytes without the blanks around them; `index` must be below the record's
        /// number of fields.
        @inline(__always)
        func trimmed(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            let span = spans[index]
            let base = span.inSide ? side : source
            return CSVFieldBuffer.trimmed(
                UnsafeBufferPointer(start: base.map { $0 + span.start }, count: span.end - span.start))
        }
    }

    /// Calls `body` with the record's ``Cells``.
    func withCells<Result, Failure>(_ body: (Cells) throws(Failure) -> Result) throws(Failure) -> Result {
        try source.withUnsafeBufferPointer { (source) throws(Failure) -> Result in
            try side.withUnsafeBufferPointer { (side) throws(Failure) -> Result in
                try spans.withUnsafeBufferPointer { (spans) throws(Failure) -> Result in
                    try body(Cells(source: source.baseAddress, side: side.baseAddress, spans: spans))
                }
            }
        }
    }

    // MARK: Filling (the reader's side)

    /// Starts a record of `source`'s bytes, keeping the storage.
    mutating func start(in source: [UInt8]) {
        self.source = source
        side.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        open = Span(start: 0, end: 0, inSide: false)
    }

    /// The number of bytes of the field being read so far.
    var openFieldLength: Int { open.end - open.start }

    /// The field being read, as bytes (for its UTF-8 check).
    var openField: ArraySlice<UInt8> { slice(open) }

    /// Adds `source[range]` to the field being read: the span grows when the bytes follow the field's
    /// last byte in the file; otherwise the field moves to the side buffer.
    mutating func append(sourceRange range: Range<Int>) {
        if openFieldLength == 0 && !open.inSide {
            open = Span(start: range.lowerBound, end: range.upperBound, inSide: false)
        } else if !open.inSide && open.end == range.lowerBound {
            open.end = range.upperBound
        } else {
            moveOpenFieldToSide()
            side.append(contentsOf: source[range])
            open.end = side.count
        }
    }

    private mutating func moveOpenFieldToSide() {
        guard !open.inSide else { return }
        let start = side.count
        side.append(contentsOf: source[open.start..<open.end])
        open = Span(start: start, end: side.count, inSide: true)
    }

    /// Drops the field being read (the blanks before an opening quote).
    mutating func clearOpenField() {
        if open.inSide { side.removeSubrange(open.start...) }
        open = Span(start: 0, end: 0, inSide: false)
    }

    /// Drops blanks at both ends of the field being read.
    mutating func trimOpenField() {
        // A slice keeps its base's indices, which are the span's.
        let kept = Self.trimmed(slice(open))
        open.start = kept.startIndex
        open.end = kept.endIndex
    }

    /// Adds the fields of `source[line]` split at the positions `commas` (ascending, inside `line`),
    /// when no field is being read: a line without quotes.
    mutating func addFields(of line: Range<Int>, splitAt commas: UnsafeBufferPointer<Int>) {
        spans.reserveCapacity(spans.count + commas.count + 1)
        var start = line.lowerBound
        for comma in commas {
            spans.append(Span(start: start, end: comma, inSide: false))
            start = comma + 1
        }
        spans.append(Span(start: start, end: line.upperBound, inSide: false))
    }

    /// Ends the field being read.
    mutating func closeField() {
        spans.append(open)
        open = Span(start: 0, end: 0, inSide: false)
    }

    /// Appends `separator` and then `other`'s fields, joined by commas, to the last field: a line of a
    /// note the app broke without quotes, joined back (`NoteContinuations`).
    mutating func appendToLastField(separator: UInt8, fieldsOf other: CSVFieldBuffer) {
        guard var last = spans.popLast() else { return }
        var text = Array(slice(last))
        text.append(separator)
        for index in 0..<other.count {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            text.append(contentsOf: other.field(index))
        }
        last = Span(start: side.count, end: side.count + text.count, inSide: true)
        side.append(contentsOf: text)
        spans.append(last)
    }

    /// A space or a tab: what trimming drops (the rule of `String.trimmingSpaces()`).
    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
