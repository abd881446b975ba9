import Testing

@testable import NutriStatsCLI

@Suite struct ArgumentTests {
    @Test func rejectsTwoPeriods() {
        #expect(throws: (any Error).self) {
            _ = try NutriStatsCommand.parseAsRoot(["stats", "--on", "2026-11-01", "--all"])
        }
    }
}
