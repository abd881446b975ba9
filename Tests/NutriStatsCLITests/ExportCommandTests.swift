import Foundation
import Testing

@testable import NutritionExport

/// `nutristats export` end to end on the sample data: the `days` table equals `stats --format csv`
/// to the last digit in both targets, re-runs are idempotent per participant, a participant without
/// activity exports, and bad input leaves no output at all.
@Suite struct ExportCommandTests {
    static var storage: String { ReliabilityCLI.sampleData().appendingPathComponent("Storage").path }
    static var activity: [String] {
        ["apple-health-energy.csv", "apple-health-heart-rate.csv", "apple-health-steps.csv"].flatMap {
            ["--activity", ReliabilityCLI.sampleData().appendingPathComponent("activity/" + $0).path]
        }
    }
    static var inputs: [String] { ["--storage", storage] + activity }

    static func run(_ arguments: [String]) throws -> ReliabilityCLI.Outcome {
        let outcome = try ReliabilityCLI.run(arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        return outcome
    }

    /// The `day` lines of `stats --format csv` for `period`, split into cells (the sample data's day
    /// rows quote nothing but `flags`, which is compared as the whole line's tail).
    static func statsLines(_ period: [String], inputs: [String] = inputs) throws -> (header: [String], days: [String]) {
        let text = try run(["stats"] + inputs + period + ["--format", "csv"]).stdout
        let lines = text.split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: ",").map(String.init)
        return (header, lines.dropFirst().filter { $0.hasPrefix("day,") })
    }

    /// Splits one CSV line (RFC 4180) into cells.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var quoted = false
        var previous: Character?
        for character in line {
            if character == "\"" {
                if quoted, previous == "\"" { cell.append("\"") }
                quoted.toggle()
            } else if character == ",", !quoted {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
            previous = character
        }
        return cells + [cell]
    }

