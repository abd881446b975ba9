/// The record types of one Apple Health export that NutriStats does not use, in brief: how many types
/// and records, and the largest few. An export holds them by the hundred (distances, sleep, dietary
/// records when read with `--activity`, …), so front ends note this summary instead of one line per
/// type; ``ActivityFileSummary/otherTypes`` keeps every type for `inspect`.
public struct UnusedRecordTypes: Sendable, Equatable {
    /// The export as the user named it.
    public var file: String
    /// Distinct types not used.
    public var types: Int
    /// Records of those types.
    public var rows: Int
    /// The types with the most records, most first (at most the number asked for).
    public var largest: [ActivityTypeCount]
    /// Records of dietary types among them (`DietaryEnergyConsumed`, …): food, read by `--food-log`.
    public var dietaryRows: Int

    public init(file: String, types: Int, rows: Int, largest: [ActivityTypeCount], dietaryRows: Int) {
        self.file = file
        self.types = types
        self.rows = rows
        self.largest = largest
        self.dietaryRows = dietaryRows
    }

    /// `types` ordered by records, most first; equal counts in the order the file first had them.
    public static func byRows(_ types: [ActivityTypeCount]) -> [ActivityTypeCount] {
        types.enumerated()
            .sorted { a, b in a.element.rows != b.element.rows ? a.element.rows > b.element.rows : a.offset < b.offset }
            .map(\.element)
    }
}

extension ActivityLog {
    /// One summary per Apple Health export (export.xml or export.zip) that has record types NutriStats
    /// does not use, naming the `named` largest, in file order. Record CSVs are not summarised: their
    /// few unused types are counted in ``skipped`` one type each.
    public func unusedRecordTypes(named: Int = 3) -> [UnusedRecordTypes] {
        files.compactMap { file in
            guard file.dialect.isHealthExport, !file.otherTypes.isEmpty else { return nil }
            return UnusedRecordTypes(
                file: file.file, types: file.otherTypes.count, rows: file.otherTypes.reduce(0) { $0 + $1.rows },
                largest: Array(UnusedRecordTypes.byRows(file.otherTypes).prefix(max(0, named))),
                dietaryRows: file.otherTypes.reduce(0) { total, other in
                    total
                        + (HealthDietaryType.isDietary("\(RecordType.identifierPrefix)" + other.type) ? other.rows : 0)
                }
            )
        }
    }
}

extension ActivityDialect {
    /// Whether the file is Apple Health's own export (export.xml or export.zip).
    public var isHealthExport: Bool {
        self == .appleHealthExportXML || self == .appleHealthExportZip
    }
}
