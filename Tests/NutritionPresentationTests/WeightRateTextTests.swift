import NutritionData
import NutritionStats
import NutritionTestSupport
import Testing

@testable import NutritionPresentation

/// The wording of weights, rates and the goal projection, in kg and lb.
@Suite struct WeightRateTextTests {
    static func day(_ n: Int) -> LocalDate { fixtureDate("2026-03-01").adding(days: n) }

    @Test func weightsInEitherUnit() {
        #expect(WeightRateText.weight(80.44) == "80.4 kg")
        // 80.4 kg / 0.45359237 = 177.2517 lb → 177.3.
        #expect(WeightRateText.weight(80.4, unit: .pounds) == "177.3 lb")
    }

    @Test func rateWithItsInterval() throws {
        // The hand-computed rate of WeightRateTests: −0.77 kg a week, −1.05 … −0.49.
        let weights = DayWeights(
            weighIns: zip([0, 2, 4, 6], [80.0, 79.9, 79.5, 79.4]).map { WeighIn(date: Self.day($0), kilograms: $1) })
        let rate = try WeightRate.over(DateRange(first: Self.day(0), last: Self.day(6))!, weights: weights).get()
        #expect(WeightRateText.rate(rate) == "-0.77 kg a week (-1.05 to -0.49)")
        // In lb: −0.77 / 0.45359237 = −1.6975 → −1.70; −1.05 → −2.3148 → −2.31; −0.49 → −1.0803 → −1.08.
        #expect(
            WeightRateText.rate(rate, unit: .pounds, minus: TextNumbers.trueMinus)
                == "\u{2212}1.70 lb a week (\u{2212}2.31 to \u{2212}1.08)")
    }

    @Test func goalProjection() {
        let goal = WeightGoal(kilograms: 75)
        #expect(
            WeightRateText.projection(.projected(date: fixtureDate("2026-05-10"), days: 70), goal: goal)
                == "75.0 kg on 10 May 2026 (in 70 days)")
        #expect(WeightRateText.projection(.reached, goal: goal) == "at the goal of 75.0 kg")
        #expect(
            WeightRateText.projection(.notMovingTowardGoal, goal: goal, unit: .pounds)
                == "not moving toward the goal of 165.3 lb")
        #expect(
            WeightRateText.projection(.beyondCalendar, goal: goal)
                == "moving too slowly toward the goal of 75.0 kg to give a date")
    }
}
