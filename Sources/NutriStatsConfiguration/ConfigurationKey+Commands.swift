extension ConfigurationKey {
    /// The keys of the input flags: the inputs but the pantry, and how they are read.
    public static let inputKeys: Set<ConfigurationKey> = [
        .storage, .history, .foodLog, .activity, .body, .timeZone, .devicePriority, .dateOrder, .weightUnit,
    ]
    /// The key of the period flags.
    public static let periodKeys: Set<ConfigurationKey> = [.weekStart]
    /// The keys of the flags that shape the figures.
    public static let figureKeys: Set<ConfigurationKey> = [.goal, .dailyValues, .stepsGoal]

    /// The keys the command that `arguments` (without the program name) run takes from the configuration
    /// file: those of its option groups (a test checks each key is one of the command's flags). Nil for
    /// anything else (`--help`, `--version`, an unknown command), whose arguments are left as given.
    public static func keys(forCommandLine arguments: [String]) -> Set<ConfigurationKey>? {
        switch arguments.first {
        case "history", "inspect": inputKeys.union(periodKeys)
        case "stats", "export": inputKeys.union(periodKeys).union(figureKeys)
        case "food": inputKeys.union(figureKeys)
        case "report": inputKeys.union(periodKeys).union(figureKeys).union([.pantry])
        case "pantry": [.pantry]
        case "chart": chartKeys(for: arguments)
        case "config": Set(allCases)
        default: nil
        }
    }

    /// A `--csv` chart takes no configured setting (the inputs and settings go with `--metric`); a
    /// pantry chart only the pantry; any other chart those of `stats`.
    static func chartKeys(for arguments: [String]) -> Set<ConfigurationKey> {
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
