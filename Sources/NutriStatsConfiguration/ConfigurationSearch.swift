/// Where the configuration file is: the one `--config` names, else `./nutristats.toml`, else
/// `$XDG_CONFIG_HOME/nutristats/config.toml` (else `~/.config/nutristats/config.toml`); none with
/// `--no-config`.
public struct ConfigurationSearch: Sendable, Equatable {
    /// The file's name in the working folder.
    public static let localName = "nutristats.toml"

    /// `--config FILE`, when given.
    public var explicit: String?
    /// `--no-config`.
    public var disabled: Bool

    public init(explicit: String? = nil, disabled: Bool = false) {
        self.explicit = explicit
        self.disabled = disabled
    }

    /// The places looked at, in order, for this environment (`XDG_CONFIG_HOME`, `HOME`).
    public func candidates(environment: [String: String]) -> [String] {
        if disabled { return [] }
        if let explicit { return [explicit] }
        var places = [Self.localName]
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            places.append(xdg + "/nutristats/config.toml")
        } else if let home = environment["HOME"], !home.isEmpty {
            places.append(home + "/.config/nutristats/config.toml")
        }
        return places
    }

    /// The file to read: `--config`'s even when missing (reading it then reports the missing file),
    /// else the first candidate that `exists`; nil when none.
    public func locate(environment: [String: String], exists: (String) -> Bool) -> String? {
        if disabled { return nil }
        if let explicit { return explicit }
        return candidates(environment: environment).first(where: exists)
    }
}

extension ConfigurationSearch {
    /// `--config FILE` (or `--config=FILE`) and `--no-config` as a command line gives them, up to a
    /// `--`; the last `--config` wins, as ArgumentParser's does.
    public init(arguments: [String]) {
        self.init()
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--no-config" {
                disabled = true
            } else if argument == "--config", index + 1 < arguments.count {
                explicit = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--config=") {
                explicit = String(argument.dropFirst("--config=".count))
            }
            index += 1
        }
    }
}
