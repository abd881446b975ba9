import Foundation
import NutriStatsConfiguration
import NutritionData

/// A command that takes settings from the configuration file: the keys it takes (those of its
/// option groups), for the command line it was given.
protocol ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey>
}

extension ConfigurableCommand {
    /// The keys of ``InputOptions``: the inputs but the pantry, and how they are read.
    static var inputKeys: Set<ConfigurationKey> {
        [.storage, .history, .foodLog, .activity, .body, .timeZone, .devicePriority, .dateOrder, .weightUnit]
    }
    /// The key of ``PeriodOptions``.
    static var periodKeys: Set<ConfigurationKey> { [.weekStart] }
    /// The keys of ``SettingsOptions``.
    static var figureKeys: Set<ConfigurationKey> { [.goal, .dailyValues, .stepsGoal] }
}

/// The command line after the configuration file's settings were added (``ConfiguredArguments``),
/// with the file read and where each setting came from.
struct ConfiguredCommandLine {
    /// The arguments to parse.
    var arguments: [String]
    /// The configuration file read, if any.
    var file: ConfigurationFile?
    /// Where each key of the command came from.
    var origins: [ConfigurationKey: SettingOrigin]

    /// The command line `arguments` (without the program name) with the configuration file's
    /// settings added, for a subcommand that takes them; `arguments` as given for anything else
    /// (`--help`, `--version`, an unknown command), so ArgumentParser reports those as always.
    static func prepare(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(InputError) -> ConfiguredCommandLine
    {
        guard let name = arguments.first,
            let command = NutriStatsCommand.configuration.subcommands.first(where: {
                $0.configuration.commandName == name
            }),
            let configurable = command as? any ConfigurableCommand.Type
        else { return ConfiguredCommandLine(arguments: arguments, file: nil, origins: [:]) }
        let search = ConfigurationSearch(arguments: arguments)
        let path = search.locate(environment: environment) { FileManager.default.fileExists(atPath: $0) }
        let file = try path.map { path throws(InputError) in
            try ConfigurationFile.read(at: path, home: environment["HOME"])
        }
        let configured = ConfiguredArguments(
            arguments: arguments, file: file, keys: configurable.configurationKeys(for: arguments))
        return ConfiguredCommandLine(arguments: configured.arguments, file: file, origins: configured.origins)
    }

    /// The stderr note naming the configuration file in use: `nutristats: configuration: nutristats.toml`.
    var note: String? { file.map { "nutristats: configuration: \($0.path)" } }
}
