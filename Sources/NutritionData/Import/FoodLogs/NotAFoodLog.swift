/// Recognises files given as a food log (`--food-log`) that hold something else, so the error can say
/// what the file seems to be rather than only that its header is unknown: activity data of a dialect
/// `--activity` reads, or a workouts export (Cronometer's `exercises.csv`, Health Auto Export's
/// workouts; see ``OtherExport``).
enum NotAFoodLog: Equatable {
    case workouts
    case activity(ActivityDialect)

    /// What a header that no food-log dialect has seems to be; nil when nothing says.
    static func recognise(_ fields: [String], file: String) -> NotAFoodLog? {
        // Activity first: MyFitnessPal's exercise summary has an `Exercise` column, yet is activity.
        if let layout = try? ActivityHeader.layout(of: fields, file: file) { return .activity(layout.dialect) }
        if OtherExport.recognise(fields)?.kind == .workouts { return .workouts }
        return nil
    }

    /// The message: what was expected, what the file seems to be.
    var problem: String {
        switch self {
        case .workouts:
            "expected a food log, found what looks like a workouts export (exercise, not food), which is not read as food"
        case .activity(let dialect):
            "expected a food log, found what looks like activity data (\(dialect.rawValue)); give it with --activity"
        }
    }
}
