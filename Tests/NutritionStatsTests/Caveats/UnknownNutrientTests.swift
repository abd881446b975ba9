import NutritionData
@testable import NutritionStats
import Testing

/// Per-nutrient unknowns (``NutrientVector/unknown``): a nutrient is known for a day or period only when
/// every entry with nutrients knows it. Expectations computed by hand.
@Suite struct UnknownNutrientTests {
    typealias F = Fixtures

    static let week = DateRange(first: F.date("2026-11-16"), last: F.date("2026-11-22"))!

    /// A food-log entry with `known` amounts; every other nutrient but energy is unknown (no column), and
    /// so are those in `empty` (empty cells).
    static func entry(_ day: String, kcal: Double, known: [Nutrient: Double], empty: [Nutrient] = []) -> LogEntry {
        var entry = F.entry(day, "00:00", "Day total", kcal: kcal, nutrients: known, source: .foodLog)
        entry.match = .embedded
        entry.nutrients?.unknown = NutrientSet(Nutrient.allCases.filter { $0 != .calories && known[$0] == nil })
        return entry
    }

    @Test func sumsAreUnknownWhereATermIsUnknown() {
        var a = NutrientVector([.protein: 20, .sodium: 300])
        a.unknown = [.fat]
        var b = NutrientVector([.protein: 30])
        b.unknown = [.sodium]
        let sum = a + b
        #expect(sum.known(.protein) == 50)
        #expect(sum.known(.sodium) == nil)
        #expect(sum.known(.fat) == nil)
        #expect(sum.known(.carbs) == 0)
        #expect(sum.unknown == [.fat, .sodium])
        // Scaling keeps what is unknown; a vector differing only in its unknowns is another vector.
        #expect((a * 2).unknown == [.fat])
        #expect(a != NutrientVector([.protein: 20, .sodium: 300]))
    }

    /// A Cronometer daily summary with Energy, Protein and Sodium columns only: 16 Nov 400 kcal, 20 g
    /// protein, 300 mg sodium; 17 Nov 600 kcal, 30 g protein and an empty sodium cell.
    /// Per day: protein 20 / 30, sodium 300 / unknown, fat unknown on both (no column).
    /// Average over the 2 logged days: 500 kcal, protein (20 + 30) / 2 = 25 g → 50 %DV of 50 g;
    /// sodium unknown (17 Nov does not know it), not (300 + 0) / 2 = 150 mg.
    @Test func aDayAndAPeriodKnowOnlyWhatEveryEntryKnows() throws {
        let entries = [
            Self.entry("2026-11-16", kcal: 400, known: [.protein: 20, .sodium: 300]),
            Self.entry("2026-11-17", kcal: 600, known: [.protein: 30]),
        ]
        let period = NutritionStatistics(entries: entries, settings: StatsSettings()).period(Self.week)
        let day16 = try #require(period.days[0].nutrients)
        let day17 = try #require(period.days[1].nutrients)
        #expect(day16.known(.protein) == 20 && day16.known(.sodium) == 300 && day16.known(.fat) == nil)
        #expect(day17.known(.protein) == 30 && day17.known(.sodium) == nil)
        // No split without carbs and fat; the day's sodium reading has no amount.
        #expect(period.days[0].macroSplit == nil)
        #expect(period.days[1].dailyValueReadings.first { $0.nutrient == .sodium }?.amount == nil)
        #expect(period.days[0].dailyValueReadings.first { $0.nutrient == .sodium }?.amount == 300)

        #expect(period.intake.totals.knownAmount(of: .protein) == 50)
        #expect(period.intake.totals.knownAmount(of: .sodium) == nil)
        #expect(period.intake.totals.knownAmount(of: .calories) == 1_000)
        let average = try #require(period.intake.average)
        #expect(average.kcal == 500)
        #expect(average.knownAmount(of: .protein) == 25)
        #expect(average.knownAmount(of: .sodium) == nil)
        #expect(average.knownAmount(of: .trans) == nil)
        #expect(average.minimum.known(.protein) == 20 && average.maximum.known(.protein) == 30)
        #expect(average.minimum.known(.sodium) == nil)
        let protein = try #require(period.dailyValueReadings.first { $0.nutrient == .protein })
        #expect(protein.amount == 25 && protein.percent == 50)
        #expect(period.dailyValueReadings.first { $0.nutrient == .sodium }?.amount == nil)
        #expect(period.macroSplit == nil)

        let unknown = Nutrient.allCases.filter { $0 != .calories && $0 != .protein }
        #expect(period.caveats.contains(.nutrientsUnknown(nutrients: unknown, days: [F.date("2026-11-16"), F.date("2026-11-17")])))
        #expect(!period.caveats.contains { if case .partialNutrientCoverage = $0 { true } else { false } })
    }

    /// Days flagged follow the period's amount: protein (known, 40 % and 60 % of its 50 g target) is
    /// under target on both days → 2; sodium is known on the 16th only (300 mg, 13 % of its limit, not
    /// flagged) and so unknown for the period → nil, not "0 of 2"; fat is unknown on both days → nil;
    /// sugars have no Daily Value → nil; energy (a reference, never flagged, always known) → 0.
    @Test func daysFlaggedAreUnknownWhereTheAmountIs() {
        let entries = [
            Self.entry("2026-11-16", kcal: 400, known: [.protein: 20, .sodium: 300]),
            Self.entry("2026-11-17", kcal: 600, known: [.protein: 30]),
        ]
        let period = NutritionStatistics(entries: entries, settings: StatsSettings()).period(Self.week)
        #expect(period.flaggedDays(.protein) == 2)
        #expect(period.flaggedDays(.sodium) == nil)
        #expect(period.flaggedDays(.fat) == nil)
        #expect(period.flaggedDays(.sugar) == nil)
        #expect(period.flaggedDays(.calories) == 0)
        // Coverage is 100 % (every entry has nutrients) while all but protein are unknown.
        #expect(period.intake.totals.coverage == 1)
        #expect(period.intake.totals.unknownNutrients == NutrientSet(Nutrient.allCases.filter { $0 != .calories && $0 != .protein }))
    }

    /// The shortcut's entries know every nutrient: no unknowns, no caveat, the same figures as before.
    @Test func completeFoodObjectsLeaveNothingUnknown() throws {
        let entries = [F.entry("2026-11-16", "08:00", "Oats", kcal: 150, id: 1, nutrients: [.protein: 5, .carbs: 27, .fat: 3])]
        let period = NutritionStatistics(entries: entries, settings: StatsSettings()).period(Self.week)
        #expect(period.intake.totals.nutrients.isComplete)
        #expect(period.intake.average?.knownAmount(of: .trans) == 0)
        #expect(period.macroSplit != nil)
        #expect(!period.caveats.contains { if case .nutrientsUnknown = $0 { true } else { false } })
    }

    /// A food known only from a food log without a sodium column: no sodium line on its label, sodium
    /// unknown in its facts (so no %DV), protein as logged.
    @Test func aFoodFromAPartialLogShowsUnknownNotZero() throws {
        var perServing = NutrientVector([.calories: 200, .protein: 10, .fat: 8])
        perServing.unknown = [.sodium]
        let label = NutritionLabel(servingSize: "1 serving", amounts: perServing)
        #expect(!label.nutrients.contains { $0.nutrient == .sodium })
        #expect(label.nutrients.contains { $0.nutrient == .fat })
        let gram = GramBreakdown(perServing)
        #expect(gram.milligrams == nil)
        #expect(gram.grams?.map(\.nutrient).contains(.protein) == true)
    }
}
