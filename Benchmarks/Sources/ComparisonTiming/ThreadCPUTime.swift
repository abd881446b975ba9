#if canImport(Glibc)
    import Glibc
#endif

/// CPU seconds the calling thread has used so far: what the library-against-hand-written comparisons
/// time (`deflate-compare`, `xml-reader-compare`), so that other processes on a busy machine count
/// less than in a wall clock.
public func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The middle value of `values` (the upper middle for an even count); 0 when empty.
public func medianTime(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
