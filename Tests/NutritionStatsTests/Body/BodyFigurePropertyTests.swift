import NutritionData
import PropertyBased
import Testing

@testable import NutritionStats

/// Properties of the body figures on random weigh-ins and intakes.
@Suite struct BodyFigurePropertyTests {
    typealias F = Fixtures
    static let start = Fixtures.date("2026-01-01")

    /// Random weigh-ins over 120 days (40–150 kg), at most one a day.
    static let weighIns = zip(Gen.int(in: 0...119), Gen.double(in: 40...150))
        .array(of: 1...60)
        .map { points in DayWeights(weighIns: points.map { WeighIn(date: start.adding(days: $0.0), kilograms: $0.1) }) }

    /// Random readings of weight and body fat over 10 days, from three files, with and without a time.
    static let readings = zip(
        Gen.int(in: 0...9), Gen.int(in: -1...23), Gen.int(in: 0...2), Gen.double(in: 50...100), Gen.bool
    )
    .array(of: 0...40)
    .map { rows in
        rows.enumerated().map { line, row in
            BodyReading(
                date: start.adding(days: row.0), time: row.1 < 0 ? nil : LocalTime(hour: row.1, minute: 0),
                metric: row.4 ? .weight : .bodyFat, value: row.3, fileIndex: row.2, line: line + 1
            )
        }
    }

    @Test func dayWeightsDoNotDependOnTheOrderOfTheReadings() async {
        await propertyCheck(input: Self.readings) { readings in
            let weights = DayWeights(readings)
            #expect(weights == DayWeights(readings.reversed()))
            // The chosen reading precedes every other reading of its day and metric.
            for day in weights.days {
                let ofDay = readings.filter { $0.date == day.date && $0.metric == .weight }
                #expect(ofDay.count == day.weightReadings)
                if let chosen = ofDay.first(where: { candidate in
                    ofDay.allSatisfy { $0 == candidate || candidate.precedes($0) }
                }) {
                    #expect(day.weight == chosen.value)
                } else {
                    #expect(day.weight == nil)
                }
            }
        }
    }

    @Test func trendStaysBetweenTheLowestAndHighestWeight() async {
        await propertyCheck(input: Self.weighIns) { weights in
            let trend = TrendWeight(weights)
            var low = Double.infinity
            var high = -Double.infinity
            for (weighIn, point) in zip(weights.weighIns, trend.points) {
                low = min(low, weighIn.kilograms)
                high = max(high, weighIn.kilograms)
                #expect(point.kilograms >= low - 1e-9 && point.kilograms <= high + 1e-9)
            }
            #expect(trend.points.count == weights.weighIns.count)
        }
    }

    @Test func theRateOfALinearSeriesIsItsSlope() async {
        await propertyCheck(
            input: Gen.int(in: 0...60).array(of: 4...30), Gen.double(in: -0.3...0.3), Gen.double(in: 50...120)
        ) { offsets, slope, intercept in
            let days = Set(offsets)
            let weights = DayWeights(
                weighIns: days.map {
                    WeighIn(date: Self.start.adding(days: $0), kilograms: intercept + slope * Double($0))
                })
            let range = DateRange(first: Self.start, last: Self.start.adding(days: 60))!
            let span = (days.max() ?? 0) - (days.min() ?? 0) + 1
            switch WeightRate.over(range, weights: weights) {
            case .success(let rate):
                #expect(abs(rate.kilogramsPerWeek - 7 * slope) < 1e-9)
                #expect(rate.interval80.upperBound - rate.interval80.lowerBound < 1e-6)
            case .failure(let reason):
                #expect(days.count < 4 || span < 7)
                #expect(!reason.shortfalls.isEmpty)
            }
        }
    }

    /// A 28-day window: per day, whether it is weighed and the day's counted intake if any.
    static let weighedDays = Gen.bool.array(of: 28)
    static let windowIntakes = Gen.double(in: 800...4_500).optional.array(of: 28)

