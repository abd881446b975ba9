import ArgumentParser

/// `nutristats chart` (being built).
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "chart", abstract: "Not built yet.")

    func run() throws {
        Terminal.error("'chart' is not built yet.")
        throw ExitCode.failure
    }
}
