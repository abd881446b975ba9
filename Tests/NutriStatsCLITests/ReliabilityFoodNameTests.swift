import Foundation
import Testing

/// Food names with control characters, bidirectional overrides and 100 kB of text, through every
/// output: terminals get visible stand-ins, isolated and cut names; CSV and JSON keep them exact and
/// escaped; HTML and Markdown replace controls and isolate names.
@Suite struct ReliabilityFoodNameTests {
    static let titleAndColour = "\u{1B}]0;pwned\u{07}\u{1B}[31mRed"
    static let twoLines = "Two\nlines"
    static let nul = "Nul\u{0}After"
    static let override = "Evil\u{202E}Tail"
    static let delAndC1 = "Del\u{7F}C1\u{9B}x"
    static let long = "L" + String(repeating: "o", count: 100_000) + "ng"

    /// A storage folder with one day (2026-11-16) holding each name once, 100 kcal each, kcal only.
    static func folder() throws -> ReliabilityFolder {
        let folder = try ReliabilityFolder()
        let names = [titleAndColour, twoLines, nul, override, delAndC1, long]
        var day: [String: Any] = [:]
        for (index, name) in names.enumerated() {
            day[String(format: "%02d:00", 8 + index)] = ["food": name, "cals": 100, "servings": 1] as [String: Any]
        }
        let json = try JSONSerialization.data(withJSONObject: ["2026-11-16": day])
        try folder.write("Storage/History/foodHistory.json", Array(json))
        return folder
    }

    static let storage = ["--storage", "Storage", "--on", "2026-11-16"]

    /// Bytes a terminal would obey or that break a line: C0 controls other than the line feeds the
    /// output itself writes, DEL, and C1 controls (UTF-8 C2 80 … C2 9F).
    static func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func terminalsGetVisibleIsolatedAndShortNames() throws {
        let folder = try Self.folder()
        let history = try ReliabilityCLI.run(["history"] + Self.storage, in: folder.url)
        let table = try ReliabilityCLI.run(["stats"] + Self.storage, in: folder.url)
        for result in [history, table] {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.rawControls(result.stdout).isEmpty)
            #expect(result.stdout.contains("␛]0;pwned␇␛[31mRed"))
            #expect(result.stdout.contains("Two␊lines"))
            #expect(result.stdout.contains("Nul␀After"))
            #expect(result.stdout.contains("Del␡C1\u{FFFD}x"))
            #expect(result.stdout.contains("\u{2068}Evil\u{FFFD}Tail\u{2069}"))
            // The 100 kB name is cut to 48 columns; no line comes near its length.
            #expect(result.stdout.contains("L" + String(repeating: "o", count: 46) + "…"))
            #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count < 200 })
        }
        // History: one line per entry, names padded alike (the amounts line up; format characters
        // such as the isolates take no column).
        let entries = history.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(entries.count == 6)
        #expect(
            Set(entries.map { $0.filter { $0.unicodeScalars.first?.properties.generalCategory != .format }.count })
                .count == 1)
    }

    @Test func jsonAndCSVKeepNamesExact() throws {
        let folder = try Self.folder()
        let json = try ReliabilityCLI.run(["stats", "--format", "json"] + Self.storage, in: folder.url)
        #expect(json.status == 0)
        #expect(Self.rawControls(json.stdout).isEmpty)
        #expect(json.stdout.contains(#""\u001b]0;pwned\u0007\u001b[31mRed""#))
        #expect(json.stdout.contains(#""Nul\u0000After""#))
        #expect(json.stdout.contains(#""Del\u007fC1\u009bx""#))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        let ranks = try #require((summary["top_foods"] as? [String: Any])?["by_kcal"] as? [[String: Any]])
        let names = Set(ranks.compactMap { $0["name"] as? String })
        #expect(names == [Self.titleAndColour, Self.twoLines, Self.nul, Self.override, Self.delAndC1, Self.long])

        let csv = try ReliabilityCLI.run(["stats", "--format", "csv"] + Self.storage, in: folder.url)
        #expect(csv.status == 0)
        #expect(Self.rawControls(csv.stdout).isEmpty)
    }

    @Test func htmlAndMarkdownReplaceControlsAndIsolateNames() throws {
        let folder = try Self.folder()
        let result = try ReliabilityCLI.run(
            ["report", "--format", "html,md", "--out", "report"] + Self.storage, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: folder.url.appendingPathComponent("report/report.html"), encoding: .utf8)
        let markdown = try String(contentsOf: folder.url.appendingPathComponent("report/report.md"), encoding: .utf8)
        for text in [html, markdown] {
            #expect(Self.rawControls(text).isEmpty)
            #expect(!text.contains("Two\nlines"))
            #expect(text.contains("Nul\u{FFFD}After"))
        }
        #expect(html.contains("<bdi>\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[31mRed</bdi> (kcal only)"))
        #expect(html.contains("<bdi>Two lines</bdi> (kcal only)"))
        #expect(html.contains("<bdi>Evil\u{202E}Tail</bdi> (kcal only)"))
        #expect(markdown.contains("| \u{2068}Evil\u{FFFD}Tail\u{2069} *(kcal only)* |"))
        #expect(markdown.contains("| Two lines *(kcal only)* |"))
    }
}
