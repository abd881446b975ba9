#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's words for an `errno` value ("No space left on device").
struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
    var code: Int32

    /// The error the last failed system call left in `errno`.
    static var last: SystemError { SystemError(code: errno) }

    var description: String { String(cString: strerror(code)) }
}
