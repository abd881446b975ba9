/// Raw deflate (RFC 1951) with run-length matches only, written so that its output is byte for byte
/// the stream zlib 1.2.13 makes with `deflateInit2(level 1, Z_DEFLATED, -15, memLevel 8, Z_RLE)`:
/// the PNG bytes NutriStats wrote with zlib, about three times faster.
///
/// **Why by hand:** the PNGs of a report are part of its output, byte for byte, so any deflate that
/// chose other blocks or codes would change them; and zlib's run-length deflate was the largest piece
/// of a one-year weekly report's CPU (4.5–6.6 ms for each 2x chart, about 30 ms of 180: see
/// docs/performance.md). zlib compares the run byte by byte and copies its input through a sliding
/// window; this finds runs eight bytes at a time and reads its input where it is.
///
/// **Against libdeflate** (1.14, level 1; `make bench-compare`, docs/performance.md, "Libraries
/// against hand-written code"): on the sample weekly report's seven 2× charts (20 MB of filtered
/// rows), this takes 12.8–16.7 ms of CPU in all, libdeflate 59.2–61.4 ms (3.7–4.6×, 8–10 ms per chart
/// against the 5 ms target), for streams 43 % smaller (452 KB against 795 KB). Not within 10 % in
/// time, so kept.
///
/// The rules it follows are zlib's, which make the stream what it is:
/// - **Matches.** At every position after the first, if the next three bytes equal the byte before,
///   the match is that run, at most 258 bytes and at most what is left of the input, at distance 1;
///   otherwise the byte is a literal. (Runs are found as if the whole input were at hand; zlib waits
///   for more input before it looks, so how the input is split does not matter.)
/// - **Blocks.** A block ends after 16,383 symbols (zlib's symbol buffer with memory level 8), and a
///   last block (possibly empty) ends the input.
/// - **Block type.** The Huffman trees are built with zlib's heap, its tie-breaks (lower frequency,
///   then smaller depth) and its repair of codes longer than 15 (7 for the code-length code). Of the
///   three types, a stored block is written when its bytes plus four fit in the compressed size,
///   otherwise fixed codes when they are no longer than the block's own, otherwise the block's own.
///
/// Tested against zlib on generated, random and chart data (`RunLengthDeflaterTests`).
///
/// - Complexity: O(*n*) for *n* input bytes; memory O(1) besides the output (about 100 KB of state).
struct RunLengthDeflater: ~Copyable {
    /// Symbols per block: zlib's `lit_bufsize - 1` at memory level 8.
    static let symbolsPerBlock = 16_383
    /// The longest and shortest match.
    static let maxMatch = 258, minMatch = 3

    /// The stream so far; room for a whole block is made before it is written.
    private var output: UnsafeMutablePointer<UInt8>
    private var outputCapacity: Int
    private var outputCount = 0
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0

    /// The current block's symbols: a literal byte (0–255), or 256 + match length − 3.
    private let symbols: UnsafeMutablePointer<UInt16>
    private var symbolCount = 0
    /// Literal/length frequencies of the current block (room for the tree's inner nodes after them).
    private let literalFrequencies: UnsafeMutablePointer<Int>
    private var matchCount = 0
    /// The current block's input, kept while it is short enough to be stored as it is (a stored block
    /// is never chosen for more than about 43 KB: 16,383 symbols take at most ~20 bits each).
    private let blockBytes: UnsafeMutablePointer<UInt8>
    private static let blockBytesKept = 1 << 16
    private var blockLength = 0
    /// The byte before the next position, when there is one.
    private var previous: UInt8?

    init(expectedInputBytes: Int) {
        outputCapacity = max(expectedInputBytes / 8, 4096) + Self.largestBlock
        output = .allocate(capacity: outputCapacity)
        symbols = .allocate(capacity: Self.symbolsPerBlock)
        blockBytes = .allocate(capacity: Self.blockBytesKept)
        literalFrequencies = .allocate(capacity: 2 * Self.literalCodes + 1)
        literalFrequencies.initialize(repeating: 0, count: 2 * Self.literalCodes + 1)
        literalFrequencies[Self.endOfBlock] = 1
    }

