import Foundation
@testable import NutritionReport
import Testing

@Suite struct ReportOutputSmokeTests {
    @Test func writesEveryFormat() throws {
        let files = try ReportFixtures.files()
        let dir = ProcessInfo.processInfo.environment["REPORT_SMOKE_DIR"] ?? NSTemporaryDirectory() + "report-smoke"
        try? FileManager.default.removeItem(atPath: dir)
        try ReportFolderWriter.write(files, to: dir)
        #expect(files.map(\.path).contains("report.html"))
    }
}
