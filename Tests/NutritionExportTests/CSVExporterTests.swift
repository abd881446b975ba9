import Foundation
import SafeOutput
import Testing

@testable import NutritionExport

/// `--to csv`: the Hive layout, cells, atomic replacement of a participant's folders, and refusals.
@Suite struct CSVExporterTests {
    static let (ana, bob) = (ExportFixtures.ana, ExportFixtures.bob)

    static func write(_ data: ParticipantData, to path: String) throws {
        try CSVExporter.write(ExportTables.tables(data), participant: data.participant, to: try OutputLocation(path))
    }

    @Test func tablesAreLaidOutByParticipantAndYear() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try Self.write(ExportFixtures.data(Self.ana), to: scratch.file("out"))
        #expect(
            scratch.files() == [
                "out/activity_days/participant=ana/year=2025/part.csv",
                "out/daily_values/participant=ana/part.csv",
                "out/day_nutrients/participant=ana/year=2025/part.csv",
                "out/day_nutrients/participant=ana/year=2026/part.csv",
                "out/days/participant=ana/year=2025/part.csv",
                "out/days/participant=ana/year=2026/part.csv",
                "out/entries/participant=ana/year=2025/part.csv",
                "out/entries/participant=ana/year=2026/part.csv",
                "out/imports/participant=ana/part.csv",
                "out/meals/participant=ana/year=2025/part.csv",
                "out/meals/participant=ana/year=2026/part.csv",
            ])
        // The partition columns are in the folder names only; figures keep their digits; quoting per RFC 4180.
        #expect(
            try scratch.text("out/days/participant=ana/year=2025/part.csv") == """
                date,weekday,logged,counted,entries,kcal,sodium_mg,flags
                2025-12-30,Tue,false,false,0,,,
                2025-12-31,Wed,true,true,2,750.00,120,"a,b"

                """)
        let entries = try scratch.text("out/entries/participant=ana/year=2025/part.csv").split(separator: "\n")
        #expect(entries[0].hasPrefix("date,entry,meal,time,food_name,food_id,servings,amount,kcal,nutrients_known,"))
        #expect(entries[1].hasPrefix("2025-12-31,1,1,08:00,\"Oats, rolled\",7,1.5,,300,true,id,history,,"))
        #expect(entries[2].hasPrefix("2025-12-31,2,2,19:00,\"Cake, \"\"home\"\"\",,1,,450,false,none,history,,"))
    }

    @Test func aRerunReplacesThatParticipantsFoldersOnly() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let out = scratch.file("out")
        try Self.write(ExportFixtures.data(Self.ana), to: out)
        try Self.write(ExportFixtures.data(Self.bob), to: out)
        let bobDays = try scratch.text("out/days/participant=bob/year=2026/part.csv")
        try Self.write(ExportFixtures.data(Self.ana), to: out)
        #expect(scratch.files().count == 22)
        // Only 2025 now for ana: her 2026 folders are gone, no hidden copies are left, bob is as he was.
        try Self.write(ExportFixtures.data(Self.ana, lastDay: "2025-12-31"), to: out)
        #expect(!scratch.exists("out/days/participant=ana/year=2026"))
        #expect(!scratch.exists("out/entries/participant=ana/year=2026"))
        #expect(scratch.files().count == 18)
        #expect(try scratch.text("out/days/participant=bob/year=2026/part.csv") == bobDays)
        let hidden = try FileManager.default.contentsOfDirectory(atPath: scratch.file("out/days")).filter {
            $0.hasPrefix(".")
        }
        #expect(hidden.isEmpty)
    }

    @Test func noParticipantIsHivesDefaultPartition() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try Self.write(ExportFixtures.data(.none), to: scratch.file("out"))
        #expect(scratch.exists("out/days/participant=__HIVE_DEFAULT_PARTITION__/year=2026/part.csv"))
    }

    @Test func aForeignFileInAParticipantFolderStopsTheWholeExportBeforeWriting() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let out = scratch.file("out")
        try FileManager.default.createDirectory(
            atPath: out + "/meals/participant=ana", withIntermediateDirectories: true)
        try "mine\n".write(toFile: out + "/meals/participant=ana/notes.txt", atomically: false, encoding: .utf8)
        #expect {
            try Self.write(ExportFixtures.data(Self.ana), to: out)
        } throws: { error in
            (error as? OutputError)?.problem.description.contains("holds 'notes.txt'") == true
        }
        #expect(scratch.files() == ["out/meals/participant=ana/notes.txt"])
    }

    @Test func participantIDsCannotLeaveTheirFolder() {
        // `__HIVE_DEFAULT_PARTITION__` is the folder of rows without a participant (issue: an ID of that
        // name shared it).
        for bad in [
            "", "../x", "a/b", "a=b", ".hidden", "ä", String(repeating: "x", count: 101), "a b",
            "__HIVE_DEFAULT_PARTITION__",
        ] {
            #expect(ParticipantID(bad) == nil, "\(bad)")
        }
        #expect(ParticipantID("P-01_x.y")?.text == "P-01_x.y")
    }
}