    @Test func csvDaysAreTheStatsDayRowsDigitForDigit() throws {
        let folder = try ReliabilityFolder()
        let out = folder.url.appendingPathComponent("cohort").path
        _ = try Self.run(["export"] + Self.inputs + ["--all", "--participant", "ana", "--csv", out])
        let stats = try Self.statsLines(["--all"])
        let base = out + "/days/participant=ana/"
        let years = try FileManager.default.contentsOfDirectory(atPath: base).sorted()
        #expect(years == ["year=2026"])
        let lines = try String(contentsOfFile: base + "year=2026/part.csv", encoding: .utf8).split(separator: "\n").map(
            String.init)
        #expect(lines[0] == stats.header.dropFirst().joined(separator: ","))
        // Every day row, byte for byte, without its leading `day,`.
        #expect(lines.count - 1 == 49 && stats.days.count == 49)
        for (exported, day) in zip(lines.dropFirst(), stats.days) {
            #expect(exported == String(day.dropFirst(4)))
        }
        // A second participant without activity: days without steps, an empty activity_days folder,
        // and ana's folders as they were.
        let anaDays = try String(contentsOfFile: base + "year=2026/part.csv", encoding: .utf8)
        _ = try Self.run([
            "export", "--storage", Self.storage, "--week", "2026-11-02", "--participant", "bob", "--csv", out,
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/activity_days/participant=bob").isEmpty)
        let bob = try String(contentsOfFile: out + "/days/participant=bob/year=2026/part.csv", encoding: .utf8)
        let steps = try #require(lines[0].split(separator: ",").firstIndex(of: "steps"))
        let bobRows = bob.split(separator: "\n").dropFirst().map { Self.cells(String($0)) }
        #expect(bobRows.count == 7 && bobRows.allSatisfy { $0[steps].isEmpty })
        #expect(try String(contentsOfFile: base + "year=2026/part.csv", encoding: .utf8) == anaDays)
    }

    @Test func sqliteDaysEqualTheStatsDayRowsAndRerunsAreIdempotent() throws {
        let folder = try ReliabilityFolder()
        let db = folder.url.appendingPathComponent("cohort.db").path
        _ = try Self.run(["export"] + Self.inputs + ["--all", "--participant", "ana", "--sqlite", db])
        // bob: the same files, one week, without activity (a participant with no activity).
        let bobPeriod = ["--from", "2026-11-02", "--to", "2026-11-08"]
        _ = try Self.run(["export", "--storage", Self.storage] + bobPeriod + ["--participant", "bob", "--sqlite", db])
        _ = try Self.run(["export"] + Self.inputs + ["--all", "--participant", "ana", "--sqlite", db])
        let connection = try SQLiteConnection(path: db)
        #expect(
            try connection.rows("SELECT participant, count(*) FROM days GROUP BY participant ORDER BY 1") == [
                ["ana", "49"], ["bob", "7"],
            ])
        #expect(
            try connection.rows("SELECT participant, count(*) FROM activity_days GROUP BY participant") == [
                ["ana", "49"]
            ])
        let entries = try connection.rows("SELECT participant, count(*) FROM entries GROUP BY participant ORDER BY 1")
        #expect(entries.count == 2)

        for (participant, period, inputs) in [
            ("ana", ["--all"], Self.inputs), ("bob", bobPeriod, ["--storage", Self.storage]),
        ] {
            let stats = try Self.statsLines(period, inputs: inputs)
            let columns = Array(stats.header.dropFirst())
            let rows = try connection.rows(
                "SELECT " + columns.map { "\"\($0)\"" }.joined(separator: ", ")
                    + " FROM days WHERE participant = '\(participant)' ORDER BY date")
            #expect(rows.count == stats.days.count)
            var compared = 0
            for (row, line) in zip(rows, stats.days) {
                for (index, cell) in Self.cells(line).dropFirst().enumerated() {
                    let stored = row[index]
                    let column = columns[index]
                    switch ExportTables.dayColumnType(column) {
                    case .text: #expect(stored == (cell.isEmpty ? nil : cell), "\(column)")
                    case .boolean: #expect(stored == ["true": "1", "false": "0"][cell], "\(column)")
                    case .integer, .real:
                        if cell.isEmpty {
                            #expect(stored == nil, "\(column)")
                        } else {
                            // The stored double is the one the stats cell reads as: equal to the last digit.
                            #expect(
                                stored.flatMap(Double.init) == Double(cell),
                                "\(participant) \(column): \(cell) vs \(stored ?? "NULL")")
                            compared += 1
                        }
                    }
                }
            }
            #expect(compared > 100)
        }
        let noActivity = try connection.rows(
            "SELECT count(*) FROM days WHERE participant = 'bob' AND steps IS NOT NULL")
        #expect(noActivity == [["0"]])
    }

    @Test func badInputWritesNothing() throws {
        let folder = try ReliabilityFolder()
        let history = try folder.write(
            "foodHistory.json", "{\"2026-11-02\": {\"08:00\": {\"food\": \"Tea\", \"cals\": \"many\"}}}")
        let db = folder.url.appendingPathComponent("out.db").path
        let out = folder.url.appendingPathComponent("out").path
        for target in [["--sqlite", db], ["--csv", out]] {
            let outcome = try ReliabilityCLI.run(["export", "--history", history, "--participant", "p1"] + target)
            #expect(outcome.status == 65, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("foodHistory.json"))
        }
        #expect(!FileManager.default.fileExists(atPath: db))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func usageErrors() throws {
        let folder = try ReliabilityFolder()
        let history = try folder.write("foodHistory.json", "{}")
        let storage = URL(fileURLWithPath: try folder.write("Storage/History/foodHistory.json", "{}"))
            .deletingLastPathComponent().deletingLastPathComponent().path
        let cases: [([String], String)] = [
            (["--history", history], "Give one destination"),
            (["--history", history, "--sqlite", "a.db", "--csv", "b"], "Give one destination"),
            (["--history", history, "--csv", "out", "--participant", "../up"], "--participant takes"),
            (["--history", history, "--sqlite", history], "is an input"),
            (["--storage", storage, "--csv", storage + "/export"], "is inside the input folder"),
        ]
        for (arguments, message) in cases {
            let outcome = try ReliabilityCLI.run(["export"] + arguments, in: folder.url)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.stderr.contains(message), "\(arguments): \(outcome.stderr)")
        }
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "{}")
    }
}

