import NutritionData
import NutritionStats

/// The words `stats` gives the period's caveats (``PeriodCaveat``), so nothing assumed or unknown
/// passes unsaid. The facts are the engine's; this only words them, and leaves out the ones the
/// `stats` output shows elsewhere (step days are in the activity table; food-object matches are
/// `inspect`'s subject).
package enum StatsNotes {
    package static func notes(for figures: PeriodStatistics) -> [String] {
        let settings = figures.settings
        var notes: [String] = []
        for caveat in figures.caveats {
            switch caveat {
            case .notLogged(let dates, .excluded):
                notes.append("\(days(dates.count)) not logged: left out of averages, budget and energy balance.")
            case .notLogged(let dates, .countedAsZero):
                notes.append("\(days(dates.count)) not logged: counted as 0 kcal (--count-unlogged-as-zero).")
            case .kcalUnknown(let dates):
                notes.append(
                    "\(days(dates.count)) logged with kcal unknown (every entry without kcal): left out of "
                        + "averages, budget and energy balance.")
            case .pastDataEnd(let lastDay, let after):
                if settings.unloggedDays == .countedAsZero {
                    notes.append("\(days(after)) after the last day of data (\(lastDay.iso)) count as 0 kcal too.")
                }
            case .partialNutrientCoverage(let share, _, let fromFoodLogs):
                notes.append(
                    "Nutrients are known for \(FigureKind.percent.plain(share * 100)) % of the logged kcal (entries "
                        + "without a food object" + (fromFoodLogs ? " or from a food log without nutrient columns" : "")
                        + " have kcal only): nutrient amounts and %DV marked ≥ are lower bounds.")
            case .nutrientsNotReported(let nutrients, let dates):
                notes.append(
                    "Not every entry reports " + nutrients.map(\.displayName).joined(separator: ", ")
                        + " on \(days(dates.count)) (a food log without the column or with an empty cell, "
                        + "or an Apple Health export without any record of it): those amounts are lower bounds (≥) "
                        + "where other entries report them, and unknown (\(TextNumbers.unknown)), not 0, where none does."
                )
            case .nutrientsNeverReported(let nutrients):
                notes.append(
                    "No entry reports " + nutrients.map(\.displayName).joined(separator: ", ")
                        + " (a food log without the column, or an Apple Health export without any record of it): "
                        + "unknown (\(TextNumbers.unknown)), not 0.")
            case .entriesWithoutKcal(let count):
                let entries = Plural.count(count, "entry", "entries") + " " + Plural.word(count, "was", "were")
                notes.append(
                    "\(entries) logged without kcal (food names alone in the older history format, or empty energy cells and Health foods without an energy record in food logs): they count as eaten "
                        + "but add nothing, so kcal figures are lower bounds.")
            case .restingEnergyMissing(let missing):
                notes.append(
                    "Resting energy unknown on \(days(missing)) and counted as 0 kcal, so spent energy is too low "
                        + "there; give --resting-kcal N to use a daily value.")
            case .restingEnergyConfigured(let configured, let kcal):
                notes.append(
                    "Resting energy on \(days(configured)) is the configured \(FigureKind.kcal.grouped(kcal)) kcal (--resting-kcal)."
                )
            case .restingEnergyInTotal(let total):
                notes.append(
                    "Spent energy on \(days(total)) is the activity file's total with resting included "
                        + "(Google Fit), as active and resting energy were not both recorded.")
            case .totalEnergyBelowResting(let dates, let floor):
                notes.append(
                    "The activity file's total energy is below \(FigureKind.kcal.grouped(floor)) kcal on \(days(dates.count)) ("
                        + Self.firstDates(dates) + "), less than a day's resting energy: the tracker missed part of "
                        + "those days, so spent energy is too low and the balance too high there"
                        + (settings.restingKcal == nil
                            ? " (--resting-kcal sets this floor)." : " (the floor is --resting-kcal)."))
            case .activeEnergyMissing(let missing):
                notes.append("Active energy unknown on \(days(missing)), counted as 0 kcal.")
            case .energySpentUnknown(let unknown):
                notes.append("No energy spent is known on \(days(unknown)) with intake: no energy balance there.")
            case .activityCredit:
                notes.append("Activity credit is on: active kcal are added back to the budget.")
            case .entriesWithoutFoodObject, .entriesMatchedByName, .stepsMissing:
                break
            }
        }
        return notes
    }

    /// "1 day", "3 days".
    package static func days(_ n: Int) -> String { Plural.count(n, "day") }

    /// The first five of `dates` as ISO dates, then how many more: `2025-01-30, 2025-02-02 and 3 more`.
    static func firstDates(_ dates: [LocalDate]) -> String {
        let shown = dates.prefix(5).map(\.iso).joined(separator: ", ")
        return dates.count > 5 ? shown + " and \(dates.count - 5) more" : shown
    }
}
