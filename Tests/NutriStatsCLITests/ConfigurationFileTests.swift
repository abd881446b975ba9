import Foundation
import NutriStatsConfiguration
import Testing

@testable import NutriStatsCLI

/// The configuration file end to end: found, applied, replaced by flags, refused when wrong.
@Suite struct ConfigurationFileCommandTests {
    let storage = ReliabilityCLI.sampleData().appendingPathComponent("Storage").path
    let activity = ReliabilityCLI.sampleData().appendingPathComponent("activity/apple-health-steps.csv").path

    func folder(config: String?) throws -> ReliabilityFolder {
        let folder = try ReliabilityFolder()
        if let config {
            try config.write(
                to: folder.url.appendingPathComponent("nutristats.toml"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func theFileGivesWhatFlagsWouldGive() throws {
        let folder = try folder(
            config: """
                [inputs]
                storage = "\(storage)"
                activity = ["\(activity)"]
                [settings]
                goal = 1800
                week-start = "Sunday"
                """)
        let configured = try ReliabilityCLI.run(["stats", "--week", "2026-11-11", "--format", "csv"], in: folder.url)
        let typed = try ReliabilityCLI.run(
            [
                "stats", "--storage", storage, "--activity", activity, "--goal", "1800",
                "--week-start", "sunday", "--week", "2026-11-11", "--format", "csv",
            ], in: folder.url)
        #expect(configured.status == 0)
        #expect(configured.stdout == typed.stdout)
        #expect(configured.stdout.contains("2026-11-08"))  // the Sunday-start week
        #expect(configured.stderr.hasPrefix("nutristats: configuration: nutristats.toml\n"))
        #expect(!typed.stderr.contains("configuration:") || typed.stderr.hasPrefix("nutristats: configuration"))
    }

    @Test func flagsReplaceTheFileAndNoConfigIgnoresIt() throws {
        let folder = try folder(config: "[inputs]\nstorage = \"\(storage)\"\n[settings]\ngoal = 1800\n")
        let flag = try ReliabilityCLI.run(["stats", "--week", "2026-11-11", "--goal", "2100"], in: folder.url)
        #expect(flag.stdout.contains("goal 2,100 kcal a day"))
        let file = try ReliabilityCLI.run(["stats", "--week", "2026-11-11"], in: folder.url)
        #expect(file.stdout.contains("goal 1,800 kcal a day"))
        let none = try ReliabilityCLI.run(["inspect", "--no-config"], in: folder.url)
        #expect(none.status == 64)  // no input without the file
        #expect(!none.stderr.contains("configuration:"))
    }

    @Test func aBadFileIsAnInputErrorWithItsLineAndKey() throws {
        let folder = try folder(config: "[inputs]\nstorage = \"\(storage)\"\n[settings]\ngoal = \"lots\"\n")
        let run = try ReliabilityCLI.run(["stats"], in: folder.url)
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "nutristats: error: nutristats.toml:4: field 'goal': expected a number of kcal from 1 to 100,000, "
                + "found \"lots\"\n")
        let other = try self.folder(config: "[settings]\ngaol = 3\n")
        let unknown = try ReliabilityCLI.run(["inspect", "--config", "nutristats.toml"], in: other.url)
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("field 'gaol': unknown key in [settings]; the keys allowed there are goal, dv"))
        let missing = try ReliabilityCLI.run(["stats", "--config", "none.toml"], in: folder.url)
        #expect(missing.status == 74)
        #expect(missing.stderr.hasPrefix("nutristats: error: none.toml: no such file"))
    }

    @Test func theUsersFileIsFoundUnderXDGConfigHomeAndPathsAreRelativeToIt() throws {
        let home = try ReliabilityFolder()
        let folder = home.url.appendingPathComponent("nutristats")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Storage").path, withDestinationPath: storage)
        try "[inputs]\nstorage = \"Storage\"\n".write(
            to: folder.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        let work = try self.folder(config: nil)
        let run = try ReliabilityCLI.run(["config"], in: work.url, configHome: home.url)
        #expect(run.status == 0)
        #expect(run.stdout.contains("configuration file: \(folder.path)/config.toml"))
        #expect(run.stdout.contains("storage          \(folder.path)/Storage  (file)"))
    }

    @Test func configListsEachSettingAndWhereItCameFrom() throws {
        let folder = try folder(
            config: "[inputs]\nstorage = \"\(storage)\"\n[settings]\ngoal = 1800\ndevice-priority = \"PHONE\"\n")
        let run = try ReliabilityCLI.run(
            ["config", "--goal", "2100", "--activity", "a.csv", "--activity", "b.csv"], in: folder.url)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "configuration file: nutristats.toml")
        #expect(lines.contains("storage          \(storage)  (file)"))
        #expect(lines.contains("activity         a.csv, b.csv  (flag)"))
        #expect(lines.contains("goal             2100  (flag)"))
        #expect(lines.contains("device-priority  phone  (file)"))
        #expect(lines.contains("week-start       monday  (default)"))
        #expect(lines.contains("time-zone        –  (default)"))
    }

    @Test func initWritesAStarterFileOnceFromTheDataFound() throws {
        let folder = try folder(config: nil)
        let data = folder.url.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try "date,steps,active_kcal,resting_kcal\n2026-11-02,9000,400,1600\n"
            .write(to: data.appendingPathComponent("plain.csv"), atomically: true, encoding: .utf8)
        try "Date,Meal,Calories,Fat (g)\n2026-11-02,Breakfast,300,10\n"
            .write(to: data.appendingPathComponent("mfp.csv"), atomically: true, encoding: .utf8)
        try "not data\n".write(to: data.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let run = try ReliabilityCLI.run(["config", "--init", "exports"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "nutristats: wrote nutristats.toml: 2 inputs found; edit it to taste\n")
        let text = try String(contentsOf: folder.url.appendingPathComponent("nutristats.toml"), encoding: .utf8)
        #expect(text.contains("food-log = [\n    \"exports/mfp.csv\",\n]"))
        #expect(text.contains("activity = [\n    \"exports/plain.csv\",\n]"))
        // The file it wrote is one the commands read, and a second --init never writes over it.
        let check = try ReliabilityCLI.run(["config"], in: folder.url)
        #expect(check.stdout.contains("activity         exports/plain.csv  (file)"))
        let again = try ReliabilityCLI.run(["config", "--init", "exports"], in: folder.url)
        #expect(again.status == 74)
        #expect(again.stderr.contains("nutristats.toml: already exists"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("nutristats.toml"), encoding: .utf8) == text)
    }

    /// Each key a command takes from the file is one of its flags, and each command flag named as a
    /// key is taken: the file and the command line cannot drift apart.
    @Test func everyCommandTakesExactlyTheKeysOfItsFlags() throws {
        for command in NutriStatsCommand.configuration.subcommands {
            let name = command.configuration.commandName ?? ""
            guard let commandKeys = ConfigurationKey.keys(forCommandLine: [name]) else {
                Issue.record("\(command) takes no configuration")
                continue
            }
            let help = NutriStatsCommand.helpMessage(for: command, includeHidden: true, columns: 400)
            // A chart's keys depend on its source; the union is the command's.
            let keys = commandKeys.union(ConfigurationKey.keys(forCommandLine: [name, "--metric", "pantry"]) ?? [])
            for key in ConfigurationKey.allCases {
                let hasFlag = help.contains(key.flag + " ")
                #expect(
                    keys.contains(key) == hasFlag, "\(name) \(key.flag): flag \(hasFlag), key \(keys.contains(key))")
            }
        }
    }

    @Test func csvAndPantryChartsTakeOnlyWhatTheyUse() {
        #expect(ConfigurationKey.keys(forCommandLine: ["chart", "--csv", "a.csv"])?.isEmpty == true)
        #expect(ConfigurationKey.keys(forCommandLine: ["chart", "--metric", "Pantry"]) == [.pantry])
        #expect(ConfigurationKey.keys(forCommandLine: ["chart", "--metric=pantry"]) == [.pantry])
        #expect(ConfigurationKey.keys(forCommandLine: ["chart", "--metric", "kcal"])?.contains(.storage) == true)
    }
}
