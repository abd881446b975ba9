/// Recognises files given as a food log (`--food-log`) that hold something else, so the error can say
/// what the file seems to be rather than only that its header is unknown: a workouts export
/// (Cronometer's `exercises.csv`, Health Auto Export's workouts; see ``OtherExport``), or activity data
/// of a dialect `--activity` reads.
enum NotAFoodLog: Equatable {
    case workouts
    case activity(ActivityDialect)

    /// What a header that no food-log dialect has seems to be; nil when nothing says.
    static func recognise(_ fields: [String], file: String) -> NotAFoodLog? {
        if OtherExport.recognise(fields)?.kind == .workouts { return .workouts }
        guard let layout = try? ActivityHeader.layout(of: fields, file: file) else { return nil }
        return .activity(layout.dialect)
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
