import NutritionData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks that turn a wrong result into a crash, so libFuzzer records the input that caused it.
public enum Invariant {
    /// Aborts with `message` on stderr when `condition` is false.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if condition { return }
        let text = "invariant failed: " + message() + "\n"
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }

    /// An ``InputError`` must name the file it is about (as the reader was given it), give a
    /// 1-based line when it gives one, and say what was wrong.
    public static func checkMessage(_ error: InputError, files: [String]) {
        check(files.contains(error.file), "error names \(error.file), not one of \(files): \(error)")
        if let line = error.line { check(line >= 1, "line \(line) in \(error)") }
        check(!error.problem.description.isEmpty, "empty problem in \(error)")
        check(
            error.description.hasPrefix(error.file + (error.line.map { ":\($0)" } ?? "") + ": "),
            "description \(error.description)")
    }

    /// A quantity read from a file must be a real amount.
    public static func checkAmount(_ value: Double?, _ what: String) {
        guard let value else { return }
        check(value.isFinite && value >= 0, "\(what) = \(value)")
    }
}
