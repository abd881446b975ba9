import NutritionData
import PropertyBased
import Testing

@testable import NutritionStats

/// The properties of ``NutrientCoveragePropertyTests`` for the nutrients beyond the 17
/// (``OtherNutrientTallies``, ``IntakeTotals/nutrientAmount(of:)``): random entries report magnesium,
/// vitamin D and a custom nutrient, or leave them out, at random.
@Suite struct OtherNutrientPropertyTests {
    typealias F = Fixtures
    static let week = NutrientCoveragePropertyTests.week
    static let oxalate = CustomNutrient(name: "Oxalate", unit: "mg")!
    static let nutrients: [NutrientIdentity] = [.known(.magnesium), .known(.vitaminD), .custom(oxalate)]

    /// An entry and what it really held of ``nutrients``, reported or not.
    struct Sample: Sendable {
        var entry: LogEntry
        var truth: [Double]
    }

    /// An entry of day `day` of the week eating `amounts` of ``nutrients`` and reporting those whose
    /// bit is set in `bits`.
    static func sample(_ day: Int, _ kcal: Double, _ bits: Int, _ amounts: [Double]) -> Sample {
        var others = OtherNutrients()
        for (index, nutrient) in nutrients.enumerated() where bits & (1 << index) != 0 {
            switch nutrient {
            case .known(let known): others.add(amounts[index], of: known)
            case .custom(let custom): others.add(amounts[index], of: custom)
            }
        }
        let entry = LogEntry(
            date: NutrientCoveragePropertyTests.start.adding(days: day), time: .midnight, foodName: "Food", servings: 1,
            kcal: kcal, nutrients: nil, match: .none, source: .foodLog, otherNutrients: others)
        return Sample(entry: entry, truth: amounts)
    }

    static let entries = zip(
        Gen.int(in: 0...6), Gen.double(in: 0...1_500), Gen.int(in: 0...7), Gen.double(in: 0...400),
        Gen.double(in: 0...40), Gen.double(in: 0...900)
    ).map { t in sample(t.0, t.1, t.2, [t.3, t.4, t.5]) }.array(of: 0...40)

    /// Each day's totals and the week's, with their entries.
    static func sets(_ samples: [Sample]) -> [(totals: IntakeTotals, samples: [Sample])] {
        let period = NutritionStatistics(entries: samples.map(\.entry)).period(week)
        return period.days.map { day in (day.intake.totals, samples.filter { $0.entry.date == day.date }) }
            + [(period.intake.totals, samples)]
    }

    @Test func sumsCoverageAndLowerBounds() async {
        await propertyCheck(input: Self.entries) { samples in
            for (totals, members) in Self.sets(samples) {
                let kcal = members.map(\.entry.kcal).reduce(0, +)
                for (index, nutrient) in Self.nutrients.enumerated() {
                    let reporting = members.filter { $0.entry.otherNutrients.amount(of: nutrient) != nil }
                    let tally = totals.tally(of: nutrient)
                    // The sum over the entries that report it, their kcal and their number.
                    #expect(tally.reportingEntries == reporting.count)
                    #expect(F.close(tally.amount, reporting.map { $0.truth[index] }.reduce(0, +)))
                    #expect(F.close(tally.reportingKcal, reporting.map(\.entry.kcal).reduce(0, +)))
                    let stated = totals.nutrientAmount(of: nutrient)
                    // Coverage between 0 and 100 %.
                    if let coverage = stated.coverage { #expect(coverage >= 0 && coverage <= 1) }
                    #expect((stated.coverage == nil) == !(kcal > 0))
                    // Exact, lower bound or unknown by the counts; never above the full sum.
                    let expected: NutrientAmount.Certainty =
                        reporting.count == members.count ? .exact : reporting.isEmpty ? .unknown : .lowerBound
                    #expect(stated.certainty == expected)
                    let full = members.map { $0.truth[index] }.reduce(0, +)
                    if let value = stated.value { #expect(value <= full + 1e-9 * max(1, full)) }
                    if expected == .exact { #expect(stated.value.map { F.close($0, full) } == true) }
                }
            }
        }
    }
}
