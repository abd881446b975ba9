import NutritionData
import Testing

@testable import NutriStatsConfiguration

@Suite struct InputFlagsTests {
    @Test func whatTheFlagsName() throws {
        let flags = InputFlags(
            storage: "S", foodLogs: ["f.csv"], activity: ["a.csv", "b.zip"], body: ["w.csv"], lenient: true)
        #expect(flags.hasFoodInput)
        #expect(flags.strictness == .lenient)
        #expect(flags.files == ["f.csv", "a.csv", "b.zip", "w.csv"])
        #expect(flags.folders == ["S"])
        try flags.check()
        try flags.requireData()
        #expect(InputFlags(history: "h.json").files == ["h.json"])
    }

    @Test func mistakes() {
        #expect(throws: UsageProblem.storageAndHistory) { try InputFlags(storage: "S", history: "h.json").check() }
        #expect(throws: UsageProblem.needsData) { try InputFlags(body: ["w.csv"]).requireData() }
        #expect(!InputFlags(body: ["w.csv"]).hasFoodInput)
    }

    @Test func theSetReadsOnlyTheKindsAskedFor() {
        let flags = InputFlags(storage: "S", foodLogs: ["f.csv"], activity: ["a.csv"], body: ["w.csv"], noCache: true)
        let set = flags.inputSet(reading: [.foodLog], environment: [:])
        #expect(set.files == InputFileList(storage: "S", foodLogs: ["f.csv"]))
        #expect(flags.activityReader(environment: [:]).dayIndexStore == nil)
    }
}

@Suite struct ConfigurationValuesTests {
    @Test func theValuesInForceByKey() {
        let values = ConfigurationKey.values(
            inputs: InputFlags(storage: "S", activity: ["a.csv"], weightUnit: .pounds),
            settings: SettingsFlags(goal: 1_800, stepsGoal: 8_000), weekStart: .sunday, pantry: nil)
        #expect(values[.storage] == ["S"])
        #expect(values[.history] == nil)
        #expect(values[.activity] == ["a.csv"])
        #expect(values[.foodLog] == [])
        #expect(values[.goal] == ["1800"])
        #expect(values[.stepsGoal] == ["8000"])
        #expect(values[.dailyValues] == ["current"])
        #expect(values[.weekStart] == ["sunday"])
        #expect(values[.devicePriority] == ["watch"])
        #expect(values[.weightUnit] == ["lb"])
        #expect(values[.pantry] == nil && values[.timeZone] == nil && values[.dateOrder] == nil)
    }
}

@Suite struct CommandKeysTests {
    @Test func eachCommandTakesTheKeysOfItsOptionGroups() {
        #expect(ConfigurationKey.keys(forCommandLine: ["pantry", "--pantry", "p.csv"]) == [.pantry])
        #expect(
            ConfigurationKey.keys(forCommandLine: ["food", "x"])
                == ConfigurationKey.inputKeys.union([.goal, .dailyValues, .stepsGoal]))
        #expect(ConfigurationKey.keys(forCommandLine: ["history"])?.contains(.weekStart) == true)
        #expect(ConfigurationKey.keys(forCommandLine: ["history"])?.contains(.goal) == false)
        #expect(ConfigurationKey.keys(forCommandLine: ["config"])?.count == ConfigurationKey.allCases.count)
        #expect(ConfigurationKey.keys(forCommandLine: ["--help"]) == nil)
        #expect(ConfigurationKey.keys(forCommandLine: []) == nil)
        // After `--`, `--csv` is not an option.
        #expect(ConfigurationKey.keys(forCommandLine: ["chart", "--", "--csv"])?.contains(.goal) == true)
        #expect(ConfigurationKey.keys(forCommandLine: ["chart", "--csv=a.csv"]) == [])
    }
}
