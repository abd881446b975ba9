#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to standard output and standard error.
enum Terminal {
    /// Writes `text` and a newline to standard error, prefixed with `nutristats: error: `.
    static func error(_ text: String) {
        writeStandardError("nutristats: error: " + text + "\n")
    }

    /// Writes `text` and a newline to standard error (progress, notes).
    static func note(_ text: String) {
        writeStandardError(text + "\n")
    }

    static func writeStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
