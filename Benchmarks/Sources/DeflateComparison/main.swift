import CLibDeflate
import ComparisonTiming
import Foundation

// deflate-compare: `RunLengthDeflater` (ChartKitCairo's, its source linked here) against libdeflate
// at level 1 on the deflate input of real chart PNGs (their Sub-filtered rows, taken back out of the
// PNGs' IDAT with libdeflate's zlib decompressor): output size and CPU time per chart.
//
//   .build-bench/release/deflate-compare [ROUNDS] CHART.png…
//
// Both take the whole filtered image at once here (PNGEncoder hands RunLengthDeflater 64 KiB at a
// time; libdeflate has no streaming interface, so it would need the whole image: 2.7 MB for a 2×
// chart). The Adler-32 of the zlib wrapper is left out of both.
#if canImport(Glibc)
    import Glibc
#endif

func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let got = fread(&chunk, 1, chunk.count, file)
        if got == 0 { break }
        bytes += chunk[0..<got]
    }
    return bytes
}

/// The filtered rows of a PNG: its IDAT chunks joined and inflated.
func filteredRows(_ png: [UInt8]) -> (width: Int, height: Int, rows: [UInt8])? {
    func u32(_ at: Int) -> Int {
        Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
    }
    var at = 8
    var idat: [UInt8] = []
    var width = 0
    var height = 0
    var channels = 4
    while at + 8 <= png.count {
        let length = u32(at)
        let type = String(decoding: png[at + 4..<at + 8], as: UTF8.self)
        if type == "IHDR" {
            width = u32(at + 8)
            height = u32(at + 12)
            channels = png[at + 17] == 2 ? 3 : 4
        }
        if type == "IDAT" { idat += png[at + 8..<at + 8 + length] }
        at += 12 + length
    }
    let size = height * (1 + width * channels)
    var rows = [UInt8](repeating: 0, count: size)
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var actual = 0
    let status = rows.withUnsafeMutableBytes { out in
        idat.withUnsafeBytes {
            libdeflate_zlib_decompress(decompressor, $0.baseAddress, $0.count, out.baseAddress, size, &actual)
        }
    }
    guard status == LIBDEFLATE_SUCCESS, actual == size else { return nil }
    return (width, height, rows)
}

/// The bytes of a PNG's IDAT chunks together.
func idatSize(_ png: [UInt8]) -> Int {
    var at = 8
    var total = 0
    while at + 8 <= png.count {
        let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
        if png[at + 4..<at + 8].elementsEqual("IDAT".utf8) { total += length }
        at += 12 + length
    }
    return total
}

func runLength(_ rows: [UInt8]) -> Int {
    var deflater = RunLengthDeflater(expectedInputBytes: rows.count)
    let left = rows.withUnsafeBufferPointer { deflater.take($0) }
    let stream = rows.withUnsafeBufferPointer {
        deflater.finish(rest: UnsafeBufferPointer(rebasing: $0[($0.count - left)...]))
    }
    return stream.count
}

/// One compressor for the whole run (allocating it, about 0.1 ms, is left out of the times).
nonisolated(unsafe) let compressor = libdeflate_alloc_compressor(1)

func libdeflate(_ rows: [UInt8], into out: inout [UInt8]) -> Int {
    rows.withUnsafeBytes { input in
        out.withUnsafeMutableBytes {
            libdeflate_deflate_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count)
        }
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let rounds = arguments.first.flatMap { Int($0) } ?? 21
if arguments.first.flatMap({ Int($0) }) != nil { arguments.removeFirst() }
print("chart | pixels | input KB | RunLengthDeflater KB | ms | libdeflate 1 KB | ms | size | time")
var totals = (input: 0, ours: 0, theirs: 0, oursTime: 0.0, theirsTime: 0.0)
for path in arguments {
    guard let png = readFile(path), let image = filteredRows(png) else {
        print("\(path): not a PNG this reads")
        continue
    }
    var out = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(nil, image.rows.count))
    var oursSize = 0
    var theirsSize = 0
    var oursTimes: [Double] = []
    var theirsTimes: [Double] = []
    for _ in 0..<rounds {
        var start = threadCPUSeconds()
        oursSize = runLength(image.rows)
        oursTimes.append(threadCPUSeconds() - start)
        start = threadCPUSeconds()
        theirsSize = libdeflate(image.rows, into: &out)
        theirsTimes.append(threadCPUSeconds() - start)
    }
    let ours = medianTime(oursTimes)
    let theirs = medianTime(theirsTimes)
    // The stream RunLengthDeflater wrote is the PNG's own IDAT (zlib header and Adler-32 aside).
    if oursSize + 6 != idatSize(png) { print("\(path): RunLengthDeflater's stream is not the PNG's") }
    totals.input += image.rows.count
    totals.ours += oursSize
    totals.theirs += theirsSize
    totals.oursTime += ours
    totals.theirsTime += theirs
    let name = path.split(separator: "/").last.map(String.init) ?? path
    print(
        String(
            format: "%@ | %d×%d | %.0f | %.1f | %.2f | %.1f | %.2f | %+.0f %% | %+.0f %%", name, image.width,
            image.height,
            Double(image.rows.count) / 1e3, Double(oursSize) / 1e3, ours * 1e3, Double(theirsSize) / 1e3, theirs * 1e3,
            (Double(theirsSize) / Double(oursSize) - 1) * 100, (theirs / ours - 1) * 100))
}
print(
    String(
        format: "all | | %.0f | %.1f | %.2f | %.1f | %.2f | %+.0f %% | %+.0f %%", Double(totals.input) / 1e3,
        Double(totals.ours) / 1e3, totals.oursTime * 1e3, Double(totals.theirs) / 1e3, totals.theirsTime * 1e3,
        (Double(totals.theirs) / Double(totals.ours) - 1) * 100, (totals.theirsTime / totals.oursTime - 1) * 100))
