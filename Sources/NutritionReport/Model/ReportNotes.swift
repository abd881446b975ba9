import NutritionData
import NutritionPresentation
import NutritionStats

/// The report's words for a period's caveats (``/NutritionStats/PeriodCaveat``), after a line naming
/// the Daily Values and goals used, so nothing unknown, assumed or left out passes unsaid. The facts
/// are the engine's; this only words them (the end of the data last).
enum ReportNotes {
    static func dataNotes(for figures: ReportFigures) -> [String] {
        let period = figures.period
        let settings = period.settings
        return [
            "Daily Values: \(settings.dailyValues.name). Energy goal: \(ReportNumber.kcal(settings.kcalGoal)) kcal a day. "
                + "Steps goal: \(ReportNumber.steps(settings.stepsGoal)) a day."
        ] + caveatNotes(period.caveats, dayLimit: nil)
    }

    /// The days `dates` in words: every one (`Mon 16 Nov, Tue 17 Nov`) up to `limit`, else how many
    /// (`212 days`), so that a review of years does not list hundreds of dates.
    static func days(_ dates: [LocalDate], limit: Int?) -> String {
        if let limit, dates.count > limit { return ImportNotes.count(dates.count, "day", "days") }
        return dates.map(DateText.day).joined(separator: ", ")
    }

    /// The words for `caveats` (``/NutritionStats/PeriodCaveat``), in their order, the end of the data
    /// last. Lists of days name each day, or give their number when there are more than `dayLimit`.
    static func caveatNotes(_ caveats: [PeriodCaveat], dayLimit: Int?) -> [String] {
        var notes: [String] = []
        var dataEnd: String?
        for caveat in caveats {
            switch caveat {
            case .notLogged(let dates, let treatment):
                let names = days(dates, limit: dayLimit)
                switch treatment {
                case .excluded:
                    notes.append(
                        "Not logged: \(names). \(Plural.word(dates.count, "It is", "They are")) left out of averages, "
                            + "the budget and the energy balance.")
                case .countedAsZero:
                    notes.append(
                        "Not logged: \(names). \(Plural.word(dates.count, "It counts", "They count")) as 0 kcal "
                            + "(unlogged days count as zero).")
                }
            case .kcalUnknown(let dates):
                let names = days(dates, limit: dayLimit)
                notes.append(
                    "Logged without any kcal: \(names). \(Plural.word(dates.count, "It is", "They are")) left out of "
                        + "averages, the budget and the energy balance, as intake there is unknown.")
            case .pastDataEnd(let lastDay, _):
                dataEnd = "The data ends on \(DateText.day(lastDay)); later days of the period have no data yet."
            case .partialNutrientCoverage(let share, let shares, let fromFoodLogs):
                let list =
                    dayLimit.map { shares.count > $0 } == true
                    ? "below 100 % on " + ImportNotes.count(shares.count, "day", "days")
                    : shares.map { "\(DateText.day($0.date)) \(ReportNumber.percent(share: $0.share)) %" }.joined(
                        separator: ", ")
                notes.append(
                    "Nutrients are known for \(ReportNumber.percent(share: share)) % of the logged kcal "
                        + "(\(list)): entries without a food object"
                        + (fromFoodLogs ? " or from a food log without nutrient columns" : "")
                        + " have kcal only, so nutrient "
                        + "amounts and %DV marked ≥ are lower bounds.")
            case .nutrientsNotReported(let nutrients, let dates):
                let names = days(dates, limit: dayLimit)
                notes.append(
                    "Not every entry reports " + nutrients.map(\.displayName).joined(separator: ", ") + " on \(names)"
                        + " (a food log without the column or with an empty cell, or an Apple Health export without any "
                        + "record of it): those amounts are lower bounds (≥) where other entries report them, and unknown, "
                        + "not 0, where none does.")
            case .nutrientsNeverReported(let nutrients):
                notes.append(
                    "No entry reports " + nutrients.map(\.displayName).joined(separator: ", ")
                        + " (a food log without the column, or an Apple Health export without any record of it): "
                        + "unknown, not 0.")
            case .entriesWithoutKcal(let count):
                notes.append(
                    "\(ImportNotes.count(count, "entry was", "entries were")) logged without kcal (food names alone "
                        + "in the older history format, or empty energy cells and Health foods without an energy record in food logs): eaten, but adding nothing, so kcal "
                        + "figures are lower bounds.")
            case .entriesWithoutFoodObject(let count, let kcal):
                notes.append(
                    "\(ImportNotes.count(count, "entry", "entries")) "
                        + "(\(ReportNumber.kcal(kcal)) kcal) matched no food object (quick adds, "
                        + "renamed or deleted foods): kcal counted, nutrients unknown.")
            case .entriesMatchedByName(let count):
                notes.append(
                    "\(ImportNotes.count(count, "entry", "entries")) without a food id \(Plural.word(count, "was", "were")) "
                        + "matched to a food object by name.")
            case .restingEnergyMissing(let count):
                notes.append(
                    "Resting energy is unknown on \(ImportNotes.count(count, "day", "days")) and counted as 0 kcal, "
                        + "so energy spent is too low there (marked *).")
            case .restingEnergyConfigured(let count, let kcal):
                notes.append(
                    "Resting energy on \(ImportNotes.count(count, "day", "days")) is the configured "
                        + "\(ReportNumber.kcal(kcal)) kcal a day.")
            case .restingEnergyInTotal(let count):
                notes.append(
                    "Energy spent on \(ImportNotes.count(count, "day", "days")) is the activity file's total with "
                        + "resting energy included, as active and resting energy were not both recorded.")
            case .totalEnergyBelowResting(let dates, let floor):
                notes.append(
                    "The activity file's total energy is below \(ReportNumber.kcal(floor)) kcal on "
                        + days(dates, limit: dayLimit ?? 10) + ", less than a day's resting energy: the tracker "
                        + "missed part of those days, so energy spent is too low and the balance too high there.")
            case .activeEnergyMissing(let count):
                notes.append(
                    "Active energy is unknown on \(ImportNotes.count(count, "day", "days")), counted as 0 kcal.")
            case .energySpentUnknown(let count):
                notes.append(
                    "No energy spent is known on \(ImportNotes.count(count, "day", "days")) with intake: "
                        + "no energy balance there.")
            case .stepsMissing(let count, let periodDays):
                notes.append(
                    count == periodDays
                        ? "No step data in this period."
                        : "No step data on \(ImportNotes.count(count, "day", "days")): left out of the steps average.")
            case .activityCredit:
                notes.append("Activity credit is on: active kcal are added back to the budget.")
            }
        }
        if let dataEnd { notes.append(dataEnd) }
        return notes
    }
}
