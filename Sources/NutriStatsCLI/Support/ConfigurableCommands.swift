import NutriStatsConfiguration

// The configuration keys each command takes: those of its option groups (a test checks each key is
// one of the command's flags).

extension HistoryCommand: ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> { inputKeys.union(periodKeys) }
}

extension InspectCommand: ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> { inputKeys.union(periodKeys) }
}

extension StatsCommand: ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> {
        inputKeys.union(periodKeys).union(figureKeys)
    }
}

extension ExportCommand: ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> {
        inputKeys.union(periodKeys).union(figureKeys)
    }
}

extension FoodCommand: ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> { inputKeys.union(figureKeys) }
}

extension ReportCommand: ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> {
        inputKeys.union(periodKeys).union(figureKeys).union([.pantry])
    }
}

extension PantryCommand: ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> { [.pantry] }
}

extension ChartCommand: ConfigurableCommand {
    /// A `--csv` chart takes no configured setting (the inputs and settings go with `--metric`); a
    /// pantry chart only the pantry.
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> {
        let given = arguments.prefix { $0 != "--" }
        if given.contains(where: { $0 == "--csv" || $0.hasPrefix("--csv=") }) { return [] }
        if let index = given.firstIndex(of: "--metric"), index + 1 < given.endIndex,
            given[index + 1].lowercased() == "pantry"
        {
            return [.pantry]
        }
        if given.contains(where: { $0.lowercased() == "--metric=pantry" }) { return [.pantry] }
        return inputKeys.union(periodKeys).union(figureKeys)
    }
}

extension ConfigCommand: ConfigurableCommand {
    static func configurationKeys(for arguments: [String]) -> Set<ConfigurationKey> { Set(ConfigurationKey.allCases) }
}
