import NutritionData
import NutritionStats

/// The sentences that go with a period's figures, so nothing assumed or unknown passes unsaid.
enum StatsNotes {
    static func notes(for figures: PeriodStatistics, dataSpan: DateRange?) -> [String] {
        var notes: [String] = []
        let settings = figures.settings
        let notLogged = figures.days.count - figures.intake.loggedDays
        if notLogged > 0 {
            switch settings.unloggedDays {
            case .excluded:
                notes.append("\(days(notLogged)) not logged: left out of averages, budget and energy balance.")
            case .countedAsZero:
                notes.append("\(days(notLogged)) not logged: counted as 0 kcal (--count-unlogged-as-zero).")
                if let dataSpan, figures.range.last > dataSpan.last {
                    let after = dataSpan.last.distance(to: figures.range.last)
                    notes.append("\(days(after)) after the last day of data (\(dataSpan.last.iso)) count as 0 kcal too.")
                }
            }
        }
        if let coverage = figures.intake.totals.coverage, coverage < 1 {
            let percent = FigureKind.percent.plain(coverage * 100)
            notes.append(
                "Nutrients are known for \(percent) % of the logged kcal (entries without a food object have "
                    + "kcal only): nutrient amounts and %DV are lower bounds.")
        }
        let unknownKcal = figures.intake.totals.entriesWithUnknownKcal
        if unknownKcal > 0 {
            let entries = unknownKcal == 1 ? "1 entry was" : "\(unknownKcal) entries were"
            notes.append("\(entries) logged without kcal (food names alone in the older history format, or empty energy cells and Health foods without an energy record in food logs): they count as eaten "
                + "but add nothing, so kcal figures are lower bounds.")
        }
        let energy = figures.energy
        if let missing = energy.daysByRestingSource[.missing] {
            notes.append(
                "Resting energy unknown on \(days(missing)) and counted as 0 kcal, so spent energy is too low "
                    + "there; give --resting-kcal N to use a daily value.")
        }
        if let configured = energy.daysByRestingSource[.configured] {
            notes.append("Resting energy on \(days(configured)) is the configured \(FigureKind.kcal.grouped(settings.restingKcal ?? 0)) kcal (--resting-kcal).")
        }
        if let total = energy.daysByRestingSource[.includedInTotal] {
            notes.append(
                "Spent energy on \(days(total)) is the activity file's total with resting included "
                    + "(Google Fit), as active and resting energy were not both recorded.")
        }
        if energy.daysWithoutActive > 0 {
            notes.append("Active energy unknown on \(days(energy.daysWithoutActive)), counted as 0 kcal.")
        }
        let counted = figures.intake.countedDays
        if counted > 0, energy.days < counted {
            notes.append("No energy spent is known on \(days(counted - energy.days)) with intake: no energy balance there.")
        }
        if settings.activityCredit {
            notes.append("Activity credit is on: active kcal are added back to the budget.")
        }
        return notes
    }

    /// "1 day", "3 days".
    static func days(_ n: Int) -> String { n == 1 ? "1 day" : "\(n) days" }
}
