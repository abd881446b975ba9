import NutritionData
import Testing

@testable import NutritionStats

/// Coverage per nutrient (``NutrientTally/stated(entryCount:kcal:)``): a nutrient's amount is the sum over
/// the entries that report it, exact when every entry does, a lower bound when only some entries of kcal do,
/// unknown when none does. Every expectation is computed by hand in the comment above it.
@Suite struct NutrientCoverageTests {
    typealias F = Fixtures

    static let week = F.range("2026-11-16", "2026-11-22")

    /// A food-log entry reporting `amounts` (every other nutrient reported as 0) except the nutrients in
    /// `blank` (empty cells): they are not reported.
    static func entry(
        _ day: String, _ at: String, _ name: String, kcal: Double, _ amounts: [Nutrient: Double],
        blank: [Nutrient] = [],
        kcalKnown: Bool = true
    ) -> LogEntry {
        var entry = F.entry(day, at, name, kcal: kcal, nutrients: amounts, source: .foodLog)
        entry.match = .embedded
        entry.nutrients?.unknown = NutrientSet(blank)
        entry.kcalKnown = kcalKnown
        return entry
    }

    /// Oats 500 kcal (protein 20 g, carbs 60 g), milk 300 kcal (protein 10 g, carbs 40 g), an apple 200 kcal
    /// (carbs 30 g, protein cell empty). Protein = 20 + 10 = 30 g, a lower bound covering
    /// (500 + 300) ÷ 1,000 = 80 % of kcal; carbs = 60 + 40 + 30 = 130 g, exact, 100 %.
    static let dayWithoutOneProtein = [
        entry("2026-11-16", "08:00", "Oats", kcal: 500, [.protein: 20, .carbs: 60]),
        entry("2026-11-16", "08:00", "Milk", kcal: 300, [.protein: 10, .carbs: 40]),
        entry("2026-11-16", "12:00", "Apple", kcal: 200, [.carbs: 30], blank: [.protein]),
    ]

    @Test func aDayOfThreeEntriesOneWithoutProtein() {
        let totals = IntakeTotals(entries: Self.dayWithoutOneProtein)
        let protein = totals.nutrientAmount(.protein)
        #expect(protein.certainty == .lowerBound)
        #expect(protein.value == 30)
        #expect(protein.coverage == 0.8)
        #expect(totals.tally(of: .protein) == NutrientTally(amount: 30, reportingKcal: 800, reportingEntries: 2))
        let carbs = totals.nutrientAmount(.carbs)
        #expect(carbs == NutrientAmount(certainty: .exact, value: 130, coverage: 1))
        // The day's coverage is its lowest nutrient's: protein's 80 %.
        #expect(totals.coverage == 0.8)
        #expect(totals.unreportedNutrients == [.protein])
        // Carbs, protein and fat are not reported by the same entries: no macro split.
        #expect(totals.macroSplit == nil)
        // Energy is the logged kcal, exact.
        #expect(totals.nutrientAmount(.calories) == .exact(1_000))
    }

    /// No entry reports sodium: unknown, coverage 0 % — not 0 mg. Only a 0-kcal glass of mineral water
    /// reports calcium (50 mg) beside a 600 kcal entry that does not: coverage 0 ÷ 600 = 0 %, yet at least
    /// 50 mg were drunk → a lower bound at 0 % (an over-limit amount from such entries is still flagged).
    @Test func noReportingEntryIsUnknownAndAZeroKcalOneALowerBound() {
        let totals = IntakeTotals(entries: [
            Self.entry("2026-11-16", "08:00", "Bread", kcal: 600, [.carbs: 100], blank: [.sodium, .calcium]),
            Self.entry("2026-11-16", "08:00", "Mineral water", kcal: 0, [.calcium: 50], blank: [.sodium]),
        ])
        let sodium = totals.nutrientAmount(.sodium)
        #expect(sodium.certainty == .unknown && sodium.value == nil && sodium.coverage == 0)
        #expect(totals.nutrients.known(.sodium) == nil)
        #expect(totals.nutrientAmount(.calcium) == NutrientAmount(certainty: .lowerBound, value: 50, coverage: 0))
        // Carbs: reported by both entries, exact 100 g. The day's coverage is calcium's 0 %.
        #expect(totals.nutrientAmount(.carbs) == NutrientAmount(certainty: .exact, value: 100, coverage: 1))
        #expect(totals.coverage == 0)
    }

    /// An entry logged without kcal that does not report protein is invisible to coverage by kcal
    /// (100 % = 500 ÷ 500), yet its protein is missing from the sum: a lower bound at 100 %.
    @Test func anEntryWithoutKcalMakesALowerBoundAtFullCoverage() {
        var bare = F.entry("2026-11-16", "13:00", "Soup", kcal: 0, source: .history)
        bare.kcalKnown = false
        let totals = IntakeTotals(entries: [Self.entry("2026-11-16", "08:00", "Oats", kcal: 500, [.protein: 20]), bare])
        #expect(totals.nutrientAmount(.protein) == NutrientAmount(certainty: .lowerBound, value: 20, coverage: 1))
        #expect(totals.coverage == 1)
    }

