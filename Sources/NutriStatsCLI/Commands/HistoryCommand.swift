import ArgumentParser

/// `nutristats history` (being built).
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "Not built yet.")

    func run() throws {
        Terminal.error("'history' is not built yet.")
        throw ExitCode.failure
    }
}
