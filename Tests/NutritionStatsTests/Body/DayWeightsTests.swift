import NutritionData
import NutritionStats
import Testing

@Suite struct DayWeightsTests {
    typealias F = Fixtures

    static func reading(
        _ day: String, _ time: String?, _ value: Double, _ metric: BodyMetric = .weight, file: Int = 0, line: Int? = nil
    ) -> BodyReading {
        BodyReading(
            date: F.date(day), time: time.map(F.time), metric: metric, value: value, fileIndex: file, line: line)
    }

    @Test func earliestReadingOfTheDayOverAllFiles() throws {
        func r(
            _ day: String, _ time: String?, _ value: Double, _ metric: BodyMetric = .weight, _ file: Int = 0,
            _ line: Int? = nil
        ) -> BodyReading {
            Self.reading(day, time, value, metric, file: file, line: line)
        }
        let weights = DayWeights([
            // 03-02: 07:30 in the first file, 06:45 in the second → the earlier time wins: 80.4.
            r("2026-03-02", "07:30", 80.0, .weight, 0, 5), r("2026-03-02", "06:45", 80.4, .weight, 1, 2),
            // 03-03: the same time in both files → the file given first wins: 79.9.
            r("2026-03-03", "07:30", 79.6, .weight, 1, 2), r("2026-03-03", "07:30", 79.9, .weight, 0, 9),
            // 03-04: a reading without a time comes before any with one: 79.0.
            r("2026-03-04", "05:00", 79.5, .weight, 0, 3), r("2026-03-04", nil, 79.0, .weight, 1, 7),
            // 03-05: same time, same file → the earlier line: 78.8.
            r("2026-03-05", "08:00", 78.6, .weight, 0, 8), r("2026-03-05", "08:00", 78.8, .weight, 0, 3),
            r("2026-03-05", "07:00", 21.5, .bodyFat), r("2026-03-05", "08:00", 22.0, .bodyFat),
            // 03-06: body fat and lean mass only → a day, but no weigh-in.
            r("2026-03-06", "07:00", 23.0, .bodyFat), r("2026-03-06", "07:00", 60.0, .leanMass),
        ])
        #expect(
            weights.days.map(\.date)
                == ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"].map(F.date))
        #expect(weights.weighIns.map(\.kilograms) == [80.4, 79.9, 79.0, 78.8])
        #expect(weights.weight(on: F.date("2026-03-06")) == nil)
        #expect(weights.weight(on: F.date("2026-03-07")) == nil)
        let fifth = try #require(weights.day(F.date("2026-03-05")))
        #expect(fifth.weight == 78.8 && fifth.bodyFat == 21.5)
        #expect(fifth.weightReadings == 2 && fifth.bodyFatReadings == 2)
        let sixth = try #require(weights.day(F.date("2026-03-06")))
        #expect(sixth.weight == nil && sixth.bodyFat == 23.0 && !sixth.isWeighIn && sixth.weightReadings == 0)
    }

    @Test func readingsWithoutANumberArePassedOver() {
        let weights = DayWeights([
            Self.reading("2026-03-02", "06:00", .nan), Self.reading("2026-03-02", "07:00", 80),
            Self.reading("2026-03-03", nil, .infinity),
        ])
        #expect(weights.weighIns == [WeighIn(date: F.date("2026-03-02"), kilograms: 80)])
        #expect(weights.day(F.date("2026-03-02"))?.weightReadings == 1)
    }

    @Test func weighInsOfARange() {
        let weights = DayWeights(
            weighIns: [1, 3, 4, 9].map { WeighIn(date: F.date("2026-03-01").adding(days: $0), kilograms: 80) })
        #expect(
            weights.weighIns(in: F.range("2026-03-03", "2026-03-05")).map(\.date) == [
                F.date("2026-03-04"), F.date("2026-03-05"),
            ])
        #expect(weights.weighIns(in: F.range("2026-03-06", "2026-03-09")).isEmpty)
        #expect(weights.weighIns(in: F.range("2026-01-01", "2026-12-31")).count == 4)
        #expect(DayWeights([]).weighIns(in: F.range("2026-01-01", "2026-12-31")).isEmpty)
    }
}
