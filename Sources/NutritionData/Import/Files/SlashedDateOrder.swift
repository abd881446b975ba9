/// What one column's slashed dates (`1/27/2026`, a spreadsheet's re-save in the order of the computer's
/// locale) prove about their order, and the order they are read in.
///
/// The rule, shared by food logs (`--food-log`) and daily activity files: a first number above 12
/// proves day first, a second number above 12 proves month first. `--date-order` wins when given. A
/// column that proves both orders, or fits both without an order given, is an error naming the column
/// and the line: a guess would silently swap days and months.
struct SlashedDateOrder {
    private var dayFirstLine: Int?
    private var monthFirstLine: Int?
    /// The first slashed date seen, as written, and its line.
    private var firstSlashed: (text: String, line: Int)?

    /// Whether any slashed date was seen.
    var sawSlashed: Bool { firstSlashed != nil }

    /// Notes one slashed date whose first two numbers are `first` and `second`, on `line`.
    mutating func observe(first: Int, second: Int, line: Int, text: @autoclosure () -> String) {
        if firstSlashed == nil { firstSlashed = (text(), line) }
        if first > 12, dayFirstLine == nil { dayFirstLine = line }
        if second > 12, monthFirstLine == nil { monthFirstLine = line }
    }

    /// The order to read the column's slashed dates in: `given` when present, else the one the dates
    /// prove; nil when the column has none.
    ///
    /// - Throws: ``InputError`` naming `file` and `column` when the dates prove both orders, or fit
    ///   both and no order was given.
    func order(given: DateOrder?, file: String, column: String) throws(InputError) -> DateOrder? {
        if let given { return given }
        switch (dayFirstLine, monthFirstLine) {
        case (let d?, let m?):
            throw InputError(
                file: file, line: max(d, m), field: column,
                problem:
                    .stated(
                        "dates are day first on line \(d) and month first on line \(m); expected one order "
                            + "(give --date-order mdy or --date-order dmy to say which)"))
        case (.some, nil):
            return .dmy
        case (nil, .some):
            return .mdy
        case (nil, nil):
            guard let firstSlashed else { return nil }
            throw InputError(
                file: file, line: firstSlashed.line, field: column,
                problem:
                    .stated(
                        "the dates (such as \"\(firstSlashed.text)\") could be month/day or "
                            + "day/month, and no day is above 12 to tell; give --date-order mdy or --date-order dmy"))
        }
    }

    /// The date a slashed date's numbers name in `order`, or nil when there is no such day (`2/30/2021`).
    static func date(first: Int, second: Int, year: Int, order: DateOrder) -> LocalDate? {
        order == .mdy
            ? LocalDate(year: year, month: first, day: second)
            : LocalDate(year: year, month: second, day: first)
    }
}
