import CCairo
import ChartKit

/// Turns scenes (or charts) into PNG, SVG or PDF bytes in memory; callers decide where they go.
///
/// Output is deterministic: the same scene gives the same bytes. PNG carries no timestamp; SVG's
/// surface and glyph ids are renumbered in order of appearance (Cairo numbers them per process);
/// PDF gets a fixed creation date (see ``fixedPDFDate``) instead of the clock.
public struct ChartRenderer: Sendable {
    /// Device pixels per logical pixel for PNG (2 for high-DPI screens). SVG and PDF are vector and
    /// use logical pixels (SVG user units, PDF points) regardless.
    public var scale: Double

    /// The creation date written into every PDF, so output does not depend on the clock.
    public static let fixedPDFDate = "2000-01-01T00:00:00Z"

    /// The largest PNG edge in device pixels, to refuse absurd sizes before allocating.
    public static let maxPixels = 16_384.0

    public init(scale: Double = 1) {
        self.scale = scale
    }

    /// The bytes of `scene` in `format`.
    public func render(_ scene: Scene, as format: ImageFormat) throws(RenderError) -> [UInt8] {
        switch format {
        case .png: try png(scene)
        case .svg: try svg(scene)
        case .pdf: try pdf(scene)
        }
    }

    /// Lays `chart` out with the Cairo measurer at `size` and renders it.
    public func render(_ chart: Chart, size: Size, as format: ImageFormat) throws(RenderError) -> [UInt8] {
        try render(chart.scene(size: size, measurer: CairoTextMeasurer()), as: format)
    }

    /// PNG (8-bit RGB, or RGBA when the background is not opaque) of `ceil(width × scale)` ×
    /// `ceil(height × scale)` pixels.
    public func png(_ scene: Scene) throws(RenderError) -> [UInt8] {
        guard scale.isFinite, scale > 0 else {
            throw RenderError(problem: "scale must be a positive number, not \(scale)")
        }
        let width = (scene.size.width * scale).rounded(.up)
        let height = (scene.size.height * scale).rounded(.up)
        guard width >= 1, height >= 1, width <= Self.maxPixels, height <= Self.maxPixels else {
            throw RenderError(
                problem:
                    "a PNG must be 1 to \(Int(Self.maxPixels)) pixels on each side, not \(Int(width))×\(Int(height))")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError(problem: "Cairo could not create an image surface")
        }
        defer { cairo_surface_destroy(surface) }
        try draw(scene, on: surface, scale: scale)
        return try PNGEncoder.encode(surface: surface)
    }

    /// SVG 1.1 in user units (pixels), ids renumbered for stable output.
    public func svg(_ scene: Scene) throws(RenderError) -> [UInt8] {
        try checkVectorSize(scene)
        let bytes = try VectorSurface.bytes(.svg, width: scene.size.width, height: scene.size.height) {
            surface throws(RenderError) in
            try draw(scene, on: surface, scale: 1)
        }
        return SVGNormalizer.normalize(bytes)
    }

    /// A one-page PDF in points (one logical pixel = one point), with a fixed creation date.
    public func pdf(_ scene: Scene) throws(RenderError) -> [UInt8] {
        try checkVectorSize(scene)
        return try VectorSurface.bytes(.pdf(title: nil), width: scene.size.width, height: scene.size.height) {
            surface throws(RenderError) in
            try draw(scene, on: surface, scale: 1)
        }
    }

    private func checkVectorSize(_ scene: Scene) throws(RenderError) {
        let w = scene.size.width
        let h = scene.size.height
        guard w >= 1, h >= 1, w <= Self.maxPixels, h <= Self.maxPixels else {
            throw RenderError(problem: "a chart must be 1 to \(Int(Self.maxPixels)) units on each side, not \(w)×\(h)")
        }
    }

    private func draw(_ scene: Scene, on surface: OpaquePointer, scale: Double) throws(RenderError) {
        guard let context = cairo_create(surface) else {
            throw RenderError(problem: "Cairo could not create a context")
        }
        defer { cairo_destroy(context) }
        if scale != 1 { cairo_scale(context, scale, scale) }
        ScenePainter.paint(scene, on: context)
        try RenderError.check(cairo_status(context))
        cairo_surface_flush(surface)
    }
}
