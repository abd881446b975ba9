import NutritionData
import Testing

@testable import NutritionStats

@Suite struct WeightRateTests {
    typealias F = Fixtures
    static let start = F.date("2026-03-01")

    static func weights(_ points: [(Int, Double)]) -> DayWeights {
        DayWeights(weighIns: points.map { WeighIn(date: start.adding(days: $0.0), kilograms: $0.1) })
    }

    static func range(_ first: Int, _ last: Int) -> DateRange {
        DateRange(first: start.adding(days: first), last: start.adding(days: last))!
    }

    @Test func rateAndItsInterval() throws {
        // Weigh-ins on days 0, 2, 4, 6: 80.0, 79.9, 79.5, 79.4 (4 weigh-ins spanning 7 days).
        // x̄ = 3, ȳ = 318.8 / 4 = 79.7; x − x̄ = −3, −1, 1, 3; y − ȳ = 0.3, 0.2, −0.2, −0.3.
        // Sxy = −0.9 − 0.2 − 0.2 − 0.9 = −2.2; Sxx = 9 + 1 + 1 + 9 = 20 → b = −0.11 kg/day → −0.77 kg/week.
        // Syy = 0.09 + 0.04 + 0.04 + 0.09 = 0.26; RSS = 0.26 − (−0.11)(−2.2) = 0.018; s² = 0.018 / 2 = 0.009.
        // se_b = √(0.009 / 20) = √0.00045; t₀.₉₀(2) = 0.8 / √0.18.
        // Half-width = 7 · 0.8 · √(0.00045 / 0.18) = 7 · 0.8 · 0.05 = 0.28 → −1.05 … −0.49 kg/week.
        let weights = Self.weights([(0, 80.0), (2, 79.9), (4, 79.5), (6, 79.4)])
        let rate = try WeightRate.over(Self.range(0, 6), weights: weights).get()
        #expect(F.close(rate.kilogramsPerWeek, -0.77))
        #expect(F.close(rate.interval80.lowerBound, -1.05))
        #expect(F.close(rate.interval80.upperBound, -0.49))
        #expect(rate.weighIns == 4)
        #expect(F.close(rate.fit.residualSumOfSquares, 0.018))
        #expect(F.close(try #require(rate.fit.slopeStandardError), 0.00045.squareRoot()))
        // A longer period with no more weigh-ins gives the same rate.
        #expect(F.close(try WeightRate.over(Self.range(-10, 20), weights: weights).get().kilogramsPerWeek, -0.77))
    }

    @Test func notEnoughWeighIns() {
        let weights = Self.weights([(0, 80.0), (2, 79.9), (5, 79.5)])
        // Three weigh-ins over 6 days: both conditions fail.
        #expect(
            WeightRate.over(Self.range(0, 10), weights: weights)
                == .failure(
                    BodyFigureUnavailable(
                        range: Self.range(0, 10),
                        shortfalls: [.tooFewWeighIns(have: 3, need: 4), .weighInSpanTooShort(days: 6, need: 7)]
                    )))
        // Four weigh-ins, days 0–5 (6 days): the span alone.
        let four = Self.weights([(0, 80.0), (1, 79.9), (2, 79.7), (5, 79.5)])
        #expect(
            WeightRate.over(Self.range(0, 10), weights: four)
                == .failure(
                    BodyFigureUnavailable(
                        range: Self.range(0, 10), shortfalls: [.weighInSpanTooShort(days: 6, need: 7)]
                    )))
        // Days 0–6 span 7 days: enough.
        let seven = Self.weights([(0, 80.0), (1, 79.9), (2, 79.7), (6, 79.5)])
        #expect((try? WeightRate.over(Self.range(0, 10), weights: seven).get()) != nil)
        // None at all.
        #expect(
            WeightRate.over(Self.range(0, 10), weights: DayWeights([]))
                == .failure(
                    BodyFigureUnavailable(
                        range: Self.range(0, 10),
                        shortfalls: [.tooFewWeighIns(have: 0, need: 4), .weighInSpanTooShort(days: 0, need: 7)]
                    )))
    }

    @Test func studentTQuantiles() {
        // t₀.₉₀(ν) from the tables (4 decimals) and the normal limit.
        let table: [(Int, Double)] = [
            (1, 3.0777), (2, 1.8856), (3, 1.6377), (4, 1.5332), (5, 1.4759), (6, 1.4398), (8, 1.3968),
            (10, 1.3722), (20, 1.3253), (30, 1.3104), (120, 1.2886),
        ]
        for (v, t) in table {
            #expect(abs(StudentT.quantile90(degreesOfFreedom: v) - t) < 4e-4, "ν = \(v)")
        }
        #expect(abs(StudentT.quantile90(degreesOfFreedom: 1_000_000) - StudentT.normalQuantile90) < 1e-6)
    }
}
