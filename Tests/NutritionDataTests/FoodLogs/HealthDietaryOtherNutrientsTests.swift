import Foundation
import Testing

@testable import NutritionData

/// Apple Health dietary types beyond the 17 read into `LogEntry.otherNutrients`. The fixture
/// (Fixtures/FoodLogs/health-dietary-micronutrients.xml) is hand-written: 30 dietary types in g, mg,
/// mcg, mL, kJ and Cal, a food correlation with its top-level copies, loose records. Expectations
/// computed by hand.
@Suite struct HealthDietaryOtherNutrientsTests {
    static let fixture = FoodLogReaderTests.path("health-dietary-micronutrients.xml")

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test func everyDietaryTypeIsRead() throws {
        let contents = try FoodLogReader().read(at: Self.fixture)
        let entries = contents.entries
        #expect(entries.map(\.foodName) == ["Yogurt bowl", "Pasta lunch", "Espresso", "Eggs and toast"])
        // Water logged alone (no record of the 17) makes no entry yet: counted, as before the type was read.
        #expect(contents.summary.healthExport?.recordGroupsOfOtherNutrientsOnly == 1)
        #expect(contents.summary.healthExport?.foodsWithoutUsedRecords == 0)
        // 30 types: 7 of the 17 (energy, protein, calcium, carbohydrates, fat, sodium, vitamin A) and 23 others.
        #expect(contents.summary.otherNutrientColumns.count == 23)
        #expect(
            contents.summary.otherNutrientColumns.prefix(3) == [
                "DietaryVitaminD", "DietaryVitaminE", "DietaryVitaminK",
            ])
        #expect(
            contents.summary.missingNutrients == [
                .sugar, .fiber, .monounsaturated, .polyunsaturated, .saturated, .trans,
                .cholesterol, .potassium, .vitaminC, .iron,
            ])
        // The 23 are read into the entries' other nutrients: none is among the types no figure uses.
        #expect(contents.summary.unusedColumns.isEmpty)
        // The correlation's 10 records are written twice; the copies of its 3 records of the 17 are counted
        // (those of the 7 others are matched all the same, never added twice).
        #expect(contents.summary.healthExport?.copiesCountedOnce == 3)
        #expect(
            contents.summary.healthExport?.apps == [
                HealthFoodLogDetails.App(name: "Diet App", entries: 4, records: 3 + 4 + 1 + 2)
            ])
        // Every entry reports the 23 (0 without a record of its own), as it counts 0 of the 17 it has no record of.
        #expect(entries.allSatisfy { $0.otherNutrients.known.count == 23 && $0.otherNutrients.custom.isEmpty })
    }

    @Test func amountsInTheCataloguesUnits() throws {
        let entries = try FoodLogReader().read(at: Self.fixture).entries
        let yogurt = entries[0]
        let lunch = entries[1]
        let espresso = entries[2]
        let eggs = entries[3]
        // 1046 kJ / 4.184 = 250 kcal; 0.3 g of calcium = 300 mg (inline); the correlation counted once.
        #expect(Self.close(yogurt.kcal, 250))
        #expect(Self.close(yogurt.nutrients?[.calcium], 300))
        #expect(yogurt.otherNutrients.amount(of: .vitaminD) == 2.5)
        #expect(yogurt.otherNutrients.amount(of: .vitaminB12) == 1.1)
        #expect(yogurt.otherNutrients.amount(of: .iodine) == 75)
        #expect(yogurt.otherNutrients.amount(of: .magnesium) == 30)
        #expect(yogurt.otherNutrients.amount(of: .thiamin) == 0)
        // 0.06 g of magnesium = 60 mg.
        #expect(Self.close(lunch.otherNutrients.amount(of: .magnesium), 60))
        #expect(lunch.otherNutrients.amount(of: .chloride) == 1_400)
        #expect(lunch.otherNutrients.amount(of: .chromium) == 8 && lunch.otherNutrients.amount(of: .molybdenum) == 20)
        #expect(lunch.otherNutrients.amount(of: .folate) == 180 && lunch.otherNutrients.amount(of: .vitaminE) == 3.5)
        #expect(espresso.kcal == 5 && espresso.otherNutrients.amount(of: .caffeine) == 80)
        #expect(eggs.otherNutrients.amount(of: .vitaminD) == 2 && eggs.otherNutrients.amount(of: .water) == 250)
        #expect(eggs.nutrients?[.vitaminA] == 180)
        // 5 April: magnesium 30 + 60 mg, caffeine 80 mg; water a reported 0 (the water-only group is no entry).
        let day = entries.prefix(3).map(\.otherNutrients).reduce(OtherNutrients(), +)
        #expect(Self.close(day.amount(of: .magnesium), 90))
        #expect(day.amount(of: .water) == 0 && day.amount(of: .caffeine) == 80 && day.amount(of: .vitaminD) == 2.5)
    }

    @Test func recordCSVsOfConvertersToo() throws {
        let text = """
            sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value
            "App",,,"DietaryEnergyConsumed","kcal",2026-04-05 08:00:00 -0400,2026-04-05 08:00:00 -0400,2026-04-05 08:00:00 -0400,200
            "App",,,"DietaryZinc","mg",2026-04-05 08:00:00 -0400,2026-04-05 08:00:00 -0400,2026-04-05 08:00:00 -0400,2.5
            "App",,,"HKQuantityTypeIdentifierDietaryWater","mL",2026-04-05 08:00:00 -0400,2026-04-05 08:00:00 -0400,2026-04-05 08:00:00 -0400,330

            """
        let contents = try FoodLogReader().read(bytes: Array(text.utf8), file: "records.csv")
        #expect(contents.entries.count == 1)
        let amounts = contents.entries[0].otherNutrients
        #expect(amounts.amount(of: .zinc) == 2.5 && amounts.amount(of: .water) == 330)
        #expect(contents.summary.otherNutrientColumns == ["DietaryZinc", "DietaryWater"])
    }

    @Test func aTypeBeyondTheSeventeenIsCheckedAsAnyOther() {
        let record = HealthDietaryReaderTests.record("Water", "oz", "8")
        #expect(throws: InputError.self) { try HealthDietaryReaderTests.read(record) }
        do {
            _ = try HealthDietaryReaderTests.read(record)
        } catch {
            #expect(
                (error as? InputError)?.description.contains("field 'unit': expected mL, L, fl oz or g in a") == true)
        }
    }
}
