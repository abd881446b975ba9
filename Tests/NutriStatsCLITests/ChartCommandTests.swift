import ArgumentParser
import ChartKit
import ChartKitCairo
import Foundation
import NutritionData
import Testing

@testable import NutriStatsCLI

/// `nutristats chart --csv`: the chart built from a CSV, the files written, errors and exit codes.
@Suite struct ChartCommandTests {
    /// A fresh folder with `files` written into it.
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chart-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    func run(_ arguments: [String]) throws {
        var command = try NutriStatsCommand.parseAsRoot(["chart"] + arguments)
        try command.run()
    }

    /// The exit code a run ends with (0 when it returns normally).
    func exitCode(_ arguments: [String]) -> Int32 {
        CLIFixtures.exitCode(["chart"] + arguments)
    }

    static let week =
        "date,kcal,protein\n2026-11-09,2140,96\n2026-11-10,1980,110\n2026-11-11,,84\n2026-11-12,2050,102\n"

    @Test(arguments: ["png", "svg", "pdf", "PNG"])
    func writesEachFormat(ext: String) throws {
        let dir = try folder(["week.csv": Self.week])
        let out = dir.appendingPathComponent("chart.\(ext)").path
        try run([
            "--csv", dir.appendingPathComponent("week.csv").path, "--x", "date", "--y", "kcal", "--out", out, "--title",
            "Energy",
        ])
        let bytes = try #require(FileManager.default.contents(atPath: out))
        let head = String(decoding: bytes.prefix(8), as: UTF8.self)
        switch ext.lowercased() {
        case "png": #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        case "svg": #expect(head.hasPrefix("<?xml"))
        default: #expect(head.hasPrefix("%PDF-"))
        }
        // No temporary file is left beside the output.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
                == ["chart.\(ext)", "week.csv"].sorted())
    }

    @Test func sizeScaleAndOverwrite() throws {
        let dir = try folder(["week.csv": Self.week])
        let out = dir.appendingPathComponent("chart.png").path
        let csv = dir.appendingPathComponent("week.csv").path
        try run([
            "--csv", csv, "--x", "date", "--y", "kcal,protein", "--kind", "line", "--out", out, "--width", "400",
            "--height", "300",
        ])
        try run([
            "--csv", csv, "--x", "date", "--y", "kcal", "--out", out, "--width", "300", "--height", "200", "--scale",
            "2", "--theme", "dark",
        ])
        let image = try RasterImage(png: Array(try #require(FileManager.default.contents(atPath: out))))
        #expect(image.width == 600 && image.height == 400)  // the second run replaced the first
    }

    @Test func exitCodes() throws {
        let dir = try folder(["week.csv": Self.week, "bad.csv": "date,kcal\n2026-11-09,x\n"])
        let csv = dir.appendingPathComponent("week.csv").path
        let png = dir.appendingPathComponent("c.png").path
        #expect(exitCode(["--csv", csv, "--x", "date", "--y", "kcal", "--out", png]) == 0)
        // Data error: 65, and no output file.
        let failed = dir.appendingPathComponent("failed.png").path
        #expect(
            exitCode([
                "--csv", dir.appendingPathComponent("bad.csv").path, "--x", "date", "--y", "kcal", "--out", failed,
            ]) == 65)
        #expect(!FileManager.default.fileExists(atPath: failed))
        #expect(exitCode(["--csv", csv, "--x", "date", "--y", "nope", "--out", png]) == 65)
        // I/O errors: 74 (missing input, unwritable output folder).
        #expect(
            exitCode([
                "--csv", dir.appendingPathComponent("missing.csv").path, "--x", "date", "--y", "kcal", "--out", png,
            ]) == 74)
        #expect(
            exitCode([
                "--csv", csv, "--x", "date", "--y", "kcal", "--out",
                dir.appendingPathComponent("no/such/dir/c.png").path,
            ]) == 74)
        #expect(exitCode(["--csv", dir.path, "--x", "date", "--y", "kcal", "--out", png]) == 74)
    }

    @Test func usageErrors() {
        // Validation errors are thrown by parsing, which ArgumentParser maps to exit 64.
        for arguments in [
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.jpg"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c"],
            ["--x", "date", "--y", "kcal", "--out", "c.png"],
            ["--csv", "a.csv", "--y", "kcal", "--out", "c.png"],
            ["--csv", "a.csv", "--x", "date", "--y", ",", "--out", "c.png"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--kind", "radar"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--theme", "sepia"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--scale", "0"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--width", "10"],
            ["--csv", "a.csv", "--x", "date", "--y", "kcal", "--out", "c.png", "--width", "8000", "--scale", "4"],
        ] {
            #expect(exitCode(arguments) == 64, "\(arguments)")
        }
    }
}
