import ArgumentParser
import ChartKitCairo
import NutriStatsConfiguration
import NutritionData

/// The `nutristats` command: turns a Nutrition shortcut storage folder and activity exports into
/// statistics, charts and weekly reports.
public struct NutriStatsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "nutristats",
        abstract: "Statistics, charts and weekly reports from a food log and activity exports.",
        discussion: """
            Every command reads its inputs the same way: --storage DIR (a Nutrition shortcut storage \
            folder) or --history FILE (a bare foodHistory.json), and --activity FILE once per activity CSV. \
            `pantry` (and `report`, `chart --metric pantry`) read --pantry FILE, a KeepFresh pantry list.

            Exit status: 0 success, 64 usage error, 65 data error (a file's content is wrong), \
            74 I/O error (a file is missing, unreadable or cannot be written).
            """,
        version: NutriStatsCommand.version,
        subcommands: [
            HistoryCommand.self, InspectCommand.self, StatsCommand.self, ChartCommand.self, ReportCommand.self,
            FoodCommand.self, ExportCommand.self, PantryCommand.self, ConfigCommand.self,
        ]
    )

    /// The version `nutristats --version` prints; CHANGELOG.md lists what each one holds.
    public static let version = "0.2.0-dev"

    public init() {}

    /// Runs the command the arguments name. For `report`, Pango and fontconfig are started on another
    /// core first (``ChartKitCairo/prepareTypesetting()``), while the arguments are parsed on this
    /// one: a few milliseconds in which the other core had nothing to do (docs/performance.md).
    /// Long lists of input files bypass ArgumentParser (``FileListArguments``), so thousands of
    /// `--activity` files are parsed in linear time. The configuration file's settings are added to the
    /// command line first (``ConfiguredCommandLine``); a bad configuration file stops here, as any
    /// bad input does.
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "report" { ChartKitCairo.prepareTypesetting() }
        do {
            let configured = try ConfiguredCommandLine.prepare(arguments)
            if let note = configured.note, arguments.first != ConfigCommand.configuration.commandName {
                Terminal.note(note)
            }
            let files = FileListArguments(configured.arguments)
            var command = try parseAsRoot(files.remaining)
            files.restore(into: &command)
            try command.run()
        } catch {
            exit(withError: Terminal.failure(error))
        }
    }
}
