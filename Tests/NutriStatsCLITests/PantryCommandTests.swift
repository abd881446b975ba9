import Foundation
import NutritionData
import NutritionPresentation
import Testing

@testable import NutriStatsCLI

/// `nutristats pantry`, `chart --metric pantry` and `report --pantry` through the built binary, on the
/// sample pantry (seen on the sample week's last day, 2026-11-15; counts in sample-data/README.md).
@Suite struct PantryCommandTests {
    static let csv = ReliabilityCLI.sampleData().appendingPathComponent("pantry.csv").path
    static let json = ReliabilityCLI.sampleData().appendingPathComponent("pantry-parse.json").path

    @Test func tableOfTheSamplePantry() throws {
        let outcome = try ReliabilityCLI.run(["pantry", "--pantry", Self.csv, "--today", "2026-11-15"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Status              Expires     Item                  Category  Bought      Fav")
        #expect(lines[1] == "expired 3 days ago  2026-11-12  Baby spinach          Produce   2026-11-07")
        #expect(
            outcome.stdout.contains(
                "\n15 items on 2026-11-15 (soon: within 3 days): 2 expired, 1 expires today, 3 soon, 7 fresh, 2 no date\n"
                    + "By category: Bakery 2, Dairy 4, Deli 1, Drinks 1, Frozen 1, Meat 1, Pantry 3, Produce 2\n"))
        // Piped: no colour, whatever TERM says.
        #expect(!outcome.stdout.contains("\u{1B}"))
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(TerminalColor.isEnabled(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        #expect(TerminalColor.isEnabled(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!TerminalColor.isEnabled(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!TerminalColor.isEnabled(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(!TerminalColor.isEnabled(isTerminal: false, environment: [:]))
    }

    @Test func csvAndParseJSONSampleFilesHoldTheSameItems() throws {
        let fromCSV = try PantryReader().read(at: Self.csv)
        let fromJSON = try PantryReader().read(at: Self.json)
        #expect(fromCSV.format == .csv && fromJSON.format == .parseJSON)
        func strip(_ items: [PantryItem]) -> [PantryItem] {
            items.map {
                var item = $0
                item.line = 0
                return item
            }
        }
        #expect(strip(fromCSV.items) == strip(fromJSON.items))
        #expect(fromCSV.items.count == 15)
    }

    @Test func csvOutputReadsBackAsAPantryFile() throws {
        let outcome = try ReliabilityCLI.run([
            "pantry", "--pantry", Self.json, "--today", "2026-11-15", "--format", "csv", "--sort", "name",
        ])
        #expect(outcome.status == 0)
        let back = try PantryReader().read(bytes: Array(outcome.stdout.utf8), file: "out.csv")
        let original = try PantryReader().read(at: Self.json)
        #expect(Set(back.items.map(\.id)) == Set(original.items.map(\.id)))
        #expect(back.items.first?.name == "Apple cider")
        for item in back.items {
            let source = try #require(original.items.first { $0.id == item.id })
            #expect(
                item.name == source.name && item.expires == source.expires && item.purchased == source.purchased
                    && item.favorite == source.favorite && item.category == source.category)
        }
        #expect(outcome.stdout.contains("\nkf-0103,Sourdough loaf,Bakery,2026-11-13,2026-11-15,true,today,0\n"))
    }

    @Test func jsonCountsAndFilters() throws {
        let outcome = try ReliabilityCLI.run([
            "pantry", "--pantry", Self.csv, "--today", "2026-11-15", "--format", "json",
            "--favorites", "--category", "DAIRY",
        ])
        #expect(outcome.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        // Dairy favourites: milk (expired 11-14), yoghurt (soon, 11-16), cheddar (fresh, 11-22).
        #expect(
            document["statusCounts"] as? [String: Int] == [
                "expired": 1, "today": 0, "soon": 1, "fresh": 1, "no-date": 0,
            ])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["kf-0101", "kf-0104", "kf-0108"])
        #expect(items.map { $0["daysLeft"] as? Int } == [-1, 1, 7])
    }

