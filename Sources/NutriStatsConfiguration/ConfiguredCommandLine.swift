import Foundation
import NutritionData

/// The command line after the configuration file's settings were added (``ConfiguredArguments``) for
/// the command's keys (``ConfigurationKey/keys(forCommandLine:)``), with the file read and where each
/// setting came from.
public struct ConfiguredCommandLine {
    /// The arguments to parse.
    public var arguments: [String]
    /// The configuration file read, if any.
    public var file: ConfigurationFile?
    /// Where each key of the command came from.
    public var origins: [ConfigurationKey: SettingOrigin]

    /// The command line `arguments` (without the program name) with the configuration file's
    /// settings added, for a subcommand that takes them; `arguments` as given for anything else
    /// (`--help`, `--version`, an unknown command), so ArgumentParser reports those as always.
    public static func prepare(
        _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    )
        throws(InputError) -> ConfiguredCommandLine
    {
        guard let keys = ConfigurationKey.keys(forCommandLine: arguments) else {
            return ConfiguredCommandLine(arguments: arguments, file: nil, origins: [:])
        }
        let search = ConfigurationSearch(arguments: arguments)
        let path = search.locate(environment: environment) { FileManager.default.fileExists(atPath: $0) }
        let file = try path.map { path throws(InputError) in
            try ConfigurationFile.read(at: path, home: environment["HOME"])
        }
        let configured = ConfiguredArguments(
            arguments: arguments, file: file, keys: keys)
        return ConfiguredCommandLine(arguments: configured.arguments, file: file, origins: configured.origins)
    }

    /// The stderr note naming the configuration file in use: `nutristats: configuration: nutristats.toml`.
    public var note: String? { file.map { "nutristats: configuration: \($0.path)" } }
}
