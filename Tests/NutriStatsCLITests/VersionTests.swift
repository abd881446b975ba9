import Foundation
import Testing

@testable import NutriStatsCLI

@Suite struct VersionTests {
    /// `--version` prints the version CHANGELOG.md is kept against, and the changelog names it.
    @Test func theVersionIsPrintedAndInTheChangelog() throws {
        let result = try ReliabilityCLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == NutriStatsCommand.version + "\n")
        let changelog = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let released =
            NutriStatsCommand.version.hasSuffix("-dev") ? "## [Unreleased]" : "## [\(NutriStatsCommand.version)]"
        #expect(text.contains(released))
    }
}