    @Test func calendarFile() throws {
        let folder = try ReliabilityFolder()
        let ics = folder.url.appendingPathComponent("expiry.ics").path
        let outcome = try ReliabilityCLI.run([
            "pantry", "--pantry", Self.csv, "--today", "2026-11-15", "--calendar", ics, "--soon", "2",
        ])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "nutristats: wrote \(ics) (13 events, alarms 2 days before)\n")
        let text = try String(contentsOfFile: ics, encoding: .utf8)
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count - 1 == 13)
        #expect(text.contains("UID:kf-0104@keepfresh.nutristats\r\n"))
        #expect(text.components(separatedBy: "TRIGGER:-P2D\r\n").count - 1 == 13)
        // The input is never written.
        let refused = try ReliabilityCLI.run(["pantry", "--pantry", Self.csv, "--calendar", Self.csv])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--calendar"))
    }

    @Test func badItemsStopOrAreSkippedAndCounted() throws {
        let folder = try ReliabilityFolder()
        let file = try folder.write(
            "bad.csv",
            "itemId,itemName,purchaseDate,expiryDate\r\n1,Milk,2026-11-10,2026-11-20\r\n2,Eggs,2026-11-10,2026-11-09\r\n"
        )
        let strict = try ReliabilityCLI.run(["pantry", "--pantry", "bad.csv"], in: folder.url)
        #expect(strict.status == 65)
        #expect(strict.stdout.isEmpty)
        #expect(
            strict.stderr
                == "nutristats: error: bad.csv:3: field 'expiryDate': the expiry date 2026-11-09 is before the purchase date 2026-11-10\n"
        )
        let lenient = try ReliabilityCLI.run(["pantry", "--pantry", file, "--lenient", "--today", "2026-11-15"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("skipped 1 row of \(file):3: field 'expiryDate'"))
        #expect(lenient.stdout.contains("1 item of \(file) skipped (--lenient)"))
        let missing = try ReliabilityCLI.run(["pantry", "--pantry", "nope.csv"], in: folder.url)
        #expect(missing.status == 74)
        #expect(try ReliabilityCLI.run(["pantry"]).status == 64)
        #expect(try ReliabilityCLI.run(["pantry", "--pantry", file, "--soon", "-1"]).status == 64)
        #expect(try ReliabilityCLI.run(["pantry", "--pantry", file, "--today", "2026-02-30"]).status == 64)
        #expect(try ReliabilityCLI.run(["pantry", "--pantry", file, "--sort", "colour"]).status == 64)
    }

    @Test func chartMetricPantry() throws {
        let folder = try ReliabilityFolder()
        let png = folder.url.appendingPathComponent("pantry.png").path
        let outcome = try ReliabilityCLI.run([
            "chart", "--metric", "pantry", "--pantry", Self.csv, "--today", "2026-11-15", "--out", png,
        ])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "nutristats: wrote \(png) (pantry, 15 items from \(Self.csv), seen on 2026-11-15)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try ReliabilityCLI.run(["chart", "--metric", "pantry", "--out", png]).status == 64)
        #expect(try ReliabilityCLI.run(["chart", "--metric", "kcal", "--pantry", Self.csv, "--out", png]).status == 64)
    }

    @Test func reportWithAndWithoutPantry() throws {
        let folder = try ReliabilityFolder()
        let storage = ReliabilityCLI.sampleData().appendingPathComponent("Storage").path
        let with = try ReliabilityCLI.run([
            "report", "--storage", storage, "--pantry", Self.csv, "--format", "html,md",
            "--out", folder.url.appendingPathComponent("with").path,
        ])
        #expect(with.status == 0)
        let html = try String(
            contentsOfFile: folder.url.appendingPathComponent("with/report.html").path, encoding: .utf8)
        #expect(
            html.contains(
                "on Sunday 15 November 2026; soon means within 3 days. 15 items: 2 expired, 1 expires today, 3 soon, "
                    + "7 fresh, 2 no date."))
        #expect(
            FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("with/charts/pantry.png").path))
        let without = try ReliabilityCLI.run([
            "report", "--storage", storage, "--format", "html,md",
            "--out", folder.url.appendingPathComponent("without").path,
        ])
        #expect(without.status == 0)
        let plain = try String(
            contentsOfFile: folder.url.appendingPathComponent("without/report.html").path, encoding: .utf8)
        // (Not the bare word: the checkout's own path may hold it.)
        #expect(
            !plain.contains("id=\"pantry\"") && !plain.contains("<h2>Pantry</h2>") && !plain.contains("chart-pantry"))
    }
}
