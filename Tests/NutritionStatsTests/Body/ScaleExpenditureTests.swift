import NutritionData
import NutritionStats
import Testing

@Suite struct ScaleExpenditureTests {
    typealias F = Fixtures
    static let start = F.date("2026-03-01")
    static func day(_ n: Int) -> LocalDate { start.adding(days: n) }

    /// 8 weigh-ins on days 0, 2, 4, 6, 7, 9, 11, 13 on the line 80 − 0.05 (x − 6.5) plus residuals
    /// +0.1, −0.1, 0, 0, 0, 0, −0.1, +0.1 (which sum to 0 and are orthogonal to x − x̄, so b stays −0.05).
    static let weighInDays = [0, 2, 4, 6, 7, 9, 11, 13]
    static let weightValues = [80.425, 80.125, 80.125, 80.025, 79.975, 79.875, 79.675, 79.775]
    static let weights = DayWeights(
        weighIns: zip(weighInDays, weightValues).map { WeighIn(date: day($0), kilograms: $1) })
    /// 7 counted days: 2,000, 2,200, 1,800, 2,100, 1,900, 2,000, 2,000 kcal (mean 2,000).
    static let intake: [LocalDate: Double] = Dictionary(
        uniqueKeysWithValues: zip(
            [0, 1, 3, 5, 8, 10, 12].map(day), [2_000, 2_200, 1_800, 2_100, 1_900, 2_000, 2_000]
        ))
    static let fortnight = try! ExpenditureWindow(days: 14)

