import Foundation
import NutritionData
import SafeOutput
import Testing

@testable import NutritionReport

@Suite struct ReportFolderWriterTests {
    /// A fresh, empty folder.
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func listing(_ url: URL) -> [String] {
        ((FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String]) ?? []).sorted()
    }

    let files = [
        ReportFile(path: "report.md", bytes: Array("# hi\n".utf8)),
        ReportFile(path: "charts/kcal.png", bytes: [1, 2, 3]),
    ]

    @Test func writesTheFolderAndLeavesNothingElse() throws {
        let base = try folder()
        let out = base.appendingPathComponent("report")
        try ReportFolderWriter.write(files, to: try OutputLocation(out.path))
        #expect(listing(base) == ["report", "report/charts", "report/charts/kcal.png", "report/report.md"])
        #expect(
            FileManager.default.contents(atPath: out.appendingPathComponent("report.md").path) == Data("# hi\n".utf8))
    }

    @Test func replacesAnEarlierReportWhole() throws {
        let base = try folder()
        let out = base.appendingPathComponent("report")
        try ReportFolderWriter.write(
            files + [ReportFile(path: "charts/old.png", bytes: [9])], to: try OutputLocation(out.path))
        try ReportFolderWriter.write(files, to: try OutputLocation(out.path))
        // The old chart is gone: the folder is replaced, not merged.
        #expect(listing(base) == ["report", "report/charts", "report/charts/kcal.png", "report/report.md"])
    }

    @Test func refusesAFolderWithOtherFiles() throws {
        let base = try folder()
        try Data("mine".utf8).write(to: base.appendingPathComponent("notes.txt"))
        #expect(throws: OutputError.self) { try ReportFolderWriter.write(files, to: try OutputLocation(base.path)) }
        #expect(listing(base) == ["notes.txt"])
        // An empty folder is fine.
        let empty = base.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        try ReportFolderWriter.write(files, to: try OutputLocation(empty.path))
    }

    @Test func aFailureMidwayLeavesNoOutputAndKeepsTheEarlierReport() throws {
        let base = try folder()
        let out = base.appendingPathComponent("report")
        try ReportFolderWriter.write(files, to: try OutputLocation(out.path))
        let before = listing(base)
        // "charts/kcal.png/x" cannot be written: kcal.png was just written as a file, so the write
        // fails after two files are already in the temporary folder.
        let failing = files + [ReportFile(path: "charts/kcal.png/x.png", bytes: [0])]
        #expect(throws: OutputError.self) { try ReportFolderWriter.write(failing, to: try OutputLocation(out.path)) }
        #expect(listing(base) == before)  // no temporary folder left, the earlier report untouched
        // And with no earlier report, nothing at all is left.
        let fresh = base.appendingPathComponent("fresh")
        #expect(throws: OutputError.self) { try ReportFolderWriter.write(failing, to: try OutputLocation(fresh.path)) }
        #expect(listing(base) == before)
    }

    @Test func aTemplateErrorStopsBeforeAnythingIsWritten() throws {
        let base = try folder()
        let out = base.appendingPathComponent("report")
        // The command parses the template before it renders or writes anything.
        #expect(throws: InputError.self) {
            let template = try ReportTemplate.custom(text: "{{#days}}", file: "bad.html")
            try ReportFolderWriter.write(try ReportFixtures.files(template: template), to: try OutputLocation(out.path))
        }
        #expect(listing(base).isEmpty)
    }

    @Test func refusesPathsOutsideTheFolder() throws {
        let base = try folder()
        let out = base.appendingPathComponent("report")
        for path in ["../escape.txt", "/etc/x", "a//b", "./a"] {
            #expect(throws: OutputError.self) {
                try ReportFolderWriter.write([ReportFile(path: path, bytes: [])], to: try OutputLocation(out.path))
            }
        }
        #expect(listing(base).isEmpty)
    }

    @Test func reportFileNames() {
        #expect(ReportFolderWriter.isReportFile("report.html"))
        #expect(ReportFolderWriter.isReportFile("charts/dv.png"))
        #expect(!ReportFolderWriter.isReportFile("charts/.hidden.png"))
        #expect(!ReportFolderWriter.isReportFile("notes.txt"))
        #expect(!ReportFolderWriter.isReportFile("charts/a/b.png"))
    }
}
