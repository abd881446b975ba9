import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionPresentation

/// The wording of the scale-based expenditure, the watch against the scale and missing data.
@Suite struct ScaleExpenditureTextTests {
    static func day(_ n: Int) -> LocalDate { fixtureDate("2026-03-01").adding(days: n) }

    /// The hand-computed window of `ScaleExpenditureTests`: E = 2,385, interval 2,292.2–2,477.8.
    static func estimate() throws -> ScaleExpenditure {
        let weights = DayWeights(
            weighIns: zip(
                [0, 2, 4, 6, 7, 9, 11, 13], [80.425, 80.125, 80.125, 80.025, 79.975, 79.875, 79.675, 79.775]
            )
            .map { WeighIn(date: day($0), kilograms: $1) })
        let intake = Dictionary(
            uniqueKeysWithValues: zip(
                [0, 1, 3, 5, 8, 10, 12].map(day), [2_000.0, 2_200, 1_800, 2_100, 1_900, 2_000, 2_000]))
        return try ScaleExpenditure.estimate(
            endingOn: day(13), window: ExpenditureWindow(days: 14), weights: weights, countedIntake: intake
        ).get()
    }

    @Test func estimateAndComparison() throws {
        let e = try Self.estimate()
        #expect(ScaleExpenditureText.estimate(e) == "2,385 kcal a day (2,292–2,478)")
        let measured = try #require(
            DeviceExpenditureComparison(
                scale: e, measuredSpent: Dictionary(uniqueKeysWithValues: (0..<14).map { (Self.day($0), 2_650.0) })
            ))
        // 2,650 − 2,385 = +265; 265 / 2,385 = 11.1 % → +11 %.
        #expect(
            ScaleExpenditureText.comparison(measured)
                == "the scale says 2,385 kcal a day (2,292–2,478); your devices say 2,650 (+265, +11 %)")
        let fewer = try #require(
            DeviceExpenditureComparison(scale: e, measuredSpent: [Self.day(1): 2_100, Self.day(2): 2_000]))
        #expect(
            ScaleExpenditureText.comparison(fewer, minus: TextNumbers.trueMinus)
                == "the scale says 2,385 kcal a day (2,292–2,478); your devices say 2,050 (\u{2212}335, \u{2212}14 %), measured on 2 of 14 days"
        )
    }

    @Test func missingData() {
        let reason = BodyFigureUnavailable(
            range: DateRange(day: Self.day(0)),
            shortfalls: [
                .tooFewIntakeDays(have: 6, need: 7), .tooFewWeighIns(have: 1, need: 8),
                .weighInSpanTooShort(days: 1, need: 11),
            ]
        )
        #expect(
            ScaleExpenditureText.unavailable(reason)
                == "6 counted days with intake (7 needed); 1 weigh-in (8 needed); weigh-ins span 1 day (11 needed)")
    }
}