    @Test func handComputedEstimate() throws {
        // Window: days 0–13 (N = 14): needs ⌈14/2⌉ = 7 intake days, 8 weigh-ins spanning ⌈42/4⌉ = 11 days.
        // Weigh-ins: x − x̄ = ±6.5, ±4.5, ±2.5, ±0.5 → Sxx = 2 (42.25 + 20.25 + 6.25 + 0.25) = 138.
        // b = −0.05 kg/day; RSS = 4 × 0.1² = 0.04; se_b² = 0.04 / 6 / 138 = 0.04 / 828.
        // Intake: k̄ = 14,000 / 7 = 2,000; s² = (0 + 200² + 200² + 100² + 100² + 0 + 0) / 6 = 100,000 / 6.
        // E = 2,000 − 7,700 × (−0.05) = 2,000 + 385 = 2,385 kcal a day.
        // SE² = s²/n + 7,700² se_b² = 100,000 / 42 + 59,290,000 × 0.04 / 828 = 2,380.95 + 2,864.25 = 5,245.20
        // SE = 72.424; half-width = 1.2816 × 72.424 = 92.81 → 2,292.2 … 2,477.8.
        let e = try ScaleExpenditure.estimate(
            endingOn: Self.day(13), window: Self.fortnight, weights: Self.weights, countedIntake: Self.intake
        ).get()
        let se = (100_000.0 / 42 + 59_290_000 * 0.04 / 828).squareRoot()
        #expect(F.close(e.kilocaloriesPerDay, 2_385))
        #expect(F.close(e.meanIntake, 2_000))
        #expect(F.close(e.intakeStandardDeviation, (100_000.0 / 6).squareRoot()))
        #expect(F.close(e.weightFit.slopePerDay, -0.05))
        #expect(F.close(e.standardError, se))
        #expect(abs(se - 72.424) < 1e-3)
        #expect(F.close(e.interval80.lowerBound, 2_385 - 1.2815515655446004 * se))
        #expect(F.close(e.interval80.upperBound, 2_385 + 1.2815515655446004 * se))
        #expect(abs(e.interval80.lowerBound - 2_292.2) < 0.05)
        #expect(e.intakeDays == 7 && e.weighIns == 8)
        #expect(e.window == DateRange(first: Self.day(0), last: Self.day(13)))
        // Intake outside the window is not read.
        var more = Self.intake
        more[Self.day(-1)] = 9_999
        more[Self.day(14)] = 9_999
        #expect(
            try ScaleExpenditure.estimate(
                endingOn: Self.day(13), window: Self.fortnight, weights: Self.weights, countedIntake: more
            ).get() == e)
    }

    @Test func whichConditionFailed() {
        var six = Self.intake
        six[Self.day(12)] = nil
        let window = DateRange(first: Self.day(0), last: Self.day(13))!
        #expect(
            ScaleExpenditure.estimate(
                endingOn: Self.day(13), window: Self.fortnight, weights: Self.weights, countedIntake: six
            ) == .failure(BodyFigureUnavailable(range: window, shortfalls: [.tooFewIntakeDays(have: 6, need: 7)])))
        // Ending on day 14: the window is days 1–14, the weigh-ins days 2–13 (7 of them, 12 days).
        #expect(
            ScaleExpenditure.estimate(
                endingOn: Self.day(14), window: Self.fortnight, weights: Self.weights, countedIntake: Self.intake
            )
                == .failure(
                    BodyFigureUnavailable(
                        range: DateRange(first: Self.day(1), last: Self.day(14))!,
                        shortfalls: [.tooFewIntakeDays(have: 6, need: 7), .tooFewWeighIns(have: 7, need: 8)]
                    )))
        // Eight weigh-ins on days 4–13 span 10 days, one short of 11.
        let late = DayWeights(weighIns: [4, 5, 6, 7, 9, 11, 12, 13].map { WeighIn(date: Self.day($0), kilograms: 80) })
        #expect(
            ScaleExpenditure.estimate(
                endingOn: Self.day(13), window: Self.fortnight, weights: late, countedIntake: Self.intake
            ) == .failure(BodyFigureUnavailable(range: window, shortfalls: [.weighInSpanTooShort(days: 10, need: 11)])))
    }

    @Test func windowLengths() throws {
        #expect(ExpenditureWindow.standard.days == 28)
        #expect(ExpenditureWindow.standard.minimumIntakeDays == 14)
        #expect(ExpenditureWindow.standard.minimumSpanDays == 21)
        // N = 30: ⌈15⌉ = 15 days of intake, ⌈22.5⌉ = 23 days of span; N = 15: 8 and ⌈11.25⌉ = 12.
        #expect(try ExpenditureWindow(days: 30).minimumIntakeDays == 15)
        #expect(try ExpenditureWindow(days: 30).minimumSpanDays == 23)
        #expect(try ExpenditureWindow(days: 15).minimumIntakeDays == 8)
        #expect(try ExpenditureWindow(days: 15).minimumSpanDays == 12)
        #expect(throws: ExpenditureWindow.OutOfRange(days: 13)) { try ExpenditureWindow(days: 13) }
        #expect(throws: ExpenditureWindow.OutOfRange(days: 91)) { try ExpenditureWindow(days: 91) }
        #expect(
            try ExpenditureWindow(days: 90).range(endingOn: Self.day(89))
                == DateRange(first: Self.day(0), last: Self.day(89)))
    }

    @Test func seriesAgreesWithSingleEstimates() throws {
        let days = DateRange(first: Self.day(10), last: Self.day(20))!
        let series = ScaleExpenditure.series(
            over: days, window: Self.fortnight, weights: Self.weights, countedIntake: Self.intake)
        #expect(series.count == 11)
        for (offset, date) in days.enumerated() {
            let single = ScaleExpenditure.estimate(
                endingOn: date, window: Self.fortnight, weights: Self.weights, countedIntake: Self.intake)
            switch (series[offset], single) {
            case (.success(let a), .success(let b)):
                #expect(
                    F.close(a.kilocaloriesPerDay, b.kilocaloriesPerDay) && F.close(a.standardError, b.standardError))
            case (.failure(let a), .failure(let b)):
                #expect(a == b)
            default:
                Issue.record("series and single estimate differ on \(date.iso)")
            }
        }
        // Only the window ending on day 13 has enough data.
        #expect(series.enumerated().filter { (try? $0.element.get()) != nil }.map(\.offset) == [3])
    }

    @Test func intakeForARate() throws {
        let e = try ScaleExpenditure.estimate(
            endingOn: Self.day(13), window: Self.fortnight, weights: Self.weights, countedIntake: Self.intake
        ).get()
        // E = 2,385: losing 0.5 kg a week → 2,385 − 7,700 × 0.5 / 7 = 2,385 − 550 = 1,835.
        #expect(F.close(e.intake(forRate: -0.5), 1_835))
        #expect(F.close(e.intake(forRate: 0), 2_385))
        #expect(F.close(e.intake(forRate: 0.25), 2_660))
    }

    @Test func theWatchAgainstTheScale() throws {
        let e = try ScaleExpenditure.estimate(
            endingOn: Self.day(13), window: Self.fortnight, weights: Self.weights, countedIntake: Self.intake
        ).get()
        // Four measured days in the window (2,600, 2,700, 2,650, 2,650 → 2,650), one outside it.
        let measured: [LocalDate: Double] = [
            Self.day(1): 2_600, Self.day(4): 2_700, Self.day(9): 2_650, Self.day(13): 2_650, Self.day(14): 9_000,
        ]
        let comparison = try #require(DeviceExpenditureComparison(scale: e, measuredSpent: measured))
        #expect(comparison.measuredDays == 4)
        #expect(F.close(comparison.measuredMean, 2_650))
        // 2,650 − 2,385 = +265 kcal, 265 / 2,385 = +11.11 %; outside 2,292–2,478.
        #expect(F.close(comparison.difference, 265))
        #expect(F.close(try #require(comparison.differencePercent), 265.0 / 2_385 * 100))
        #expect(!comparison.measuredIsWithinInterval)
        #expect(DeviceExpenditureComparison(scale: e, measuredSpent: [Self.day(20): 2_500]) == nil)
        let close = try #require(DeviceExpenditureComparison(scale: e, measuredSpent: [Self.day(2): 2_400]))
        #expect(close.measuredIsWithinInterval)
    }
}

