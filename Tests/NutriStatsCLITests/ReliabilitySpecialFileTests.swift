import Foundation
import Testing

/// Issue: a FIFO given as an input blocked forever in open(2) (only `--pantry` refused it). One rule for
/// every input now: opened without blocking and refused unless it is a regular file (exit 74). Each
/// run is wrapped in `timeout`, so a regression fails (status 124) instead of hanging the suite.
@Suite struct ReliabilitySpecialFileTests {
    @Test func aPipeGivenAsAnyInputIsRefusedAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
        #expect(mkfifo(folder.appendingPathComponent("pipe.html").path, 0o600) == 0)
        try Data("date,kcal\n2026-01-01,1\n".utf8).write(to: folder.appendingPathComponent("table.csv"))
        let cases: [([String], String)] = [
            (["stats", "--history", "pipe"], "pipe: is not a regular file; expected a JSON file"),
            (["stats", "--food-log", "pipe"], "pipe: is not a regular file; expected a food log CSV"),
            (["stats", "--activity", "pipe"], "pipe: expected a regular file (a CSV), found a folder or device"),
            (["stats", "--storage", folder.path, "--dv", "pipe"], "pipe: is not a regular file; --dv takes"),
            (
                [
                    "report", "--storage", ReliabilityCLI.sampleData().appendingPathComponent("Storage").path,
                    "--template", "pipe.html", "--out", "r",
                ], "pipe.html: is not a regular file"
            ),
            (
                ["chart", "--csv", "pipe", "--x", "date", "--y", "kcal", "--out", "c.png"],
                "pipe: is not a regular file; --csv takes"
            ),
        ]
        for (arguments, message) in cases {
            let run = try ReliabilityCLI.run(arguments, in: folder, launcher: ["/usr/bin/timeout", "20"])
            #expect(run.status == 74, "\(arguments): \(run.status) \(run.stderr)")
            #expect(run.stderr.hasPrefix("nutristats: error: " + message), "\(arguments): \(run.stderr)")
        }
    }
}
