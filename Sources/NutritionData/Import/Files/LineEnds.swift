#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counting line ends, for a reader that starts in the middle of a file (the second half of a history
/// file or a food log read in two) and must still name lines from the file's first.
enum LineEnds {
    /// The number of `\n` bytes in `bytes[..<end]`: the line that starts at `end`, less one.
    ///
    /// - Complexity: O(n), with `memchr` between line ends.
    static func count(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        guard var next = bytes.baseAddress else { return 0 }
        let stop = next + min(max(0, end), bytes.count)
        var count = 0
        while next < stop, let found = memchr(next, 0x0A, stop - next) {
            count += 1
            next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return count
    }
}
