import Foundation
import NutritionPresentation
import SafeOutput
import Testing

@testable import NutriStatsCLI

/// Inputs are only read, never written; outputs never land on, in or (for a replaced folder) around
/// an input; control characters from files never reach the terminal raw.
@Suite struct ReliabilitySafeOutputTests {
    /// The report's folder (replaced whole) may not be an input folder, lie inside one, or hold one,
    /// also through a symbolic link; a sibling whose name starts alike is fine.
    @Test func aReportFolderMayNotOverlapAnInputFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("overlap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let storage = base.appendingPathComponent("Storage")
        try FileManager.default.createDirectory(at: storage, withIntermediateDirectories: true)
        let link = base.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: storage)
        func problem(_ out: URL) throws -> OutputConflict? {
            try OutputLocation(out.path).conflict(files: [], folders: [storage.path], replacesFolder: true)
        }
        #expect(try problem(storage.appendingPathComponent("out")) != nil)
        #expect(try problem(link.appendingPathComponent("a/b")) != nil)  // through a symbolic link
        #expect(try problem(base) != nil)  // holds an input
        #expect(try problem(storage) != nil)
        #expect(try problem(base.appendingPathComponent("StorageReport")) == nil)  // a sibling with a common prefix
    }

    /// Every file under `root`: its bytes and modification time.
    static func snapshot(_ root: URL) throws -> [String: (Data, Date)] {
        var files: [String: (Data, Date)] = [:]
        let items = try #require(FileManager.default.enumerator(atPath: root.path))
        for case let item as String in items {
            let url = root.appendingPathComponent(item)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            files[item] = (try Data(contentsOf: url), try #require(attributes[.modificationDate] as? Date))
        }
        return files
    }

    @Test func everyCommandLeavesItsInputsByteForByteAndUntouched() throws {
        let folder = try ReliabilityFolder()
        let copy = folder.url.appendingPathComponent("sample-data")
        try FileManager.default.copyItem(at: ReliabilityCLI.sampleData(), to: copy)
        let outside = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let before = try Self.snapshot(copy)
        #expect(before.count > 60)  // 59 food objects, history, cache, backlog, activity files

        let storage = ["--storage", "sample-data/Storage"]
        let activity = [
            "--activity", "sample-data/activity/apple-health-steps.csv",
            "--activity", "sample-data/activity/other-dialects/plain-daily.csv",
        ]
        let runs: [[String]] = [
            ["stats"] + storage + activity + ["--dv", "legacy"],
            ["history", "--last", "7"] + storage,
            ["inspect"] + storage + activity,
            ["chart", "--metric", "kcal", "--out", "out/kcal.png"] + storage,
            [
                "chart", "--csv", "sample-data/activity/other-dialects/plain-daily.csv", "--x", "date", "--y", "steps",
                "--out", "out/steps.svg",
            ],
            ["report", "--format", "md", "--out", "out/report"] + storage + activity,
        ]
        for arguments in runs {
            let result = try ReliabilityCLI.run(arguments, in: folder.url)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("kcal.png").path))
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("report/report.md").path))

        let after = try Self.snapshot(copy)
        #expect(after.keys.sorted() == before.keys.sorted())  // nothing added or removed
        for (name, (bytes, date)) in before {
            #expect(after[name]?.0 == bytes, "\(name) changed")
            #expect(after[name]?.1 == date, "\(name) modification time changed")
        }
    }

    @Test func outputsOnOrAroundInputsAreRefused() throws {
        let folder = try ReliabilityFolder()
        try folder.write(
            "Storage/History/foodHistory.json",
            "{\"2026-11-16\": {\"08:00\": {\"food\": \"Oats\", \"cals\": 300, \"servings\": 1}}}")
        try folder.write("days.png", "date,kcal\n2026-11-16,300\n")  // a CSV with a chart's name
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("history-link").path,
            withDestinationPath: folder.url.appendingPathComponent("Storage/History").path)
        let before = try Self.snapshot(folder.url)
        let refusals: [([String], String)] = [
            (
                ["chart", "--metric", "kcal", "--storage", "Storage", "--out", "Storage/kcal.png"],
                "Error: --out Storage/kcal.png is inside the input folder Storage; inputs are never written, choose another --out."
            ),
            // The kernel resolves history-link/.. to Storage (the parent of the link's target).
            (
                ["chart", "--metric", "kcal", "--storage", "Storage", "--out", "history-link/../kcal.png"],
                "Error: --out history-link/../kcal.png is inside the input folder Storage; inputs are never written, choose another --out."
            ),
            (
                ["chart", "--csv", "days.png", "--x", "date", "--y", "kcal", "--out", "./days.png"],
                "Error: --out ./days.png is an input (days.png); inputs are never written, choose another --out."
            ),
            (
                ["report", "--storage", "Storage", "--out", "Storage/History/report"],
                "Error: --out Storage/History/report is inside the input folder Storage; choose another --out folder."
            ),
            (
                ["report", "--history", "Storage/History/foodHistory.json", "--out", "."],
                "Error: --out . holds the input Storage/History/foodHistory.json, and the whole folder is replaced; choose another --out folder."
            ),
        ]
        for (arguments, message) in refusals {
            let result = try ReliabilityCLI.run(arguments, in: folder.url)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
        }
        let after = try Self.snapshot(folder.url)
        #expect(after.keys.sorted() == before.keys.sorted())
    }

    @Test func resolutionFollowsTheKernel() throws {
        let folder = try ReliabilityFolder()
        let root = folder.url.path
        try folder.write("Storage/History/foodHistory.json", "{}")
        try folder.write("Storage2/x.json", "{}")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/link", withDestinationPath: root + "/Storage/History")
        try FileManager.default.linkItem(
            atPath: root + "/Storage/History/foodHistory.json", toPath: root + "/hard.json")

        // A sibling whose name starts with the input's is not inside it.
        #expect(
            try OutputLocation(root + "/Storage2/out.png").conflict(files: [], folders: [root + "/Storage"]) == nil)
        // `..` after a symbolic link goes to the parent of the target, as open(2) would.
        #expect(
            OutputLocation.resolvedPath(root + "/link/../new/x.png") == OutputLocation.resolvedPath(root + "/Storage")
                + "/new/x.png")
        #expect(
            try OutputLocation(root + "/link/../new/x.png").conflict(files: [], folders: [root + "/Storage"])?
                .description
                == "--out \(root)/link/../new/x.png is inside the input folder \(root)/Storage")
        // Two names of one file.
        #expect(
            try OutputLocation(root + "/hard.json").conflict(files: [root + "/Storage/History/foodHistory.json"])?
                .description
                == "--out \(root)/hard.json is an input (\(root)/Storage/History/foodHistory.json)")
        // A folder replaced whole may not hold an input; a file beside one is fine.
        #expect(
            try OutputLocation(root).conflict(files: [], folders: [root + "/Storage"], replacesFolder: true)?
                .description
                == "--out \(root) holds the input \(root)/Storage, and the whole folder is replaced")
        #expect(
            try OutputLocation(root + "/chart.png").conflict(files: [], folders: [root + "/Storage"])
                == nil)
        // A file input given as a folder is reported when it is read (an I/O error), not here.
        #expect(
            try OutputLocation(root + "/Storage/chart.png").conflict(files: [root + "/Storage"])
                == nil)
        // Paths that do not exist yet keep their written tail, `.` and `..` applied.
        #expect(OutputLocation.resolvedPath(root + "/a/./b/../c") == OutputLocation.resolvedPath(root) + "/a/c")
    }

    @Test func controlCharactersBecomeEscapes() {
        // ESC, LF, DEL and the C1 CSI (U+009B) are escaped; other text, accents included, is kept.
        #expect(TerminalText.escapingControls("a\u{1B}[2Jb\nc\u{7F}\u{9B}é") == "a\\u{1B}[2Jb\\u{A}c\\u{7F}\\u{9B}é")
        #expect(TerminalText.escapingControls("plain text") == "plain text")
    }
}
