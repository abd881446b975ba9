import CCairo

/// A decoded PNG as 8-bit RGBA pixels (premultiplication undone), for comparing renders.
public struct RasterImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Row-major RGBA bytes, 4 per pixel.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes PNG bytes with Cairo.
    public init(png bytes: [UInt8]) throws(RenderError) {
        let source = ByteSource(bytes: bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(byteSourceRead, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { throw RenderError(problem: "Cairo could not read the PNG") }
        defer { cairo_surface_destroy(surface) }
        try RenderError.check(cairo_surface_status(surface))
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError(problem: "the PNG has no pixels")
        }
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let offset = y * stride + x * 4
                // ARGB32/RGB24 are native-endian 32-bit words: on little-endian machines B, G, R, A.
                let word =
                    UInt32(data[offset]) | UInt32(data[offset + 1]) << 8 | UInt32(data[offset + 2]) << 16 | UInt32(
                        data[offset + 3]) << 24
                let a = format == CAIRO_FORMAT_RGB24 ? 255 : UInt32(word >> 24)
                var r = (word >> 16) & 0xFF
                var g = (word >> 8) & 0xFF
                var b = word & 0xFF
                if a > 0 && a < 255 {
                    r = r * 255 / a
                    g = g * 255 / a
                    b = b * 255 / a
                }
                let o = (y * w + x) * 4
                rgba[o] = UInt8(min(255, r))
                rgba[o + 1] = UInt8(min(255, g))
                rgba[o + 2] = UInt8(min(255, b))
                rgba[o + 3] = UInt8(a)
            }
        }
        self.init(width: w, height: h, rgba: rgba)
    }

    /// Encodes the pixels as PNG.
    public func png() throws(RenderError) -> [UInt8] {
        guard width > 0, height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else {
            throw RenderError(problem: "Cairo could not create an image surface")
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError(problem: "no pixel buffer") }
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                let a = UInt32(rgba[o + 3])
                let r = UInt32(rgba[o]) * a / 255
                let g = UInt32(rgba[o + 1]) * a / 255
                let b = UInt32(rgba[o + 2]) * a / 255
                let word = a << 24 | r << 16 | g << 8 | b
                let offset = y * stride + x * 4
                data[offset] = UInt8(word & 0xFF)
                data[offset + 1] = UInt8((word >> 8) & 0xFF)
                data[offset + 2] = UInt8((word >> 16) & 0xFF)
                data[offset + 3] = UInt8(word >> 24)
            }
        }
        cairo_surface_mark_dirty(surface)
        let sink = ByteSink()
        try RenderError.check(
            sink.withWriter { write, closure in cairo_surface_write_to_png_stream(surface, write, closure) })
        return sink.bytes
    }
}

/// Feeds bytes to Cairo's PNG reader.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

private func byteSourceRead(_ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32)
    -> cairo_status_t
{
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress { data.update(from: base + source.offset, count: count) }
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
}
