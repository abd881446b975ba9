import Foundation
import Testing

/// `nutristats food` end to end on a Cronometer food with 30 nutrients beyond the 17
/// (Tests/NutritionDataTests/Fixtures/FoodLogs/servings-micronutrients.csv, "Salmon baked", 150 g, one
/// serving): every nutrient grouped in the table and in JSON, and a label that lists every vitamin and
/// mineral and grows in height.
@Suite struct FoodOtherNutrientsCommandTests {
    static var cronometer: String {
        ReliabilityCLI.sampleData().deletingLastPathComponent()
            .appendingPathComponent("Tests/NutritionDataTests/Fixtures/FoodLogs/servings-micronutrients.csv").path
    }

    static func words(_ line: Substring?) -> [Substring] { line?.split(separator: " ") ?? [] }

    @Test func theTableListsEveryNutrientByGroup() throws {
        let run = try ReliabilityCLI.run(["food", "salmon", "--food-log", Self.cronometer])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "Salmon baked")
        #expect(
            lines.dropFirst().first?.hasPrefix("Per serving: 150.00 g · amounts from the latest food log entry") == true
        )
        func line(_ prefix: String) -> Substring? { lines.first { $0.hasPrefix(prefix) } }
        // The groups in order, each nutrient indented under its group.
        let headings = lines.filter {
            ["Energy and macros", "Fats", "Carbohydrates", "Vitamins", "Minerals", "Other"].contains(
                $0.trimmingCharacters(in: .whitespaces))
        }
        #expect(
            headings.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Energy and macros", "Fats", "Carbohydrates", "Vitamins", "Minerals", "Other",
            ])
        // 400 IU = 10 mcg of 20 mcg; one decimal (a Daily Value below 25).
        #expect(
            Self.words(line("  Vitamin D ")) == ["Vitamin", "D", "10.0", "mcg", "50", "%", "20.0", "mcg", "target"])
        #expect(
            Self.words(line("  Vitamin B12 ")) == ["Vitamin", "B12", "4.2", "mcg", "175", "%", "2.4", "mcg", "target"])
        // 61.5 / 55 = 111.8 %; whole micrograms (a Daily Value of 25 and above).
        #expect(Self.words(line("  Selenium ")) == ["Selenium", "62", "mcg", "112", "%", "55", "mcg", "target"])
        #expect(Self.words(line("  Omega-3 ")) == ["Omega-3", "3.2", "g", "no", "DV"])
        #expect(Self.words(line("  Water ")) == ["Water", "98", "mL", "no", "DV"])  // 97.5 g of water
        #expect(Self.words(line("  My Custom ")) == ["My", "Custom", "12.5", "mg", "no", "DV"])
        // Empty cells report nothing: manganese and chromium have no line; the 17 always have one.
        #expect(line("  Manganese") == nil && line("  Chromium") == nil)
        #expect(Self.words(line("  Sodium ")) == ["Sodium", "90", "mg", "4", "%", "2,300", "mg", "limit"])
    }

    @Test func theJSONNamesTheOtherNutrientsByTheirColumns() throws {
        let run = try ReliabilityCLI.run(["food", "salmon", "--food-log", Self.cronometer, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try FoodCommandTests.json(run.stdout)
        #expect((document["per_serving"] as? [[String: Any]])?.count == 17)
        let others = try #require(document["other_nutrients"] as? [[String: Any]])
        let vitaminD = try #require(others.first { $0["nutrient"] as? String == "vitamin_d_mcg" })
        #expect(vitaminD["amount"] as? Double == 10 && vitaminD["percent_dv"] as? Double == 50)
        #expect(others.contains { $0["nutrient"] as? String == "custom_my_custom_mg" })
        #expect(!others.contains { $0["nutrient"] as? String == "manganese_mg" })
    }

    @Test func theLabelListsEveryVitaminAndMineralAndGrows() throws {
        let folder = try ReliabilityFolder()
        let salmon = folder.url.appendingPathComponent("salmon.png").path
        let run = try ReliabilityCLI.run(["food", "salmon", "--food-log", Self.cronometer, "--label", salmon])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = folder.url.appendingPathComponent("salmon.svg").path
        #expect(try ReliabilityCLI.run(["food", "salmon", "--food-log", Self.cronometer, "--label", svg]).status == 0)
        let macAndCheese = folder.url.appendingPathComponent("mac.png").path
        let storage = ReliabilityCLI.sampleData().appendingPathComponent("Storage").path
        #expect(
            try ReliabilityCLI.run(["food", "Mac & Cheese", "--storage", storage, "--label", macAndCheese]).status == 0)
        // 23 vitamins and minerals against the food object's 5: 18 more lines of 17 px and a 0.75 px hairline
        // each (319.5 px, so 319 or 320 once the panel's height is rounded up), twice that in the PNG.
        let grown = try Self.pngHeight(salmon) - (try Self.pngHeight(macAndCheese))
        #expect(grown == 638 || grown == 640, "grew by \(grown)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
    }

    /// The height of a PNG from its IHDR chunk.
    static func pngHeight(_ path: String) throws -> Int {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        return bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    }
}
