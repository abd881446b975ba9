@testable import NutritionData
import Testing

/// Bytes handed out in fixed-size chunks, as a zip member's inflate or a slow disk may hand them.
private final class ChunkedBytes: ExportByteSource {
    let bytes: [UInt8]
    let chunk: Int
    var offset = 0

    init(_ text: String, chunk: Int) {
        bytes = Array(text.utf8)
        self.chunk = chunk
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError> {
        let size = min(count, chunk, bytes.count - offset)
        guard size > 0 else { return .success(0) }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: size) }
        offset += size
        return .success(size)
    }
}

@Suite struct ExportChunkBoundaryTests {
    /// Where a chunk ends never changes what the bytes are taken for: a comment holding a `>` and a
    /// whole record is skipped for every chunk size, as in the whole read (the scanner waits for 18
    /// bytes after a `<` before it decides).
    @Test func everyChunkSizeGivesTheWholeReadsRecords() {
        let record = #"<Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="App" unit="kcal" "#
            + #"startDate="2026-01-10 08:30:00 -0500" endDate="2026-01-10 08:30:00 -0500" value="250"/>"#
        let text = "<?xml version=\"1.0\"?>\n<HealthData>\n<!-- > " + record + " -->\n" + record + "\n</HealthData>\n"
        func rows(chunk: Int) -> Int {
            HealthDietaryParser(file: "export.xml", strictness: .strict, zone: nil).run(ChunkedBytes(text, chunk: chunk)).rows
        }
        let whole = rows(chunk: text.utf8.count)
        #expect(whole == 1)
        for chunk in 1...40 { #expect(rows(chunk: chunk) == whole, "chunks of \(chunk)") }
    }
}
