import Foundation
import Testing

@testable import SafeOutput

/// A fresh folder under the system's temporary folder, removed when released.
final class ScratchFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("safe-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Every entry below the folder (symbolic links not followed), sorted.
    func listing() -> [String] {
        ((FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []).sorted()
    }

    func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ name: String, _ text: String) throws {
        let url = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

struct TestFile: FolderFile {
    var path: String
    var bytes: [UInt8]

    init(_ path: String, _ text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }
}

/// A report-like ownership: `*.txt` at the top and a `charts` folder of `*.png`.
let testOwnership = FolderOwnership(
    owns: { path, isFolder in
        isFolder
            ? path == "charts"
            : (path.hasSuffix(".txt") && !path.contains("/"))
                || (path.hasPrefix("charts/") && path.hasSuffix(".png"))
    },
    foreignEntryProblem: { "holds \($0)" },
    notAFolderProblem: "is a file")

@Suite struct OutputLocationTests {
    /// `x/link/..` is the parent of the link's target, as open(2) sees it — not `x`, as Foundation
    /// folds it. The report once replaced the folder holding the link because of that difference.
    @Test func dotDotAfterALinkIsTheParentOfItsTarget() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(
            atPath: scratch.path + "/elsewhere/deep", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path + "/my", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/my/charts", withDestinationPath: scratch.path + "/elsewhere/deep")
        let real = OutputLocation.resolvedPath(scratch.path)
        let location = try OutputLocation(scratch.path + "/my/charts/..")
        #expect(location.folder == real)
        #expect(location.name == "elsewhere")
        let file = try OutputLocation(scratch.path + "/my/charts/../kcal.svg")
        #expect(file.path == real + "/elsewhere/kcal.svg")
        #expect(file.given == scratch.path + "/my/charts/../kcal.svg")
    }

    @Test func theRootFolderIsRefused() {
        #expect(throws: OutputError.self) { try OutputLocation("/") }
        #expect(throws: OutputError.self) { try OutputLocation("/tmp/..") }
    }
}

@Suite struct AtomicFileTests {
    @Test func writesAndReplacesWholeLeavingNothingElse() throws {
        let scratch = try ScratchFolder()
        let location = try OutputLocation(scratch.path + "/k.png")
        try AtomicFile.write(Array("one".utf8), to: location, what: "the chart")
        try AtomicFile.write(Array("two".utf8), to: location, what: "the chart")
        #expect(scratch.listing() == ["k.png"])
        #expect(scratch.text("k.png") == "two")
    }

    /// Issue: an output path that was a link to a device node was replaced by the output (as root,
    /// `out.png -> /dev/null` would have put a PNG in /dev). Only a regular file or nothing is replaced.
    @Test func pipesDevicesAndLinksToThemAreRefused() throws {
        let scratch = try ScratchFolder()
        #expect(mkfifo(scratch.path + "/pipe.png", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/null.png", withDestinationPath: "/dev/null")
        for name in ["pipe.png", "null.png"] {
            let location = try OutputLocation(scratch.path + "/" + name)
            #expect(
                throws: OutputError(
                    path: location.given,
                    problem: .stated(
                        "is not a regular file (a device, pipe, socket or dangling link); "
                            + "give the name of a file to write"))
            ) {
                try AtomicFile.write(Array("chart".utf8), to: location, what: "the chart")
            }
        }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(scratch.listing() == ["null.png", "pipe.png"])
    }

    /// Issue: a 246-character output name failed, because `.NAME.partial-RANDOM` passed 255 bytes.
    /// Long names stand in their hidden names shortened (100 bytes and a hash), so the write succeeds,
    /// and leftovers of such a name are still recognised.
    @Test func longOutputNamesGetShortHiddenNames() throws {
        let scratch = try ScratchFolder()
        for name in [String(repeating: "b", count: 246) + ".png", String(repeating: "é", count: 127)] {
            for purpose in TemporaryName.Purpose.allCases {
                let hidden = TemporaryName.make(purpose, for: name)
                #expect(hidden.utf8.count <= 255)
                #expect(TemporaryName.isOurs(hidden, purpose, for: name))
                #expect(!TemporaryName.isOurs(hidden, purpose, for: name + "x"))
            }
            try AtomicFile.write(
                Array("chart".utf8), to: try OutputLocation(scratch.path + "/" + name), what: "the chart")
            #expect(scratch.text(name) == "chart")
        }
        // Names that fit keep the form they always had.
        #expect(TemporaryName.prefix(.partial, for: "k.png") == ".k.png.partial-")
    }

    /// Leftover temporary files of an interrupted run — and symbolic links planted at names of the
    /// old, predictable form — are removed (the links themselves; their targets are untouched).
    @Test func staleTemporaryFilesAndPlantedLinksAreRemovedNotFollowed() throws {
        let scratch = try ScratchFolder()
        try scratch.write("victim", "precious")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/.k.png.partial-\(getpid())", withDestinationPath: scratch.path + "/victim")
        try scratch.write(".k.png.partial-0123456789abcdef", "half a chart")
        try AtomicFile.write(Array("chart".utf8), to: try OutputLocation(scratch.path + "/k.png"), what: "the chart")
        #expect(scratch.text("victim") == "precious")
        #expect(scratch.listing() == ["k.png", "victim"])
    }

    @Test func temporaryNamesAreUnpredictable() {
        let names = Set((0..<100).map { _ in TemporaryName.make(.partial, for: "k.png") })
        #expect(names.count == 100)
        #expect(names.allSatisfy { $0.hasPrefix(".k.png.partial-") && $0.count == ".k.png.partial-".count + 16 })
    }

    @Test func aMissingFolderIsNamed() throws {
        let scratch = try ScratchFolder()
        let location = try OutputLocation(scratch.path + "/no/such/k.png")
        #expect(
            throws: OutputError(path: location.given, problem: "cannot write the chart: no folder \(location.folder)")
        ) {
            try AtomicFile.write([1], to: location, what: "the chart")
        }
    }

    /// A failed write says why, in the system's words.
    @Test func aFullDeviceGivesTheReason() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        #expect(throws: SystemError(code: ENOSPC)) { try FolderHandle.writeAll([1, 2, 3], to: full) }
        #expect(SystemError(code: ENOSPC).description == "No space left on device")
    }
}