    deinit {
        output.deallocate()
        symbols.deallocate()
        blockBytes.deallocate()
        literalFrequencies.deallocate()
    }

    /// The most bytes one block can take: a stored block of the bytes kept, or 16,383 symbols of at
    /// most 15 + 5 + 15 bits with the trees (under 2 KB), with room to spare.
    private static let largestBlock = max(blockBytesKept + 8, symbolsPerBlock * 35 / 8 + 4096)

    /// Deflates `bytes`, a run of input that continues the previous ones. Runs are looked for only in
    /// what is at hand, so all but the last 258 bytes are taken now and the rest are returned to be
    /// handed in again in front of the next input (or to ``finish(rest:)``).
    ///
    /// - Returns: How many bytes at the end of `bytes` were not taken.
    mutating func take(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        parse(bytes, final: false)
    }

    /// The deflate stream, once the input ends with `rest` (the bytes ``take(_:)`` did not take).
    /// Call it once, last.
    mutating func finish(rest: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        _ = parse(rest, final: true)
        flushBlock(last: true)
        alignToByte()
        return Array(UnsafeBufferPointer(start: output, count: outputCount))
    }

    // MARK: Matches

    /// Turns `bytes` into symbols up to 258 bytes before their end (all of them when `final`); returns
    /// how many were left.
    private mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, final: Bool) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let end = bytes.count
        let stop = final ? end : end - Self.maxMatch
        var i = 0
        var previous = self.previous
        while i < stop {
            let remaining = end - i
            if let before = previous, remaining >= Self.minMatch,
                base[i] == before, base[i + 1] == before, base[i + 2] == before
            {
                let length = Self.runLength(of: before, at: base + i, limit: min(Self.maxMatch, remaining))
                addMatch(length: length, byte: before)
                i += length
            } else {
                let byte = base[i]
                addLiteral(byte)
                previous = byte
                i += 1
            }
        }
        self.previous = previous
        return end - max(i, 0)
    }

    /// How many bytes from `start` (at least 3, at most `limit`) equal `byte`.
    @inline(__always)
    private static func runLength(of byte: UInt8, at start: UnsafePointer<UInt8>, limit: Int) -> Int {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var length = 3
        while length + 8 <= limit {
            let word = UnsafeRawPointer(start + length).loadUnaligned(as: UInt64.self)
            let difference = UInt64(littleEndian: word) ^ pattern
            if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, start[length] == byte { length += 1 }
        return length
    }

    @inline(__always)
    private mutating func addLiteral(_ byte: UInt8) {
        symbols[symbolCount] = UInt16(byte)
        symbolCount += 1
        literalFrequencies[Int(byte)] += 1
        if blockLength < Self.blockBytesKept { blockBytes[blockLength] = byte }
        blockLength += 1
        if symbolCount == Self.symbolsPerBlock { flushBlock(last: false) }
    }

    @inline(__always)
    private mutating func addMatch(length: Int, byte: UInt8) {
        symbols[symbolCount] = UInt16(256 + length - Self.minMatch)
        symbolCount += 1
        literalFrequencies[Self.lengthSymbol[length - Self.minMatch]] += 1
        matchCount += 1
        if blockLength < Self.blockBytesKept {
            (blockBytes + blockLength).update(repeating: byte, count: min(length, Self.blockBytesKept - blockLength))
        }
        blockLength += length
        if symbolCount == Self.symbolsPerBlock { flushBlock(last: false) }
    }

    // MARK: Blocks

    private mutating func flushBlock(last: Bool) {
        if outputCapacity - outputCount < Self.largestBlock {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * outputCapacity + Self.largestBlock)
            larger.moveInitialize(from: output, count: outputCount)
            output.deallocate()
            output = larger
            outputCapacity = 2 * outputCapacity + Self.largestBlock
        }
        var cost = Cost()
        var literalCounts = Array(UnsafeBufferPointer(start: literalFrequencies, count: 2 * Self.literalCodes + 1))
        let literal = Self.huffmanTree(
            frequencies: &literalCounts, symbols: Self.literalCodes, fixedLengths: Self.fixedLiteralLengths,
            extraBits: Self.lengthExtraBits, firstWithExtraBits: 257, maxLength: 15, cost: &cost)
        var distanceFrequencies = [Int](repeating: 0, count: 2 * Self.distanceCodes + 1)
        distanceFrequencies[0] = matchCount
        let distance = Self.huffmanTree(
            frequencies: &distanceFrequencies, symbols: Self.distanceCodes,
            fixedLengths: Self.fixedDistanceLengths, extraBits: Self.distanceExtraBits,
            firstWithExtraBits: 0, maxLength: 15, cost: &cost)
        var lengthCodeFrequencies = [Int](repeating: 0, count: 2 * Self.codeLengthCodes + 1)
        Self.countCodeLengths(literal.lengths, maxCode: literal.maxCode, into: &lengthCodeFrequencies)
        Self.countCodeLengths(distance.lengths, maxCode: distance.maxCode, into: &lengthCodeFrequencies)
        let codeLengths = Self.huffmanTree(
            frequencies: &lengthCodeFrequencies, symbols: Self.codeLengthCodes, fixedLengths: nil,
            extraBits: Self.codeLengthExtraBits, firstWithExtraBits: 0, maxLength: 7, cost: &cost)
        var lastCodeLength = Self.codeLengthCodes - 1
        while lastCodeLength >= 3 && codeLengths.lengths[Self.codeLengthOrder[lastCodeLength]] == 0 {
            lastCodeLength -= 1
        }
        cost.own += 3 * (lastCodeLength + 1) + 5 + 5 + 4

        let fixedBytes = (cost.fixed + 3 + 7) >> 3
        let ownBytes = min((cost.own + 3 + 7) >> 3, fixedBytes)
        if blockLength + 4 <= ownBytes {
            precondition(blockLength <= Self.blockBytesKept, "a stored block of \(blockLength) bytes")
            writeBits(last ? 1 : 0, 3)
            alignToByte()
            for byte in [blockLength & 0xFF, blockLength >> 8 & 0xFF, ~blockLength & 0xFF, ~blockLength >> 8 & 0xFF] {
                output[outputCount] = UInt8(byte)
                outputCount += 1
            }
            (output + outputCount).update(from: blockBytes, count: blockLength)
            outputCount += blockLength
        } else if fixedBytes == ownBytes {
            writeBits((1 << 1) + (last ? 1 : 0), 3)
            writeSymbols(
                literalCodes: Self.fixedLiteral.codes, literalLengths: Self.fixedLiteral.lengths,
                distanceCode: 0, distanceLength: 5)
        } else {
            writeBits((2 << 1) + (last ? 1 : 0), 3)
            writeBits(literal.maxCode + 1 - 257, 5)
            writeBits(distance.maxCode + 1 - 1, 5)
            writeBits(lastCodeLength + 1 - 4, 4)
            for rank in 0...lastCodeLength { writeBits(codeLengths.lengths[Self.codeLengthOrder[rank]], 3) }
            writeCodeLengths(literal.lengths, maxCode: literal.maxCode, with: codeLengths)
            writeCodeLengths(distance.lengths, maxCode: distance.maxCode, with: codeLengths)
            writeSymbols(
                literalCodes: literal.codes, literalLengths: literal.lengths,
                distanceCode: distance.codes[0], distanceLength: distance.lengths[0])
        }
        literalFrequencies.update(repeating: 0, count: 2 * Self.literalCodes + 1)
        literalFrequencies[Self.endOfBlock] = 1
        symbolCount = 0
        matchCount = 0
        blockLength = 0
    }

    /// The block's symbols and its end, in the given codes (distance 1 is always distance code 0).
    private mutating func writeSymbols(
        literalCodes: [Int], literalLengths: [Int], distanceCode: Int, distanceLength: Int
    ) {
        // Each match length − 3 as its whole bit string: the length's code, its extra bits, distance code 0.
        var matchBits = [Int](repeating: 0, count: 256)
        var matchBitCounts = [Int](repeating: 0, count: 256)
        for lengthIndex in 0..<256 {
            let code = Self.lengthSymbol[lengthIndex]
            let extra = Self.lengthExtraBits[code - 257]
            let extraValue = lengthIndex - Self.lengthBase[code - 257]
            matchBits[lengthIndex] =
                literalCodes[code] | extraValue << literalLengths[code] | distanceCode << (literalLengths[code] + extra)
            matchBitCounts[lengthIndex] = literalLengths[code] + extra + distanceLength
        }
        literalCodes.withUnsafeBufferPointer { codes in
            literalLengths.withUnsafeBufferPointer { lengths in
                matchBits.withUnsafeBufferPointer { matchBits in
                    matchBitCounts.withUnsafeBufferPointer { matchBitCounts in
                        for index in 0..<symbolCount {
                            let symbol = Int(symbols[index])
                            if symbol < 256 {
                                writeBits(codes[symbol], lengths[symbol])
                            } else {
                                writeBits(matchBits[symbol - 256], matchBitCounts[symbol - 256])
                            }
                        }
                    }
                }
            }
        }
        writeBits(literalCodes[Self.endOfBlock], literalLengths[Self.endOfBlock])
    }

    /// The code lengths of a tree in the code-length code, with its runs (RFC 1951, 3.2.7).
    private mutating func writeCodeLengths(_ lengths: [Int], maxCode: Int, with tree: HuffmanTree) {
        Self.runsOfCodeLengths(lengths, maxCode: maxCode) { symbol, extraValue in
            writeBits(tree.codes[symbol], tree.lengths[symbol])
            switch symbol {
            case 16: writeBits(extraValue, 2)
            case 17: writeBits(extraValue, 3)
            case 18: writeBits(extraValue, 7)
            default: break
            }
        }
    }

    // MARK: Bits

    @inline(__always)
    private mutating func writeBits(_ value: Int, _ count: Int) {
        bitBuffer |= UInt64(truncatingIfNeeded: value) << UInt64(bitCount)
        bitCount += count
        if bitCount >= 32 {
            UnsafeMutableRawPointer(output + outputCount).storeBytes(
                of: UInt32(truncatingIfNeeded: bitBuffer).littleEndian, as: UInt32.self)
            outputCount += 4
            bitBuffer >>= 32
            bitCount -= 32
        }
    }

    /// Writes the bits held back, padded with zeros to a whole byte.
    private mutating func alignToByte() {
        while bitCount > 0 {
            output[outputCount] = UInt8(truncatingIfNeeded: bitBuffer)
            outputCount += 1
            bitBuffer >>= 8
            bitCount -= 8
        }
        bitBuffer = 0
        bitCount = 0
    }
}

