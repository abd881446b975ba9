import Foundation
import NutriStatsCommandLine
import NutriStatsConfiguration
import NutritionData
import NutritionReport
import NutritionTestSupport
import SafeOutput
import Testing

@Suite struct BackgroundWorkTests {
    struct Failure: Error, Equatable {}

    @Test func givesTheWorksValueOrItsError() throws {
        let work = BackgroundWork { (1...100).reduce(0, +) }
        #expect(try work.value() == 5050)
        #expect(try work.value() == 5050)  // asked twice, the same value
        let failing = BackgroundWork { () throws -> Int in throw Failure() }
        failing.wait()
        #expect(throws: Failure()) { try failing.value() }
    }
}

@Suite struct OutputLocationCheckedTests {
    @Test func anOutputOntoOrInsideAnInputIsRefusedWithTheAdvice() throws {
        let folder = try CommandLineFixtures.folder(["in.csv": "date,kcal\n"])
        let input = folder.appendingPathComponent("in.csv").path
        #expect(
            throws: UsageProblem.outputConflict("--out \(input) is an input (\(input))", advice: "choose another --out")
        ) { try OutputLocation.checked(input, files: [input], advice: "choose another --out") }
        let inside = folder.appendingPathComponent("chart.png").path
        #expect(
            throws: UsageProblem.outputConflict(
                "--label \(inside) is inside the input folder \(folder.path)", advice: "no")
        ) {
            try OutputLocation.checked(inside, option: "--label", files: [], folders: [folder.path], advice: "no")
        }
        let location = try OutputLocation.checked(inside, files: [input], advice: "choose another --out")
        #expect(location.given == inside)
    }

    @Test func aPathThatCannotBeResolvedIsAUsageProblemOfItsFlag() {
        let root = OutputError(path: "/", problem: "is the root folder; choose a file or folder inside it")
        #expect(throws: UsageProblem.unresolvableOutput(flag: "--sqlite", reason: root.description)) {
            try OutputLocation.checked("/", option: "--sqlite", files: [], advice: "choose another --sqlite")
        }
    }
}

@Suite struct PantryFlagsTests {
    @Test func todayAndSoonAreChecked() throws {
        #expect(try PantryFlags(today: "2026-11-15").parsedToday() == fixtureDate("2026-11-15"))
        #expect(try PantryFlags().parsedToday() == nil)
        #expect(try PantryFlags().day(orElse: fixtureDate("2026-01-02")) == fixtureDate("2026-01-02"))
        #expect(
            try PantryFlags(today: "2026-11-15").day(orElse: fixtureDate("2026-01-02")) == fixtureDate("2026-11-15"))
        #expect(throws: UsageProblem.date(flag: "--today", given: "15/11")) { try PantryFlags(today: "15/11").check() }
        #expect(throws: UsageProblem.soon(366)) { try PantryFlags(soon: 366).check() }
        #expect(throws: UsageProblem.soon(-1)) { try PantryFlags(soon: -1).check() }
        try PantryFlags(soon: 0).check()
        try PantryFlags(soon: 365).check()
    }

    @Test func theFileIsReadWithItsSkippedItemsNoted() throws {
        #expect(try PantryFlags().read(strictness: .strict, notes: .discard) == nil)
        let folder = try CommandLineFixtures.folder([
            "p.csv":
                "itemId,itemName,category,purchaseDate,expiryDate,favorited\n"
                + "a,Milk,Dairy,2026-11-08,2026-11-14,true\nb,Bread,Bakery,2026-11-08,someday,false\n"
        ])
        let notes = NoteLines()
        let path = folder.appendingPathComponent("p.csv").path
        let list = try #require(try PantryFlags(pantry: path).read(strictness: .lenient, notes: notes.sink))
        #expect(list.items.map(\.name) == ["Milk"])
        #expect(notes.lines.count == 1)
        #expect(notes.lines.first?.hasPrefix("nutristats: skipped 1 row of \(path):3: ") == true)
    }
}

@Suite struct ReportFormatListTests {
    @Test func anyOrderAnyCaseEachOnce() {
        #expect(ReportFormat.list(parsing: "md, HTML") == [.html, .md])
        #expect(ReportFormat.list(parsing: "pdf,markdown,html,pdf") == [.html, .md, .pdf])
        #expect(ReportFormat.list(parsing: "md") == [.md])
    }

    @Test func anUnknownOrMissingNameIsNoList() {
        #expect(ReportFormat.list(parsing: "") == nil)
        #expect(ReportFormat.list(parsing: "html,,md") == nil)
        #expect(ReportFormat.list(parsing: "html,docx") == nil)
        #expect(ReportFormat.list(parsing: "html\t") == nil)
    }

    @Test func writtenAsTheFlagTakesThem() {
        #expect(ReportFormat.listText([.html, .pdf]) == "html,pdf")
        #expect(ReportFormat.listText(ReportFormat.allCases) == "html,md,pdf")
    }
}