/// Issue: on a full disk a CSV re-export replaced the `days` table and not `entries` or `meals`, so a
/// participant's tables came from two different exports. All of a participant's tables are now
/// written before any is swapped in. The full disk is a file-size limit (`ulimit -f 64`: 32 KiB, with
/// SIGXFSZ ignored so writes fail with EFBIG): the sample's `days` part fits (about 18 KB), `entries`
/// (about 55 KB) does not.
@Suite struct ExportAllOrNothingTests {
    /// Every file under `folder`, by relative path, with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func aFailureWhileWritingLeavesEveryTableOfTheEarlierExport() throws {
        let folder = try ReliabilityFolder()
        let out = folder.url.appendingPathComponent("tables")
        let base = ["export", "--csv", out.path, "--participant", "p1"] + ExportCommandTests.inputs
        #expect(try ReliabilityCLI.run(base).status == 0)
        let before = try Self.snapshot(out)
        #expect(before.keys.contains { $0.hasPrefix("/days/") } && before.keys.contains { $0.hasPrefix("/entries/") })
        // Another goal changes the days table's remaining kcal, so a replaced days table would show.
        let full = try ReliabilityCLI.run(
            base + ["--goal", "2500"],
            launcher: ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\""])
        #expect(full.status == 74)
        #expect(full.stderr.contains("File too large"), "\(full.stderr)")
        #expect(try Self.snapshot(out) == before)
        // No hidden folder of the failed run is left beside any table's participant folder.
        for table in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(table).path) == [
                    "participant=p1"
                ])
        }
        // Without the limit the same run replaces every table.
        #expect(try ReliabilityCLI.run(base + ["--goal", "2500"]).status == 0)
        let after = try Self.snapshot(out)
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after.filter { $0.key.hasPrefix("/days/") } != before.filter { $0.key.hasPrefix("/days/") })
    }
}

/// Issue: a 254-character `--sqlite` name said "unable to open database file" (SQLite's `-journal` beside
/// it passed 255 bytes); a calendar that could not be written said "cannot write the chart".
@Suite struct ExportNameTests {
    @Test func aDatabaseNameTooLongForItsJournalIsAUsageError() throws {
        let folder = try ReliabilityFolder()
        let name = String(repeating: "a", count: 247) + ".sqlite"
        let run = try ReliabilityCLI.run(["export", "--sqlite", name] + ExportCommandTests.inputs, in: folder.url)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: --sqlite \(name): the database's file name has 254 bytes; at most 247 fit beside "
                    + "SQLite's -journal file (file names hold 255).\n"))
        let fits = String(repeating: "a", count: 240) + ".sqlite"
        #expect(
            try ReliabilityCLI.run(["export", "--sqlite", fits] + ExportCommandTests.inputs, in: folder.url).status == 0
        )
    }

    @Test func aCalendarThatCannotBeWrittenSaysCalendar() throws {
        let folder = try ReliabilityFolder()
        let pantry = ReliabilityCLI.sampleData().appendingPathComponent("pantry.csv").path
        let run = try ReliabilityCLI.run(
            ["pantry", "--pantry", pantry, "--calendar", "missing/expiry.ics"], in: folder.url)
        #expect(run.status == 74)
        #expect(
            run.stderr
                == "nutristats: error: missing/expiry.ics: cannot write the calendar: no folder \(folder.url.resolvingSymlinksInPath().path)/missing\n"
        )
    }
}
