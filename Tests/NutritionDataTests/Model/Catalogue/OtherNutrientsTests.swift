import Testing

@testable import NutritionData

/// The sparse per-entry amounts of nutrients beyond the 17: reported or not, sums over the entries that
/// report a nutrient, scaling.
@Suite struct OtherNutrientsTests {
    static let oxalate = CustomNutrient(name: "Oxalate", unit: "mg")!

    @Test func notReportedIsNotZero() {
        var amounts = OtherNutrients()
        #expect(amounts.isEmpty && amounts.amount(of: .magnesium) == nil)
        amounts.add(0, of: .magnesium)
        #expect(amounts.amount(of: .magnesium) == 0)
        #expect(amounts.amount(of: .zinc) == nil)
        #expect(amounts.count == 1)
    }

    @Test func keptSortedWhateverTheOrderGiven() {
        let amounts = OtherNutrients(
            known: [(.zinc, 1), (.thiamin, 0.5), (.water, 250), (.thiamin, 0.25)], custom: [(Self.oxalate, 10)])
        #expect(amounts.known.map(\.nutrient) == [.thiamin, .zinc, .water])
        #expect(amounts.amount(of: .thiamin) == 0.75)
        #expect(amounts.amount(of: Self.oxalate) == 10)
        #expect(amounts.amount(of: .custom(Self.oxalate)) == 10)
        #expect(amounts.amounts.map(\.nutrient.id) == ["thiamin", "zinc", "water", "custom_oxalate"])
    }

    @Test func aSumReportsWhatEitherSideReports() {
        let a = OtherNutrients(known: [(.thiamin, 0.5), (.zinc, 1)])
        let b = OtherNutrients(known: [(.zinc, 2), (.water, 100)], custom: [(Self.oxalate, 7)])
        let sum = a + b
        #expect(sum.amount(of: .thiamin) == 0.5)  // reported by a only
        #expect(sum.amount(of: .zinc) == 3)
        #expect(sum.amount(of: .water) == 100)
        #expect(sum.amount(of: Self.oxalate) == 7)
        #expect(sum.amount(of: .magnesium) == nil)
        #expect(a + OtherNutrients() == a && OtherNutrients() + b == b)
        var total = OtherNutrients()
        total += a
        total += b
        #expect(total == sum)
        #expect((b * 2).amount(of: .water) == 200 && (b * 2).amount(of: Self.oxalate) == 14)
    }

    @Test func aSumIsTheSumOverTheEntriesThatReportANutrient() {
        // Every third entry reports zinc (i mg), every entry water (10 mL): order of summing does not matter.
        let entries = (0..<30).map { i in
            OtherNutrients(known: [(.water, 10)] + (i % 3 == 0 ? [(.zinc, Double(i))] : []))
        }
        let forward = entries.reduce(OtherNutrients(), +)
        let backward = entries.reversed().reduce(OtherNutrients(), +)
        #expect(forward == backward)
        #expect(forward.amount(of: .zinc) == (0..<30).filter { $0 % 3 == 0 }.map(Double.init).reduce(0, +))
        #expect(forward.amount(of: .water) == 300)
    }

    @Test func logEntriesReportNothingMoreByDefault() {
        let entry = LogEntry(
            date: LocalDate(year: 2026, month: 3, day: 2)!, time: .midnight, foodName: "Egg", servings: 1,
            kcal: 78, source: .history)
        #expect(entry.otherNutrients.isEmpty)
    }
}
