import ChartKit
import ChartKitCairo
import NutriStatsConfiguration

/// How `chart` draws and where it writes, as given — `--out`, `--width`, `--height`, `--scale`,
/// `--theme` — checked once, and the canvas each chart gets.
package struct ChartCanvasFlags: Sendable, Hashable {
    /// The output file; its extension picks the format.
    package var out: String
    package var width: Double
    /// Nil: 360, or as high as a heatmap's cells need.
    package var height: Double?
    /// PNG pixels per unit.
    package var scale: Double
    /// `light` or `dark`, in any case.
    package var theme: String

    package init(out: String, width: Double = 640, height: Double? = nil, scale: Double = 1, theme: String = "light") {
        self.out = out
        self.width = width
        self.height = height
        self.scale = scale
        self.theme = theme
    }

    /// The most device pixels a side may have (`--width × --scale`, `--height × --scale`).
    package static let largestSide = 16_384.0

    /// The output's format, the canvas's bounds and the theme, each refused in that order.
    package func check() throws(UsageProblem) {
        guard ImageFormat(path: out) != nil else { throw .imageExtension(flag: "--out", given: out) }
        guard width.isFinite, (80...8000).contains(width) else { throw .width(width) }
        if let height, !(height.isFinite && (60...8000).contains(height)) { throw .height(height) }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw .scale(scale) }
        guard (width * scale).rounded(.up) <= Self.largestSide,
            ((height ?? 360) * scale).rounded(.up) <= Self.largestSide
        else { throw .canvasTooLarge }
        _ = try parsedTheme()
    }

    /// `--theme` as ChartKit's theme.
    package func parsedTheme() throws(UsageProblem) -> Theme {
        switch theme.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: throw .theme(theme)
        }
    }

    /// The canvas of `chart`: `--height`, else the height a heatmap's cells need to fill the width
    /// (``ChartKit/Chart/fittedHeight(width:measurer:)``, at most 8000 and what `--scale` allows), else 360.
    package func size(for chart: Chart, measurer: some TextMeasurer) -> Size {
        if let height { return Size(width: width, height: height) }
        guard let fitted = chart.fittedHeight(width: width, measurer: measurer) else {
            return Size(width: width, height: 360)
        }
        return Size(width: width, height: min(8000, (Self.largestSide / scale).rounded(.down), max(160, fitted)))
    }
}
