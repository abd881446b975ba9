/// Reads the rows of a body CSV with one column per metric (``BodyTableLayout``): Health Auto Export,
/// Google Fit, Withings, MyFitnessPal's measurement summary, plain.
///
/// Every row is a moment: its date (and time, when the date cell has one, ``BodyDateTime``; a Google
/// Fit per-day file's rows take the day of its name and the time of `Start time`), and one reading per
/// non-empty metric cell, converted to kg or percent. An empty cell is no reading; a row without any
/// (Google Fit's days without a weigh-in) gives nothing and is no error. Withings' fat mass becomes
/// body fat percent of the row's weight (none without a weight). Slashed dates of spreadsheet
/// re-saves are read in the order `--date-order` gives or the column decides (`FoodLogDates`).
/// Numbers may use a decimal comma inside a quoted cell (`"75,2"`, Withings in German or French).
///
/// Errors name the file, the line and the column: a row of another field count than the header, a
/// date or time that does not exist, a cell that is not a number, an impossible value
/// (``BodyValueLimits``). A strict read stops at the first; a lenient one skips the row and counts it.
struct BodyTableParser {
    var file: String
    var layout: BodyTableLayout
    var strictness: Strictness
    var dateOrder: DateOrder?
    /// The unit of weights the file does not write (`--weight-unit`); required when the layout has such a column.
    var weightUnit: WeightUnit?

    /// Reads the records after the header, which `records` stands at.
    func run(_ records: CSVRecords.Stream) throws(InputError) -> BodyFileContents {
        var contents = BodyFileContents(file: file, dialect: layout.dialect, strictness: strictness)
        if layout.needsWeightUnit {
            guard let weightUnit else {
                let column = layout.columns.first { $0.content == .weight(factor: nil) }.map { layout.header[$0.index] }
                throw MissingWeightUnit.error(file: file, line: 1, field: column, format: layout.dialect.rawValue)
            }
            contents.weightUnitGiven = weightUnit
        }
        for name in layout.unused { contents.noteUnusedColumn(name) }
        // Slashed dates: the whole column decides their order.
        var dates: FoodLogDates?
        if case .column(let column) = layout.date {
            dates = try BodyFileContents.dates(
                records, column: column, header: layout.header, given: dateOrder, file: file)
        }
        try contents.readRows(records) { (record, contents) throws(InputError) in
            try read(record, dates: dates, into: &contents)
        }
        return contents
    }

    /// Adds the readings of one row (all or none: a bad cell leaves the row out).
    private func read(_ record: CSVRecords.Record, dates: FoodLogDates?, into contents: inout BodyFileContents)
        throws(InputError)
    {
        let fields = record.fields
        func error(_ column: Int?, _ problem: InputProblem) -> InputError {
            InputError(file: file, line: record.line, field: column.map { layout.header[$0] }, problem: problem)
        }
        guard fields.count == layout.header.count else {
            throw error(nil, .fieldCount(expected: layout.header.count, found: fields.count))
        }
        let date: LocalDate
        var time: LocalTime?
        switch layout.date {
        case .column(let column):
            let (dateText, timeText) = BodyDateTime.split(fields[column])
            guard let parsed = dates?.date(dateText) else {
                let slashed = dates?.order == .dmy ? "D/M/YYYY" : "M/D/YYYY"
                throw error(
                    column, .expected("a real date as YYYY-MM-DD or \(slashed)", found: .quoted(fields[column])))
            }
            date = parsed
            if let timeText {
                guard let parsedTime = BodyDateTime.time(timeText) else {
                    throw error(
                        column,
                        .expected(
                            "a time of day after the date, such as 07:12:33 or 7:05 AM", found: .quoted(fields[column]))
                    )
                }
                time = parsedTime
            }
        case .fileName(let day, let column):
            date = day
            guard let parsedTime = BodyDateTime.time(fields[column].trimmingSpaces()) else {
                throw error(
                    column, .expected("a time of day such as 00:15:00.000+05:30", found: .quoted(fields[column])))
            }
            time = parsedTime
        }
        var row: [(metric: BodyMetric, value: Double, column: Int)] = []
        var weight: Double?
        var fatMass: (kilograms: Double, column: Int)?
        for column in layout.columns {
            let text = fields[column.index].trimmingSpaces()
            if text.isEmpty { continue }
            guard let number = Self.number(text), number.isFinite else {
                throw error(column.index, .notANumber(found: .quoted(text)))
            }
            let unit = column.unit ?? weightUnit?.symbol ?? "kg"
            func checked(_ metric: BodyMetric, _ value: Double) throws(InputError) -> Double {
                guard BodyValueLimits.accepts(value, for: metric) else {
                    throw error(
                        column.index, .expected(BodyValueLimits.expectation(metric, unit: unit), found: .quoted(text)))
                }
                return value
            }
            switch column.content {
            case .weight(let factor):
                let value = try checked(.weight, number * (factor ?? weightUnit?.kilogramsPerUnit ?? 1))
                weight = value
                row.append((.weight, value, column.index))
            case .leanMass(let factor): row.append((.leanMass, try checked(.leanMass, number * factor), column.index))
            case .bodyFat: row.append((.bodyFat, try checked(.bodyFat, number), column.index))
            case .fatMass(let factor):
                guard number >= 0, number * factor <= BodyValueLimits.maximumKilograms else {
                    throw error(column.index, .expected("a fat mass from 0 to 700 kg", found: .quoted(text)))
                }
                fatMass = (number * factor, column.index)
            }
        }
        if let fatMass, let weight {
            guard fatMass.kilograms <= weight else {
                throw error(
                    fatMass.column,
                    .expected(
                        "a fat mass of at most the weight of the row",
                        found: .quoted(fields[fatMass.column].trimmingSpaces())))
            }
            row.append((.bodyFat, fatMass.kilograms / weight * 100, fatMass.column))
        }
        for reading in row {
            try contents.add(
                reading.metric, reading.value, date: date, time: time, line: record.line,
                invalid: error(reading.column, .expectation(BodyValueLimits.expectation(reading.metric))))
        }
    }

    /// A decimal number, with a point or (Withings in German or French) a comma.
    static func number(_ text: String) -> Double? {
        if let number = EntryFields.decimalNumber(text) { return number }
        guard !text.contains("."), text.filter({ $0 == "," }).count == 1 else { return nil }
        return EntryFields.decimalNumber(String(text.map { $0 == "," ? "." : $0 }))
    }
}
