#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One streaming pass over export.xml bytes: the buffer, its refills, the newline count and the
/// ``ExportElementScanner``, shared by the activity reader (``HealthExportParser``) and the food-log
/// reader (``HealthDietaryParser``), which see only the elements.
///
/// The buffer starts at 256 KiB and grows (doubling) to at most 2 MiB, for a tag up to 1 MiB long:
/// an unfinished tag (or comment, or DTD) longer than that is reported to the handler as malformed
/// once 1 MiB of it has been read, and the scan goes on after its `<`, so the buffer never holds more
/// than one limit's worth. Bytes already scanned are dropped at each refill.
///
/// Lines are counted lazily, in bulk with `memchr`, only up to where they are asked for
/// (``newlines(before:)``) or where the pass ends; newlines past the part's end (read to finish its
/// last tag) are kept apart, so ``lines`` counts only the part's own.
final class ExportStreamReader {
    /// The longest tag accepted (1 MiB): a longer one is reported, never buffered whole.
    static let maximumTagLength = 1 << 20
    static let initialCapacity = 256 << 10

    /// How a pass ended.
    enum Outcome {
        /// The source's end, or the first tag past the part's end.
        case finished
        /// The handler asked to stop (``ExportElementHandler/stopsScan``).
        case stopped
        /// The source failed.
        case failed(InputError)
    }

    private let scanner: ExportElementScanner
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity = ExportStreamReader.initialCapacity
    /// Newlines counted in `buffer[0..<countedTo]` and before, split at the part's end.
    @exclusivity(unchecked) private var countedTo = 0
    @exclusivity(unchecked) private var ownNewlines = 0
    @exclusivity(unchecked) private var newlinesBeyond = 0
    /// The buffer index of the part's end (`Int.max` when unbounded).
    @exclusivity(unchecked) private var limit = Int.max
    /// The offset (from the part's start) of the buffer's first byte during a pass: buffer index `i`
    /// is at `bufferOffset + i`, so handlers sharing a pass can tell one tag from another across
    /// refills (``ExportElementFanOut``).
    @exclusivity(unchecked) private(set) var bufferOffset: Int64 = 0

    /// A reader whose scanner reports `MetadataEntry` and `</Record>` too when `reportsMetadata`.
    init(reportsMetadata: Bool) {
        scanner = ExportElementScanner(reportsMetadata: reportsMetadata)
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
        scanner.free()
    }

    /// The newlines in the part, once ``run(_:length:handler:)`` has returned: up to the source's end
    /// or the part's, or to where the handler stopped the scan.
    var lines: Int { ownNewlines }

    /// Reads `source`, whose first byte is the part's first byte, passing the tags that start in its
    /// first `length` bytes (nil: all of it) to `handler`.
    func run<Handler: ExportElementHandler>(_ source: ExportByteSource, length: Int64?, handler: Handler) -> Outcome {
        var head = 0
        var tail = 0
        bufferOffset = 0
        var atEnd = false
        while true {
            // Refill: keep the unread bytes, grow for a tag that does not fit.
            if head > 0 {
                countLines(upTo: head)
                if tail > head { buffer.update(from: buffer + head, count: tail - head) }
                tail -= head
                countedTo -= head
                bufferOffset += Int64(head)
                head = 0
            }
            // The buffer never holds more than the longest tag and one byte, so a longer unfinished
            // tag is seen (below) instead of read whole.
            if tail == capacity && capacity <= Self.maximumTagLength {
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                grown.update(from: buffer, count: tail)
                buffer.deallocate()
                buffer = grown
                capacity *= 2
            }
            // Never 0 (a read of 0 bytes means the end): a tag over the limit was reported below.
            let room = min(capacity, Self.maximumTagLength + 1) - tail
            if !atEnd && room > 0 {
                switch source.read(into: buffer + tail, count: room) {
                case .failure(let error):
                    return .failed(error)
                case .success(let got):
                    if got == 0 { atEnd = true }
                    tail += got
                }
            }
            if let length {
                let end = length - bufferOffset
                limit = end < Int64(Int.max) ? Int(max(0, end)) : Int.max
            }
            switch scanner.scan(buffer, from: head, to: tail, limit: limit, atEnd: atEnd, handler: handler) {
            case .reachedLimit:
                countLines(upTo: tail)
                return .finished
            case .stopped(let at):
                countLines(upTo: at)
                return .stopped
            case .needMore(let keep):
                head = keep
                if atEnd {
                    countLines(upTo: tail)
                    return .finished
                }
                if tail - keep > Self.maximumTagLength {
                    // An unfinished tag (or comment, or DTD) already longer than the limit: report it
                    // and go on after its '<' — or, for a comment, declaration or processing
                    // instruction, after all of it read so far: what follows its '<' is its content,
                    // and scanning each '<' inside it again would be quadratic.
                    handler.malformed(
                        at: keep, in: buffer, attribute: nil,
                        problem: .tooLong(.tag, limit: Self.maximumTagLength))
                    let markup = buffer[keep + 1] == 0x21 || buffer[keep + 1] == 0x3F
                    head = markup ? tail : keep + 1
                    if handler.stopsScan {
                        countLines(upTo: head)
                        return .stopped
                    }
                }
            }
        }
    }

    /// The newlines before buffer index `index` in the pass so far (the part's and, past its end,
    /// the ones read to finish its last tag): a 0-based line number. Never before an index asked already.
    func newlines(before index: Int) -> Int {
        countLines(upTo: index)
        return ownNewlines + newlinesBeyond
    }

    /// Counts the newlines in `buffer[countedTo..<index]`: those before the part's end are the
    /// part's own lines, those after it only locate problems.
    private func countLines(upTo index: Int) {
        guard index > countedTo else { return }
        let split = min(max(limit, countedTo), index)
        ownNewlines += count(from: countedTo, to: split)
        newlinesBeyond += count(from: split, to: index)
        countedTo = index
    }

    private func count(from start: Int, to stop: Int) -> Int {
        var found = 0
        var i = start
        while i < stop, let hit = memchr(buffer + i, 0x0A, stop - i) {
            found += 1
            i = UnsafeMutablePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - buffer + 1
        }
        return found
    }
}