@Suite struct AtomicFolderTests {
    let files = [TestFile("a.txt", "new"), TestFile("charts/k.png", "png")]

    @Test func writesReplacesAndLeavesNoHiddenNames() throws {
        let scratch = try ScratchFolder()
        let location = try OutputLocation(scratch.path + "/out")
        try AtomicFolder.write(
            [TestFile("a.txt", "old"), TestFile("b.txt", "old")], to: location, ownership: testOwnership)
        try AtomicFolder.write(files, to: location, ownership: testOwnership)
        #expect(scratch.listing() == ["out", "out/a.txt", "out/charts", "out/charts/k.png"])
        #expect(scratch.text("out/a.txt") == "new")
    }

    @Test func refusesForeignEntriesAndSymbolicLinks() throws {
        let scratch = try ScratchFolder()
        try scratch.write("out/notes.md", "mine")
        let location = try OutputLocation(scratch.path + "/out")
        #expect(throws: OutputError(path: location.given, problem: "holds notes.md")) {
            try AtomicFolder.write(files, to: location, ownership: testOwnership)
        }
        try FileManager.default.removeItem(atPath: scratch.path + "/out/notes.md")
        try scratch.write("target/x.png", "theirs")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/out/charts", withDestinationPath: scratch.path + "/target")
        #expect(throws: OutputError(path: location.given, problem: "holds charts")) {
            try AtomicFolder.write(files, to: location, ownership: testOwnership)
        }
        #expect(scratch.text("target/x.png") == "theirs")
        #expect(scratch.listing() == ["out", "out/charts", "target", "target/x.png"])
    }

    /// A kill between the two renames of earlier versions left the earlier output only under a hidden
    /// `.NAME.previous-PID`; the next run puts it back (and then replaces it), and removes stale
    /// partial copies, so nothing hidden is left behind.
    @Test func recoversWhatAnInterruptedRunLeft() throws {
        let scratch = try ScratchFolder()
        try scratch.write(".out.previous-4242/a.txt", "old")
        try scratch.write(".out.partial-4242/a.txt", "half")
        try scratch.write(".out.partial-0123456789abcdef/charts/k.png", "half")
        let location = try OutputLocation(scratch.path + "/out")
        // Only the check: the earlier output is back.
        let notes = try AtomicFolder.write(files, to: location, ownership: testOwnership)
        #expect(notes == ["restored out from .out.previous-4242, where an interrupted run had left it"])
        #expect(scratch.listing() == ["out", "out/a.txt", "out/charts", "out/charts/k.png"])
    }

    /// A hidden leftover that holds someone's file is kept, with a note — never deleted silently.
    @Test func leftoversWithForeignFilesAreKept() throws {
        let scratch = try ScratchFolder()
        try scratch.write(".out.partial-0123456789abcdef/a.txt", "half")
        try scratch.write(".out.partial-0123456789abcdef/mine.doc", "mine")
        let notes = try AtomicFolder.write(
            files, to: try OutputLocation(scratch.path + "/out"), ownership: testOwnership)
        #expect(
            notes == [
                "kept .out.partial-0123456789abcdef, left by an interrupted run: it holds mine.doc, which NutriStats did not write"
            ])
        #expect(scratch.text(".out.partial-0123456789abcdef/mine.doc") == "mine")
        #expect(scratch.text(".out.partial-0123456789abcdef/a.txt") == nil)
    }

    @Test func aFailedWriteLeavesTheEarlierOutputAndNothingHidden() throws {
        let scratch = try ScratchFolder()
        let location = try OutputLocation(scratch.path + "/out")
        try AtomicFolder.write(files, to: location, ownership: testOwnership)
        let before = scratch.listing()
        // charts/k.png/x.png cannot be created once charts/k.png is a file.
        #expect(throws: OutputError(path: location.given, problem: "cannot write charts/k.png: Not a directory")) {
            try AtomicFolder.write(files + [TestFile("charts/k.png/x.png", "")], to: location, ownership: testOwnership)
        }
        #expect(scratch.listing() == before)
    }

    @Test func concurrentWritersTakeTurns() async throws {
        let scratch = try ScratchFolder()
        let location = try OutputLocation(scratch.path + "/out")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    try AtomicFolder.write(
                        [TestFile("a.txt", "\(index)"), TestFile("charts/k.png", "\(index)")],
                        to: location, ownership: testOwnership)
                }
            }
            try await group.waitForAll()
        }
        #expect(scratch.listing() == ["out", "out/a.txt", "out/charts", "out/charts/k.png"])
        #expect(scratch.text("out/a.txt") == scratch.text("out/charts/k.png"))
    }
}

