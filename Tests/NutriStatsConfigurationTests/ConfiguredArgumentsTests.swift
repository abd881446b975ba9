import Testing

@testable import NutriStatsConfiguration

@Suite struct ConfiguredArgumentsTests {
    let file = try! ConfigurationFile(
        parsing: """
            [inputs]
            storage = "S"
            activity = ["a.csv", "b.csv"]
            food-log = "f.csv"
            [settings]
            goal = 1800
            week-start = "sunday"
            """, path: "n.toml", folder: "")

    @Test func theFileFillsWhatTheCommandLineLeavesOut() {
        let keys: Set<ConfigurationKey> = [.storage, .history, .activity, .foodLog, .goal, .weekStart, .dailyValues]
        let configured = ConfiguredArguments(arguments: ["stats", "--week", "2026-11-02"], file: file, keys: keys)
        #expect(
            configured.arguments == [
                "stats", "--week", "2026-11-02", "--storage", "S", "--food-log", "f.csv",
                "--activity", "a.csv", "--activity", "b.csv", "--goal", "1800", "--week-start", "sunday",
            ])
        #expect(configured.origins[.goal] == .file("n.toml"))
        #expect(configured.origins[.dailyValues] == .builtIn)
        #expect(configured.origins[.history] == .builtIn)
    }

    @Test func flagsReplaceTheFilesValueAndInputsOfTheirKind() {
        let keys: Set<ConfigurationKey> = [.storage, .history, .activity, .foodLog, .goal, .weekStart]
        let configured = ConfiguredArguments(
            arguments: ["stats", "--history", "h.json", "--activity=c.csv", "--goal", "2100", "--", "--week-start"],
            file: file, keys: keys)
        // --history replaces the file's storage; --activity its two files; --goal its goal. The food log
        // (another kind) and week-start (after `--` is not a flag) still come from the file, before `--`.
        #expect(
            configured.arguments == [
                "stats", "--history", "h.json", "--activity=c.csv", "--goal", "2100",
                "--food-log", "f.csv", "--week-start", "sunday", "--", "--week-start",
            ])
        #expect(configured.origins[.storage] == .builtIn)
        #expect(configured.origins[.history] == .flag)
        #expect(configured.origins[.activity] == .flag)
        #expect(configured.origins[.foodLog] == .file("n.toml"))
    }

    @Test func onlyTheKeysTheCommandTakesAreAdded() {
        let configured = ConfiguredArguments(arguments: ["pantry"], file: file, keys: [.pantry])
        #expect(configured.arguments == ["pantry"])
        #expect(configured.origins == [.pantry: .builtIn])
    }

    @Test func noFileChangesNothing() {
        let configured = ConfiguredArguments(
            arguments: ["stats", "--goal", "3"], file: nil, keys: [.goal, .dailyValues])
        #expect(configured.arguments == ["stats", "--goal", "3"])
        #expect(configured.origins == [.goal: .flag, .dailyValues: .builtIn])
    }

    @Test func searchOrder() {
        let env = ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]
        #expect(ConfigurationSearch().candidates(environment: env) == ["nutristats.toml", "/x/nutristats/config.toml"])
        #expect(
            ConfigurationSearch().candidates(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "rel"])
                == ["nutristats.toml", "/h/.config/nutristats/config.toml"])
        #expect(ConfigurationSearch().locate(environment: env) { $0.hasPrefix("/x") } == "/x/nutristats/config.toml")
        #expect(ConfigurationSearch().locate(environment: env) { _ in false } == nil)
        #expect(ConfigurationSearch(explicit: "c.toml").locate(environment: env) { _ in false } == "c.toml")
        #expect(ConfigurationSearch(disabled: true).locate(environment: env) { _ in true } == nil)
    }

    @Test func searchFlagsAreReadFromTheCommandLine() {
        #expect(
            ConfigurationSearch(arguments: ["stats", "--config", "a.toml", "--config=b.toml"])
                == .init(explicit: "b.toml"))
        #expect(ConfigurationSearch(arguments: ["stats", "--no-config"]) == .init(disabled: true))
        #expect(ConfigurationSearch(arguments: ["stats", "--", "--no-config"]) == .init())
    }
}
