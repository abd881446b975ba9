import NutritionData
@testable import NutritionPresentation
import NutritionStats
import NutritionTestSupport
import Testing

/// Nutrients a food log leaves unknown are written as unknown (`–`) in every figure of `stats` and
/// `food`, never as 0: the amount, the %DV, the days flagged; and coverage of 100 % says that some
/// nutrients are still unknown. Expectations computed by hand.
@Suite struct UnknownNutrientTextTests {
    /// A food-log entry knowing only `known` (and its kcal); every other nutrient is unknown.
    static func entry(_ day: String, kcal: Double, known: [Nutrient: Double]) -> LogEntry {
        var entry = fixtureEntry(day, fixtureTime("00:00"), "Day total", kcal: kcal, nutrients: known, source: .foodLog)
        entry.match = .embedded
        entry.nutrients?.unknown = NutrientSet(Nutrient.allCases.filter { $0 != .calories && known[$0] == nil })
        return entry
    }

    /// 16 Nov: 400 kcal, protein 20 g, sodium 300 mg; 17 Nov: 600 kcal, protein 30 g, sodium unknown.
    /// Protein: 25 g a day, 50 % of 50 g, under target on both days → "2 of 2". Sodium: unknown for the
    /// period → amount, %DV and days flagged "–" (it was "0 of 2"). Coverage 100 %, with unknowns.
    static func view() throws -> StatsView {
        let entries = [Self.entry("2026-11-16", kcal: 400, known: [.protein: 20, .sodium: 300]),
                       Self.entry("2026-11-17", kcal: 600, known: [.protein: 30])]
        let range = try #require(DateRange(first: fixtureDate("2026-11-16"), last: fixtureDate("2026-11-17")))
        return StatsView(figures: NutritionStatistics(entries: entries).period(range), selection: .range(range), isDefault: false)
    }

    static func words(_ line: Substring) -> [Substring] { line.split(separator: " ") }

    @Test func statsTableWritesUnknownDaysFlaggedAndQualifiesCoverage() throws {
        let table = StatsTableFormatter.format(try Self.view())
        let lines = table.split(separator: "\n")
        #expect(lines.contains("Nutrients, average per logged day (2 days) · nutrients known for 100 % of kcal (some unknown: see notes)"))
        let sodium = try #require(lines.first { $0.hasPrefix("Sodium ") })
        #expect(Self.words(sodium) == ["Sodium", "–", "–", "2,300", "mg", "limit", "–"])
        let protein = try #require(lines.first { $0.hasPrefix("Protein ") })
        #expect(Self.words(protein) == ["Protein", "25.0", "g", "50", "%", "50", "g", "target", "↓", "under", "target", "2", "of", "2"])
        let energy = try #require(lines.first { $0.hasPrefix("Energy ") })
        #expect(Self.words(energy) == ["Energy", "500", "kcal", "25", "%", "2,000", "kcal", "reference"])
    }

    @Test func statsJSONWritesUnknownDaysFlaggedAsNull() throws {
        let json = try StatsJSONDocument(try Self.view()).encoded()
        let summary = try #require(json.range(of: "\"summary\""))
        let tail = json[summary.lowerBound...]
        let sodium = try #require(tail.range(of: "\"nutrient\" : \"sodium_mg\""))
        // The sodium object (keys sorted): amount, flagged_days and pct are null, as every unknown figure in JSON.
        let start = tail[..<sodium.lowerBound].range(of: "{", options: .backwards)!.lowerBound
        let object = tail[start..<tail[sodium.upperBound...].range(of: "}")!.upperBound]
        #expect(object.contains("\"amount\" : null") && object.contains("\"flagged_days\" : null") && object.contains("\"pct\" : null"))
        #expect(tail.contains("\"flagged_days\" : 2"))
    }

    @Test func foodTableWritesUnknownPercentWhereTheAmountIsUnknown() {
        var perServing = NutrientVector([.calories: 200, .protein: 10, .sugar: 12])
        perServing.unknown = [.sodium, .trans]
        let food = KnownFood(id: nil, name: "Bar", servingSize: "1 bar", perServing: perServing, origin: .loggedEntry(.foodLog))
        let view = FoodView(facts: FoodFacts(food: food, table: .fdaCurrent, entries: []), whatIf: nil, goal: 2_000)
        let lines = FoodTableFormatter.format(view).split(separator: "\n")
        // Sodium: amount unknown, so its %DV is unknown too (it was blank); it has a Daily Value.
        #expect(Self.words(lines.first { $0.hasPrefix("Sodium ") } ?? "") == ["Sodium", "–", "–", "2,300", "mg", "limit"])
        // No Daily Value: nothing in the %DV column, known amount or not.
        #expect(Self.words(lines.first { $0.hasPrefix("Trans fat ") } ?? "") == ["Trans", "fat", "–", "no", "DV"])
        #expect(Self.words(lines.first { $0.hasPrefix("Sugars ") } ?? "") == ["Sugars", "12.0", "g", "no", "DV"])
        // Protein 10 g of 50 g → 20 %.
        #expect(Self.words(lines.first { $0.hasPrefix("Protein ") } ?? "") == ["Protein", "10.0", "g", "20", "%", "50.0", "g", "target"])
    }
}
