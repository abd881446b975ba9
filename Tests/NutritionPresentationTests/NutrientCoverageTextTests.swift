import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionPresentation

/// How `stats` and `food` write the engine's per-nutrient amounts: a lower bound after `≥` with its
/// coverage, an unknown amount as `–` (never 0), a lower bound under a target as "unknown whether under".
/// Expectations computed by hand.
@Suite struct NutrientCoverageTextTests {
    /// A food-log entry reporting only `known` (and its kcal); every other nutrient is not reported.
    static func entry(_ day: String, kcal: Double, known: [Nutrient: Double]) -> LogEntry {
        var entry = fixtureEntry(day, fixtureTime("00:00"), "Day total", kcal: kcal, nutrients: known, source: .foodLog)
        entry.match = .embedded
        entry.nutrients?.unknown = NutrientSet(Nutrient.allCases.filter { $0 != .calories && known[$0] == nil })
        return entry
    }

    /// 16 Nov: 400 kcal, protein 20 g, sodium 300 mg; 17 Nov: 600 kcal, protein 30 g, sodium cell empty.
    /// Protein: 25 g a day, exact, 100 %, 50 % of 50 g, under target on both days → "2 of 2". Sodium: reported
    /// by 400 of 1,000 kcal → ≥ 150 mg a day (300 ÷ 2), 40 %, ≥ 7 %DV of its limit, no flag; 17 Nov's
    /// sodium is unknown, so days flagged is "≥ 0 of 2". Fat: no entry reports it → unknown, 0 %.
    static func view() throws -> StatsView {
        let entries = [
            Self.entry("2026-11-16", kcal: 400, known: [.protein: 20, .sodium: 300]),
            Self.entry("2026-11-17", kcal: 600, known: [.protein: 30]),
        ]
        let range = try #require(DateRange(first: fixtureDate("2026-11-16"), last: fixtureDate("2026-11-17")))
        return StatsView(
            figures: NutritionStatistics(entries: entries).period(range), selection: .range(range), isDefault: false)
    }

    static func words(_ line: Substring) -> [Substring] { line.split(separator: " ") }

