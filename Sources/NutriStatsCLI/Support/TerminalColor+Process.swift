import NutritionPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalColor {
    /// Whether this process's standard output gets colour (``isEnabled(isTerminal:environment:)``).
    static var isEnabled: Bool {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return isEnabled(isTerminal: isatty(1) == 1, environment: environment)
    }
}
