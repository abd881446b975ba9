import NutritionData
import Testing

@testable import NutriStatsConfiguration

@Suite struct ConfigurationFileTests {
    let text = """
        # NutriStats settings
        [inputs]
        storage = "Nutrition"
        food-log = "cronometer/servings.csv"
        activity = ["export.zip", "/data/withings/aggregates_steps.csv", "~/fit.csv"]

        [settings]
        goal = 1800
        "week-start" = "Sunday"
        steps-goal = 8500.5
        dv = "targets.txt"
        device-priority = "only:Garmin"
        """

    @Test func keysBecomeTheirFlagsArgumentsWithPathsRelativeToTheFile() throws {
        let file = try ConfigurationFile(parsing: text, path: "cfg/nutristats.toml", folder: "cfg", home: "/home/ana")
        #expect(
            file.entries.map(\.key) == [
                .storage, .foodLog, .activity, .goal, .dailyValues, .weekStart, .stepsGoal,
                .devicePriority,
            ])
        #expect(file.entry(.storage)?.values == ["cfg/Nutrition"])
        #expect(file.entry(.storage)?.line == 3)
        #expect(file.entry(.foodLog)?.values == ["cfg/cronometer/servings.csv"])
        #expect(
            file.entry(.activity)?.values == [
                "cfg/export.zip", "/data/withings/aggregates_steps.csv", "/home/ana/fit.csv",
            ])
        #expect(file.entry(.goal)?.values == ["1800"])
        #expect(file.entry(.weekStart)?.values == ["sunday"])
        #expect(file.entry(.weekStart)?.line == 9)
        #expect(file.entry(.stepsGoal)?.values == ["8500.5"])
        #expect(file.entry(.dailyValues)?.values == ["cfg/targets.txt"])
        #expect(file.entry(.devicePriority)?.values == ["only:Garmin"])
    }

    @Test func builtInDailyValuesAreNotPaths() throws {
        let file = try ConfigurationFile(parsing: "[settings]\ndv = \"legacy\"\n", path: "a/n.toml", folder: "a")
        #expect(file.entry(.dailyValues)?.values == ["legacy"])
    }

    @Test func aFileInTheWorkingFolderKeepsPathsAsWritten() throws {
        let file = try ConfigurationFile(
            parsing: "[inputs]\nhistory = \"h.json\"\n", path: "nutristats.toml", folder: "")
        #expect(file.entry(.history)?.values == ["h.json"])
        #expect(ConfigurationFile.folder(of: "nutristats.toml") == "")
        #expect(ConfigurationFile.folder(of: "/nutristats.toml") == "/")
        #expect(ConfigurationFile.folder(of: "../x/nutristats.toml") == "../x")
    }

    @Test(arguments: [
        (
            "[settings]\ngoal = \"lots\"\n",
            "n.toml:2: field 'goal': expected a number of kcal from 1 to 100,000, found \"lots\""
        ),
        ("[settings]\ngoal = 0.5\n", "n.toml:2: field 'goal': expected a number of kcal from 1 to 100,000, found 0.5"),
        (
            "[settings]\n\n  steps-goal = true\n",
            "n.toml:3: field 'steps-goal': expected a number of steps from 1 to 1,000,000, found true"
        ),
        (
            "[settings]\nweek-start = \"friday\"\n",
            "n.toml:2: field 'week-start': expected monday or sunday, found \"friday\""
        ),
        (
            "[settings]\ntime-zone = \"Mars/Base\"\n",
            "n.toml:2: field 'time-zone': expected a time zone name such as Europe/Lisbon or America/New_York, found \"Mars/Base\""
        ),
        ("[settings]\ndate-order = [\"mdy\"]\n", "n.toml:2: field 'date-order': expected mdy or dmy, found a list"),
        (
            "[inputs]\nactivity = [\"a.csv\", 3]\n",
            "n.toml:2: field 'activity': expected an activity file or a list of them, found a list holding the number 3"
        ),
        (
            "[inputs]\nstorage = \"\"\n",
            "n.toml:2: field 'storage': expected a Nutrition shortcut storage folder, found \"\""
        ),
        (
            "[settings]\ncolour = \"red\"\n",
            "n.toml:2: field 'colour': unknown key in [settings]; the keys allowed there are goal, dv, week-start, steps-goal, "
                + "time-zone, device-priority, date-order, weight-unit"
        ),
        (
            "[inputs]\ngoal = 3\n",
            "n.toml:2: field 'goal': unknown key in [inputs]; the keys allowed there are storage, history, food-log, activity, body, "
                + "pantry"
        ),
        ("goal = 1800\n", "n.toml:1: field 'goal': belongs in the [settings] table"),
        (
            "[input]\nstorage = \"x\"\n",
            "n.toml:1: field 'input': unknown table; the tables are [inputs] and [settings]"
        ),
        (
            "[inputs]\nstorage = \"a\"\nhistory = \"b\"\n",
            "n.toml:3: field 'history': give storage or history, not both"
        ),
    ])
    func badValuesNameTheLineTheKeyAndWhatWasExpected(text: String, message: String) {
        #expect(
            throws: InputError(
                file: "n.toml", line: Int(message.split(separator: ":")[1]),
                field: String(message.split(separator: "'")[1]),
                problem: .stated(String(message.split(separator: "': ", maxSplits: 1)[1])))
        ) {
            try ConfigurationFile(parsing: text, path: "n.toml", folder: "")
        }
    }

    @Test func syntaxErrorsNameTheirLine() {
        do {
            _ = try ConfigurationFile(parsing: "[settings]\ngoal = \n", path: "n.toml", folder: "")
            Issue.record("accepted")
        } catch {
            #expect(error.line == 2)
            #expect(error.problem.description.hasPrefix("not valid TOML: "))
        }
    }

    @Test func keyLinesFollowTablesAndQuotes() {
        let lines = TOMLKeyLines("a = 1\r\n[inputs]\r\n  'storage' = \"x\"\r\n[settings]\n# goal = 3\ngoal=4\n")
        #expect(lines.line(of: "a", in: nil) == 1)
        #expect(lines.line(of: "storage", in: "inputs") == 3)
        #expect(lines.line(of: "goal", in: "settings") == 6)
        #expect(lines.line(ofTable: "settings") == 4)
    }
}