    @Test func statsTableWritesLowerBoundsCoverageAndUnknowns() throws {
        let table = StatsTableFormatter.format(try Self.view())
        let lines = table.split(separator: "\n")
        #expect(
            lines.contains(
                "Nutrients, average per logged day (2 days) · nutrients known for 40 % of kcal (some not in every entry: see notes)"
            ))
        let sodium = try #require(lines.first { $0.hasPrefix("  Sodium ") })
        #expect(
            Self.words(sodium) == [
                "Sodium", "≥", "150", "mg", "40", "%", "≥", "7", "%", "2,300", "mg", "limit", "≥", "0", "of", "2",
            ])
        let protein = try #require(lines.first { $0.hasPrefix("  Protein ") })
        #expect(
            Self.words(protein) == [
                "Protein", "25.0", "g", "100", "%", "50", "%", "50", "g", "target", "↓", "under", "target", "2", "of",
                "2",
            ])
        let fat = try #require(lines.first { $0.hasPrefix("  Fat ") })
        #expect(Self.words(fat) == ["Fat", "–", "0", "%", "–", "78", "g", "limit", "–"])
        let energy = try #require(lines.first { $0.hasPrefix("  Energy ") })
        #expect(Self.words(energy) == ["Energy", "500", "kcal", "25", "%", "2,000", "kcal", "reference"])
        // The day rows: 16 Nov exact; 17 Nov's sodium is not in the intake table, protein exact.
        let day16 = try #require(lines.first { $0.hasPrefix("Mon 2026-11-16") })
        #expect(
            Self.words(day16).prefix(11) == [
                "Mon", "2026-11-16", "1", "1", "400", "1,600", "100", "%", "–", "20.0", "–",
            ])
    }

    /// A lower bound under a target: "? unknown whether under" in the table, `unknown-whether-under` in CSV.
    /// 600 kcal: 400 kcal report protein 10 g, 200 kcal do not → ≥ 10.0 g, 67 %, ≥ 20 % of 50 g.
    @Test func aLowerBoundUnderATargetIsUnknownWhetherUnder() throws {
        let entries = [
            Self.entry("2026-11-16", kcal: 400, known: [.protein: 10]), Self.entry("2026-11-16", kcal: 200, known: [:]),
        ]
        let range = DateRange(day: fixtureDate("2026-11-16"))
        let view = StatsView(
            figures: NutritionStatistics(entries: entries).period(range), selection: .range(range), isDefault: false)
        let lines = StatsTableFormatter.format(view).split(separator: "\n")
        let protein = try #require(lines.first { $0.hasPrefix("  Protein ") })
        #expect(
            Self.words(protein) == [
                "Protein", "≥", "10.0", "g", "67", "%", "≥", "20", "%", "50", "g", "target",
                "?", "unknown", "whether", "under", "≥", "0", "of", "1",
            ])
        let day = try #require(lines.first { $0.hasPrefix("Mon 2026-11-16") })
        #expect(day.hasSuffix("?1"))
        let csv = StatsCSVFormatter.format(view).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let flags = try #require(csv[0].firstIndex(of: "flags"))
        let bounds = try #require(csv[0].firstIndex(of: "lower_bound_nutrients"))
        let coverage = try #require(csv[0].firstIndex(of: "protein_g_coverage_pct"))
        #expect(
            csv[1][flags].contains("protein_g:unknown-whether-under")
                && !csv[1][flags].contains("protein_g:under-target"))
        // The day's protein, and its 7-day average (this day alone: ≥ 10.0 g) too.
        #expect(csv[1][bounds] == "protein_g;protein_g_7d_avg" && csv[1][coverage] == "67")
    }

    @Test func statsJSONWritesUnknownsAsNullAndLowerBoundsAsSuch() throws {
        let json = try StatsJSONDocument(try Self.view()).encoded()
        let summary = try #require(json.range(of: "\"summary\""))
        let tail = json[summary.lowerBound...]
        let fat = try #require(tail.range(of: "\"nutrient\" : \"fat_g\""))
        // The fat object (keys sorted): amount, flagged_days and pct are null, as every unknown figure in JSON.
        let start = tail[..<fat.lowerBound].range(of: "{", options: .backwards)!.lowerBound
        let object = tail[start..<tail[fat.upperBound...].range(of: "}")!.upperBound]
        #expect(
            object.contains("\"amount\" : null") && object.contains("\"flagged_days\" : null")
                && object.contains("\"pct\" : null"))
        // Sodium: a lower bound of 150 mg, its days flagged a lower bound too.
        let sodium = try #require(tail.range(of: "\"nutrient\" : \"sodium_mg\""))
        let sodiumStart = tail[..<sodium.lowerBound].range(of: "{", options: .backwards)!.lowerBound
        let sodiumObject = tail[sodiumStart..<tail[sodium.upperBound...].range(of: "}")!.upperBound]
        #expect(sodiumObject.contains("\"amount\" : 150,") && sodiumObject.contains("\"lower_bound\" : true"))
        #expect(sodiumObject.contains("\"flagged_days_lower_bound\" : true"))
        #expect(tail.contains("\"flagged_days\" : 2"))
    }

    /// The 7-day averages of the macros, as the engine states them (``MovingAverage``). 16 Nov: 800 kcal,
    /// carbs 100 g, protein 40 g, fat 20 g. 17 Nov: 600 kcal with carbs 60, protein 30, fat 10, and a
    /// 400 kcal entry reporting nothing. The window ending 17 Nov (2 logged days, 1,800 kcal): carbs
    /// ≥ 160 / 2 = 80.0 g, protein ≥ 70 / 2 = 35.0 g, fat ≥ 30 / 2 = 15.0 g, each covering 1,400 of
    /// 1,800 kcal; kcal 1,800 / 2 = 900. The window ending 16 Nov holds 16 Nov only: exact.
    @Test func sevenDayMacroAveragesMarkLowerBounds() throws {
        let entries = [
            Self.entry("2026-11-16", kcal: 800, known: [.carbs: 100, .protein: 40, .fat: 20]),
            Self.entry("2026-11-17", kcal: 600, known: [.carbs: 60, .protein: 30, .fat: 10]),
            Self.entry("2026-11-17", kcal: 400, known: [:]),
        ]
        let range = try #require(DateRange(first: fixtureDate("2026-11-16"), last: fixtureDate("2026-11-17")))
        let view = StatsView(
            figures: NutritionStatistics(entries: entries).period(range), selection: .range(range), isDefault: false)
        let csv = StatsCSVFormatter.format(view).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        func cells(_ row: Int, _ names: [String]) throws -> [String] {
            try names.map { csv[row][try #require(csv[0].firstIndex(of: $0))] }
        }
        let columns = ["kcal_7d_avg", "carbs_g_7d_avg", "protein_g_7d_avg", "fat_g_7d_avg", "lower_bound_nutrients"]
        #expect(try cells(1, columns) == ["800", "100.0", "40.0", "20.0", ""])
        // 17 Nov: the day's own macros are lower bounds too (the 400 kcal entry), then the averages.
        #expect(
            try cells(2, columns) == [
                "900", "80.0", "35.0", "15.0", "carbs_g;fat_g;protein_g;carbs_g_7d_avg;protein_g_7d_avg;fat_g_7d_avg",
            ])
        let json = try StatsJSONDocument(view).encoded()
        // Each seven_day_average object, its spaces and line breaks taken out.
        let averages = json.filter { !$0.isWhitespace }.components(separatedBy: "\"seven_day_average\":{")
            .dropFirst().map { String($0[..<$0.range(of: "}")!.lowerBound]) }
        #expect(averages.count == 2)
        #expect(!averages[0].contains("lower_bound_nutrients") && averages[0].contains("\"carbs_g\":100,"))
        #expect(averages[1].contains("\"carbs_g\":80,") && averages[1].contains("\"fat_g\":15,"))
        #expect(averages[1].contains("\"lower_bound_nutrients\":[\"carbs_g\",\"protein_g\",\"fat_g\"]"))
    }

    @Test func foodTableWritesUnknownPercentWhereTheAmountIsUnknown() {
        var perServing = NutrientVector([.calories: 200, .protein: 10, .sugar: 12])
        perServing.unknown = [.sodium, .trans]
        let food = KnownFood(
            id: nil, name: "Bar", servingSize: "1 bar", perServing: perServing, origin: .loggedEntry(.foodLog))
        let view = FoodView(facts: FoodFacts(food: food, table: .fdaCurrent, entries: []), whatIf: nil, goal: 2_000)
        let lines = FoodTableFormatter.format(view).split(separator: "\n")
        // Sodium: amount unknown, so its %DV is unknown too (it was blank); it has a Daily Value.
        #expect(
            Self.words(lines.first { $0.hasPrefix("Sodium ") } ?? "") == ["Sodium", "–", "–", "2,300", "mg", "limit"])
        // No Daily Value: nothing in the %DV column, known amount or not.
        #expect(Self.words(lines.first { $0.hasPrefix("Trans fat ") } ?? "") == ["Trans", "fat", "–", "no", "DV"])
        #expect(Self.words(lines.first { $0.hasPrefix("Sugars ") } ?? "") == ["Sugars", "12.0", "g", "no", "DV"])
        // Protein 10 g of 50 g → 20 %.
        #expect(
            Self.words(lines.first { $0.hasPrefix("Protein ") } ?? "") == [
                "Protein", "10.0", "g", "20", "%", "50.0", "g", "target",
            ])
    }
}