/// Findings of the hardening review, each pinned by a test.
@Suite struct SafeOutputReviewTests {
    /// Only names NutriStats gives are taken for leftovers: the prefix, then 16 hex digits (or the
    /// decimal process id of earlier versions). A user's `.out.previous-old` is never touched.
    @Test func onlyOurOwnHiddenNamesAreLeftovers() throws {
        #expect(TemporaryName.isOurs(".out.previous-4242", .previous, for: "out"))
        #expect(TemporaryName.isOurs(".out.partial-0123456789abcdef", .partial, for: "out"))
        #expect(!TemporaryName.isOurs(".out.previous-old", .previous, for: "out"))
        #expect(!TemporaryName.isOurs(".out.partial-0123456789ABCDEF", .partial, for: "out"))
        #expect(!TemporaryName.isOurs(".out.partial-", .partial, for: "out"))
        #expect(!TemporaryName.isOurs(".x.png.partial-notes", .partial, for: "x.png"))

        let scratch = try ScratchFolder()
        try scratch.write(".out.previous-old/a.txt", "my own backup")
        try scratch.write(".k.png.partial-notes", "my notes")
        try AtomicFolder.write(
            [TestFile("a.txt", "new")], to: try OutputLocation(scratch.path + "/out"), ownership: testOwnership)
        try AtomicFile.write([1], to: try OutputLocation(scratch.path + "/k.png"), what: "the chart")
        #expect(scratch.text(".out.previous-old/a.txt") == "my own backup")
        #expect(scratch.text(".k.png.partial-notes") == "my notes")
    }

    /// A file whose name is not UTF-8 cannot be looked up by decoded text; it counts as foreign, so
    /// the folder holding it is never replaced.
    @Test func aNameThatIsNotUTF8IsForeign() throws {
        let scratch = try ScratchFolder()
        let location = try OutputLocation(scratch.path + "/out")
        try AtomicFolder.write([TestFile("a.txt", "old")], to: location, ownership: testOwnership)
        let latin1: [CChar] = Array((scratch.path + "/out/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
        let file = open(latin1, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(file >= 0)
        close(file)
        #expect(throws: OutputError(path: location.given, problem: "holds caf\u{FFFD}")) {
            try AtomicFolder.write([TestFile("a.txt", "new")], to: location, ownership: testOwnership)
        }
        #expect(scratch.text("out/a.txt") == "old")
    }

    /// `dangling/..`: the kernel refuses it (the link's target does not exist); it is not folded to
    /// the current folder as text.
    @Test func dotDotAfterAMissingPartIsRefused() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/dangling", withDestinationPath: scratch.path + "/nowhere")
        #expect(throws: OutputError.self) { try OutputLocation(scratch.path + "/dangling/..") }
        #expect(throws: OutputError.self) { try OutputLocation(scratch.path + "/new/../out") }
        #expect(try OutputLocation(scratch.path + "/new/out").name == "out")
    }
}
