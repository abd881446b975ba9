/// Colour in terminal output: only when standard output is a terminal, `NO_COLOR` is unset or empty
/// (https://no-color.org), and `TERM` is not `dumb`. Never in CSV or JSON. The command asks with the
/// facts of its process.
package enum TerminalColor {
    /// The rule, for given facts.
    package static func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// `text` in red (SGR 31), reset after.
    package static func red(_ text: String) -> String {
        "\u{1B}[31m" + text + "\u{1B}[0m"
    }
}
