/// How a file's own totals compared with the sum of the rows they total: the guard against a layout
/// read twice (a per-meal Cronometer daily summary whose `Total` rows repeat its meals).
///
/// The rows are what NutriStats counts; a total row is never counted, only compared. Two numbers
/// **agree** when they differ by no more than the rounding of the numbers as written allows: half a
/// unit of the last written decimal of each row's cell and of the total's cell (`450.5` may stand for
/// anything from 450.45 to 450.55). Each column NutriStats reads (energy and the nutrients) is
/// compared in the file's own unit; columns it does not read are not.
public struct FileTotalsCheck: Sendable, Equatable {
    /// Total rows with at least one number, compared with their day's rows.
    public var checked: Int
    /// Total rows without any number (Cronometer writes them for days without data): nothing to compare.
    public var blank: Int
    /// Days with rows but no total row: their sums could not be checked.
    public var daysWithoutTotal: Int
    /// Every column of every total row whose number is not the sum of its rows, in file order.
    public var mismatches: [TotalsMismatch]

    public init(checked: Int, blank: Int, daysWithoutTotal: Int, mismatches: [TotalsMismatch]) {
        self.checked = checked
        self.blank = blank
        self.daysWithoutTotal = daysWithoutTotal
        self.mismatches = mismatches
    }

    /// Days with at least one mismatch, in file order.
    public var daysDisagreeing: [LocalDate] {
        var seen: Set<LocalDate> = []
        return mismatches.compactMap { seen.insert($0.date).inserted ? $0.date : nil }
    }
}

/// One column of a total row that is not the sum of the rows it totals (see ``FileTotalsCheck``).
public struct TotalsMismatch: Sendable, Equatable {
    /// The total row's line.
    public var line: Int
    public var date: LocalDate
    /// The column as the header names it (`Energy (kcal)`).
    public var column: String
    /// The file's total, in the column's unit.
    public var fileTotal: Double
    /// The sum of the day's rows in that column (the cells with a number), in the column's unit.
    public var sumOfRows: Double
    /// How many of the day's rows have a number in that column.
    public var rows: Int

    public init(line: Int, date: LocalDate, column: String, fileTotal: Double, sumOfRows: Double, rows: Int) {
        self.line = line
        self.date = date
        self.column = column
        self.fileTotal = fileTotal
        self.sumOfRows = sumOfRows
        self.rows = rows
    }
}
