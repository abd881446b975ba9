import Foundation
import Testing

@testable import NutritionData

/// Food-log columns of nutrients beyond the 17 (`LogEntry.otherNutrients`): a hand-written Cronometer
/// servings file with 50 nutrient columns (Fixtures/FoodLogs/servings-micronutrients.csv: blank cells
/// scattered, `(µg)` and `(mcg)` spellings, vitamin D in IU, a custom `My Custom (mg)` and the unknown
/// `Oxalate (mg)`), and daily summaries. Expectations computed by hand.
@Suite struct FoodLogOtherNutrientsTests {
    static let fixture = FoodLogReaderTests.path("servings-micronutrients.csv")
    static let oxalate = CustomNutrient(name: "Oxalate", unit: "mg")!
    static let myCustom = CustomNutrient(name: "My Custom", unit: "mg")!

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test func everyNutrientColumnIsKept() throws {
        let contents = try FoodLogReader().read(at: Self.fixture)
        let summary = contents.summary
        #expect(summary.dialect == .cronometerServings)
        // 50 nutrient columns: energy and 16 more of the 17, and 33 others (2 of them custom).
        #expect(summary.missingNutrients.isEmpty)
        #expect(summary.otherNutrientColumns.count == 33)
        #expect(
            summary.otherNutrientColumns.prefix(4) == ["Alcohol (g)", "Caffeine (mg)", "Oxalate (mg)", "Water (g)"])
        #expect(summary.otherNutrientColumns.last == "My Custom (mg)")
        // They are read, so only Category (no unit, not a nutrient) is a column no figure uses.
        #expect(summary.unusedColumns == ["Category"])
        #expect(contents.entries.map(\.foodName) == ["Oats rolled", "Coffee brewed", "Salmon baked", "Spinach raw"])
    }

    @Test func cellsAreConvertedAndEmptyCellsAreNotReported() throws {
        let entries = try FoodLogReader().read(at: Self.fixture).entries
        let (oats, coffee, salmon, spinach) = (
            entries[0].otherNutrients, entries[1].otherNutrients, entries[2].otherNutrients,
            entries[3].otherNutrients
        )
        // Oats: 23 known nutrients reported, no custom one (both custom cells are empty).
        #expect(oats.known.count == 23 && oats.custom.isEmpty)
        #expect(oats.amount(of: .thiamin) == 0.18)
        #expect(oats.amount(of: .caffeine) == nil)
        #expect(oats.amount(of: .vitaminB12) == nil)
        #expect(oats.amount(of: .vitaminD) == 0)  // 0 IU: a reported zero
        #expect(oats.amount(of: .water) == 4)  // 4.0 g of water = 4 mL
        #expect(oats.amount(of: .netCarbs) == 23.1 && oats.amount(of: .addedSugars) == 0)
        #expect(oats.amount(of: .leucine) == 0.39 && oats.amount(of: .omega6) == 0.95)
        #expect(coffee.amount(of: .caffeine) == 95 && coffee.amount(of: .water) == 236.6)
        #expect(coffee.amount(of: .thiamin) == nil)
        // Salmon: 400 IU of vitamin D × 0.025 = 10 µg; `(µg)` and `(mcg)` columns read alike.
        #expect(Self.close(salmon.amount(of: .vitaminD), 10))
        #expect(salmon.amount(of: .vitaminB12) == 4.2)  // B12 (Cobalamin) (µg)
        #expect(salmon.amount(of: .biotin) == 7.5)  // Biotin (mcg)
        #expect(salmon.amount(of: .selenium) == 61.5)  // Selenium (µg)
        #expect(salmon.amount(of: .vitaminK) == 0.8)  // Vitamin K (mcg)
        #expect(salmon.amount(of: .iodine) == 45 && salmon.amount(of: .choline) == 135)
        // Custom nutrients keep their name and unit: a reported zero, a reported amount.
        #expect(salmon.amount(of: Self.oxalate) == 0 && salmon.amount(of: Self.myCustom) == 12.5)
        #expect(spinach.amount(of: Self.oxalate) == 750 && spinach.amount(of: Self.myCustom) == 0)
        #expect(spinach.amount(of: .vitaminK) == 482.9)
        // Chromium and Molybdenum are blank in every row: no entry reports them.
        #expect(
            entries.allSatisfy {
                $0.otherNutrients.amount(of: .chromium) == nil && $0.otherNutrients.amount(of: .molybdenum) == nil
            })
        // Never one of the 17, always sorted.
        for entry in entries {
            #expect(entry.otherNutrients.known.allSatisfy { $0.nutrient.inline == nil })
            #expect(entry.otherNutrients.known.map(\.nutrient) == entry.otherNutrients.known.map(\.nutrient).sorted())
        }
    }

    @Test func aDaysSumsAreOverTheEntriesThatReportANutrient() throws {
        let entries = try FoodLogReader().read(at: Self.fixture).entries
        let day = entries.prefix(3).map(\.otherNutrients).reduce(OtherNutrients(), +)
        #expect(Self.close(day.amount(of: .magnesium), 55 + 7 + 45))
        #expect(Self.close(day.amount(of: .water), 4.0 + 236.6 + 97.5))
        #expect(day.amount(of: .caffeine) == 95)  // the coffee only
        #expect(Self.close(day.amount(of: .thiamin), 0.18 + 0.3))  // the coffee's cell is empty
        #expect(Self.close(day.amount(of: .riboflavin), 0.06 + 0.18 + 0.6))
        #expect(Self.close(day.amount(of: .vitaminD), 10))
        #expect(day.amount(of: Self.myCustom) == 12.5 && day.amount(of: Self.oxalate) == 0)
    }

    @Test func theSeventeenAreWhatTheyWereWithoutTheOtherColumns() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = rows[0].map(String.init)
        // Keep the structural columns and those of the 17 only.
        let kept = header.indices.filter { index in
            index < 5 || FoodLogColumns.use(of: header[index], dialect: .cronometerServings) != nil
        }
        #expect(kept.count == 5 + 17)
        let narrow =
            rows.map { row in kept.map { String(row[$0]) }.joined(separator: ",") }.joined(separator: "\n") + "\n"
        let wide = try FoodLogReader().read(at: Self.fixture).entries
        let plain = try FoodLogReader().read(bytes: Array(narrow.utf8), file: "narrow.csv").entries
        #expect(wide.map(\.nutrients) == plain.map(\.nutrients))
        #expect(wide.map(\.kcal) == plain.map(\.kcal))
        #expect(plain.allSatisfy { $0.otherNutrients.isEmpty })
        // The spinach's trans-fat cell is empty: unknown among the 17, as before.
        #expect(wide[3].nutrients?.unknown == NutrientSet([.trans]))
    }

    @Test func dailySummaryColumns() throws {
        let text = """
            Date,Energy (kcal),Protein (g),Magnesium (mg),Vitamin D (µg),Vitamin E (IU),Phytate (mg),Completed
            2026-03-02,2100,95,380,12.5,30,410,true
            2026-03-03,1900,80,,,15,,false

            """
        let contents = try FoodLogReader().read(bytes: Array(text.utf8), file: "dailysummary.csv")
        #expect(contents.summary.dialect == .cronometerDailySummary)
        #expect(
            contents.summary.otherNutrientColumns == [
                "Magnesium (mg)", "Vitamin D (µg)", "Vitamin E (IU)", "Phytate (mg)",
            ])
        let (first, second) = (contents.entries[0].otherNutrients, contents.entries[1].otherNutrients)
        #expect(first.amount(of: .magnesium) == 380 && first.amount(of: .vitaminD) == 12.5)
        // 30 IU of vitamin E × 0.67 mg (natural α-tocopherol) = 20.1 mg.
        #expect(Self.close(first.amount(of: .vitaminE), 20.1))
        #expect(first.amount(of: CustomNutrient(name: "Phytate", unit: "mg")!) == 410)
        #expect(second.amount(of: .magnesium) == nil && second.amount(of: .vitaminD) == nil)
        #expect(Self.close(second.amount(of: .vitaminE), 10.05))
        #expect(second.custom.isEmpty)
    }

    @Test func columnsOfOneNutrientTwiceAndUnitsThatDoNotConvert() throws {
        // Vitamin D in IU and in µg: the first column is read, the second not used. Vitamin K in IU has
        // no factor: not used, and not taken for a custom nutrient.
        let text = """
            Day,Food Name,Energy (kcal),Vitamin D (IU),Vitamin D (µg),Vitamin K (IU)
            2026-03-02,Egg,78,40,1.0,5

            """
        let contents = try FoodLogReader().read(bytes: Array(text.utf8), file: "servings.csv")
        #expect(contents.summary.otherNutrientColumns == ["Vitamin D (IU)"])
        let amounts = contents.entries[0].otherNutrients
        #expect(Self.close(amounts.amount(of: .vitaminD), 1))
        #expect(amounts.count == 1)
    }

    @Test func badCellsOfOtherColumnsAreErrorsNamingTheColumn() {
        let header = "Day,Food Name,Energy (kcal),Zinc (mg),Oxalate (mg)\n"
        func failure(_ row: String) -> String? {
            do {
                _ = try FoodLogReader().read(bytes: Array((header + row + "\n").utf8), file: "s.csv")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(failure("2026-03-02,Egg,78,lots,1") == "s.csv:2: field 'Zinc (mg)': expected a number, found \"lots\"")
        #expect(
            failure("2026-03-02,Egg,78,1,-4")
                == "s.csv:2: field 'Oxalate (mg)': expected a number from 0 to 100,000,000, found \"-4\"")
        #expect(failure("2026-03-02,Egg,78,1,4") == nil)
    }
}