    @Test func aConstantWeightMeansExpenditureEqualsMeanIntake() async {
        await propertyCheck(input: Self.weighedDays, Self.windowIntakes, Gen.double(in: 40...150)) {
            weighed, intakes, kilograms in
            var weighIns = weighed.enumerated().filter(\.element).map {
                WeighIn(date: Self.start.adding(days: $0.offset), kilograms: kilograms)
            }
            weighIns.append(WeighIn(date: Self.start, kilograms: kilograms))
            weighIns.append(WeighIn(date: Self.start.adding(days: 27), kilograms: kilograms))
            var counted: [LocalDate: Double] = [:]
            for (offset, kcal) in intakes.enumerated() { counted[Self.start.adding(days: offset)] = kcal }
            let result = ScaleExpenditure.estimate(
                endingOn: Self.start.adding(days: 27), weights: DayWeights(weighIns: weighIns), countedIntake: counted
            )
            let kcal = intakes.compactMap { $0 }
            let weighInDays = DayWeights(weighIns: weighIns).weighIns.count
            switch result {
            case .success(let e):
                let mean = kcal.compensatedSum / Double(kcal.count)
                #expect(F.close(e.kilocaloriesPerDay, mean))
                #expect(F.close(e.meanIntake, mean))
                // No weight term: the half-width is 1.2816 · s / √n.
                let variance = kcal.map { ($0 - mean) * ($0 - mean) }.compensatedSum / Double(kcal.count - 1)
                let half = StudentT.normalQuantile90 * (variance / Double(kcal.count)).squareRoot()
                #expect(abs(e.interval80.upperBound - e.kilocaloriesPerDay - half) < 1e-6)
            case .failure(let reason):
                var expected: [BodyFigureUnavailable.Shortfall] = []
                if kcal.count < 14 { expected.append(.tooFewIntakeDays(have: kcal.count, need: 14)) }
                if weighInDays < 8 { expected.append(.tooFewWeighIns(have: weighInDays, need: 8)) }
                #expect(reason.shortfalls == expected)
            }
        }
    }

    /// Random weigh-ins and counted intakes over 150 days and a window length.
    static let scaleDays = zip(Gen.double(in: -0.6...0.6), Gen.bool).array(of: 150)
    static let historyIntakes = Gen.double(in: 1_200...3_500).optional.array(of: 150)

    @Test func theSeriesIsTheWindowByWindowFit() async {
        await propertyCheck(
            input: Self.scaleDays, Self.historyIntakes, Gen.int(in: 14...60), Gen.double(in: -0.2...0.2)
        ) { scale, intakes, length, drift in
            let window = try ExpenditureWindow(days: length)
            let weighIns = scale.enumerated().filter(\.element.1).map { offset, point in
                WeighIn(date: Self.start.adding(days: offset), kilograms: 80 + drift * Double(offset) + point.0)
            }
            let weights = DayWeights(weighIns: weighIns)
            var counted: [LocalDate: Double] = [:]
            for (offset, kcal) in intakes.enumerated() { counted[Self.start.adding(days: offset)] = kcal }
            let days = DateRange(first: Self.start.adding(days: 10), last: Self.start.adding(days: 160))!
            let series = ScaleExpenditure.series(over: days, window: window, weights: weights, countedIntake: counted)
            for (offset, date) in days.enumerated() {
                // The figure worked out afresh for the window, two-pass.
                let range = window.range(endingOn: date)
                let points = weights.weighIns(in: range).map { ($0.date, $0.kilograms) }
                let kcal = range.compactMap { counted[$0] }
                let span = points.isEmpty ? 0 : points[0].0.distance(to: points[points.count - 1].0) + 1
                let enough =
                    kcal.count >= window.minimumIntakeDays && points.count >= 8 && span >= window.minimumSpanDays
                switch series[offset] {
                case .success(let e):
                    #expect(enough)
                    guard let fit = LinearTrend(points: points), let se = fit.slopeStandardError else {
                        Issue.record("no fit on \(date.iso)")
                        continue
                    }
                    let mean = kcal.compensatedSum / Double(kcal.count)
                    let variance = kcal.map { ($0 - mean) * ($0 - mean) }.compensatedSum / Double(kcal.count - 1)
                    let expected = mean - 7_700 * fit.slopePerDay
                    let error = (variance / Double(kcal.count) + 7_700 * 7_700 * se * se).squareRoot()
                    #expect(abs(e.kilocaloriesPerDay - expected) < 1e-6, "\(date.iso)")
                    #expect(abs(e.standardError - error) < 1e-6, "\(date.iso)")
                    #expect(e.intakeDays == kcal.count && e.weighIns == points.count)
                case .failure(let reason):
                    #expect(!enough)
                    #expect(!reason.shortfalls.isEmpty && reason.range == range)
                }
            }
        }
    }
}
