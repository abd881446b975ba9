#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outcome of asking a ``LineReader`` for its next line.
enum LineRead {
    /// A line without its `\n` or `\r\n`; the bytes stay valid until the next call.
    case line(UnsafePointer<UInt8>, count: Int)
    /// A line longer than ``LineReader/maximumLineLength``; it was consumed but not returned.
    case tooLong
    /// No more lines in this reader's part of the file.
    case end
    /// `pread` failed with this errno.
    case failed(Int32)
}

/// Streams the lines of one part of a file through one reused buffer, with `pread` calls and
/// `memchr` to find line ends.
///
/// The buffer is small (256 KiB by default) so that what `pread` copies in is still in the core's
/// cache when the line scan reads it: with a buffer of several MiB every byte went to memory and came
/// back, and reading a file in the page cache was about twice as slow. It grows (up to twice the
/// longest line accepted) only when one line does not fit.
///
/// A reader owns the lines that START in `[start, end)`: when `start` is not at a line start it skips
/// the partial line (the previous part's reader finishes it), and it reads past `end` to finish its
/// own last line. Splitting a file at arbitrary offsets therefore gives every line to exactly one
/// reader. Memory is the buffer only, whatever the file size.
final class LineReader {
    /// The longest line accepted (1 MiB): a longer line is reported, never buffered whole.
    static let maximumLineLength = 1 << 20

    /// The default buffer size.
    static let defaultBufferSize = 256 << 10
    /// The largest the buffer grows to: enough for a maximal line and the byte after it.
    static let maximumBufferSize = 2 * maximumLineLength + 2

    private let file: InputFile
    private let end: Int64
    // Hot mutable state of an object used by one thread at a time and never re-entered: dynamic
    // exclusivity checks (a runtime call per access on class properties) are switched off for it.
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    /// Buffer bytes `[head, tail)` are read but not yet returned.
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var tail = 0
    /// The file offset of `buffer[tail]`.
    @exclusivity(unchecked) private var readOffset: Int64
    /// The file offset of the next line's first byte.
    @exclusivity(unchecked) private(set) var lineOffset: Int64
    /// The file offset of the first byte of the line (or over-long line) last returned.
    @exclusivity(unchecked) private(set) var lineStart: Int64 = 0
    @exclusivity(unchecked) private var reachedEndOfFile = false
    @exclusivity(unchecked) private var skipsPartialLine: Bool

    /// A reader for the lines starting in `[start, end)` of `file`, using a buffer of `bufferSize`
    /// bytes at first, or less when the rest of the file (as sized when opened) is smaller, so memory
    /// stays in proportion to the input (at least 16 bytes; it grows when a line does not fit, also
    /// when the file grew after it was opened).
    init(file: InputFile, start: Int64, end: Int64, bufferSize: Int = LineReader.defaultBufferSize) {
        self.file = file
        let rest = max(0, file.size - max(0, start - 1))
        self.capacity = Int(max(16, min(Int64(min(bufferSize, LineReader.maximumBufferSize)), rest + 1)))
        self.buffer = .allocate(capacity: capacity)
        self.end = end
        if start > 0 {
            // Whether `start` begins a line depends on the byte before it: read from there and drop
            // everything up to the first newline.
            readOffset = start - 1
            lineOffset = start - 1
            skipsPartialLine = true
        } else {
            readOffset = 0
            lineOffset = 0
            skipsPartialLine = false
        }
    }

    deinit {
        buffer.deallocate()
    }

    /// The next line of this reader's part.
    func nextLine() -> LineRead {
        if skipsPartialLine {
            skipsPartialLine = false
            switch skipThroughNewline() {
            case .failed(let code): return .failed(code)
            default: break
            }
        }
        if lineOffset >= end { return .end }
        lineStart = lineOffset
        while true {
            let pending = tail - head
            if pending > 0, let newline = memchr(buffer + head, 0x0A, pending) {
                let lineStart = buffer + head
                let length = newline.assumingMemoryBound(to: UInt8.self) - lineStart
                head += length + 1
                lineOffset += Int64(length + 1)
                if length > LineReader.maximumLineLength { return .tooLong }
                return .line(UnsafePointer(lineStart), count: LineReader.trimmingCarriageReturn(lineStart, length))
            }
            if reachedEndOfFile {
                guard pending > 0 else { return .end }
                let lineStart = buffer + head
                head = tail
                lineOffset += Int64(pending)
                if pending > LineReader.maximumLineLength { return .tooLong }
                return .line(UnsafePointer(lineStart), count: LineReader.trimmingCarriageReturn(lineStart, pending))
            }
            if pending > LineReader.maximumLineLength {
                // Drop what is buffered of the over-long line and skip to its end.
                lineOffset += Int64(pending)
                head = tail
                switch skipThroughNewline() {
                case .failed(let code): return .failed(code)
                default: return .tooLong
                }
            }
            if let code = refill() { return .failed(code) }
        }
    }

    /// Consumes bytes up to and including the next newline (or the end of the file).
    private func skipThroughNewline() -> LineRead {
        while true {
            let pending = tail - head
            if pending > 0, let newline = memchr(buffer + head, 0x0A, pending) {
                let length = newline.assumingMemoryBound(to: UInt8.self) - (buffer + head)
                head += length + 1
                lineOffset += Int64(length + 1)
                return .end
            }
            lineOffset += Int64(pending)
            head = tail
            if reachedEndOfFile { return .end }
            if let code = refill() { return .failed(code) }
        }
    }

    /// Moves the unread bytes to the front and fills the rest of the buffer; returns errno on failure.
    private func refill() -> Int32? {
        let pending = tail - head
        if pending > 0 && head > 0 {
            memmove(buffer, buffer + head, pending)
        }
        head = 0
        tail = pending
        if tail == capacity {
            // One line fills the buffer (it is at most maximumLineLength long, or nextLine would have
            // skipped it): make room for the rest of it.
            let grown = min(capacity * 2, LineReader.maximumBufferSize)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            larger.update(from: buffer, count: tail)
            buffer.deallocate()
            buffer = larger
            capacity = grown
        }
        // Read no further than needed to finish this part (plus one maximal line), in large steps.
        let wanted = max(Int64(1 << 20), end - readOffset + Int64(LineReader.maximumLineLength) + 1)
        let count = Int(min(Int64(capacity - tail), wanted))
        let got = file.read(into: buffer + tail, count: count, at: readOffset)
        if got < 0 { return Int32(-got) }
        if got < count { reachedEndOfFile = true }
        tail += got
        readOffset += Int64(got)
        return nil
    }

    @inline(__always)
    private static func trimmingCarriageReturn(_ start: UnsafeMutablePointer<UInt8>, _ length: Int) -> Int {
        length > 0 && start[length - 1] == 0x0D ? length - 1 : length
    }
}
