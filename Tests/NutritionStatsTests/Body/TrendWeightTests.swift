import NutritionData
import NutritionStats
import Testing

@Suite struct TrendWeightTests {
    typealias F = Fixtures

    static func weights(_ points: [(Int, Double)]) -> DayWeights {
        DayWeights(weighIns: points.map { WeighIn(date: F.date("2026-03-01").adding(days: $0.0), kilograms: $0.1) })
    }

    @Test func gapAwareSmoothing() throws {
        // W: day 0 = 80, day 1 = 81, day 3 = 79 (a day missed).
        // T0 = 80 (first weigh-in).
        // T1 = 80 + (1 − 0.9) · (81 − 80) = 80.1.
        // T3 = 80.1 + (1 − 0.9²) · (79 − 80.1) = 80.1 + 0.19 · (−1.1) = 80.1 − 0.209 = 79.891.
        let trend = TrendWeight(Self.weights([(0, 80), (1, 81), (3, 79)]))
        let day = { F.date("2026-03-01").adding(days: $0) }
        #expect(trend.value(on: day(-1)) == nil)
        #expect(try #require(trend.value(on: day(0))) == 80)
        #expect(F.close(try #require(trend.value(on: day(1))), 80.1))
        // Day 2 has no weigh-in: T1 carried forward.
        #expect(F.close(try #require(trend.value(on: day(2))), 80.1))
        #expect(F.close(try #require(trend.value(on: day(3))), 79.891))
        #expect(F.close(try #require(trend.value(on: day(400))), 79.891))
        let line = trend.values(in: DateRange(first: day(-1), last: day(4))!)
        #expect(line.count == 6 && line[0] == nil)
        #expect(
            zip(line.dropFirst().map { $0 ?? .nan }, [80, 80.1, 80.1, 79.891, 79.891]).allSatisfy { F.close($0, $1) })
    }

    @Test func dailyWeighInsFollowWalkersRecurrence() throws {
        // With a weigh-in every day the rule is T_n = T_(n−1) + 0.1 (W_n − T_(n−1)).
        let w: [Double] = [90, 89.2, 89.6, 88.9, 88.4, 88.8, 88.1]
        let trend = TrendWeight(Self.weights(w.enumerated().map { ($0.offset, $0.element) }))
        var expected = w[0]
        for (n, value) in w.enumerated() {
            if n > 0 { expected += 0.1 * (value - expected) }
            #expect(F.close(trend.points[n].kilograms, expected))
        }
    }

    @Test func oneWeighInAndNone() {
        let one = TrendWeight(Self.weights([(5, 72.5)]))
        #expect(one.value(on: F.date("2026-03-06")) == 72.5)
        #expect(one.value(on: F.date("2026-03-05")) == nil)
        #expect(TrendWeight(DayWeights([])).value(on: F.date("2026-03-06")) == nil)
        #expect(TrendWeight(DayWeights([])).values(in: F.range("2026-03-01", "2026-03-03")) == [nil, nil, nil])
    }

    @Test func aLongGapMovesMostOfTheWay() throws {
        // 30 days apart: 1 − 0.9³⁰ = 0.957609 of the distance.
        let trend = TrendWeight(Self.weights([(0, 80), (30, 70)]))
        #expect(F.close(trend.points[1].kilograms, 80 - 10 * (1 - 0.042391158275216), tolerance: 1e-12))
    }
}
