import ArgumentParser
import NutriStatsCommandLine
import NutriStatsConfiguration

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

    /// `--init`'s run (``NutriStatsCommandLine/ConfigRun``).
    var plan: ConfigRun {
        ConfigRun(
            initialize: initialize, folders: folders, config: input.configuration.config,
            noConfig: input.configuration.noConfig)
    }

    func validate() throws {
        try usage { try plan.check() }
    }

    func run() throws {
        if initialize {
            Terminal.note(try reportingInputErrors { try plan.writeStarter() })
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
}
