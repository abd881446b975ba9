/// Detects an activity file's dialect from its header line and locates the columns it needs.
///
/// Detection, in order:
/// 1. Apple Health records: the header names `sourceName` and `startDate` (then `type`, `unit`,
///    `endDate` and `value` must be there too).
/// 2. Health Auto Export: the first column is `Date/Time`.
/// 3. Plain: the first column is `date` and every other column is `steps`, `active_kcal` or
///    `resting_kcal` (any case).
/// 4. Google Fit: the first column is `Date` and the header has `Calories (kcal)` or `Step count`.
enum ActivityHeader {
    /// The most columns a header may have.
    static let maximumColumns = 1024

    /// The sentence naming every accepted header, for the unrecognised-header message.
    static let expectedDialects = """
        expected an Apple Health record CSV (sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value), \
        a Health Auto Export daily CSV (Date/Time,Active Energy (kcal),Step Count (count),Resting Energy (kcal),...), \
        a Google Fit "Daily activity metrics.csv" (Date,...,Calories (kcal),...,Step count,...) \
        or a plain CSV (date,steps,active_kcal,resting_kcal)
        """

    /// The layout of a file whose header fields (decoded, spaces trimmed) are `fields`.
    static func layout(of fields: [String], file: String) throws(InputError) -> ActivityLayout {
        guard let first = fields.first else {
            throw InputError(.data, file: file, line: 1, problem: "expected a header line, found an empty line")
        }
        if fields.contains("sourceName") && fields.contains("startDate") {
            return .records(try recordLayout(fields, file: file))
        }
        if first == "Date/Time" {
            return .daily(try healthAutoExportLayout(fields, file: file))
        }
        if first.lowercased() == "date", fields.count > 1,
           fields.dropFirst().allSatisfy({ plainField($0) != nil }) {
            return .daily(try plainLayout(fields, file: file))
        }
        if first.lowercased() == "date", fields.contains(where: { isGoogleFitEnergy($0) || $0 == "Step count" }) {
            return .daily(try googleFitLayout(fields, file: file))
        }
        let shown = fields.joined(separator: ",")
        let clipped = shown.count > 120 ? String(shown.prefix(117)) + "..." : shown
        throw InputError(.data, file: file, line: 1, problem: "unrecognised header \"\(clipped)\": \(expectedDialects)")
    }

    // MARK: Apple Health records

    private static func recordLayout(_ fields: [String], file: String) throws(InputError) -> RecordLayout {
        var index: [String: Int] = [:]
        for (position, name) in fields.enumerated() where index[name] == nil { index[name] = position }
        try rejectDuplicates(fields, among: Set(RecordLayout.required + ["device"]), file: file)
        for name in RecordLayout.required where index[name] == nil {
            throw InputError(.data, file: file, line: 1, field: name,
                             problem: "expected this column in an Apple Health record header, found none")
        }
        func column(_ name: String) -> Int { index[name] ?? 0 }
        return RecordLayout(
            columns: fields, sourceName: column("sourceName"), device: index["device"], type: column("type"),
            unit: column("unit"), startDate: column("startDate"), endDate: column("endDate"), value: column("value")
        )
    }

    // MARK: Health Auto Export

