#if canImport(Glibc)
import Glibc
#endif

/// Empty arrays with room for many elements, for the few buffers of a load that grow to megabytes
/// (the history's bytes, its entries, the final log).
///
/// On Linux the buffer is also marked for transparent huge pages (`madvise(MADV_HUGEPAGE)`): filling
/// a 12 MB buffer then takes a handful of 2 MB page faults instead of three thousand 4 KB ones, which
/// measurably shortens a ten-year load. It is only a hint; where it is not honoured nothing changes.
enum LargeBuffers {
    /// Buffers smaller than this are left to the allocator as they are.
    static let hintThreshold = 4 << 20

    /// An empty array with capacity for at least `capacity` elements.
    static func array<Element>(capacity: Int) -> [Element] {
        Array(unsafeUninitializedCapacity: capacity) { buffer, count in
            adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            count = 0
        }
    }

    /// Marks the whole 2 MB pages inside `buffer` for huge pages (Linux; elsewhere nothing).
    static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= hintThreshold, let base = buffer.baseAddress else { return }
        let hugePage = 2 << 20
        let start = (Int(bitPattern: base) + hugePage - 1) / hugePage * hugePage
        let end = (Int(bitPattern: base) + buffer.count) / hugePage * hugePage
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