// MARK: - Huffman trees as zlib builds them

extension RunLengthDeflater {
    static let literalCodes = 286, distanceCodes = 30, codeLengthCodes = 19
    static let endOfBlock = 256
    /// Room for the heap of the largest tree (zlib's HEAP_SIZE).
    private static let heapSize = 2 * literalCodes + 1

    /// Extra bits of length codes 257–285, and the first length − 3 of each.
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let lengthBase: [Int] = {
        var base: [Int] = []
        var length = 0
        for extra in lengthExtraBits.dropLast() {
            base.append(length)
            length += 1 << extra
        }
        return base + [255]
    }()
    /// The literal/length symbol of each match length − 3 (0–255); length 258 has code 285 of its own.
    static let lengthSymbol: [Int] = {
        var symbol = [Int](repeating: 0, count: 256)
        for code in 0..<28 {
            for value in lengthBase[code]..<lengthBase[code] + (1 << lengthExtraBits[code]) where value < 256 {
                symbol[value] = 257 + code
            }
        }
        symbol[255] = 285
        return symbol
    }()
    static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    static let codeLengthExtraBits = [Int](repeating: 0, count: 16) + [2, 3, 7]
    /// The order code-length code lengths are sent in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed codes' lengths (RFC 1951, 3.2.6).
    static let fixedLiteralLengths =
        [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
        + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
    static let fixedDistanceLengths = [Int](repeating: 5, count: 30)
    static let fixedLiteral: (codes: [Int], lengths: [Int]) = {
        var counts = [Int](repeating: 0, count: 16)
        for length in fixedLiteralLengths { counts[length] += 1 }
        return (
            canonicalCodes(lengths: fixedLiteralLengths, maxCode: fixedLiteralLengths.count - 1, lengthCounts: counts),
            fixedLiteralLengths
        )
    }()

    /// Bits a block takes with its own trees (`own`) and with the fixed ones (`fixed`).
    struct Cost {
        var own = 0
        var fixed = 0
    }

    struct HuffmanTree {
        /// Code length per symbol (0 for unused symbols).
        var lengths: [Int]
        /// Bit-reversed code per symbol, ready to write.
        var codes: [Int]
        /// The largest symbol with a code.
        var maxCode: Int
    }

    /// zlib's `build_tree`: the Huffman tree of `frequencies` (its first `symbols` entries; nodes are
    /// added after them), with lengths at most `maxLength`, adding the bits the block takes to `cost`.
    static func huffmanTree(
        frequencies: inout [Int], symbols: Int, fixedLengths: [Int]?, extraBits: [Int], firstWithExtraBits: Int,
        maxLength: Int, cost: inout Cost
    ) -> HuffmanTree {
        var heap = [Int](repeating: 0, count: heapSize + 1)
        var depth = [Int](repeating: 0, count: 2 * symbols + 1)
        var parent = [Int](repeating: 0, count: 2 * symbols + 1)
        var lengths = [Int](repeating: 0, count: 2 * symbols + 1)
        var heapLength = 0
        var heapMax = heapSize
        var maxCode = -1
        for symbol in 0..<symbols where frequencies[symbol] != 0 {
            heapLength += 1
            heap[heapLength] = symbol
            maxCode = symbol
        }
        // At least two codes, so that every used symbol has a code of at least one bit.
        while heapLength < 2 {
            let node: Int
            if maxCode < 2 {
                maxCode += 1
                node = maxCode
            } else {
                node = 0
            }
            heapLength += 1
            heap[heapLength] = node
            frequencies[node] = 1
            depth[node] = 0
            cost.own -= 1
            if let fixedLengths { cost.fixed -= fixedLengths[node] }
        }

        func smaller(_ n: Int, _ m: Int) -> Bool {
            frequencies[n] < frequencies[m] || (frequencies[n] == frequencies[m] && depth[n] <= depth[m])
        }
        func siftDown(_ start: Int) {
            var k = start
            let value = heap[k]
            var j = k << 1
            while j <= heapLength {
                if j < heapLength && smaller(heap[j + 1], heap[j]) { j += 1 }
                if smaller(value, heap[j]) { break }
                heap[k] = heap[j]
                k = j
                j <<= 1
            }
            heap[k] = value
        }

        for k in stride(from: heapLength / 2, through: 1, by: -1) { siftDown(k) }
        var node = symbols
        repeat {
            let n = heap[1]
            heap[1] = heap[heapLength]
            heapLength -= 1
            siftDown(1)
            let m = heap[1]
            heapMax -= 1
            heap[heapMax] = n
            heapMax -= 1
            heap[heapMax] = m
            frequencies[node] = frequencies[n] + frequencies[m]
            depth[node] = (max(depth[n], depth[m]) + 1) & 0xFF
            parent[n] = node
            parent[m] = node
            heap[1] = node
            node += 1
            siftDown(1)
        } while heapLength >= 2
        heapMax -= 1
        heap[heapMax] = heap[1]

        // zlib's gen_bitlen: lengths from the root down, capped at maxLength and then repaired.
        var lengthCounts = [Int](repeating: 0, count: 16)
        lengths[heap[heapMax]] = 0
        var overflow = 0
        for h in (heapMax + 1)..<heapSize {
            let n = heap[h]
            var bits = lengths[parent[n]] + 1
            if bits > maxLength {
                bits = maxLength
                overflow += 1
            }
            lengths[n] = bits
            guard n <= maxCode else { continue }
            lengthCounts[bits] += 1
            let extra = n >= firstWithExtraBits ? extraBits[n - firstWithExtraBits] : 0
            cost.own += frequencies[n] * (bits + extra)
            if let fixedLengths { cost.fixed += frequencies[n] * (fixedLengths[n] + extra) }
        }
        if overflow > 0 {
            repeat {
                var bits = maxLength - 1
                while lengthCounts[bits] == 0 { bits -= 1 }
                lengthCounts[bits] -= 1
                lengthCounts[bits + 1] += 2
                lengthCounts[maxLength] -= 1
                overflow -= 2
            } while overflow > 0
            var h = heapSize
            for bits in stride(from: maxLength, to: 0, by: -1) {
                var count = lengthCounts[bits]
                while count != 0 {
                    h -= 1
                    let m = heap[h]
                    if m > maxCode { continue }
                    if lengths[m] != bits {
                        cost.own += (bits - lengths[m]) * frequencies[m]
                        lengths[m] = bits
                    }
                    count -= 1
                }
            }
        }
        let used = Array(lengths[0..<symbols])
        return HuffmanTree(
            lengths: used, codes: canonicalCodes(lengths: used, maxCode: maxCode, lengthCounts: lengthCounts),
            maxCode: maxCode)
    }

    /// Canonical codes for `lengths` (RFC 1951, 3.2.2), bit-reversed for writing.
    static func canonicalCodes(lengths: [Int], maxCode: Int, lengthCounts: [Int]) -> [Int] {
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + lengthCounts[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [Int](repeating: 0, count: lengths.count)
        for symbol in 0...max(maxCode, 0) where symbol < lengths.count {
            let length = lengths[symbol]
            guard length > 0 else { continue }
            var value = next[length]
            var reversed = 0
            next[length] += 1
            for _ in 0..<length {
                reversed = reversed << 1 | value & 1
                value >>= 1
            }
            codes[symbol] = reversed
        }
        return codes
    }

    /// zlib's `scan_tree`: counts the code-length symbols `lengths` (up to `maxCode`) are sent with.
    static func countCodeLengths(_ lengths: [Int], maxCode: Int, into frequencies: inout [Int]) {
        runsOfCodeLengths(lengths, maxCode: maxCode) { symbol, _ in frequencies[symbol] += 1 }
    }

    /// The code-length symbols (0–18) and their extra-bit values that send `lengths` up to `maxCode`,
    /// as zlib's `scan_tree` and `send_tree` cut them into runs.
    static func runsOfCodeLengths(_ lengths: [Int], maxCode: Int, _ emit: (Int, Int) -> Void) {
        var previousLength = -1
        var nextLength = lengths[0]
        var count = 0
        var maxCount = 7
        var minCount = 4
        if nextLength == 0 {
            maxCount = 138
            minCount = 3
        }
        for n in 0...maxCode {
            let length = nextLength
            nextLength = n + 1 <= maxCode ? lengths[n + 1] : 0xFFFF
            count += 1
            if count < maxCount && length == nextLength { continue }
            if count < minCount {
                for _ in 0..<count { emit(length, 0) }
            } else if length != 0 {
                if length != previousLength {
                    emit(length, 0)
                    count -= 1
                }
                emit(16, count - 3)
            } else if count <= 10 {
                emit(17, count - 3)
            } else {
                emit(18, count - 11)
            }
            count = 0
            previousLength = length
            if nextLength == 0 {
                maxCount = 138
                minCount = 3
            } else if length == nextLength {
                maxCount = 6
                minCount = 3
            } else {
                maxCount = 7
                minCount = 4
            }
        }
    }
}
