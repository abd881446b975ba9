import ChartKitCairo
import NutriStatsCommandLine
import NutritionPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to standard output and standard error.
///
/// Every byte a command writes goes through ``output(_:)`` (standard output) or
/// ``writeStandardError(_:)``, which write with write(2) directly and check every call.
enum Terminal {
    /// Writes `text` to standard output, all of it, or ends the command: a failed write (a full disk,
    /// `/dev/full`, a closed standard output) is reported on stderr with its reason, e.g.
    /// `nutristats: error: cannot write to standard output: No space left on device`
    /// (``NutriStatsCommandLine/StandardOutputFailure``), and the command exits with 74. A write cut short is continued; one interrupted by a signal
    /// is retried. A closed pipe ends the process by SIGPIPE, as for any command-line tool.
    static func output(_ text: String) throws {
        guard let failure = writeAll(text, to: 1) else { return }
        throw Self.failure(StandardOutputFailure(reason: String(cString: strerror(failure))))
    }

    /// Writes `text` and a newline to standard error, prefixed with `nutristats: error: `.
    ///
    /// Messages quote what input files hold, so control characters are written as escapes (`\u{1B}`,
    /// ``TerminalText/escapingControls(_:)``): a file can neither send commands to the terminal nor split
    /// the message over several lines.
    static func error(_ text: String) {
        writeStandardError("nutristats: error: " + TerminalText.escapingControls(text) + "\n")
    }

    /// Writes `text` and a newline to standard error (progress, notes), control characters escaped
    /// as in ``error(_:)``.
    static func note(_ text: String) {
        writeStandardError(TerminalText.escapingControls(text) + "\n")
    }

    /// Writes each of `lines` as a ``note(_:)``.
    static func notes(_ lines: [String]) {
        for line in lines { note(line) }
    }

    /// Notes on standard error, once, the characters drawn so far that no installed font has, and the
    /// font packages that cover them (``MissingFontNotice``); nothing when every character had a glyph.
    static func noteMissingFonts() {
        guard let text = MissingFontNotice.text(for: MissingGlyphs.take()) else { return }
        note("nutristats: note: " + text)
    }

    /// Writes `text` to standard error. A failure is ignored: there is nowhere left to report it.
    static func writeStandardError(_ text: String) {
        _ = writeAll(text, to: 2)
    }

    /// Writes all of `text` to `descriptor`: short writes are continued and writes interrupted by a
    /// signal (`EINTR`) retried. Nil when everything was written, else the `errno` of the failed write.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                // write(2) returns 0 only for a count of 0; treat it as a full device so this never spins.
                if written == 0 { return ENOSPC }
                offset += written
            }
            return nil
        }
    }
}
