import Foundation
import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData
import NutritionPresentation
import NutritionTestSupport
import Testing

/// `history`, `inspect`, `pantry` and `config --init` as library runs.
@Suite struct CommandRunTests {
    @Test func historyAndInspectNeedTheirInputs() throws {
        #expect(throws: UsageProblem.historyNeedsFoodLog) {
            try HistoryRun(input: InputFlags(activity: ["a.csv"])).check()
        }
        try HistoryRun(input: InputFlags(foodLogs: ["servings.csv"])).check()
        #expect(throws: UsageProblem.inspectNeedsInput) { try InspectRun(input: InputFlags()).check() }
        try InspectRun(input: InputFlags(body: ["w.csv"])).check()
    }

    @Test func historyListsTheChosenDaysNewestFirst() throws {
        let folder = try CommandLineFixtures.folder(["h.json": StatsRunTests.history, "empty.json": "{}"])
        let input = InputFlags(history: folder.appendingPathComponent("h.json").path)
        let context = CommandLineFixtures.context()
        let all = try HistoryRun(input: input).listing(context: context)
        #expect(all.skipped == 0)
        let days = all.text.split(separator: "\n").filter { $0.hasPrefix("Mon") || $0.hasPrefix("Sun") }
        #expect(days == ["Mon 9 Nov 2026 — 600 kcal", "Sun 8 Nov 2026 — 800 kcal"])
        // A chosen period lists its days without entries too.
        let week = try HistoryRun(input: input, period: PeriodFlags(from: "2026-11-08", to: "2026-11-10"))
            .listing(context: context)
        #expect(week.text.hasPrefix("Food history 2026-11-08 – 2026-11-10: 2 of 3 days logged, 1,400 kcal\n"))
        #expect(week.text.contains("\nTue 10 Nov 2026 — not logged\n"))
        let empty = InputFlags(history: folder.appendingPathComponent("empty.json").path)
        #expect(try HistoryRun(input: empty).listing(context: context).text == HistoryFormatter.noEntries)
    }

    @Test func pantryNeedsItsFileAndNeverWritesOverIt() throws {
        #expect(throws: UsageProblem.pantryNeedsFile) { try PantryRun(pantry: PantryFlags()).check() }
        let pantry = CommandLineFixtures.sample("pantry.csv")
        #expect {
            try PantryRun(pantry: PantryFlags(pantry: pantry), calendar: pantry).check()
        } throws: { error in
            guard case .outputConflict(_, let advice) = error as? UsageProblem else { return false }
            return advice == "inputs are never written, choose another --calendar file"
        }
        #expect(try PantryRun(pantry: PantryFlags(pantry: pantry)).calendarLocation() == nil)
    }

    @Test func pantrySeesTheListOnTodayAndWritesTheCalendar() throws {
        let folder = try CommandLineFixtures.folder()
        let ics = folder.appendingPathComponent("expiry.ics").path
        let run = PantryRun(pantry: PantryFlags(pantry: CommandLineFixtures.sample("pantry.csv")), calendar: ics)
        let notes = NoteLines()
        let text = try run.text(
            calendarAt: try run.calendarLocation(), urgent: { "<\($0)>" }, context: CommandLineFixtures.context(notes))
        #expect(text.contains("on 2026-11-15"))
        #expect(text.contains("<"))
        #expect(notes.lines.count == 1 && notes.lines[0].hasPrefix("nutristats: wrote \(ics) ("))
        #expect(try String(contentsOfFile: ics, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
    }

    @Test func configInitFlagsGoTogether() throws {
        #expect(throws: UsageProblem.foldersWithoutInit) { try ConfigRun(folders: ["data"]).check() }
        #expect(throws: UsageProblem.initWithNoConfig) { try ConfigRun(initialize: true, noConfig: true).check() }
        try ConfigRun(initialize: true, folders: ["data"]).check()
        #expect(ConfigRun(initialize: true).path == "nutristats.toml")
        #expect(ConfigRun(initialize: true, config: "my.toml").path == "my.toml")
    }

    @Test func configInitCountsWhatItFoundAndNeverWritesOverAFile() throws {
        let folder = try CommandLineFixtures.folder()
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("n.toml").path
        let run = ConfigRun(initialize: true, folders: [data.path], config: path)
        #expect(try run.writeStarter() == "nutristats: wrote \(path): 0 inputs found; edit it to taste")
        #expect(
            throws: InputError(
                .io, file: path,
                problem: "already exists; config --init never writes over a file (edit it, or give --config NEW.toml)")
        ) { try run.writeStarter() }
        try FileManager.default.copyItem(
            atPath: CommandLineFixtures.sample("pantry.csv"), toPath: data.appendingPathComponent("pantry.csv").path)
        let one = folder.appendingPathComponent("one.toml").path
        #expect(
            try ConfigRun(initialize: true, folders: [data.path], config: one).writeStarter()
                == "nutristats: wrote \(one): 1 input found; edit it to taste")
    }
}
