/// Where a setting in force came from.
public enum SettingOrigin: Sendable, Equatable {
    /// The command line.
    case flag
    /// The configuration file (its path).
    case file(String)
    /// Neither: the built-in default.
    case builtIn
}