    private static func healthAutoExportLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        try dailyLayout(.healthAutoExport, fields, file: file) { name in
            switch name {
            case "active energy": .activeKcal
            case "resting energy", "basal energy burned": .restingKcal
            case "step count": .steps
            case "heart rate [min]": .heartRateMin
            case "heart rate [max]": .heartRateMax
            case "heart rate [avg]": .heartRateAverage
            default: nil
            }
        }
    }

    // MARK: Google Fit

    private static func googleFitLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        try dailyLayout(.googleFitDaily, fields, file: file) { name in
            switch name {
            case "calories": .totalKcal
            case "step count": .steps
            case "min heart rate": .heartRateMin
            case "max heart rate": .heartRateMax
            case "average heart rate": .heartRateAverage
            default: nil
            }
        }
    }

    /// The layout of a daily CSV whose first column is the date: each further column is the field
    /// `fieldNamed` gives for its lower-cased name (a unit in parentheses split off, ``splitUnit(_:)``),
    /// with the factor that turns its unit into the field's, or is ignored (and listed) when none.
    private static func dailyLayout(
        _ dialect: ActivityDialect, _ fields: [String], file: String, fieldNamed: (String) -> DailyField?
    ) throws(InputError) -> DailyLayout {
        var metrics: [DailyColumn] = []
        var ignored: [String] = []
        for (position, header) in fields.enumerated().dropFirst() {
            let (name, unit) = splitUnit(header)
            guard let field = fieldNamed(name.lowercased()) else {
                ignored.append(header)
                continue
            }
            let factor = try unitFactor(field: field, unit: unit, header: header, file: file)
            metrics.append(DailyColumn(index: position, field: field, factor: factor))
        }
        return try finish(dialect, fields, metrics, ignored, file: file)
    }

    private static func isGoogleFitEnergy(_ header: String) -> Bool {
        splitUnit(header).name.lowercased() == "calories"
    }

    // MARK: Plain

    private static func plainField(_ header: String) -> DailyField? {
        switch header.lowercased() {
        case "steps": .steps
        case "active_kcal": .activeKcal
        case "resting_kcal": .restingKcal
        default: nil
        }
    }

    private static func plainLayout(_ fields: [String], file: String) throws(InputError) -> DailyLayout {
        var metrics: [DailyColumn] = []
        for (position, header) in fields.enumerated().dropFirst() {
            guard let field = plainField(header) else { continue }
            metrics.append(DailyColumn(index: position, field: field, factor: 1))
        }
        return try finish(.plainDaily, fields, metrics, [], file: file)
    }

    // MARK: Shared

    /// Checks for a metric given twice and drops heart-rate columns unless all three are present.
    private static func finish(
        _ dialect: ActivityDialect, _ fields: [String], _ found: [DailyColumn], _ ignoredSoFar: [String], file: String
    ) throws(InputError) -> DailyLayout {
        var seen: [DailyField] = []
        for column in found {
            if seen.contains(column.field) {
                throw InputError(.data, file: file, line: 1, field: fields[column.index],
                                 problem: "expected each metric in one column only, found it again in column \(column.index + 1)")
            }
            seen.append(column.field)
        }
        var metrics = found
        var ignored = ignoredSoFar
        let heartRate: [DailyField] = [.heartRateMin, .heartRateMax, .heartRateAverage]
        if !heartRate.allSatisfy(seen.contains) {
            for column in metrics where heartRate.contains(column.field) { ignored.append(fields[column.index]) }
            metrics.removeAll { heartRate.contains($0.field) }
        }
        ignored.sort { a, b in (fields.firstIndex(of: a) ?? 0) < (fields.firstIndex(of: b) ?? 0) }
        return DailyLayout(dialect: dialect, columns: fields, dateColumn: 0, metrics: metrics, ignored: ignored)
    }

    /// The factor into kcal/steps/bpm for a recognised column, or an error for an unknown unit.
    private static func unitFactor(field: DailyField, unit: String?, header: String, file: String) throws(InputError) -> Double {
        switch field {
        case .activeKcal, .restingKcal, .totalKcal:
            guard let unit, let energy = EnergyUnit(unit) else {
                throw InputError(.data, file: file, line: 1, field: header,
                                 problem: "expected \(EnergyUnit.expectation) in parentheses, found \(describe(unit))")
            }
            return energy.toKilocalories
        case .steps:
            guard unit == nil || ["count", "steps"].contains(unit?.lowercased() ?? "") else {
                throw InputError(.data, file: file, line: 1, field: header,
                                 problem: "expected the unit count or steps, found \(describe(unit))")
            }
            return 1
        case .heartRateMin, .heartRateMax, .heartRateAverage:
            guard unit == nil || ["count/min", "bpm"].contains(unit?.lowercased() ?? "") else {
                throw InputError(.data, file: file, line: 1, field: header,
                                 problem: "expected the unit count/min or bpm, found \(describe(unit))")
            }
            return 1
        }
    }

    private static func describe(_ unit: String?) -> String {
        unit.map { "\"\($0)\"" } ?? "no unit"
    }

    /// `Active Energy (kcal)` → (`Active Energy`, `kcal`); `Step count` → (`Step count`, nil).
    static func splitUnit(_ header: String) -> (name: String, unit: String?) {
        guard header.hasSuffix(")"), let open = header.lastIndex(of: "(") else { return (header, nil) }
        let name = trimmingSpaces(header[..<open])
        let unit = header[header.index(after: open)..<header.index(before: header.endIndex)]
        return (name, String(unit))
    }

    /// The text without leading and trailing spaces.
    static func trimmingSpaces(_ text: Substring) -> String {
        var view = text
        while view.first == " " { view = view.dropFirst() }
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }

    private static func rejectDuplicates(_ fields: [String], among names: Set<String>, file: String) throws(InputError) {
        var seen: Set<String> = []
        for (position, name) in fields.enumerated() where names.contains(name) {
            if !seen.insert(name).inserted {
                throw InputError(.data, file: file, line: 1, field: name,
                                 problem: "expected each column once, found it again in column \(position + 1)")
            }
        }
    }
}
