/// Makes Cairo's SVG output byte-stable: Cairo numbers surfaces, glyphs, patterns and clip paths
/// with counters that live for the whole process (the second chart rendered says `surface12`
/// where the first said `surface5`). Every `id="NAME"` is renamed to its kind (the letters before
/// the first digit) followed by its order of first appearance, and every `#NAME` reference follows.
enum SVGNormalizer {
    private static let idPrefix = Array("id=\"".utf8)
    private static let hash = UInt8(ascii: "#")

    static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        // Pass 1: ids in order of definition.
        var renames: [ArraySlice<UInt8>: [UInt8]] = [:]
        var counters: [ArraySlice<UInt8>: Int] = [:]
        var i = 0
        while i + idPrefix.count <= bytes.count {
            if bytes[i] == idPrefix[0] && bytes[i..<(i + idPrefix.count)].elementsEqual(idPrefix) {
                let start = i + idPrefix.count
                let end = nameEnd(bytes, from: start)
                let name = bytes[start..<end]
                if !name.isEmpty && renames[name] == nil {
                    var kindEnd = start
                    while kindEnd < end && !isDigit(bytes[kindEnd]) && bytes[kindEnd] != UInt8(ascii: "-") { kindEnd += 1 }
                    let kind = bytes[start..<kindEnd]
                    let next = counters[kind, default: 0] + 1
                    counters[kind] = next
                    renames[name] = Array(kind) + Array(String(next).utf8)
                }
                i = end
            } else {
                i += 1
            }
        }
        guard !renames.isEmpty else { return bytes }
        // Pass 2: rewrite each `id="NAME` and `#NAME` whose NAME was renamed.
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        i = 0
        while i < bytes.count {
            var prefixLength = 0
            if bytes[i] == hash {
                prefixLength = 1
            } else if bytes[i] == idPrefix[0], i + idPrefix.count <= bytes.count, bytes[i..<(i + idPrefix.count)].elementsEqual(idPrefix) {
                prefixLength = idPrefix.count
            }
            if prefixLength > 0 {
                let start = i + prefixLength
                let end = nameEnd(bytes, from: start)
                if let renamed = renames[bytes[start..<end]] {
                    output += bytes[i..<start]
                    output += renamed
                    i = end
                    continue
                }
            }
            output.append(bytes[i])
            i += 1
        }
        return output
    }

    private static func nameEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count && isNameByte(bytes[end]) { end += 1 }
        return end
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

    private static func isNameByte(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
    }
}
