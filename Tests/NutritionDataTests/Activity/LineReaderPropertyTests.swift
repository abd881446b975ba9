import PropertyBased
import Testing

@testable import NutritionData

/// Checks that splitting a file into parts at any offsets hands every line to exactly one part.
func propertyCheckLines() async {
    let lineGen = Gen.int(in: 0...40).array(of: 0...30)
    await propertyCheck(count: 60, input: lineGen, Gen.int(in: 1...6)) { lengths, parts in
        let folder = TemporaryFolder()
        var lines: [String] = []
        for (index, length) in lengths.enumerated() {
            var line = String(repeating: Character(Unicode.Scalar(UInt8(97 + index % 26))), count: length)
            if index % 5 == 3 { line += "\r" }
            lines.append(line)
        }
        let text = lines.joined(separator: "\n") + (lengths.count % 2 == 0 ? "\n" : "")
        let path = folder.write("lines.txt", text)
        guard let file = try? InputFile(path: path) else {
            Issue.record("cannot open \(path)")
            return
        }
        var read: [String] = []
        for part in 0..<parts {
            let start = file.size * Int64(part) / Int64(parts)
            let end = file.size * Int64(part + 1) / Int64(parts)
            let reader = LineReader(file: file, start: start, end: end, bufferSize: 0)
            loop: while true {
                switch reader.nextLine() {
                case .line(let bytes, let count):
                    read.append(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
                case .end: break loop
                default:
                    Issue.record("unexpected read result")
                    break loop
                }
            }
        }
        // The oracle: split on "\n"; a final "\n" ends the last line rather than starting another;
        // a "\r" before a "\n" (or at the end) belongs to the line ending.
        // (Split on bytes: a Swift Character would keep "\r\n" together.)
        var pieces = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if text.utf8.isEmpty || text.utf8.last == 0x0A { pieces.removeLast() }
        let expected = pieces.map { String(decoding: $0.last == 0x0D ? $0.dropLast() : $0[...], as: UTF8.self) }
        #expect(read == expected)
    }
}
