import ArgumentParser

/// `nutristats inspect` (being built).
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "inspect", abstract: "Not built yet.")

    func run() throws {
        Terminal.error("'inspect' is not built yet.")
        throw ExitCode.failure
    }
}
