import Foundation
import Testing

@testable import NutritionData

/// Issue: each unclosed `<?`, `<!` or `<!--` of an export.xml was scanned again to the end of the
/// buffer — 262,144 of them (a 512 KB file) ran past a minute — and a damaged tail was then accepted
/// without a word. Now the first one the file ends inside is an error (with --lenient a counted
/// skip), and the scan is linear.
@Suite struct DamagedTailTests {
    static let prelude = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
        <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2024-03-05 08:00:00 -0500" endDate="2024-03-05 08:01:00 -0500" value="5"/>

        """

    @Test(arguments: [
        (
            "<!-- cut",
            "expected a comment <!-- to end with -->, found the end of the file (the file is truncated or damaged)"
        ),
        (
            "<!DOCTYPE x [ <!ELEMENT",
            "expected a declaration <! to end with >, found the end of the file (the file is truncated or damaged)"
        ),
        (
            "<?xml-stylesheet",
            "expected a processing instruction <? to end with ?>, found the end of the file (the file is truncated or damaged)"
        ),
        (
            "<![CDATA[ cut",
            "expected a CDATA section to end with ]]>, found the end of the file (the file is truncated or damaged)"
        ),
    ])
    func anUnclosedTailIsAnError(tail: String, problem: String) throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "export.xml", Self.prelude + tail + "\n<Record type=\"HKQuantityTypeIdentifierStepCount\"/>\n")
        let error = try #require(readActivity([path]).failure)
        #expect(error.line == 4)
        #expect(error.problem.description == problem)
        // Lenient: the record before it counts (5 steps); the damaged tail is one counted skip.
        let log = try readActivity([path], strictness: .lenient).get()
        #expect(log.days.map(\.steps) == [5])
        #expect(log.skipped.total == 1)
        #expect(log.skipped.tallies.first?.reason == problem)
    }

    /// Time grows linearly: reading 4n unclosed `<!` takes about four times as long as n, not sixteen
    /// (the best of five runs each, against a generous bound of ten).
    @Test func unclosedMarkupIsScannedOnce() throws {
        let folder = TemporaryFolder()
        let n = 1 << 18
        let small = folder.write("small.xml", Self.prelude + String(repeating: "<!", count: n))
        let large = folder.write("large.xml", Self.prelude + String(repeating: "<!", count: 4 * n))
        func best(_ path: String) -> Double {
            (0..<5).map { _ in
                let start = DispatchTime.now().uptimeNanoseconds
                _ = readActivity([path], strictness: .lenient)
                return Double(DispatchTime.now().uptimeNanoseconds - start)
            }.min() ?? 0
        }
        _ = best(small)
        let ratio = best(large) / max(best(small), 1)
        #expect(ratio < 10, "4n took \(ratio) times as long as n")
        #expect(readActivity([large]).failure?.line == 4)
    }
}
