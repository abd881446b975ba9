/// Compares a food log's own total rows with the sums of the rows they total, column by column, and
/// gives a ``FileTotalsCheck``. Pure: it is handed the cells, in file order, by `FoodLogReader`.
///
/// Agreement allows for rounding as the file wrote it: each cell stands for any number within half a
/// unit of its last written digit (`450.5` for 450.45–450.55, `1000` for 999.5–1000.5), so a sum of
/// rows and a total agree when they differ by at most the sum of those halves, plus a relative 1e-9 for
/// binary arithmetic.
///
/// - Complexity: O(1) per cell added; ``check(header:)`` is O(cells of the total rows + days).
struct FoodLogTotals {
    /// The columns compared (energy and the nutrient columns read).
    private let columns: [Int]
    /// Per day, per compared column: the sum of the rows' numbers, its rounding slack and how many rows had one.
    private var sums: [LocalDate: [Int: Sum]] = [:]
    private var totals: [Total] = []

    private struct Sum {
        var value = 0.0
        var slack = 0.0
        var rows = 0
    }

    private struct Total {
        var line: Int
        var date: LocalDate
        var cells: [(column: Int, number: WrittenNumber)]
    }

    init(columns: [Int]) {
        self.columns = columns
    }

    /// Adds a row that is counted (a meal row). Its cells were already checked by the reader.
    mutating func addRow(date: LocalDate, fields: [String]) {
        var day = sums[date] ?? [:]
        for column in columns {
            guard let number = WrittenNumber(fields[column]) else { continue }
            var sum = day[column] ?? Sum()
            sum.value += number.value
            sum.slack += number.halfUnit
            sum.rows += 1
            day[column] = sum
        }
        sums[date] = day
    }

    /// Adds a total row (compared, never counted). Its cells were already checked by the reader.
    mutating func addTotal(date: LocalDate, line: Int, fields: [String]) {
        let cells = columns.compactMap { column in WrittenNumber(fields[column]).map { (column, $0) } }
        totals.append(Total(line: line, date: date, cells: cells))
    }

    /// Every total row compared with its day's rows; `header` names the columns in mismatches.
    func check(header: [String]) -> FileTotalsCheck {
        var mismatches: [TotalsMismatch] = []
        var blank = 0
        var daysWithTotal: Set<LocalDate> = []
        for total in totals {
            daysWithTotal.insert(total.date)
            guard !total.cells.isEmpty else {
                blank += 1
                continue
            }
            let day = sums[total.date] ?? [:]
            for (column, number) in total.cells {
                let sum = day[column] ?? Sum()
                let allowed = sum.slack + number.halfUnit + 1e-9 * max(1, abs(number.value))
                if abs(sum.value - number.value) > allowed {
                    mismatches.append(
                        TotalsMismatch(
                            line: total.line, date: total.date, column: header[column], fileTotal: number.value,
                            sumOfRows: sum.value, rows: sum.rows))
                }
            }
        }
        let daysWithoutTotal = sums.keys.filter { !daysWithTotal.contains($0) }.count
        return FileTotalsCheck(
            checked: totals.count - blank, blank: blank, daysWithoutTotal: daysWithoutTotal,
            mismatches: mismatches)
    }
}

/// A number as a file wrote it: its value and half a unit of its last written digit (the most its
/// rounding can have moved it). `12.30` → 12.3 ± 0.005; `1.5e3` → 1500 ± 50; `7` → 7 ± 0.5.
struct WrittenNumber {
    let value: Double
    let halfUnit: Double

    /// Nil for an empty cell or text that is not a decimal number.
    init?(_ text: String) {
        let trimmed = text.trimmingSpaces()
        guard let value = EntryFields.decimalNumber(trimmed) else { return nil }
        let bytes = Array(trimmed.utf8)
        let exponentStart = bytes.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? bytes.count
        var decimals = 0
        if let point = bytes.firstIndex(of: UInt8(ascii: ".")), point < exponentStart {
            decimals = exponentStart - point - 1
        }
        var exponent = 0
        if exponentStart < bytes.count {
            exponent = Int(String(decoding: bytes[(exponentStart + 1)...], as: UTF8.self)) ?? 0
        }
        self.value = value
        self.halfUnit = 0.5 * pow10(exponent - decimals)
    }
}

/// 10 to the power `n`, for the small exponents numbers in files have (±400 at most are meaningful).
private func pow10(_ n: Int) -> Double {
    let clamped = min(max(n, -400), 400)
    var result = 1.0
    let factor = clamped < 0 ? 0.1 : 10.0
    for _ in 0..<abs(clamped) { result *= factor }
    return result
}
