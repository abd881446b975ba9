import ArgumentParser
import ChartKit
import ChartKitCairo
import NutriStatsConfiguration

/// How the chart looks and where it goes: output file, title, size, scale and theme.
struct ChartStyleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The output file; .png, .svg or .pdf picks the format.", valueName: "FILE"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("A title above the chart.", valueName: "TEXT"))
    var title: String?

    @Option(
        name: .long, help: ArgumentHelp("Width in pixels (SVG user units, PDF points): 80 to 8000.", valueName: "W"))
    var width: Double = 640

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Height in pixels: 60 to 8000. Default 360; a heatmap as high as its cells need to fill the width.",
            valueName: "H"))
    var height: Double?

    @Option(
        name: .long,
        help: ArgumentHelp("PNG pixels per unit, for high-DPI screens: more than 0, at most 8.", valueName: "S"))
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("light or dark.", valueName: "THEME"))
    var theme: String = "light"

    func validate() throws {
        guard ImageFormat(path: out) != nil else {
            throw ValidationError(.imageExtension(flag: "--out", given: out))
        }
        guard width.isFinite, (80...8000).contains(width) else { throw ValidationError(.width(width)) }
        if let height, !(height.isFinite && (60...8000).contains(height)) { throw ValidationError(.height(height)) }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError(.scale(scale)) }
        guard (width * scale).rounded(.up) <= 16_384, ((height ?? 360) * scale).rounded(.up) <= 16_384 else {
            throw ValidationError(.canvasTooLarge)
        }
        _ = try parsedTheme()
    }

    func parsedTheme() throws -> Theme {
        switch theme.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: throw ValidationError(.theme(theme))
        }
    }

    /// The canvas of `chart`: `--height`, else the height a heatmap's cells need to fill the width
    /// (``Chart/fittedHeight(width:measurer:)``, at most 8000 and what `--scale` allows), else 360.
    func size(for chart: Chart, measurer: some TextMeasurer) -> Size {
        if let height { return Size(width: width, height: height) }
        guard let fitted = chart.fittedHeight(width: width, measurer: measurer) else {
            return Size(width: width, height: 360)
        }
        return Size(width: width, height: Swift.min(8000, (16_384 / scale).rounded(.down), Swift.max(160, fitted)))
    }
}
