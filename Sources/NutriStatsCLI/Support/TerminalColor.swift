#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colour in terminal output: only when standard output is a terminal, `NO_COLOR` is unset or empty
/// (https://no-color.org), and `TERM` is not `dumb`. Never in CSV or JSON.
enum TerminalColor {
    /// Whether this process's standard output gets colour.
    static var isEnabled: Bool {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return isEnabled(isTerminal: isatty(1) == 1, environment: environment)
    }

    /// The rule, for given facts.
    static func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// `text` in red (SGR 31), reset after.
    static func red(_ text: String) -> String {
        "\u{1B}[31m" + text + "\u{1B}[0m"
    }
}
