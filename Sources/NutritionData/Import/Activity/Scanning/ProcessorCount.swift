#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The number of processors online, read with `sysconf` (no Foundation needed).
enum ProcessorCount {
    static var online: Int {
        let count = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return count > 0 ? Int(count) : 1
    }
}
