import ArgumentParser
import Foundation
import NutriStatsConfiguration
import NutritionData
import SafeOutput

/// `nutristats config`: the settings in force and where each came from; `--init` writes a starter
/// configuration file naming the data found in the folders given.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract:
            "Show the settings in force and where each comes from (flag, file, default); --init writes a starter file.",
        discussion: """
            Every command reads its inputs and shared settings from a configuration file (TOML) when \
            there is one: --config FILE, else ./nutristats.toml, else $XDG_CONFIG_HOME/nutristats/config.toml \
            (~/.config/nutristats/config.toml); --no-config reads none. A flag replaces the file's value \
            of the same setting, and an input flag the file's inputs of that kind. Relative paths in the \
            file are relative to the file. See docs/configuration.md for every key.

            `config` takes the same flags as the other commands and shows what they would use. \
            `config --init [DIR…]` looks for data in the folders (default: the working folder) and writes \
            a commented nutristats.toml (or --config FILE) naming it; it never writes over a file.

            Examples:
              nutristats config
              nutristats config --goal 1800
              nutristats config --init ~/Exports
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var figures: SettingsOptions
    @OptionGroup(visibility: .hidden) var period: PeriodOptions
    @OptionGroup(visibility: .hidden) var pantry: PantryOptions

    @Flag(
        name: .customLong("init"),
        help: "Write a starter configuration file naming the data found in the folders given.")
    var initialize = false

    @Argument(
        help: ArgumentHelp("With --init: folders to look for data in (default: the working folder).", valueName: "DIR"))
    var folders: [String] = []

    func validate() throws {
        if !folders.isEmpty && !initialize { throw ValidationError(.foldersWithoutInit) }
        if initialize && input.configuration.noConfig {
            throw ValidationError(.initWithNoConfig)
        }
    }

    func run() throws {
        if initialize {
            try reportingInputErrors { try writeStarter() }
            return
        }
        let commandLine = try reportingInputErrors {
            try ConfiguredCommandLine.prepare(Array(CommandLine.arguments.dropFirst()))
        }
        try Terminal.output(
            ConfigurationFormatter(file: commandLine.file?.path, origins: commandLine.origins, values: values).text)
    }

    /// Each key's value in force, as the parsed flags hold it (the file's values were added to them).
    var values: [ConfigurationKey: [String]] {
        ConfigurationKey.values(
            inputs: input.flags, settings: figures.flags, weekStart: period.weekStart, pantry: pantry.pantry)
    }

    /// Writes the starter file (never over an existing one) and says where on stderr.
    private func writeStarter() throws {
        let path = input.configuration.config ?? ConfigurationSearch.localName
        if FileManager.default.fileExists(atPath: path) {
            throw InputError(
                .io, file: path,
                problem: .stated(
                    "already exists; config --init never writes over a file (edit it, or "
                        + "give --config NEW.toml)"))
        }
        let starter = StarterConfiguration(findingIn: folders.isEmpty ? ["."] : folders, for: path)
        let location = try OutputPath.location(
            path, option: "--config", files: [], advice: "choose another --config file")
        try AtomicFile.write(Array(starter.text.utf8), to: location, what: "the configuration file")
        Terminal.note(
            "nutristats: wrote \(path): \(starter.fileCount) input\(starter.fileCount == 1 ? "" : "s") found; edit it to taste"
        )
    }
}