    /// The shortcut's food objects report all 17 nutrients, an entry without one (NutrientMatch.none)
    /// reports none: 500 kcal with a food object (protein 25 g, carbs 50 g, fat 10 g) and 250 kcal without.
    /// Every nutrient is a lower bound covering 500 ÷ 750 = 2/3 — the share of kcal with a food object, as
    /// coverage always was for such logs — and the split is that of the food object's grams:
    /// 4·50 = 200, 4·25 = 100, 9·10 = 90 kcal of 390.
    @Test func foodObjectsReportEverythingAndMissingOnesNothing() throws {
        let totals = IntakeTotals(entries: [
            F.entry("2026-11-16", "08:00", "Pasta", kcal: 500, id: 1, nutrients: [.protein: 25, .carbs: 50, .fat: 10]),
            F.entry("2026-11-16", "12:00", "Quick add", kcal: 250),
        ])
        for nutrient in Nutrient.allCases where nutrient != .calories {
            let amount = totals.nutrientAmount(nutrient)
            #expect(amount.certainty == .lowerBound)
            #expect(try F.close(#require(amount.coverage), 2.0 / 3))
        }
        #expect(try F.close(#require(totals.coverage), 2.0 / 3))
        let split = try #require(totals.macroSplit)
        #expect(F.close(split.carbsPercent, 200 * 100 / 390) && F.close(split.fatPercent, 90 * 100 / 390))
        #expect(totals.unreportedNutrients.isEmpty)
    }

    /// Nothing eaten: every amount exact 0, no coverage (no kcal).
    @Test func noEntriesAreExactZeros() {
        let amount = IntakeTotals.zero.nutrientAmount(.iron)
        #expect(amount == NutrientAmount(certainty: .exact, value: 0, coverage: nil))
        #expect(IntakeTotals.zero.coverage == nil)
    }

    /// 16 Nov: 400 kcal, protein 20 g, sodium 3,000 mg, all reported. 17 Nov: 600 kcal, protein and sodium
    /// cells empty. Day 16 exact; day 17 unknown (0 %). Period: protein 20 g and sodium 3,000 mg, lower
    /// bounds covering 400 ÷ 1,000 = 40 %; per logged day (2) ≥ 10 g and ≥ 1,500 mg, same coverage.
    /// %DV of the average: protein ≥ 20 % of its 50 g target → unknown whether under, not "under";
    /// sodium ≥ 65 % of its 2,300 mg limit → no flag. Day 16: protein 40 % under target (exact), sodium
    /// 130 % over its limit.
    @Test func aPeriodOfTwoDays() throws {
        let entries = [
            Self.entry("2026-11-16", "08:00", "Lunch", kcal: 400, [.protein: 20, .sodium: 3_000]),
            Self.entry("2026-11-17", "08:00", "Dinner", kcal: 600, [.carbs: 80], blank: [.protein, .sodium]),
        ]
        let period = NutritionStatistics(entries: entries, settings: StatsSettings()).period(Self.week)
        #expect(period.days[0].nutrientAmount(.protein) == NutrientAmount(certainty: .exact, value: 20, coverage: 1))
        #expect(period.days[1].nutrientAmount(.protein) == NutrientAmount(certainty: .unknown, value: 0, coverage: 0))
        #expect(period.days[1].dailyValueReadings.first { $0.nutrient == .protein }?.amount == nil)

        #expect(
            period.intake.totals.nutrientAmount(.protein)
                == NutrientAmount(certainty: .lowerBound, value: 20, coverage: 0.4))
        let average = try #require(period.intake.average)
        #expect(average.nutrientAmount(.protein) == NutrientAmount(certainty: .lowerBound, value: 10, coverage: 0.4))
        #expect(average.nutrientAmount(.sodium) == NutrientAmount(certainty: .lowerBound, value: 1_500, coverage: 0.4))
        #expect(average.nutrientAmount(.calories) == .exact(500))

        let protein = try #require(period.dailyValueReadings.first { $0.nutrient == .protein })
        #expect(protein.amount == 10 && protein.percent == 20 && protein.isLowerBound)
        #expect(protein.flag == nil && protein.isUnknownWhetherUnder)
        let sodium = try #require(period.dailyValueReadings.first { $0.nutrient == .sodium })
        #expect(sodium.isLowerBound && sodium.flag == nil && !sodium.isUnknownWhetherUnder)
        let day16 = period.days[0].dailyValueReadings
        #expect(day16.first { $0.nutrient == .protein }?.flag == .underTarget)
        #expect(day16.first { $0.nutrient == .sodium }?.flag == .overLimit)

