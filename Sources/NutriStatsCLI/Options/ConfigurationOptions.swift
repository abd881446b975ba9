import ArgumentParser
import NutriStatsConfiguration

/// `--config FILE` and `--no-config`, on every command that reads settings from the configuration file.
///
/// ``NutriStatsCommand/main()`` reads them before ArgumentParser does (``ConfiguredCommandLine``),
/// to add the file's settings to the command line; they are declared here so help lists them and
/// the parser accepts them.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The configuration file (TOML) to read instead of ./nutristats.toml or $XDG_CONFIG_HOME/nutristats/config.toml; see docs/configuration.md.",
            valueName: "FILE"))
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no configuration file.")
    var noConfig = false

    func validate() throws {
        if config != nil && noConfig { throw ValidationError(.configAndNoConfig) }
    }
}
