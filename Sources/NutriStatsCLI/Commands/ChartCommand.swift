import ArgumentParser
import ChartKit
import ChartKitCairo
import Foundation
import NutritionData

/// `nutristats chart`: draws a chart as PNG, SVG or PDF.
struct ChartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart from columns of a CSV file as PNG, SVG or PDF.",
        discussion: """
            The x column's values decide the axis: YYYY-MM-DD dates give a date axis, numbers a numeric \
            one (line charts), anything else named categories. Empty y fields are gaps, never zeros.

            Examples:
              nutristats chart --csv days.csv --x date --y kcal --out kcal.png
              nutristats chart --csv days.csv --x date --y protein,fat \\
                --kind stacked --out macros.svg --theme dark
              nutristats chart --csv meals.csv --x meal --y kcal --kind pie \\
                --out meals.pdf --title Meals
            """
    )

    @Option(name: .long, help: ArgumentHelp("A CSV file with a header line.", valueName: "FILE"))
    var csv: String?

    @Option(name: .long, help: ArgumentHelp("The column for the x axis (or the slice and row names of pie and hbar).", valueName: "COL"))
    var x: String?

    @Option(name: .long, help: ArgumentHelp("The column(s) to plot, separated by commas.", valueName: "COL[,COL]"))
    var y: String?

    @Option(name: .long, help: ArgumentHelp("bar, stacked, line, pie or hbar.", valueName: "KIND"))
    var kind: ChartKindOption = .bar

    @OptionGroup var style: ChartStyleOptions

    func validate() throws {
        _ = try source()
    }

    /// The data source the flags describe (the place a later metric mode joins in).
    func source() throws -> ChartSource {
        guard let csv else { throw ValidationError("Give the data: --csv FILE with --x COL and --y COL[,COL].") }
        guard let x, !x.isEmpty else { throw ValidationError("--csv needs --x COL: the column for the x axis.") }
        let columns = (y ?? "").split(separator: ",").map { String($0).trimmingSpaces() }
        guard !columns.isEmpty, columns.allSatisfy({ !$0.isEmpty }) else {
            throw ValidationError("--csv needs --y COL[,COL]: the column(s) to plot.")
        }
        return .csv(CSVChartRequest(file: csv, xColumn: x, yColumns: columns, kind: kind))
    }

    func run() throws {
        let source = try source()
        let theme = try style.parsedTheme()
        try reportingInputErrors {
            guard let format = ChartOutput.format(of: style.out) else { throw ValidationError("--out must end in .png, .svg or .pdf.") }
            let (chart, note) = try source.build(title: style.title, theme: theme, readFile: Self.read)
            let measurer = CairoTextMeasurer()
            let scene = chart.scene(size: style.size, measurer: measurer)
            let bytes: [UInt8]
            do {
                bytes = try ChartRenderer(scale: style.scale).render(scene, as: format)
            } catch {
                throw InputError(.io, file: style.out, problem: "\(error)")
            }
            try ChartOutput.write(bytes, to: style.out)
            var message = "nutristats: wrote \(style.out) (\(note)"
            if scene.skippedValues > 0 { message += "; \(scene.skippedValues) values not finite, not drawn" }
            Terminal.note(message + ")")
        }
    }

    static func read(_ path: String) throws(InputError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(.io, file: path, problem: "no such file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw InputError(.io, file: path, problem: isDirectory.boolValue ? "is a folder, expected a CSV file" : "cannot be read")
        }
        return Array(data)
    }
}
