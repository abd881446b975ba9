import Foundation
import NutriStatsCommandLine
import NutritionData
import NutritionTestSupport

/// The notes a run writes, collected in order.
final class NoteLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var sink: NoteSink { NoteSink { [self] line in lock.withLock { stored.append(line) } } }

    var lines: [String] { lock.withLock { stored } }
}

enum CommandLineFixtures {
    /// A context whose notes go to `notes`, with no day index cache, on 15 November 2026 at 12:30.
    static func context(_ notes: NoteLines = NoteLines()) -> CommandContext {
        CommandContext(
            notes: notes.sink, environment: ["NUTRISTATS_NO_CACHE": "1"],
            now: { (fixtureDate("2026-11-15"), fixtureTime("12:30")) })
    }

    /// The repository's `sample-data` folder.
    static var sampleData: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("sample-data")
    }

    static func sample(_ path: String) -> String { sampleData.appendingPathComponent(path).path }

    /// A fresh folder with `files` written into it.
    static func folder(_ files: [String: String] = [:]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("commandline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }
}
