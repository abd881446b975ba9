import ArgumentParser
import ChartKit

/// How the chart looks and where it goes: output file, title, size, scale and theme.
struct ChartStyleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The output file; .png, .svg or .pdf picks the format.", valueName: "FILE"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("A title above the chart.", valueName: "TEXT"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp("Width in pixels (SVG user units, PDF points): 80 to 8000.", valueName: "W"))
    var width: Double = 640

    @Option(name: .long, help: ArgumentHelp("Height in pixels: 60 to 8000.", valueName: "H"))
    var height: Double = 360

    @Option(name: .long, help: ArgumentHelp("PNG pixels per unit, for high-DPI screens: more than 0, at most 8.", valueName: "S"))
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("light or dark.", valueName: "THEME"))
    var theme: String = "light"

    func validate() throws {
        guard ChartOutput.format(of: out) != nil else {
            throw ValidationError("--out must end in .png, .svg or .pdf, not '\(out)'.")
        }
        guard width.isFinite, (80...8000).contains(width) else { throw ValidationError("--width takes 80 to 8000, not \(width).") }
        guard height.isFinite, (60...8000).contains(height) else { throw ValidationError("--height takes 60 to 8000, not \(height).") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale takes a number above 0 and at most 8, not \(scale).") }
        guard (width * scale).rounded(.up) <= 16_384, (height * scale).rounded(.up) <= 16_384 else {
            throw ValidationError("--width × --scale and --height × --scale must stay within 16384 pixels.")
        }
        _ = try parsedTheme()
    }

    func parsedTheme() throws -> Theme {
        switch theme.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: throw ValidationError("--theme takes light or dark, not '\(theme)'.")
        }
    }

    var size: Size { Size(width: width, height: height) }
}
