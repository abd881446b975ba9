import ArgumentParser

/// `nutristats stats` (being built).
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "Not built yet.")

    func run() throws {
        Terminal.error("'stats' is not built yet.")
        throw ExitCode.failure
    }
}
