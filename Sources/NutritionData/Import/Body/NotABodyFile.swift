/// Recognises files given as body measurements (`--body`) that hold something else, so the error says
/// in one sentence what the file seems to be rather than only that its header is unknown.
enum NotABodyFile: Equatable {
    case foodLog(FoodLogDialect)
    case activity(ActivityDialect)
    case fitbitFoodLog
    case fitbitMinutes
    case unread(UnreadExport)

    /// What a CSV header that no body format has seems to be; nil when nothing says.
    static func recognise(_ fields: [String], file: String) -> NotABodyFile? {
        if let dialect = FoodLogDialect.detect(header: fields) { return .foodLog(dialect) }
        if let layout = try? ActivityHeader.layout(of: fields, file: file) { return .activity(layout.dialect) }
        if case .unread(let export)? = OtherExport.recognise(fields)?.kind { return .unread(export) }
        return nil
    }

    /// The message: what was expected, what the file seems to be, where it goes instead.
    var problem: InputProblem {
        switch self {
        case .foodLog(let dialect):
            .otherInput(
                expected: .body, found: "what looks like a food log (\(dialect.rawValue)); give it with --food-log")
        case .activity(let dialect):
            .otherInput(
                expected: .body,
                found:
                    "what looks like activity data (\(dialect.rawValue)) without a weight column; give it with --activity"
            )
        case .fitbitFoodLog:
            .otherInput(expected: .body, found: "a Fitbit food log (food_logs-N.json); give it with --food-log")
        case .fitbitMinutes:
            .otherInput(
                expected: .body,
                found: "Fitbit per-minute activity data ({\"dateTime\", \"value\"}); give it with --activity")
        case .unread(let export):
            .otherInput(expected: .body, found: "what looks like \(export.looksLike), which NutriStats does not read")
        }
    }
}
