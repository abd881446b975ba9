extension TerminalText {
    /// `text` with C0 and C1 control characters and DEL replaced by `\u{XX}` escapes: what a command's
    /// messages on stderr quote from input files, so a file can neither send commands to the terminal
    /// nor split a message over several lines.
    package static func escapingControls(_ text: String) -> String {
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
}