        // Period coverage is the lowest nutrient's: 40 %; the caveats name the days.
        #expect(period.intake.totals.coverage == 0.4)
        #expect(
            period.caveats.contains(
                .nutrientsNotReported(nutrients: [.protein, .sodium], days: [F.date("2026-11-17")])))
        #expect(period.caveats.contains { if case .partialNutrientCoverage(0.4, _, _) = $0 { true } else { false } })
    }

    /// A lower bound over a limit is over it: sodium 2,500 mg from a 500 kcal entry, beside 300 kcal
    /// that do not report sodium → ≥ 2,500 mg, ≥ 109 % of 2,300 mg → over limit. A lower bound under a
    /// target is not asserted: protein ≥ 5 g is ≥ 10 % of 50 g → unknown whether under.
    @Test func flagsOfLowerBounds() throws {
        let entries = [
            Self.entry("2026-11-16", "08:00", "Ramen", kcal: 500, [.sodium: 2_500, .protein: 5]),
            Self.entry("2026-11-16", "12:00", "Rice", kcal: 300, [.carbs: 60], blank: [.sodium, .protein]),
        ]
        let day = NutritionStatistics(entries: entries, settings: StatsSettings()).period(Self.week).days[0]
        let sodium = try #require(day.dailyValueReadings.first { $0.nutrient == .sodium })
        #expect(
            sodium.isLowerBound && sodium.amount == 2_500 && sodium.flag == .overLimit && !sodium.isUnknownWhetherUnder)
        #expect(sodium.coverage == 500.0 / 800)
        let protein = try #require(day.dailyValueReadings.first { $0.nutrient == .protein })
        #expect(protein.isLowerBound && protein.flag == nil && protein.isUnknownWhetherUnder)
        #expect(day.flags.contains { $0.nutrient == .sodium } && !day.flags.contains { $0.nutrient == .protein })
        // An exact amount under its target is flagged as before.
        let exact = DailyValueReading(dailyValue: DailyValue(.protein, 50, .target), amount: 5)
        #expect(exact.flag == .underTarget && !exact.isUnknownWhetherUnder)
    }

    /// A limit that was a lower bound before a what-if is not "pushed over" by it: it may have been over
    /// already. 5 Nov holds toast with a food object (390 kcal, fat 22.5 g) and 130 kcal without one, so fat
    /// is ≥ 22.5 g (75 % coverage); 7 more slices (fat 15 g each) make it ≥ 127.5 g, over the 78 g limit.
    @Test func aLowerBoundIsNotPushedOverALimit() throws {
        let toast = KnownFood(
            id: FoodID(224), name: "Toast", servingSize: "1 slice",
            perServing: NutrientVector([.calories: 260, .fat: 15]), origin: .foodObject)
        let entries = [
            F.entry(
                "2026-11-05", "08:00", "Toast", kcal: 390, servings: 1.5, id: 224,
                nutrients: [.calories: 390, .fat: 22.5]),
            F.entry("2026-11-05", "12:00", "Toast", kcal: 130, servings: 0.5),
        ]
        let whatIf = FoodWhatIf(
            food: toast, servings: 7, on: F.date("2026-11-05"), at: F.time("18:00"),
            entries: entries, activity: [], settings: StatsSettings())
        let before = try #require(whatIf.before.dailyValueReadings.first { $0.nutrient == .fat })
        let after = try #require(whatIf.after.dailyValueReadings.first { $0.nutrient == .fat })
        #expect(before.isLowerBound && before.amount == 22.5 && before.coverage == 0.75)
        #expect(after.isLowerBound && after.amount == 127.5 && after.flag == .overLimit)
        #expect(whatIf.limitsPushedOver == [])
    }

    /// Vectors of one food keep their unknowns when added up as parts of that food (a recipe): the engine's
    /// rule is for sums of entries only.
    @Test func vectorsOfOneFoodJoinTheirUnknowns() {
        var a = NutrientVector([.protein: 20, .sodium: 300])
        a.unknown = [.fat]
        var b = NutrientVector([.protein: 30])
        b.unknown = [.sodium]
        let sum = a + b
        #expect(sum.known(.protein) == 50 && sum.known(.sodium) == nil && sum.known(.fat) == nil)
        #expect((a * 2).unknown == [.fat])
    }

    /// A food known only from a food log without a sodium column: no sodium line on its label, no sodium
    /// in its gram breakdown.
    @Test func aFoodFromAPartialLogShowsUnknownNotZero() {
        var perServing = NutrientVector([.calories: 200, .protein: 10, .fat: 8])
        perServing.unknown = [.sodium]
        let label = NutritionLabel(servingSize: "1 serving", amounts: perServing)
        #expect(!label.nutrients.contains { $0.nutrient == .sodium })
        #expect(label.nutrients.contains { $0.nutrient == .fat })
        #expect(GramBreakdown(perServing).milligrams == nil)
    }
}
