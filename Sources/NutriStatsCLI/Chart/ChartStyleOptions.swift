import ArgumentParser
import NutriStatsCommandLine

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

    /// The flags as the library reads them (``ChartCanvasFlags``: bounds, theme, canvas).
    var flags: ChartCanvasFlags { ChartCanvasFlags(out: out, width: width, height: height, scale: scale, theme: theme) }

    func validate() throws {
        try usage { try flags.check() }
    }
}
