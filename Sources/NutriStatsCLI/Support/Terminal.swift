#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to standard output and standard error.
enum Terminal {
    /// Writes `text` and a newline to standard error, prefixed with `nutristats: error: `.
    ///
    /// Messages quote what input files hold, so control characters are written as escapes (`\u{1B}`):
    /// a file can neither send commands to the terminal nor split the message over several lines.
    static func error(_ text: String) {
        writeStandardError("nutristats: error: " + printable(text) + "\n")
    }

    /// `text` with C0 and C1 control characters and DEL replaced by `\u{XX}` escapes.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    /// Writes `text` and a newline to standard error (progress, notes), control characters escaped
    /// as in ``error(_:)``.
    static func note(_ text: String) {
        writeStandardError(printable(text) + "\n")
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
