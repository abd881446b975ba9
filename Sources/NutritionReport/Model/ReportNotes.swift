import NutritionData
import NutritionStats

/// The sentences that go with a report's figures, so nothing unknown, assumed or left out passes
/// unsaid: the tables and goals used, days not logged, nutrient coverage, entries without a food
/// object, and how the energy balance was made.
enum ReportNotes {
    static func dataNotes(for figures: ReportFigures) -> [String] {
        let period = figures.period
        let settings = period.settings
        var notes: [String] = []
        notes.append("Daily Values: \(settings.dailyValues.name). Energy goal: \(ReportNumber.kcal(settings.kcalGoal)) kcal a day. "
            + "Steps goal: \(ReportNumber.steps(settings.stepsGoal)) a day.")

        let notLogged = period.days.filter { !$0.isLogged }
        if !notLogged.isEmpty {
            let names = notLogged.map { ReportDate.day($0.date) }.joined(separator: ", ")
            switch settings.unloggedDays {
            case .excluded:
                notes.append("Not logged: \(names). \(notLogged.count == 1 ? "It is" : "They are") left out of averages, "
                    + "the budget and the energy balance.")
            case .countedAsZero:
                notes.append("Not logged: \(names). \(notLogged.count == 1 ? "It counts" : "They count") as 0 kcal "
                    + "(unlogged days count as zero).")
            }
        }

        if let coverage = period.intake.totals.coverage, coverage < 1 {
            let partial = period.days.filter { ($0.intake.totals.coverage ?? 1) < 1 }
            let list = partial.map { "\(ReportDate.day($0.date)) \(ReportNumber.percent(share: $0.intake.totals.coverage ?? 0)) %" }
            notes.append("Nutrients are known for \(ReportNumber.percent(share: coverage)) % of the logged kcal "
                + "(\(list.joined(separator: ", "))): entries without a food object have kcal only, so nutrient "
                + "amounts and %DV are lower bounds.")
        }
        let entries = period.days.flatMap(\.intake.entries)
        let unknownKcal = entries.filter { !$0.kcalKnown }.count
        if unknownKcal > 0 {
            notes.append("\(ImportNotes.count(unknownKcal, "entry was", "entries were")) logged without kcal (food names alone "
                + "in the older history format, or empty energy cells and Health foods without an energy record in food logs): eaten, but adding nothing, so kcal "
                + "figures are lower bounds.")
        }
        let withoutFood = entries.filter { $0.match == .none && $0.source != .foodLog }
        if !withoutFood.isEmpty {
            notes.append("\(ImportNotes.count(withoutFood.count, "entry", "entries")) "
                + "(\(ReportNumber.kcal(withoutFood.map(\.kcal).reduce(0, +))) kcal) matched no food object (quick adds, "
                + "renamed or deleted foods): kcal counted, nutrients unknown.")
        }
        let byName = entries.filter { $0.match == .byName }.count
        if byName > 0 {
            notes.append("\(ImportNotes.count(byName, "entry", "entries")) without a food id \(byName == 1 ? "was" : "were") "
                + "matched to a food object by name.")
        }

        let energy = period.energy
        if let missing = energy.daysByRestingSource[.missing] {
            notes.append("Resting energy is unknown on \(ImportNotes.count(missing, "day", "days")) and counted as 0 kcal, "
                + "so energy spent is too low there (marked *).")
        }
        if let configured = energy.daysByRestingSource[.configured] {
            notes.append("Resting energy on \(ImportNotes.count(configured, "day", "days")) is the configured "
                + "\(ReportNumber.kcal(settings.restingKcal ?? 0)) kcal a day.")
        }
        if let total = energy.daysByRestingSource[.includedInTotal] {
            notes.append("Energy spent on \(ImportNotes.count(total, "day", "days")) is the activity file's total with "
                + "resting energy included, as active and resting energy were not both recorded.")
        }
        if energy.daysWithoutActive > 0 {
            notes.append("Active energy is unknown on \(ImportNotes.count(energy.daysWithoutActive, "day", "days")), counted as 0 kcal.")
        }
        let counted = period.intake.countedDays
        if counted > energy.days {
            notes.append("No energy spent is known on \(ImportNotes.count(counted - energy.days, "day", "days")) with intake: "
                + "no energy balance there.")
        }
        let withoutSteps = period.days.count - period.steps.days
        if withoutSteps > 0, period.steps.days > 0 {
            notes.append("No step data on \(ImportNotes.count(withoutSteps, "day", "days")): left out of the steps average.")
        } else if period.steps.days == 0 {
            notes.append("No step data in this period.")
        }
        if settings.activityCredit {
            notes.append("Activity credit is on: active kcal are added back to the budget.")
        }
        if let span = figures.dataSpan, period.range.last > span.last {
            notes.append("The data ends on \(ReportDate.day(span.last)); later days of the period have no data yet.")
        }
        return notes
    }
}
