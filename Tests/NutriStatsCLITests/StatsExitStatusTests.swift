import Foundation
import Testing

/// The built `nutristats` binary: exit statuses and messages of `stats` that no model value can show.
@Suite struct StatsExitStatusTests {
    /// The built binary run by ``ReliabilityCLI/run(_:in:standardOutput:launcher:)``.
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try ReliabilityCLI.run(arguments)
        return (result.status, result.stdout, result.stderr)
    }

    @Test func noDataAndNoPeriodIsADataError() throws {
        let result = try Self.run(["stats"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("nutristats: error: the data holds no entries or activity"))
    }

    @Test func aMissingTargetsFileIsAnIOError() throws {
        let result = try Self.run(["stats", "--on", "2026-11-16", "--dv", "/nonexistent/targets.txt"])
        #expect(result.status == 74)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "nutristats: error: /nonexistent/targets.txt: no such file (--dv takes current, legacy or a targets file)\n"
        )
    }

    @Test func aBadOptionIsAUsageError() throws {
        #expect(try Self.run(["stats", "--goal", "-1"]).status == 64)
    }

    @Test func anExplicitEmptyWeekPrintsItsDays() throws {
        let result = try Self.run(["stats", "--week", "2026-11-16", "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 10)  // header, 7 days, total, average
    }
}
