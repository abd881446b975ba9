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

    /// The set behind the amounts: members in catalogue order, each nutrient's rank the number of
    /// members before it, on both sides of the 64-bit boundary (raw values 63, 64 and the last).
    @Test func theSetOfReportedNutrientsRanksAcrossBothWords() {
        let members = KnownNutrient.allCases.filter { $0.rawValue % 3 == 0 || $0.rawValue == 63 || $0.rawValue == 64 }
        var set = KnownNutrientSet()
        for nutrient in members.reversed() { set.insert(nutrient) }
        #expect(Array(set) == members)
        #expect(set.count == members.count)
        for nutrient in KnownNutrient.allCases {
            #expect(set.contains(nutrient) == members.contains(nutrient), "\(nutrient)")
            #expect(set.rank(of: nutrient) == members.filter { $0 < nutrient }.count, "\(nutrient)")
        }
        #expect(set.union(KnownNutrientSet()) == set)
    }

    /// Sums, scaling and adds agree with a dictionary of amounts for 500 deterministic random cases,
    /// among them sums of entries that report the same nutrients (added in place) and different ones.
    @Test func agreesWithADictionaryOfAmounts() {
        var state: UInt64 = 0xDEAD_BEEF
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let others = KnownNutrient.allCases.filter { $0.inline == nil }
        func random(from pool: [KnownNutrient]) -> [KnownNutrient: Double] {
            var amounts: [KnownNutrient: Double] = [:]
            for nutrient in pool where next(3) == 0 { amounts[nutrient] = Double(next(1000)) / 8 }
            return amounts
        }
        func made(_ amounts: [KnownNutrient: Double]) -> OtherNutrients {
            OtherNutrients(known: amounts.map { ($0.key, $0.value) })
        }
        func same(_ amounts: OtherNutrients, _ expected: [KnownNutrient: Double]) -> Bool {
            amounts.count == expected.count && others.allSatisfy { amounts.amount(of: $0) == expected[$0] }
                && amounts.known.map(\.nutrient) == expected.keys.sorted()
        }
        for round in 0..<500 {
            let a = random(from: others)
            // Half the rounds: the same nutrients on both sides, as the rows of one file.
            let b = round % 2 == 0 ? a.mapValues { $0 + 1 } : random(from: others)
            let sum = made(a) + made(b)
            #expect(same(sum, a.merging(b, uniquingKeysWith: +)), "round \(round)")
            #expect(same(made(a) * 4, a.mapValues { $0 * 4 }), "round \(round)")
            var added = made(a)
            for (nutrient, amount) in b { added.add(amount, of: nutrient) }
            #expect(added == sum, "round \(round)")
            var forEach: [KnownNutrient: Double] = [:]
            sum.forEachKnown { forEach[$0] = $1 }
            #expect(forEach == a.merging(b, uniquingKeysWith: +), "round \(round)")
        }
    }
}
