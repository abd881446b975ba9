import ArgumentParser

/// `nutristats report` (being built).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "report", abstract: "Not built yet.")

    func run() throws {
        Terminal.error("'report' is not built yet.")
        throw ExitCode.failure
    }
}
