import ArgumentParser
import NutriStatsConfiguration

extension InputOptions {
    /// Throws the usage error of a command that needs some data (`report`, `export`) when no food and
    /// no activity input was given.
    func requireData() throws {
        guard hasFoodInput || !activity.isEmpty else {
            throw ValidationError(.needsData)
        }
    }
}
