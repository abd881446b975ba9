import NutritionData
import NutritionStats
import Testing

@testable import NutriStatsConfiguration

@Suite struct SettingsFlagsTests {
    @Test func theFlagsBecomeSettings() throws {
        let settings = try SettingsFlags(
            goal: 1_800, dailyValues: "Legacy", activityCredit: true, countUnloggedAsZero: true, restingKcal: 1_500,
            stepsGoal: 8_000, top: 3
        ).settings(weekStart: .sunday)
        #expect(settings.weekStart == .sunday)
        #expect(settings.kcalGoal == 1_800)
        #expect(settings.activityCredit)
        #expect(settings.unloggedDays == .countedAsZero)
        #expect(settings.restingKcal == 1_500)
        #expect(settings.stepsGoal == 8_000)
        #expect(settings.topFoods == 3)
        #expect(settings.dailyValues == .fdaLegacy)
        #expect(try SettingsFlags().settings(weekStart: .monday).kcalGoal == 2_000)
    }

    @Test func onlyAFileIsATargetsFile() {
        #expect(SettingsFlags(dailyValues: "CURRENT").targetsFile == nil)
        #expect(SettingsFlags(dailyValues: "legacy").targetsFile == nil)
        #expect(SettingsFlags(dailyValues: "mine.txt").targetsFile == "mine.txt")
    }

    @Test func numbersOutOfRangeAreRefused() throws {
        try SettingsFlags(goal: 1, restingKcal: 0, stepsGoal: 1, top: 0).check()
        #expect(throws: UsageProblem.setting(.goal, given: "0.4")) { try SettingsFlags(goal: 0.4).check() }
        #expect(throws: UsageProblem.restingKcal(-1)) { try SettingsFlags(restingKcal: -1).check() }
        #expect(throws: UsageProblem.setting(.stepsGoal, given: "0.0")) { try SettingsFlags(stepsGoal: 0).check() }
        #expect(throws: UsageProblem.top(-1)) { try SettingsFlags(top: -1).check() }
        #expect(
            UsageProblem.setting(.goal, given: "0.4").description
                == "--goal takes a number of kcal from 1 to 100,000, not 0.4.")
        #expect(
            UsageProblem.restingKcal(-1).description
                == "--resting-kcal takes a number of kcal from 0 to 100,000, not -1.0.")
    }

    @Test func bodyFlagsCheckTheirLimitsInTheUnitGiven() throws {
        #expect(try BodyFlags().window() == .standard)
        #expect(throws: UsageProblem.expenditureWindow(13)) { try BodyFlags(expenditureWindow: 13).window() }
        let request = try BodyFlags(expenditureWindow: 14, weightGoal: 154, weightRate: -1).request(unit: .pounds)
        #expect(request.window.days == 14)
        #expect(abs((request.goal?.kilograms ?? 0) - 154 * 0.453_592_37) < 1e-9)
        #expect(abs((request.plannedRate ?? 0) + 0.453_592_37) < 1e-9)
        #expect(throws: UsageProblem.weightGoal(0, unit: .kilograms)) {
            try BodyFlags(weightGoal: 0).request(unit: .kilograms)
        }
        #expect(throws: UsageProblem.weightRate(2.5, unit: .kilograms)) {
            try BodyFlags(weightRate: 2.5).request(unit: .kilograms)
        }
        // 700 kg is 1,543.2 lb; 2 kg a week is 4.4 lb.
        #expect(
            UsageProblem.weightGoal(2_000, unit: .pounds).description
                == "--weight-goal takes a weight above 0 and at most 1,543.2 lb, not 2000.0.")
        #expect(
            UsageProblem.weightRate(5, unit: .pounds).description
                == "--weight-rate takes a change of at most 4.4 lb a week either way, not 5.0.")
    }
}
