import Foundation
import PropertyBased
import Testing

@testable import NutritionData

@Suite struct ActivityRobustnessTests {
    /// Bytes that matter to the parsers, plus a few arbitrary ones.
    static let interesting: [UInt8] = Array("0123456789 :-+,\"\\\r\n.eE".utf8) + [0, 0xC2, 0xA0, 0xFF, 0x7F, 0x61]

    static let templates = [
        appleHealthHeader
            + healthRow(
                "Anna’s Watch", "StepCount", "count", "2024-05-01 10:00:00 +0200", "2024-05-01 10:03:00 +0200", "120",
                device: "\"<<HKDevice: 0x1>, name:Apple Watch>\"")
            + healthRow(
                "iPhone", "HeartRate", "count/min", "2024-05-01 10:00:00 +0200", "2024-05-01 10:00:00 +0200", "71"),
        "Date/Time,Active Energy (kJ),Step Count (count),Heart Rate [Min] (count/min),Heart Rate [Max] (count/min),Heart Rate [Avg] (count/min)\n2026-07-11 00:00:00,4184,10448,52,148,71.5\n",
        "date,steps,active_kcal,resting_kcal\n2025-02-01,9000,450.5,1600\n",
    ]

    @Test func mutatedFilesNeverCrash() async {
        let mutation = zip(Gen.int(in: 0...10_000), Gen.int(in: 0...(Self.interesting.count - 1)), Gen.int(in: 0...2))
            .array(of: 1...8)
        await propertyCheck(count: 200, input: mutation, Gen.int(in: 0...2)) { edits, template in
            var bytes = Array(Self.templates[template].utf8)
            for (position, byte, kind) in edits {
                let index = position % (bytes.count + 1)
                switch kind {
                case 0 where index < bytes.count: bytes[index] = Self.interesting[byte]
                case 1: bytes.insert(Self.interesting[byte], at: index)
                default: if index < bytes.count { bytes.remove(at: index) }
                }
            }
            let folder = TemporaryFolder()
            let path = folder.write("mutated.csv", bytes: bytes)
            // Any outcome is fine except a crash; errors must still name the file.
            for strictness in [Strictness.strict, .lenient] {
                for parts in [1, 3] {
                    if case .failure(let error) = readActivity(
                        [path], strictness: strictness, partThreshold: 1, parts: parts)
                    {
                        #expect(error.file == path)
                    }
                }
            }
        }
    }

    @Test func offsetsBeyondFourGibibytes() throws {
        let folder = TemporaryFolder()
        let path = folder.write("sparse.csv", "header\n")
        // A sparse file: a hole up to 5 GiB, then two lines.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let far: UInt64 = 5 << 30
        try handle.seek(toOffset: far)
        try handle.write(contentsOf: Data("\nline one\nline two\n".utf8))
        try handle.close()

        let file = try InputFile(path: path)
        #expect(file.size == Int64(far) + 19)
        // A part starting right after the newline at 5 GiB holds exactly the two lines after it.
        let reader = LineReader(file: file, start: Int64(far) + 1, end: file.size)
        var lines: [String] = []
        while case .line(let bytes, let count) = reader.nextLine() {
            lines.append(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
        }
        #expect(lines == ["line one", "line two"])
    }
}
