/// The last date cell and meal cell a food log's rows held, with what each was read as. A day's rows
/// repeat its date and most rows repeat a meal's name, so a cell equal to the one before (compared as
/// bytes) is not read again: no `String` is made for it and no date is parsed.
///
/// Only a cache: a cell read afresh gives the same value, so the order of rows never changes a result.
struct RepeatedCells {
    private var dateCell: [UInt8] = []
    private var hasDateCell = false
    /// What `dateCell` was read as, once it was: its date (nil: not a real date), and whether it is slashed.
    private var date: LocalDate??
    private var slashed: Bool?
    private var mealCell: [UInt8] = []
    private var meal: String??

    /// The date of `record`'s field `column` as `dates` reads it, or nil when it is not a real date.
    ///
    /// - Complexity: O(k) in the cell's bytes.
    mutating func date(_ record: CSVFieldBuffer, column: Int, dates: FoodLogDates) -> LocalDate? {
        selectDateCell(record, column: column)
        if let date { return date }
        let read = dates.date(record.string(column))
        date = .some(read)
        return read
    }

    /// Whether `record`'s field `column` is a slashed date (`1/27/2026`, ``FoodLogDates/slashed(_:)``),
    /// real or not.
    mutating func isSlashedDate(_ record: CSVFieldBuffer, column: Int) -> Bool {
        selectDateCell(record, column: column)
        if let slashed { return slashed }
        let read = FoodLogDates.slashed(record.string(column)) != nil
        slashed = read
        return read
    }

    /// Makes `record`'s field `column` the date cell, forgetting what was read of another one.
    private mutating func selectDateCell(_ record: CSVFieldBuffer, column: Int) {
        if hasDateCell, record.withField(column, { Self.equal($0, dateCell) }) { return }
        dateCell.removeAll(keepingCapacity: true)
        record.withField(column) { dateCell.append(contentsOf: $0) }
        hasDateCell = true
        date = nil
        slashed = nil
    }

    /// The meal `record`'s field `column` names, as `read` reads a meal cell.
    mutating func mealName(_ record: CSVFieldBuffer, column: Int, read: (String) -> String?) -> String? {
        if let meal, record.withField(column, { Self.equal($0, mealCell) }) { return meal }
        mealCell.removeAll(keepingCapacity: true)
        record.withField(column) { mealCell.append(contentsOf: $0) }
        let name = read(record.string(column))
        meal = .some(name)
        return name
    }

    /// Whether `cell` holds the bytes of `kept`.
    private static func equal(_ cell: UnsafeBufferPointer<UInt8>, _ kept: [UInt8]) -> Bool {
        cell.count == kept.count && kept.withUnsafeBufferPointer { kept in cell.elementsEqual(kept) }
    }
}
