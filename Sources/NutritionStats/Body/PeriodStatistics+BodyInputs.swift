import NutritionData

extension PeriodStatistics {
    /// Kcal of the period's counted days by date, the intake the scale-based expenditure reads
    /// (``ScaleExpenditure``): the days counted by the engine's one rule (``DayStatistics/isCounted``,
    /// ``UnloggedDays``), so the expenditure never decides again which days count. O(days).
    ///
    /// The expenditure's window reaches N − 1 days before the first day it is asked for: ask for a period
    /// that starts that much earlier.
    public var countedIntakeKcal: [LocalDate: Double] {
        var kcal: [LocalDate: Double] = [:]
        for day in days where day.isCounted { kcal[day.date] = day.intake.totals.kcal }
        return kcal
    }

    /// Energy spent as the devices measured it, by date: the days whose activity data hold both active and
    /// resting energy (their sum) or a total with resting included (that total), as in
    /// ``EnergyBalance/init(intake:activity:configuredResting:)`` rules 1 and 2. Days whose spent energy
    /// would rest on a configured resting value or lack resting energy are left out: they are not
    /// measurements. Logged or not, every day of the period with such data is given. O(days).
    public var measuredSpentKcal: [LocalDate: Double] {
        var spent: [LocalDate: Double] = [:]
        for day in days {
            guard let balance = EnergyBalance(intake: 0, activity: day.activity, configuredResting: nil) else {
                continue
            }
            switch balance.restingSource {
            case .data where balance.active != nil, .includedInTotal:
                spent[day.date] = balance.spent
            default:
                continue
            }
        }
        return spent
    }
}
