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
        // Water logged alone (Water App, 15:00: no record of the 17) is an entry of unknown kcal, named by its nutrient.
        #expect(entries.map(\.foodName) == ["Yogurt bowl", "Pasta lunch", "Water", "Espresso", "Eggs and toast"])
        #expect(entries.map(\.kcalKnown) == [true, true, false, true, true])
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
                HealthFoodLogDetails.App(name: "Diet App", entries: 4, records: 3 + 4 + 1 + 2),
                HealthFoodLogDetails.App(name: "Water App", entries: 1, records: 1),
            ])
        // Every entry reports the 23 (0 without a record of its own), as it counts 0 of the 17 it has no record of.
        #expect(entries.allSatisfy { $0.otherNutrients.known.count == 23 && $0.otherNutrients.custom.isEmpty })
    }

    @Test func amountsInTheCataloguesUnits() throws {
        let entries = try FoodLogReader().read(at: Self.fixture).entries
        let yogurt = entries[0]
        let lunch = entries[1]
        let water = entries[2]
        let espresso = entries[3]
        let eggs = entries[4]
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
        // The water alone: 500 mL, 0 kcal not stated, the file's other nutrients reported at 0 as by every entry.
        #expect(water.kcal == 0 && !water.kcalKnown && water.otherNutrients.amount(of: .water) == 500)
        #expect(water.nutrients?[.protein] == 0 && water.otherNutrients.amount(of: .caffeine) == 0)
        #expect(eggs.otherNutrients.amount(of: .vitaminD) == 2 && eggs.otherNutrients.amount(of: .water) == 250)
        #expect(eggs.nutrients?[.vitaminA] == 180)
        // 5 April: magnesium 30 + 60 mg, caffeine 80 mg, water 500 mL (the water-only entry).
        let day = entries.prefix(4).map(\.otherNutrients).reduce(OtherNutrients(), +)
        #expect(Self.close(day.amount(of: .magnesium), 90))
        #expect(day.amount(of: .water) == 500 && day.amount(of: .caffeine) == 80 && day.amount(of: .vitaminD) == 2.5)
    }

    /// health-dietary-water-caffeine.xml: 8 April, Oats (a correlation: 400 kcal, carbs 60 g, protein 12 g,
    /// water 200 mL), Espresso (a correlation of caffeine 64 mg alone) and 0.5 L of water alone (Water App);
    /// 9 April, two glasses of 250 mL alone. Every record without energy beside it is an entry of unknown
    /// kcal; the correlations' top-level copies count once.
    @Test func waterAndCaffeineAloneAreEntriesOfUnknownKcal() throws {
        let contents = try FoodLogReader().read(at: FoodLogReaderTests.path("health-dietary-water-caffeine.xml"))
        let entries = contents.entries
        #expect(entries.map(\.foodName) == ["Oats", "Espresso", "Water", "Water", "Water"])
        #expect(
            entries.map(\.date.description) == ["2026-04-08", "2026-04-08", "2026-04-08", "2026-04-09", "2026-04-09"])
        #expect(entries.map(\.kcal) == [400, 0, 0, 0, 0])
        #expect(entries.map(\.kcalKnown) == [true, false, false, false, false])
        #expect(entries.map { $0.otherNutrients.amount(of: .water) } == [200, 0, 500, 250, 250])
        #expect(entries.map { $0.otherNutrients.amount(of: .caffeine) } == [0, 64, 0, 0, 0])
        // Carbs and protein have records in the file: every entry reports them (0 without a record).
        #expect(entries.map { $0.nutrients?[.carbs] } == [60, 0, 0, 0, 0])
        #expect(entries.allSatisfy { $0.nutrients?.unknown.contains(.protein) == false })
        let health = try #require(contents.summary.healthExport)
        // 4 + 1 top-level copies of the correlations' records, matched and never added twice; the 3 of the 17
        // are the copies counted (as before other types were read).
        #expect(health.copiesCountedOnce == 3 && health.foods == 2 && health.foodsWithoutUsedRecords == 0)
        // Apps by entries: Water App's three glasses; Diet App's oats (3 records of the 17) and espresso
        // (its 1 record, none of the 17).
        #expect(
            health.apps == [
                HealthFoodLogDetails.App(name: "Water App", entries: 3, records: 3),
                HealthFoodLogDetails.App(name: "Diet App", entries: 2, records: 3 + 1),
            ])
        #expect(contents.summary.entries == 5 && contents.summary.days == 2)
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
