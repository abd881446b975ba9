import NutritionData
import PropertyBased
import Testing

@testable import NutritionStats

/// Properties of coverage per nutrient (``NutrientTally/stated(entryCount:kcal:)``), checked on random
/// logs whose entries leave random nutrients unreported, lack a food object or lack kcal.
@Suite struct NutrientCoveragePropertyTests {
    typealias F = Fixtures
    static let start = Fixtures.date("2026-01-01")
    static let week = DateRange(first: start, last: start.adding(days: 6)) ?? DateRange(day: start)
    /// The nutrients the generated entries eat; the others are reported as 0 or not at all.
    static let eaten: [Nutrient] = [.carbs, .protein, .fat, .sodium]

    /// An entry and what it really held: `truth` has every eaten nutrient's amount, reported or not.
    struct Sample: Sendable {
        var entry: LogEntry
        var truth: NutrientVector
    }

    /// An entry of day `day` (0…6) of the week: without a food object (`kind` 0), logged without kcal
    /// (`kind` 1) or plain (`kind` 2, 3), eating these amounts and leaving unreported the eaten nutrients
    /// whose bit is set in `bits`.
    static func sample(_ day: Int, _ kcal: Double, _ kind: Int, _ bits: Int, _ amounts: [Double]) -> Sample {
        let truth = NutrientVector(Dictionary(uniqueKeysWithValues: zip(eaten, amounts)))
        let unreported = NutrientSet(eaten.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
        var reported = truth
        for nutrient in unreported { reported[nutrient] = 0 }
        reported.unknown = unreported
        let kcalKnown = kind != 1
        let entry = LogEntry(
            date: start.adding(days: day), time: .midnight, foodName: "Food", servings: 1, kcal: kcalKnown ? kcal : 0,
            nutrients: kind == 0 ? nil : reported, match: kind == 0 ? .none : .embedded, source: .foodLog,
            kcalKnown: kcalKnown)
        return Sample(entry: entry, truth: truth)
    }

    /// Random entries over a week: a quarter without a food object, a quarter logged without kcal, the
    /// others leaving a random subset of carbs, protein, fat and sodium unreported.
    static let partial = zip(
        Gen.int(in: 0...6), Gen.double(in: 0...1_500), Gen.int(in: 0...3), Gen.int(in: 0...15),
        Gen.double(in: 0...200), Gen.double(in: 0...100), Gen.double(in: 0...80), Gen.double(in: 0...3_000)
    ).map { t in sample(t.0, t.1, t.2, t.3, [t.4, t.5, t.6, t.7]) }.array(of: 0...40)

    /// Entries with kcal and nutrients that report every nutrient.
    static let fullyKnown = zip(
        Gen.int(in: 0...6), Gen.double(in: 0...1_500), Gen.double(in: 0...200), Gen.double(in: 0...100),
        Gen.double(in: 0...80), Gen.double(in: 0...3_000)
    ).map { t in sample(t.0, t.1, 2, 0, [t.2, t.3, t.4, t.5]) }.array(of: 0...40)

    /// The sets of entries the engine states amounts of: each day, and the week.
    static func sets(_ samples: [Sample]) -> [(totals: IntakeTotals, samples: [Sample])] {
        let period = NutritionStatistics(entries: samples.map(\.entry)).period(week)
        return period.days.map { day in (day.intake.totals, samples.filter { $0.entry.date == day.date }) }
            + [(period.intake.totals, samples)]
    }

    @Test func coverageLiesBetweenZeroAndOneHundredPercent() async {
        await propertyCheck(input: Self.partial) { samples in
            for (totals, _) in Self.sets(samples) {
                for nutrient in Nutrient.allCases {
                    if let coverage = totals.nutrientAmount(nutrient).coverage {
                        #expect(coverage >= 0 && coverage <= 1)
                    }
                }
                if let coverage = totals.coverage { #expect(coverage >= 0 && coverage <= 1) }
            }
            let period = NutritionStatistics(entries: samples.map(\.entry)).period(Self.week)
            for nutrient in Nutrient.allCases {
                if let coverage = period.intake.average?.nutrientAmount(nutrient).coverage {
                    #expect(coverage >= 0 && coverage <= 1)
                }
            }
        }
    }

    @Test func sumsAreTheSumsOfTheReportingEntries() async {
        await propertyCheck(input: Self.partial) { samples in
            for (totals, members) in Self.sets(samples) {
                for nutrient in Self.eaten {
                    let reporting = members.filter {
                        $0.entry.nutrients.map { !$0.unknown.contains(nutrient) } ?? false
                    }
                    let tally = totals.tally(of: nutrient)
                    #expect(tally.reportingEntries == reporting.count)
                    #expect(F.close(tally.amount, reporting.map { $0.truth[nutrient] }.reduce(0, +)))
                    #expect(F.close(tally.reportingKcal, reporting.map(\.entry.kcal).reduce(0, +)))
                    // The statement follows from the counts: exact when every entry reports the nutrient,
                    // else a lower bound when some entry reports it, else unknown.
                    let stated = totals.nutrientAmount(nutrient)
                    let expected: NutrientAmount.Certainty =
                        reporting.count == members.count
                        ? .exact
                        : reporting.isEmpty ? .unknown : .lowerBound
                    #expect(stated.certainty == expected)
                    #expect((stated.value == nil) == (expected == .unknown))
                }
            }
        }
    }

    @Test func aLowerBoundIsNeverAboveTheSumWithTheMissingAmountsFilledIn() async {
        await propertyCheck(input: Self.partial) { samples in
            for (totals, members) in Self.sets(samples) {
                for nutrient in Self.eaten {
                    let full = members.map { $0.truth[nutrient] }.reduce(0, +)
                    let stated = totals.nutrientAmount(nutrient)
                    guard let value = stated.value else { continue }
                    #expect(value <= full + 1e-9 * max(1, full))
                    if stated.certainty == .exact { #expect(F.close(value, full)) }
                }
            }
        }
    }

    @Test func fullyKnownEntriesGiveFullCoverageAndTheSumOfTheirVectors() async {
        await propertyCheck(input: Self.fullyKnown) { samples in
            for (totals, members) in Self.sets(samples) {
                let kcal = members.map(\.entry.kcal).reduce(0, +)
                for nutrient in Nutrient.allCases where nutrient != .calories {
                    let stated = totals.nutrientAmount(nutrient)
                    #expect(stated.certainty == .exact)
                    #expect(stated.coverage == (kcal > 0 ? 1 : nil))
                    // The amount every version of the engine gave: the plain sum of the entries' vectors.
                    let sum = members.compactMap { $0.entry.nutrients?[nutrient] }.reduce(0, +)
                    #expect(stated.value.map { F.close($0, sum) } == true)
                }
                #expect(totals.coverage == (kcal > 0 ? 1 : nil))
                #expect(totals.unreportedNutrients.isEmpty)
            }
        }
    }
}
