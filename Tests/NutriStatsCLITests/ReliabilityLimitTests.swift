import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The limits docs/errors-and-limits.md states, each exercised through the built binary: inputs far beyond them
/// fail fast with their line, or (where there is no limit) cost time in proportion to their size.
/// Large inputs are generated here, never committed.
@Suite struct ReliabilityLimitTests {
    /// A generous bound for a debug build on a shared 2-core machine; the runs below take well under
    /// a second each when the machine is idle.
    static let seconds = 20.0

    @Test func tenMegabyteHeaderLineIsRejectedAtLineOne() throws {
        let folder = try ReliabilityFolder()
        try folder.write("one-line.csv", [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20))
        let result = try ReliabilityCLI.run(["stats", "--activity", "one-line.csv"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "nutristats: error: one-line.csv:1: expected a header line of at most 1 MiB (1048576 bytes), found a longer one\n"
        )
        #expect(result.seconds < Self.seconds)
    }

    @Test func twoMebibyteRowIsRejectedWithItsLine() throws {
        let folder = try ReliabilityFolder()
        let text =
            "date,steps\n2026-11-16,100\n2026-11-17," + String(repeating: "9", count: 2 << 20) + "\n2026-11-18,5\n"
        try folder.write("long-row.csv", text)
        let strict = try ReliabilityCLI.run(
            ["stats", "--activity", "long-row.csv", "--on", "2026-11-16"], in: folder.url)
        #expect(strict.status == 65)
        #expect(
            strict.stderr
                == "nutristats: error: long-row.csv:3: expected a line of at most 1 MiB (1048576 bytes), found a longer one\n"
        )
        // Lenient: the line is skipped and counted; the rows around it are read (100 + 5 steps over
        // the two days, one each).
        let lenient = try ReliabilityCLI.run(
            [
                "stats", "--activity", "long-row.csv", "--from", "2026-11-16", "--to", "2026-11-18",
                "--lenient", "--format", "csv",
            ], in: folder.url)
        #expect(lenient.status == 0)
        #expect(
            lenient.stderr
                == "nutristats: skipped 1 row of long-row.csv:3: expected a line of at most 1 MiB (1048576 bytes), found a longer one\n"
        )
        #expect(lenient.seconds < Self.seconds)
    }

    @Test func chartTableLineOverOneMebibyteIsRejected() throws {
        let folder = try ReliabilityFolder()
        try folder.write("wide.csv", "date,kcal\n2026-11-16," + String(repeating: "1", count: (1 << 20) + 1) + "\n")
        let result = try ReliabilityCLI.run(
            ["chart", "--csv", "wide.csv", "--x", "date", "--y", "kcal", "--out", "wide.png"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "nutristats: error: wide.csv:2: expected a line of at most 1 MiB (1048576 bytes), found a longer one\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("wide.png").path))
    }

    @Test func hundredThousandNestedListsFailFast() throws {
        let folder = try ReliabilityFolder()
        try folder.write("deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        let result = try ReliabilityCLI.run(["inspect", "--history", "deep.json"], in: folder.url)
        #expect(result.status == 65)
        #expect(result.stderr == "nutristats: error: deep.json:1: objects and lists are nested deeper than 64 levels\n")
        #expect(result.seconds < Self.seconds)
    }

    @Test func tenMegabyteSingleLineHistoryIsReadInProportion() throws {
        // JSON has no line limit: a 10 MB food name on one line is read (10,000,067 bytes) and
        // listed, quickly, cut to 48 columns; what bounds JSON is the file size (512 MiB) and the
        // nesting depth (64).
        let folder = try ReliabilityFolder()
        let name = String(repeating: "x", count: 10_000_000)
        try folder.write(
            "one-line.json", "{\"2026-11-16\": {\"08:00\": {\"food\": \"\(name)\", \"cals\": 300, \"servings\": 1}}}")
        let result = try ReliabilityCLI.run(["history", "--history", "one-line.json"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("  08:00  1 × " + String(repeating: "x", count: 47) + "…  300 kcal\n"))
        #expect(result.seconds < Self.seconds)
    }

    @Test func controlCharactersInAFileAreEscapedInMessages() throws {
        // An unrecognised header holding ESC [2J (clear screen) and a carriage return: the message
        // shows them as escapes, so the terminal is not driven by the file and the message stays on
        // one line.
        let folder = try ReliabilityFolder()
        try folder.write("escape.csv", "a\u{1B}[2Jb\rc,d\n1,2\n")
        let result = try ReliabilityCLI.run(["stats", "--activity", "escape.csv"], in: folder.url)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix("nutristats: error: escape.csv:1: unrecognised header \"a\\u{1B}[2Jb\\u{D}c,d\": "))
        #expect(!result.stderr.utf8.contains(0x1B))
        #expect(result.stderr.filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.count == 1)
    }

    @Test(
        .enabled(
            if: geteuid() != 0,
            "runs as root, which reads files whatever their mode; the folder-where-a-file-is-expected case covers unreadable parts"
        ))
    func unreadableHistoryIsAnIOError() throws {
        let folder = try ReliabilityFolder()
        let path = try folder.write("Storage/History/foodHistory.json", "{}")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        let result = try ReliabilityCLI.run(["inspect", "--storage", "Storage"], in: folder.url)
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("nutristats: error: Storage/History/foodHistory.json: "))
    }
}