@Suite struct ScaleExpenditureLongSeriesTests {
    typealias F = Fixtures

    @Test func runningSumsStayExactOverADecade() throws {
        // Ten years of weigh-ins (5 days in 7) drifting from 95 to 70 kg with a ±0.7 kg wobble, intake
        // logged 6 days in 7: the sliding sums of the series must give what a fresh fit of each window gives.
        let start = F.date("2016-01-01")
        var weighIns: [WeighIn] = []
        var intake: [LocalDate: Double] = [:]
        for n in 0..<3_653 {
            let date = start.adding(days: n)
            let x = Double(n)
            if n % 7 < 5 {
                weighIns.append(
                    WeighIn(
                        date: date,
                        kilograms: 95 - 25 * x / 3_653 + 0.7 * ((x * 0.61803).truncatingRemainder(dividingBy: 1) - 0.5))
                )
            }
            if n % 7 != 3 { intake[date] = 2_100 + 400 * ((x * 0.41421).truncatingRemainder(dividingBy: 1) - 0.5) }
        }
        let weights = DayWeights(weighIns: weighIns)
        let window = try ExpenditureWindow(days: 90)
        let days = DateRange(first: start.adding(days: 89), last: start.adding(days: 3_652))!
        let series = ScaleExpenditure.series(over: days, window: window, weights: weights, countedIntake: intake)
        #expect(series.count == days.dayCount)
        for offset in stride(from: 0, to: series.count, by: 97) {
            let date = days.first.adding(days: offset)
            let range = window.range(endingOn: date)
            let fit = try #require(LinearTrend(points: weights.weighIns(in: range).map { ($0.date, $0.kilograms) }))
            let kcal = range.compactMap { intake[$0] }
            let expected = kcal.compensatedSum / Double(kcal.count) - 7_700 * fit.slopePerDay
            let e = try series[offset].get()
            #expect(abs(e.kilocaloriesPerDay - expected) < 1e-6, "\(date.iso)")
            #expect(abs(e.weightFit.slopePerDay - fit.slopePerDay) < 1e-12, "\(date.iso)")
        }
    }
}
