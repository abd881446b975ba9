/// Recognises files people give as activity data that hold something else, so the error can say
/// what the file seems to be rather than only that its header is unknown.
///
/// Checked before any activity dialect, on whole column names: a workouts export has a `Workout`,
/// `Workout Type`, `workoutActivityType` or `Exercise` column (Health Auto Export's and Apple
/// Health's workout CSVs, other apps' workout logs, Cronometer's `exercises.csv`); a food log has a
/// `Food Name`, `Meal` or `Energy (kcal)` column (Cronometer's `servings.csv` and
/// `dailysummary.csv`, MyFitnessPal's nutrition summary). No activity dialect checked after this has
/// such a column (Health Auto Export's food column is `Dietary Energy`); MyFitnessPal's exercise
/// summary, whose `Exercise` column would match, is told before. Before those, exports NutriStats reads
/// neither as activity nor as food (``UnreadExport``): Garmin Connect's `Activities.csv`, by its
/// localized first columns (``GarminActivitiesHeader``). Oura's JSON and CSVs of JSON cells are told
/// by `HeaderReader` and ``ActivityHeader``, which see more than the header's names.
enum OtherExport: Equatable {
    case workouts
    case foodLog
    case unread(UnreadExport)

    /// What the file with these header fields seems to be, and the column that says so; nil when
    /// nothing marks it as another kind of export.
    static func recognise(_ fields: [String]) -> (kind: OtherExport, column: String)? {
        if let column = GarminActivitiesHeader.recognise(fields) { return (.unread(.garminActivities), column) }
        for field in fields {
            let name = ActivityHeader.splitUnit(field).name.lowercased()
            switch name {
            case "workout", "workout type", "workoutactivitytype", "exercise": return (.workouts, field)
            case "food name", "meal": return (.foodLog, field)
            case "energy" where ActivityHeader.splitUnit(field).unit != nil: return (.foodLog, field)
            default: continue
            }
        }
        return nil
    }

    /// The message: what was expected, what the file seems to be.
    var problem: InputProblem {
        switch self {
        case .workouts:
            .otherInput(expected: .activity, found: "what looks like a workouts export, which is not read as activity")
        case .foodLog:
            .otherInput(expected: .activity, found: "what looks like a food log, which is not read as activity")
        case .unread(let export):
            .otherInput(
                expected: .activity, found: "what looks like \(export.looksLike), which NutriStats does not read")
        }
    }
}
