/// Recognises files given as a food log (`--food-log`) that hold something else, so the error can say
/// what the file seems to be rather than only that its header is unknown: activity data of a dialect
/// `--activity` reads, body measurements `--body` reads (``BodyFileHeader``), a workouts export
/// (Cronometer's `exercises.csv`, Health Auto Export's workouts; see ``OtherExport``), or an export NutriStats reads as neither (``UnreadExport``: Garmin Connect's
/// `Activities.csv`, a CSV of JSON cells; Oura's JSON is told by ``FoodLogReader`` before any CSV).
enum NotAFoodLog: Equatable {
    case workouts
    case activity(ActivityDialect)
    case unread(UnreadExport)
    case body(BodyDialect)
    /// A Health Auto Export CSV with nutrition columns (`Protein (g)`, …) but no `Dietary Energy` column,
    /// which a Health Auto Export food log needs (``HealthAutoExportHeader/isFoodLog(_:)``).
    case healthAutoExportWithoutEnergy(nutritionColumns: [String])

    /// What a header that no food-log dialect has seems to be; nil when nothing says. `firstRow` is the
    /// record after the header, when there is one (its cells may hold JSON).
    static func recognise(_ fields: [String], firstRow: [String]? = nil, file: String) -> NotAFoodLog? {
        // Activity first: MyFitnessPal's exercise summary has an `Exercise` column, yet is activity.
        if let layout = try? ActivityHeader.layout(of: fields, file: file) {
            let nutrition = HealthAutoExportHeader.nutritionColumns(in: fields)
            if layout.dialect == .healthAutoExport, !nutrition.isEmpty {
                return .healthAutoExportWithoutEnergy(nutritionColumns: nutrition)
            }
            return .activity(layout.dialect)
        }
        if let body = BodyFileHeader.dialect(of: fields, file: file) { return .body(body) }
        switch OtherExport.recognise(fields)?.kind {
        case .workouts: return .workouts
        case .unread(let export): return .unread(export)
        case .foodLog, nil: break
        }
        guard let first = fields.first else { return nil }
        if JSONCells.column(afterFirstOf: fields) != nil
            || (!JSONCells.startsLikeJSON(first) && firstRow.map({ JSONCells.column(in: $0) != nil }) == true)
        {
            return .unread(.jsonInCSV)
        }
        return nil
    }

    /// Up to three column names, then how many more.
    private static func listed(_ columns: [String]) -> String {
        let shown = columns.prefix(3).map(FoundText.quoted).joined(separator: ", ")
        return columns.count > 3 ? shown + ", and \(columns.count - 3) more" : shown
    }

    /// The message: what was expected, what the file seems to be.
    var problem: InputProblem {
        switch self {
        case .workouts:
            .otherInput(
                expected: .foodLog,
                found: "what looks like a workouts export (exercise, not food), which is not read as food")
        case .activity(let dialect):
            .otherInput(
                expected: .foodLog,
                found: "what looks like activity data (\(dialect.rawValue)); give it with --activity")
        case .unread(let export):
            .otherInput(
                expected: .foodLog, found: "what looks like \(export.looksLike), which NutriStats does not read")
        case .body(let dialect):
            .otherInput(
                expected: .foodLog,
                found: "what looks like body measurements (\(dialect.rawValue)); give it with --body")
        case .healthAutoExportWithoutEnergy(let columns):
            .otherInput(
                expected: .foodLog,
                found: "a Health Auto Export CSV with nutrition columns (\(Self.listed(columns))) but no "
                    + "Dietary Energy column, which its food log needs (select Dietary Energy among the app's "
                    + "metrics and export again); its activity columns are read with --activity")
        }
    }
}
