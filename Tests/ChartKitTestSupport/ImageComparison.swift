import ChartKitCairo

/// A per-pixel comparison of two images with a tolerance, for golden-image tests.
public struct ImageComparison: Sendable {
    /// Pixels whose largest channel difference exceeds the tolerance.
    public var differingPixels: Int
    /// Both images' pixel count (0 when their sizes differ).
    public var totalPixels: Int
    /// Whether the sizes match.
    public var sameSize: Bool
    /// The differences: differing pixels red, others a faded copy of `actual`.
    public var diff: RasterImage?

    /// Compares `actual` with `expected`; a pixel differs when any RGBA channel is more than
    /// `channelTolerance` apart.
    public init(actual: RasterImage, expected: RasterImage, channelTolerance: Int) {
        guard actual.width == expected.width, actual.height == expected.height else {
            differingPixels = max(actual.width * actual.height, expected.width * expected.height)
            totalPixels = 0
            sameSize = false
            diff = nil
            return
        }
        sameSize = true
        totalPixels = actual.width * actual.height
        var differing = 0
        var pixels = [UInt8](repeating: 255, count: actual.rgba.count)
        for p in 0..<totalPixels {
            let o = p * 4
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(actual.rgba[o + c]) - Int(expected.rgba[o + c]))) }
            if worst > channelTolerance {
                differing += 1
                pixels[o] = 255
                pixels[o + 1] = 0
                pixels[o + 2] = 0
            } else {
                for c in 0..<3 { pixels[o + c] = UInt8(191 + Int(actual.rgba[o + c]) / 4) }
            }
        }
        differingPixels = differing
        diff = RasterImage(width: actual.width, height: actual.height, rgba: pixels)
    }

    /// The share of differing pixels, 0 to 1 (1 when the sizes differ).
    public var differingShare: Double {
        totalPixels == 0 ? 1 : Double(differingPixels) / Double(totalPixels)
    }
}
