import NutritionData
import NutritionStats
import PropertyBased
import Testing

/// Properties of the what-if and of label rounding, on random logs, foods and amounts.
@Suite struct FoodFactsPropertyTests {
    typealias F = Fixtures

    static let foods = zip(
        Gen.double(in: 0...900), Gen.double(in: 0...60), Gen.double(in: 0...2_000), Gen.double(in: 0...30)
    )
    .map { kcal, fat, sodium, fiber in
        KnownFood(
            id: FoodID(7), name: "Food 7", servingSize: "1 serving",
            perServing: NutrientVector([.calories: kcal, .fat: fat, .sodium: sodium, .fiber: fiber]),
            origin: .foodObject)
    }

    @Test func whatIfAddsExactlyTheEntryToTheDay() async {
        await propertyCheck(
            input: StatsPropertyTests.entries, Self.foods, Gen.double(in: 0.01...20), Gen.int(in: -3...62)
        ) {
            entries, food, servings, offset in
            let date = StatsPropertyTests.start.adding(days: offset)
            let whatIf = FoodWhatIf(
                food: food, servings: servings, on: date, at: .midnight, entries: entries, activity: [],
                settings: StatsSettings())
            let before = whatIf.before
            let after = whatIf.after
            #expect(after.intake.totals.entryCount == before.intake.totals.entryCount + 1)
            #expect(F.close(after.intake.totals.kcal, before.intake.totals.kcal + whatIf.entry.kcal))
            #expect(abs(whatIf.entry.kcal - food.perServing.kcal * servings) <= 0.5)
            #expect(F.close(after.budget?.remaining ?? .nan, (before.budget?.remaining ?? .nan) - whatIf.entry.kcal))
            for (old, new) in zip(before.dailyValueReadings, after.dailyValueReadings) where new.nutrient != .calories {
                // Nutrient amounts are known after (the entry reports them); before they are the sum of the
                // day's entries that report them or, when none does, unknown (counted as 0 here).
                let added = food.perServing[new.nutrient] * servings
                #expect(F.close(new.amount ?? .nan, (old.amount ?? 0) + added))
                if new.dailyValue.kind == .limit, let was = old.percent, let will = new.percent {
                    // Pushed over only from an exact amount: a lower bound before may already have been over.
                    #expect(
                        whatIf.limitsPushedOver.contains(new.nutrient)
                            == (!old.isLowerBound && was <= 100 && will > 100))
                }
            }
            // The day's figures with the entry are the engine's own.
            #expect(
                after
                    == NutritionStatistics(
                        entries: entries + [whatIf.entry],
                        settings: {
                            var s = StatsSettings()
                            s.unloggedDays = .countedAsZero
                            return s
                        }()
                    ).day(date))
        }
    }

    @Test func labelRoundingIsMonotonicAndNearTheAmount() async {
        await propertyCheck(input: Gen.double(in: 0...3_000), Gen.double(in: 0...50)) { amount, step in
            for nutrient in Nutrient.allCases {
                guard let low = LabelRounding.amount(of: nutrient, amount),
                    let high = LabelRounding.amount(of: nutrient, amount + step)
                else { continue }
                // A larger amount is never declared smaller ("less than X" sits just below X).
                #expect(
                    Self.rank(low) <= Self.rank(high), "\(nutrient.key) \(amount) → \(low), \(amount + step) → \(high)")
                if case .amount(let value) = low, value > 0 {
                    #expect(abs(value - amount) <= 5 + 1e-9, "\(nutrient.key) \(amount) → \(value)")
                }
            }
            for dailyValue in [18.0, 90, 1_300, 4_700] {
                let percent = LabelRounding.vitaminOrMineralPercent(amount, dailyValue: dailyValue)
                let next = LabelRounding.vitaminOrMineralPercent(amount + step, dailyValue: dailyValue)
                #expect(percent <= next)
                #expect(percent <= 10 ? percent % 2 == 0 : percent <= 50 ? percent % 5 == 0 : percent % 10 == 0)
            }
        }
    }

    /// An order on declarations: "less than X" just below X.
    static func rank(_ amount: LabelAmount) -> Double {
        switch amount {
        case .amount(let value): value
        case .lessThan(let bound): bound - 1e-6
        }
    }
}
