import Testing

@testable import NutritionData

/// The line a reader starting mid-file names: line ends counted before its start.
@Suite struct LineEndsTests {
    func count(_ text: String, before end: Int) -> Int {
        Array(text.utf8).withUnsafeBufferPointer { LineEnds.count(in: $0, before: end) }
    }

    @Test func countsOnlyTheLineEndsBeforeTheEnd() {
        let text = "a\nbc\r\n\nd"
        #expect(count(text, before: 0) == 0)
        #expect(count(text, before: 1) == 0)  // the first `\n` is byte 1
        #expect(count(text, before: 2) == 1)
        #expect(count(text, before: 7) == 3)
        #expect(count(text, before: 100) == 3)  // past the end: the whole text
        #expect(count("", before: 5) == 0)
        // Against a byte-by-byte count on a longer text.
        let long = String((0..<5000).map { $0 % 7 == 0 ? "\n" : "x" })
        for end in stride(from: 0, through: 5000, by: 333) {
            #expect(count(long, before: end) == long.utf8.prefix(end).filter { $0 == 0x0A }.count)
        }
    }
}
