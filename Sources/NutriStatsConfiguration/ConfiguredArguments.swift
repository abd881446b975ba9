/// A command line with the configuration file's settings added where the command line does not give them.
///
/// The rule of precedence, in one place: a flag on the command line replaces the file's value of the
/// same key; an input flag replaces the file's inputs of that kind (`--activity a.csv` drops every
/// `activity` of the file; `--storage` or `--history` drops the file's `storage` and `history`). The
/// file's values are added as the flags they stand for, before a `--` if there is one, so the command
/// parses and checks them exactly as typed flags, and every later step sees one command line.
public struct ConfiguredArguments: Sendable, Equatable {
    /// The command line to parse.
    public private(set) var arguments: [String]
    /// Where each key the command takes came from.
    public private(set) var origins: [ConfigurationKey: SettingOrigin] = [:]

    /// Adds to `arguments` (the command line without the program name) the settings of `file` among
    /// `keys` (those the command takes) that the command line does not give. O(arguments + keys).
    public init(arguments: [String], file: ConfigurationFile?, keys: Set<ConfigurationKey>) {
        let given = Self.keysGiven(in: arguments)
        var added: [String] = []
        for key in keys.sorted() {
            if key.replacedTogether.contains(where: given.contains) {
                origins[key] = given.contains(key) ? .flag : .builtIn
                continue
            }
            guard let file, let entry = file.entry(key) else {
                origins[key] = .builtIn
                continue
            }
            origins[key] = .file(file.path)
            for value in entry.values { added += [key.flag, value] }
        }
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        self.arguments = Array(arguments[..<end]) + added + Array(arguments[end...])
    }

    /// The keys whose flag appears in `arguments` (as `--key` or `--key=…`), up to a `--`.
    public static func keysGiven(in arguments: [String]) -> Set<ConfigurationKey> {
        var keys: Set<ConfigurationKey> = []
        for argument in arguments {
            if argument == "--" { break }
            guard argument.hasPrefix("--") else { continue }
            let name = argument.dropFirst(2).prefix { $0 != "=" }
            if let key = ConfigurationKey(rawValue: String(name)) { keys.insert(key) }
        }
        return keys
    }
}
