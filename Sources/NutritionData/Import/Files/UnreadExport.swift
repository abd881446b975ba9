/// Exports people hand in that NutriStats reads neither as activity (`--activity`) nor as food
/// (`--food-log`), recognised so that the error can say what the file looks like rather than only that
/// its header is unknown (``OtherExport``, ``NotAFoodLog``).
enum UnreadExport: Equatable, Sendable {
    /// Garmin Connect's `Activities.csv`: one row per workout, headers in the account's language
    /// (``GarminActivitiesHeader``).
    case garminActivities
    /// An Oura JSON export: an object of `sleep`, `activity`, `readiness` or `data` lists (``OuraJSON``).
    case ouraJSON
    /// Raw tracker data: a CSV whose cells hold JSON objects (``JSONCells``).
    case jsonInCSV

    /// What the file looks like, for the sentence "found what looks like …".
    var looksLike: String {
        switch self {
        case .garminActivities: "a Garmin Connect Activities.csv (one row per workout)"
        case .ouraJSON: "an Oura JSON export (lists of sleep, activity or readiness records)"
        case .jsonInCSV: "raw tracker data (JSON objects inside CSV cells)"
        }
    }
}
