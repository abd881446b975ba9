/// Makes Cairo's SVG output byte-stable: Cairo numbers surfaces, glyphs, patterns and clip paths
/// with counters that live for the whole process (the second chart rendered says `surface12`
/// where the first said `surface5`). Every `id="NAME"` is renamed to its kind (the letters before
/// the first digit) followed by its order of first appearance, and every `#NAME` reference follows.
enum SVGNormalizer {
    static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { normalize($0) }
    }

    private static func normalize(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let count = bytes.count
        /// Whether `id="` starts at `i`.
        func isIDPrefix(_ i: Int) -> Bool {
            i + 4 <= count && bytes[i] == 0x69 && bytes[i + 1] == 0x64 && bytes[i + 2] == 0x3D && bytes[i + 3] == 0x22
        }
        func nameEnd(_ start: Int) -> Int {
            var end = start
            while end < count && isNameByte(bytes[end]) { end += 1 }
            return end
        }
        // Pass 1: ids in order of definition.
        var renames: [[UInt8]: [UInt8]] = [:]
        var counters: [[UInt8]: Int] = [:]
        var i = 0
        while i < count {
            guard bytes[i] == 0x69, isIDPrefix(i) else {
                i += 1
                continue
            }
            let start = i + 4
            let end = nameEnd(start)
            let name = Array(bytes[start..<end])
            if !name.isEmpty && renames[name] == nil {
                var kindEnd = start
                while kindEnd < end && !isDigit(bytes[kindEnd]) && bytes[kindEnd] != 0x2D { kindEnd += 1 }
                let kind = Array(bytes[start..<kindEnd])
                let next = counters[kind, default: 0] + 1
                counters[kind] = next
                renames[name] = kind + Array(String(next).utf8)
            }
            i = end
        }
        guard !renames.isEmpty else { return Array(bytes) }
        // Pass 2: copy, rewriting each `id="NAME` and `#NAME` whose NAME was renamed.
        var output: [UInt8] = []
        output.reserveCapacity(count)
        var copiedUpTo = 0
        i = 0
        while i < count {
            let byte = bytes[i]
            let prefix = byte == 0x23 ? 1 : (byte == 0x69 && isIDPrefix(i) ? 4 : 0)
            guard prefix > 0 else {
                i += 1
                continue
            }
            let start = i + prefix
            let end = nameEnd(start)
            if start < end, let renamed = renames[Array(bytes[start..<end])] {
                output.append(contentsOf: bytes[copiedUpTo..<start])
                output.append(contentsOf: renamed)
                copiedUpTo = end
            }
            i = end
        }
        output.append(contentsOf: bytes[copiedUpTo..<count])
        return output
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private static func isNameByte(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
    }
}
