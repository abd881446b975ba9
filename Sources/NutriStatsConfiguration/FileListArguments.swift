/// The command line with its long lists of input files taken out before ArgumentParser sees it.
///
/// ArgumentParser's work grows with the square of the number of arguments: it removes each parsed
/// argument by scanning the list from its start, and copies a repeated option's values on every
/// append. Ten years of Google Fit per-day files is 3,650 `--activity FILE` pairs, and 8,000 took 8 s
/// before any file was read. So every `--activity FILE` and `--food-log FILE` (or `--activity=FILE`)
/// after the first of its option is taken out here, in one pass, and the whole list is given back to
/// the parsed command (the commands' `restore(into:)`): ArgumentParser still sees, checks and reports the first of
/// each, so usage errors, help and validation are those of the full command line.
///
/// Only a command line whose every occurrence of the option is plain is shortened: one with a value
/// that looks like an option, or the option last, is left whole for ArgumentParser to refuse as before;
/// so is everything after `--`.
public struct FileListArguments: Sendable, Equatable {
    /// The options whose values are gathered, as `InputOptions` names them.
    public static let options = ["--activity", "--food-log", "--body"]

    /// The arguments for ArgumentParser.
    public private(set) var remaining: [String] = []
    /// Every value of each option in ``options``, in command-line order; absent for an option left whole.
    public private(set) var values: [String: [String]] = [:]

    /// Splits `arguments` (without the program name).
    public init(_ arguments: [String]) {
        var found: [String: [(value: String, range: Range<Int>)]] = [:]
        var plain = Set(Self.options)
        var index = 0
        scan: while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break scan }
            for option in Self.options {
                if argument == option {
                    guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
                        plain.remove(option)
                        break
                    }
                    found[option, default: []].append((arguments[index + 1], index..<index + 2))
                    index += 1
                } else if argument.hasPrefix(option + "=") {
                    found[option, default: []].append((String(argument.dropFirst(option.count + 1)), index..<index + 1))
                }
            }
            index += 1
        }
        var dropped = [Bool](repeating: false, count: arguments.count)
        for option in Self.options where plain.contains(option) {
            guard let occurrences = found[option] else { continue }
            values[option] = occurrences.map(\.value)
            for occurrence in occurrences.dropFirst() {
                for position in occurrence.range { dropped[position] = true }
            }
        }
        remaining = arguments.indices.filter { !dropped[$0] }.map { arguments[$0] }
    }
}
