import CCairo
import CISALCalls
import Glibc

/// Encodes a Cairo image surface as PNG.
///
/// Cairo's own `cairo_surface_write_to_png_stream` goes through libpng with per-row conversion
/// callbacks and takes about 9 ms for a blank 640 × 360 image on our machines — more than the whole
/// budget for a chart. This encoder un-premultiplies rows itself, uses the PNG "Sub" filter (flat
/// chart areas become runs of zeros) and deflates with zlib's run-length strategy as
/// ``RunLengthDeflater`` writes it, filtering rows into a small buffer as the deflater takes them:
/// the same lossless pixels, several times faster. Output is deterministic (no timestamp or text
/// chunks) and does not depend on the system's zlib. Opaque images are written as 8-bit RGB, others
/// as 8-bit RGBA.
enum PNGEncoder {
    static func encode(surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(surface)
        else {
            throw RenderError(problem: "the image surface cannot be encoded")
        }
        // Cairo stores native-endian 32-bit ARGB words, premultiplied by alpha.
        var opaque = true
        for y in 0..<height where opaque {
            // Opaque when every alpha byte is 255, that is when their AND is (a loop the compiler vectorises).
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<width { all &= row[x] }
            opaque = all >> 24 == 255
        }
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        let compressed = deflate(rows: height, rowBytes: rowBytes) { y, out in
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            out[0] = 1  // filter type Sub: each byte minus the same channel of the pixel to its left
            if opaque {
                filterRowRGB(row, width: width, into: out + 1)
            } else {
                filterRowRGBA(row, width: width, into: out + 1)
            }
        }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        // Bit depth 8, colour type RGB or RGBA, deflate, adaptive filters, no interlace.
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Rows filtered at a time into the buffer the deflater reads from: about 64 KiB, which stays in
    /// the core's cache, instead of the whole filtered image (2.7 MB for a 2x chart) written out to
    /// fresh memory and read back. The deflate stream does not depend on how its input is split.
    private static let chunkBytes = 64 * 1024

    /// The zlib stream header (RFC 1950, section 2.2) zlib writes for deflate at level 1 (or any
    /// level with `Z_RLE`) with a 32 KiB window: CMF 0x78 (deflate, window 2¹⁵), FLG 0x01 (fastest,
    /// no dictionary, check bits making 0x7801 a multiple of 31).
    private static let zlibHeader: [UInt8] = [0x78, 0x01]

    /// The zlib stream (header, deflate, Adler-32) of `rows` rows of `rowBytes` bytes each, written
    /// by `filter(row, into)`. The deflate is ``RunLengthDeflater``, zlib's run-length strategy
    /// (`Z_RLE`) at level 1 byte for byte: matches only repeat the previous byte, which is what
    /// filtered chart rows mostly are. The Adler-32 is ISA-L's vectorised `isal_adler32`.
    private static func deflate(
        rows: Int, rowBytes: Int, filter: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> [UInt8] {
        let rowsPerChunk = max(1, chunkBytes / rowBytes)
        let carried = RunLengthDeflater.maxMatch
        // Four bytes to spare: an RGB row's last pixel is written as four bytes (``filterRowRGB``).
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: carried + rowsPerChunk * rowBytes + 4)
        defer { buffer.deallocate() }
        var deflater = RunLengthDeflater(expectedInputBytes: rows * rowBytes)
        var adler: UInt32 = 1
        var kept = 0
        var row = 0
        while row < rows {
            let count = min(rowsPerChunk, rows - row)
            for offset in 0..<count { filter(row + offset, buffer + kept + offset * rowBytes) }
            row += count
            adler = nutristats_isal_adler32(adler, buffer + kept, UInt64(count * rowBytes))
            let filled = kept + count * rowBytes
            kept = deflater.take(UnsafeBufferPointer(start: buffer, count: filled))
            // The bytes not taken yet go in front of the next rows.
            memmove(buffer, buffer + filled - kept, kept)
        }
        let stream = deflater.finish(rest: UnsafeBufferPointer(start: buffer, count: kept))
        return zlibHeader + stream + bigEndian(adler)
    }

    /// Writes one row as Sub-filtered RGB bytes. Each pixel is stored as four bytes (R, G, B and a
    /// byte the next pixel overwrites), so one byte past the row is written too.
    @inline(__always)
    private static func filterRowRGB(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        var previous: UInt32 = 0
        var o = UnsafeMutableRawPointer(out)
        for x in 0..<width {
            let word = row[x]
            // 0xAARRGGBB − previous, byte by byte; shifted to 0xRRGGBB00 and swapped, it is stored R, G, B.
            let difference = bytewiseDifference(word, previous)
            o.storeBytes(of: (difference << 8).byteSwapped.littleEndian, as: UInt32.self)
            previous = word
            o += 3
        }
    }

    /// Writes one row as Sub-filtered RGBA bytes, premultiplication undone.
    @inline(__always)
    private static func filterRowRGBA(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        var previous: UInt32 = 0
        var o = UnsafeMutableRawPointer(out)
        for x in 0..<width {
            let word = unpremultiplied(row[x])
            // 0xAARRGGBB − previous, byte by byte; rotated to 0xRRGGBBAA and swapped, it is stored R, G, B, A.
            let difference = bytewiseDifference(word, previous)
            o.storeBytes(of: (difference << 8 | difference >> 24).byteSwapped.littleEndian, as: UInt32.self)
            previous = word
            o += 4
        }
    }

    /// Each byte of `a` minus the same byte of `b`, modulo 256, without borrows between bytes
    /// (Hacker's Delight, 2-18).
    @inline(__always)
    private static func bytewiseDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let high: UInt32 = 0x8080_8080
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }

    /// Undoes Cairo's premultiplication of one ARGB word.
    @inline(__always)
    private static func unpremultiplied(_ word: UInt32) -> UInt32 {
        let a = word >> 24
        guard a != 255 && a != 0 else { return word }
        let r = min(255, (((word >> 16) & 0xFF) * 255 + a / 2) / a)
        let g = min(255, (((word >> 8) & 0xFF) * 255 + a / 2) / a)
        let b = min(255, ((word & 0xFF) * 255 + a / 2) / a)
        return a << 24 | r << 16 | g << 8 | b
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        let body = typeBytes + data
        png += body
        let crc = body.withUnsafeBufferPointer { nutristats_crc32_gzip_refl(0, $0.baseAddress, UInt64($0.count)) }
        png += bigEndian(UInt32(crc))
    }
}
