/// Reads Cronometer's `biometrics.csv`: `Day,Time,Group,Metric,Unit,Amount`, one measurement per row
/// (`Time` and `Group` may be absent).
///
/// `Weight` rows in `kg` or `lbs` (or `lb`), `Body Fat` rows in `%` and `Lean Body Mass` rows in a
/// mass unit are readings at `Day` and `Time` (12-hour `7:05 AM`, or 24-hour; an empty cell is no
/// time). Every other metric (blood pressure, heart rate, sleep, glucose…) is counted by name as
/// unused, not an error. Slashed dates of spreadsheet re-saves are read as food logs read them.
struct CronometerBiometricsParser {
    /// Where the columns are.
    struct Layout: Equatable {
        var header: [String]
        var day: Int
        var time: Int?
        var metric: Int
        var unit: Int
        var amount: Int

        /// The layout of `fields` when it is a biometrics header (`Day`, `Metric`, `Unit`, `Amount`,
        /// any case), else nil.
        init?(_ fields: [String]) {
            let names = fields.map(BodyTableLayout.normalized)
            guard let day = names.firstIndex(of: "day"), let metric = names.firstIndex(of: "metric"),
                let unit = names.firstIndex(of: "unit"), let amount = names.firstIndex(of: "amount")
            else { return nil }
            self.header = fields
            self.day = day
            self.time = names.firstIndex(of: "time")
            self.metric = metric
            self.unit = unit
            self.amount = amount
        }
    }

    var file: String
    var layout: Layout
    var strictness: Strictness
    var dateOrder: DateOrder?

    /// Reads the records after the header, which `records` stands at.
    func run(_ records: CSVRecords.Stream) throws(InputError) -> BodyFileContents {
        var contents = BodyFileContents(file: file, dialect: .cronometerBiometrics, strictness: strictness)
        let dates = try BodyFileContents.dates(
            records, column: layout.day, header: layout.header, given: dateOrder, file: file)
        try contents.readRows(records) { (record, contents) throws(InputError) in
            try read(record, dates: dates, into: &contents)
        }
        return contents
    }

    private func read(_ record: CSVRecords.Record, dates: FoodLogDates, into contents: inout BodyFileContents)
        throws(InputError)
    {
        let fields = record.fields
        func error(_ column: Int?, _ problem: InputProblem) -> InputError {
            InputError(file: file, line: record.line, field: column.map { layout.header[$0] }, problem: problem)
        }
        guard fields.count == layout.header.count else {
            throw error(nil, .fieldCount(expected: layout.header.count, found: fields.count))
        }
        let name = fields[layout.metric].trimmingSpaces()
        let metric: BodyMetric
        switch name.lowercased() {
        case "weight": metric = .weight
        case "body fat", "body fat percentage": metric = .bodyFat
        case "lean body mass", "lean mass": metric = .leanMass
        default:
            contents.countUnused(name.isEmpty ? "(no metric)" : name)
            return
        }
        guard let date = dates.date(fields[layout.day]) else {
            let slashed = dates.order == .dmy ? "D/M/YYYY" : "M/D/YYYY"
            throw error(
                layout.day, .expected("a real date as YYYY-MM-DD or \(slashed)", found: .quoted(fields[layout.day])))
        }
        var time: LocalTime?
        if let column = layout.time, !fields[column].trimmingSpaces().isEmpty {
            guard let parsed = ClockTime.parse(fields[column]) else {
                throw error(
                    column,
                    .expected(
                        "a time of day such as 7:05 AM or 19:05, or an empty field", found: .quoted(fields[column])))
            }
            time = parsed
        }
        let unit = fields[layout.unit].trimmingSpaces()
        let factor: Double
        if metric == .bodyFat {
            guard unit == "%" else { throw error(layout.unit, .expected("% for Body Fat", found: .quoted(unit))) }
            factor = 1
        } else {
            guard let mass = HealthBodyUnit.kilograms(per: unit) else {
                throw error(layout.unit, .expected("kg or lbs for \(name)", found: .quoted(unit)))
            }
            factor = mass
        }
        let text = fields[layout.amount].trimmingSpaces()
        guard let number = EntryFields.decimalNumber(text), number.isFinite else {
            throw error(layout.amount, .notANumber(found: .quoted(text)))
        }
        try contents.add(
            metric, number * factor, date: date, time: time, line: record.line,
            invalid: error(
                layout.amount, .expected(BodyValueLimits.expectation(metric, unit: unit), found: .quoted(text))))
    }
}
