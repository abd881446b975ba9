import NutritionData
import NutritionStats
import Testing

@testable import NutritionReport

@Suite struct ReportReadPlanTests {
    func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }
    var week: PeriodSelection { .week(containing: date("2026-11-11")) }

    @Test func aChosenWeekIsReadEarlyWithItsFourWeeksOfHistory() {
        let plan = ReportReadPlan(chosen: week, weekStart: .monday)
        #expect(plan.predictedReview == false)
        // Mon 9 – Sun 15 Nov, and the 28 days before: from 12 Oct.
        #expect(plan.earlyRead == ReportReadPlan.EarlyRead(days: date("2026-10-12")...date("2026-11-15")))
        #expect(plan.activityDays(foodDates: [date("2026-11-15")]) == date("2026-10-12")...date("2026-11-15"))
    }

    @Test func bodyFilesReachTheWindowBackButTheEarlyGuessDoesNot() {
        let window = try! ExpenditureWindow(days: 28)
        let plan = ReportReadPlan(chosen: week, weekStart: .monday, bodyWindow: window)
        // 27 days before 12 Oct: 15 Sep.
        #expect(plan.activityDays(foodDates: [date("2026-11-15")]) == date("2026-09-15")...date("2026-11-15"))
        #expect(plan.periodDays(foodDates: [date("2026-11-15")]) == date("2026-10-12")...date("2026-11-15"))
        #expect(plan.earlyRead?.days == date("2026-10-12")...date("2026-11-15"))
    }

    @Test func aComparisonIsAReviewReadForBothPeriods() {
        let plan = ReportReadPlan(chosen: week, comparison: .previous, weekStart: .monday)
        #expect(plan.predictedReview == true)
        #expect(plan.earlyRead == nil)
        // The week before, 2 – 8 Nov, with its 28 days: from 5 Oct.
        #expect(plan.activityDays(foodDates: [date("2026-11-15")]) == date("2026-10-05")...date("2026-11-15"))
    }

    @Test func theDefaultAndLongSpansAreNotReadEarly() {
        let plan = ReportReadPlan(chosen: nil, weekStart: .monday)
        #expect(plan.predictedReview == false)
        #expect(plan.earlyRead == nil)
        // The latest week less 35 days is 5 Oct, before the food log's first day: every day is read.
        #expect(plan.activityDays(foodDates: [date("2026-11-11"), date("2026-11-15")]) == nil)
        #expect(ReportReadPlan(chosen: .lastDays(200), weekStart: .monday).predictedReview == true)
        #expect(ReportReadPlan(chosen: .lastDays(200), weekStart: .monday).earlyRead == nil)
        #expect(ReportReadPlan(chosen: .all, weekStart: .monday).predictedReview == nil)
    }
}
