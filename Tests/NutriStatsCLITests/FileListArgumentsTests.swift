import ArgumentParser
import Foundation
import GrowthTestSupport
import NutriStatsConfiguration
import Testing

@testable import NutriStatsCLI

/// Thousands of `--activity` files: taken out of the command line before ArgumentParser (whose work
/// grows with the square of the arguments) and given back to the parsed command whole and in order.
@Suite struct FileListArgumentsTests {
    @Test func laterFilesAreTakenOutAndGivenBack() throws {
        let files = FileListArguments([
            "stats", "--activity", "a.csv", "--week", "2026-11-09", "--activity", "b.csv",
            "--activity=c.csv", "--food-log", "f1.csv", "--lenient", "--food-log", "f2.csv",
        ])
        // ArgumentParser sees the first of each, in its place.
        #expect(
            files.remaining == [
                "stats", "--activity", "a.csv", "--week", "2026-11-09", "--food-log", "f1.csv", "--lenient",
            ])
        #expect(files.values == ["--activity": ["a.csv", "b.csv", "c.csv"], "--food-log": ["f1.csv", "f2.csv"]])
        var command = try NutriStatsCommand.parseAsRoot(files.remaining)
        files.restore(into: &command)
        let stats = try #require(command as? StatsCommand)
        #expect(stats.input.activity == ["a.csv", "b.csv", "c.csv"])
        #expect(stats.input.foodLog == ["f1.csv", "f2.csv"])
        #expect(stats.input.lenient && stats.period.week == "2026-11-09")
    }

    @Test func commandLinesArgumentParserRefusesAreLeftWhole() {
        // A value that looks like an option, or the option last: ArgumentParser reports it as before.
        for arguments in [
            ["stats", "--activity", "a.csv", "--activity", "-b.csv"], ["stats", "--activity", "a.csv", "--activity"],
        ] {
            let files = FileListArguments(arguments)
            #expect(files.remaining == arguments && files.values["--activity"] == nil)
        }
        // After `--` nothing is an option.
        let terminated = ["stats", "--activity", "a.csv", "--", "--activity", "b.csv"]
        #expect(FileListArguments(terminated).remaining == terminated)
        #expect(FileListArguments(terminated).values == ["--activity": ["a.csv"]])
        // A command without inputs still sees the option, and refuses it.
        let pantry = FileListArguments(["pantry", "--pantry", "p.csv", "--activity", "a.csv", "--activity", "b.csv"])
        #expect(pantry.remaining == ["pantry", "--pantry", "p.csv", "--activity", "a.csv"])
        #expect(throws: (any Error).self) { try NutriStatsCommand.parseAsRoot(pantry.remaining) }
    }

    /// Parsing 4n files takes about four times as long as n (it took sixteen: 8,000 files, 8 s).
    @Test func parsingGrowsLinearly() throws {
        func parse(_ count: Int) -> () throws -> Void {
            let arguments = ["stats", "--all"] + (0..<count).flatMap { ["--activity", "day-\($0).csv"] }
            return {
                let files = FileListArguments(arguments)
                var command = try NutriStatsCommand.parseAsRoot(files.remaining)
                files.restore(into: &command)
                #expect((command as? StatsCommand)?.input.activity.count == count)
            }
        }
        let ratio = try GrowthRatio.of(runs: 3, small: parse(1_000), large: parse(4_000))
        #expect(ratio < 10, "4n files took \(ratio) times as long as n")
    }

    /// Through the built binary: each of 1,200 Google Fit per-day files is read, and 4n files cost
    /// about four times n.
    @Test func thousandsOfGoogleFitDaysEndToEnd() throws {
        let folder = try ReliabilityFolder()
        let header =
            "Start time,End time,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Step count\n"
        let first = try #require(
            Calendar(identifier: .gregorian).date(from: DateComponents(year: 2000, month: 1, day: 1)))
        var paths: [String] = []
        for day in 0..<1_200 {
            let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: first)!
            let name = ISO8601DateFormatter.string(
                from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
            // 240 steps on each day.
            paths.append(
                try folder.write(
                    "Daily activity metrics/\(name).csv",
                    header + "00:15:00.000+01:00,00:30:00.000+01:00,2,20.8,150.0,,,240\n"))
        }
        func stats(_ count: Int) throws -> ReliabilityCLI.Outcome {
            try ReliabilityCLI.run(
                ["stats", "--all", "--format", "csv"] + paths.prefix(count).flatMap { ["--activity", $0] },
                in: folder.url)
        }
        let all = try stats(1_200)
        #expect(all.status == 0)
        let days = all.stdout.split(separator: "\n").filter { $0.hasPrefix("day,") }
        #expect(days.count == 1_200)
        #expect(days.first?.hasPrefix("day,2000-01-01,") == true && days.last?.hasPrefix("day,2003-04-14,") == true)
        let ratio = try GrowthRatio.of(runs: 3, small: { _ = try stats(300) }, large: { _ = try stats(1_200) })
        #expect(ratio < 10, "4n files took \(ratio) times as long as n")
    }
}
