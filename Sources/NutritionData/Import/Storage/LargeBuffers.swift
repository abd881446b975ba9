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

    /// An empty array with capacity for at least `capacity` elements, of which about `expected` will
    /// be used (their memory is mapped in one go).
    static func array<Element>(capacity: Int, expected: Int? = nil) -> [Element] {
        Array(unsafeUninitializedCapacity: capacity) { buffer, count in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            adviseHugePages(raw)
            let used = min(expected ?? capacity, capacity) * MemoryLayout<Element>.stride
            populate(UnsafeMutableRawBufferPointer(rebasing: raw[0..<min(used, raw.count)]))
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

    /// Maps the pages of `buffer` now, in one call, rather than one fault per page as they are first
    /// written (Linux 5.14 and later; elsewhere, or when refused, nothing happens).
    static func populate(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
            guard buffer.count >= hintThreshold, let base = buffer.baseAddress else { return }
            let page = 4096
            let start = (Int(bitPattern: base) + page - 1) / page * page
            let end = (Int(bitPattern: base) + buffer.count) / page * page
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(aligned, end - start, 23)  // MADV_POPULATE_WRITE
        #endif
    }
}
