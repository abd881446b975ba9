import CCairo
import Testing

@testable import ChartKitCairo

/// ``RunLengthDeflater`` gives byte for byte the raw deflate stream zlib makes with level 1 and
/// `Z_RLE` (the stream PNGs were written with before), on inputs chosen to reach every rule: runs
/// of every length, many blocks, stored blocks (random bytes), fixed codes (short blocks), code
/// lengths capped at 15 and 7, an empty input, and every way of splitting the input.
@Suite struct RunLengthDeflaterTests {
    /// zlib's raw deflate of `input`: level 1, 32 KiB window, memory level 8, `Z_RLE`.
    static func zlib(_ input: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard
            deflateInit2_(&stream, 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
                == Z_OK
        else { return [] }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count))) + 64
        var output = [UInt8](repeating: 0, count: bound)
        var input = input
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(bound)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return [] }
        return Array(output[0..<(bound - Int(stream.avail_out))])
    }

    /// The deflater's stream of `input`, handed over in pieces of `piece` bytes (all at once when nil),
    /// each with the bytes the previous call did not take in front, as the PNG encoder does.
    static func deflater(_ input: [UInt8], piece: Int? = nil) -> [UInt8] {
        var deflater = RunLengthDeflater(expectedInputBytes: input.count)
        var pending: [UInt8] = []
        var offset = 0
        let size = max(1, piece ?? input.count)
        while offset < input.count {
            pending += input[offset..<min(input.count, offset + size)]
            offset += size
            let left = pending.withUnsafeBufferPointer { deflater.take($0) }
            pending = Array(pending.suffix(left))
        }
        return pending.withUnsafeBufferPointer { deflater.finish(rest: $0) }
    }

    /// Where two streams first differ, for a short failure message; nil when they are equal.
    static func difference(_ input: [UInt8], piece: Int? = nil) -> String? {
        let ours = deflater(input, piece: piece)
        let theirs = zlib(input)
        guard ours != theirs else { return nil }
        let index =
            zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(ours.count, theirs.count)
        return
            "\(input.count) input bytes: \(ours.count) bytes against zlib's \(theirs.count), first different byte at \(index)"
    }

    /// A small deterministic generator (the same inputs on every run).
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Runs of random lengths of a few byte values, with some random bytes between them.
    static func runs(count: Int, seed: UInt64, values: Int, noise: Int) -> [UInt8] {
        var generator = Generator(state: seed)
        var bytes: [UInt8] = []
        while bytes.count < count {
            let value = UInt8(generator.next(values))
            let length = generator.next(4) == 0 ? 1 + generator.next(600) : 1 + generator.next(6)
            bytes += [UInt8](repeating: value, count: length)
            for _ in 0..<generator.next(noise + 1) { bytes.append(UInt8(generator.next(256))) }
        }
        return Array(bytes.prefix(count))
    }

    @Test func emptyAndTinyInputs() {
        for input: [UInt8] in [
            [], [0], [7, 7], [7, 7, 7], [7, 7, 7, 7], [1, 2, 3, 3, 3, 3, 3], [0, 0, 0, 0, 0, 1],
        ] {
            #expect(Self.difference(input) == nil, "\(input)")
        }
    }

    @Test func everyRunLength() {
        // One run of each length 1–600 after a different byte: every length code and its extra bits.
        for length in 1...600 {
            let input = [UInt8(1)] + [UInt8](repeating: 9, count: length) + [2]
            #expect(Self.difference(input) == nil, "run of \(length)")
        }
    }

    @Test(arguments: [(UInt64(1), 4, 0), (2, 4, 3), (3, 256, 2), (4, 2, 1), (5, 40, 8)])
    func runsOverManyBlocks(seed: UInt64, values: Int, noise: Int) {
        let input = Self.runs(count: 700_000, seed: seed, values: values, noise: noise)
        #expect(Self.difference(input) == nil)
    }

    @Test func randomBytesAreStored() {
        var generator = Generator(state: 42)
        for count in [10, 1_000, 16_383, 16_384, 50_000, 200_000] {
            let input = (0..<count).map { _ in UInt8(generator.next(256)) }
            #expect(Self.difference(input) == nil, "\(count) random bytes")
        }
    }

    @Test func skewedFrequenciesCapCodeLengths() {
        // Literal counts in a Fibonacci series (1, 2, 3, 5, … 4,181), one block of literals (no byte
        // twice in a row, so no runs): with the end-of-block code an unlimited Huffman code would be 18
        // bits deep, so lengths are capped at 15 and repaired.
        var remaining = [1, 2]
        while remaining.count < 18 { remaining.append(remaining[remaining.count - 1] + remaining[remaining.count - 2]) }
        var pool: [UInt8] = []
        var last = -1
        while let value = remaining.indices.filter({ remaining[$0] > 0 && $0 != last }).max(by: {
            remaining[$0] < remaining[$1]
        }) {
            pool.append(UInt8(value * 11))
            remaining[value] -= 1
            last = value
        }
        #expect(pool.count > 10_000)
        #expect(Self.difference(pool) == nil)
        // The same bytes with runs of 300 between: skewed code-length codes too.
        let mixed = pool.enumerated().flatMap { index, byte in
            index % 97 == 0 ? [UInt8](repeating: byte, count: 300) : [byte]
        }
        #expect(Self.difference(mixed) == nil)
    }

    @Test func shortInputsOfManyKinds() {
        // Short blocks often take the fixed codes, or are stored; lengths 1–2,000 of varied inputs.
        var generator = Generator(state: 99)
        for _ in 0..<400 {
            let count = 1 + generator.next(2_000)
            let input = Self.runs(
                count: count, seed: UInt64(generator.next(1 << 30)), values: 1 + generator.next(256),
                noise: generator.next(10))
            #expect(Self.difference(input) == nil, "\(input.count) bytes")
        }
    }

    @Test(arguments: [1, 2, 3, 257, 258, 259, 1_000, 65_536])
    func howTheInputIsSplitDoesNotMatter(piece: Int) {
        let input = Self.runs(count: 120_000, seed: 11, values: 3, noise: 2)
        #expect(Self.difference(input, piece: piece) == nil)
    }

    @Test func cappedTreesStayCompletePrefixCodes() {
        // Fibonacci frequencies would give codes deeper than the cap: 19 code-length symbols capped at
        // 7 bits, 25 literals capped at 15. The repaired lengths stay within the cap and still fill
        // the code space exactly (Kraft sum 1), as a Huffman code must.
        for (symbols, used, cap) in [(19, 19, 7), (286, 25, 15)] {
            var frequencies = [Int](repeating: 0, count: 2 * symbols + 1)
            var a = 1
            var b = 1
            for symbol in 0..<used {
                frequencies[symbol] = a
                (a, b) = (b, a + b)
            }
            var cost = RunLengthDeflater.Cost()
            let tree = RunLengthDeflater.huffmanTree(
                frequencies: &frequencies, symbols: symbols, fixedLengths: nil,
                extraBits: [Int](repeating: 0, count: symbols), firstWithExtraBits: 0,
                maxLength: cap, cost: &cost)
            let lengths = tree.lengths.prefix(used)
            #expect(lengths.max() == cap)
            #expect(lengths.allSatisfy { $0 >= 1 })
            let kraft = lengths.reduce(0) { $0 + (1 << (cap - $1)) }
            #expect(kraft == 1 << cap)
        }
    }
}
