import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionPresentation

/// The words for where a nutrient came from: the report's one-line summary, the `stats` section and the
/// JSON object. Expectations computed by hand.
@Suite struct NutrientSourcesTextTests {
    /// Sodium: Ramen 1,800 (id 1), "Latte, oat" 150 (a comma in its name), Toast 50 = 2,000 mg known;
    /// one takeaway without nutrients. Shares 90 %, 7.5 % → 8 %, 2.5 % → 3 % (half away from zero).
    static let sources: NutrientSources = {
        var ramen = fixtureEntry(
            "2026-11-16", fixtureTime("12:00"), "Ramen", kcal: 500, id: 1, nutrients: [.sodium: 1800])
        ramen.mealName = "Lunch"
        let latte = fixtureEntry("2026-11-16", fixtureTime("08:00"), "Latte, oat", kcal: 120, nutrients: [.sodium: 150])
        let toast = fixtureEntry("2026-11-16", fixtureTime("08:00"), "Toast", kcal: 90, nutrients: [.sodium: 50])
        let takeaway = fixtureEntry("2026-11-16", fixtureTime("20:00"), "Takeaway", kcal: 800)
        return NutrientSources(nutrient: .sodium, entries: [ramen, latte, toast, takeaway], limit: 10)
    }()

    @Test func theSummaryNamesTheLargestWithSemicolons() {
        #expect(NutrientSourcesText.summary(Self.sources, limit: 2) == "90\u{A0}% from Ramen; 8\u{A0}% from Latte, oat")
        #expect(
            NutrientSourcesText.summary(Self.sources, limit: 3)
                == "90\u{A0}% from Ramen; 8\u{A0}% from Latte, oat; 3\u{A0}% from Toast")
        #expect(NutrientSourcesText.summary(NutrientSources(nutrient: .iron, entries: [], limit: 3), limit: 3) == nil)
        #expect(NutrientSourcesText.share(0.004) == "<1 %")
        #expect(NutrientSourcesText.share(0) == "0 %")
    }

    @Test func theStatsSectionListsFoodsMealsAndWhatIsUnknown() {
        let lines = NutrientSourcesText.tableLines(Self.sources)
        #expect(lines[0] == "Where sodium came from (2,000 mg known)")
        #expect(lines[1].split(separator: " ") == ["#", "Food", "mg", "Share", "Entries"])
        #expect(lines[2].split(separator: " ") == ["1", "Ramen", "1,800", "90", "%", "1"])
        #expect(lines[3].split(separator: " ") == ["2", "Latte,", "oat", "150", "8", "%", "1"])
        // Only Ramen names a meal: one meal row.
        #expect(lines.contains { $0.split(separator: " ") == ["1", "Lunch", "1,800", "90", "%", "1"] })
        #expect(lines.last == "  1 entry does not report it: shares are of the known amount.")
    }

    @Test func theJSONObjectCarriesAmountsAndShares() throws {
        let json = NutrientSourcesJSON(Self.sources)
        #expect(json.nutrient == "sodium_mg" && json.unit == "mg" && json.total == 2000)
        #expect(json.entriesReporting == 3 && json.entriesNotReporting == 1)
        #expect(json.foods.map(\.name) == ["Ramen", "Latte, oat", "Toast"])
        #expect(json.foods.map(\.sharePct) == [90, 8, 3])
        #expect(json.foods[0].foodId == "1" && json.foods[1].foodId == nil)
        #expect(json.meals.map(\.name) == ["Lunch"])
    }

    @Test func namesOfNutrients() {
        // `--nutrient NAME` names a nutrient by the catalogue's one rule (NutrientSelection.nutrient(named:)).
        let named = { (name: String) in NutrientSelection.nutrient(named: name, reported: []) }
        #expect(named("sodium") == .known(.sodium))
        #expect(named("Vitamin C") == .known(.vitaminC))
        #expect(named("vitamin_c") == .known(.vitaminC))
        #expect(named("VitC") == .known(.vitaminC))
        #expect(named("saturated-fat") == .known(.saturated))
        #expect(named("kcal") == .known(KnownNutrient(.calories)))
        #expect(named("vitamin x") == nil)
        #expect(named("") == nil)
    }
}
