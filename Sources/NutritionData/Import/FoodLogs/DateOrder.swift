/// Which way a slashed date such as `1/2/2026` is read: month first (`mdy`, 2 January) or day first
/// (`dmy`, 1 February). Spreadsheets re-save ISO dates this way, in the order of the computer's locale.
public enum DateOrder: String, Sendable, Hashable, CaseIterable {
    case mdy
    case dmy
}

/// Reads the dates of a food log's date column: ISO `2026-01-27` as is; slashed `1/27/2026` (a
/// spreadsheet's re-save, possibly followed by a time such as ` 0:00`) in the order the column itself
/// proves — a first number above 12 means day first, a second above 12 month first — or the order
/// given with `--date-order`. A column whose slashed dates fit both orders, without an order given,
/// is an error: a guess would silently swap days and months.
struct FoodLogDates {
    /// The order used for slashed dates (nil when the column has none).
    let order: DateOrder?

    /// Decides the order for the texts of one column. `given` wins when present.
    ///
    /// - Throws: ``InputError`` naming `column` when the column proves both orders (a mix), or fits
    ///   both and none was given.
    init(column texts: [(text: String, line: Int)], given: DateOrder?, file: String, column: String) throws(InputError) {
        if let given {
            self.order = given
            return
        }
        var dayFirstLine: Int?
        var monthFirstLine: Int?
        var sawSlashed = false
        for (text, line) in texts {
            guard let parts = Self.slashed(text) else { continue }
            sawSlashed = true
            if parts.0 > 12, dayFirstLine == nil { dayFirstLine = line }
            if parts.1 > 12, monthFirstLine == nil { monthFirstLine = line }
        }
        switch (dayFirstLine, monthFirstLine) {
        case (let d?, let m?):
            throw InputError(file: file, line: max(d, m), field: column, problem:
                "dates are day first on line \(d) and month first on line \(m); expected one order "
                + "(give --date-order mdy or --date-order dmy to say which)")
        case (.some, nil):
            self.order = .dmy
        case (nil, .some):
            self.order = .mdy
        case (nil, nil):
            guard !sawSlashed else {
                throw InputError(file: file, line: texts.first(where: { Self.slashed($0.text) != nil })?.line, field: column, problem:
                    "the dates (such as \"\(texts.first(where: { Self.slashed($0.text) != nil })?.text ?? "")\") could be month/day or "
                    + "day/month, and no day is above 12 to tell; give --date-order mdy or --date-order dmy")
            }
            self.order = nil
        }
    }

    /// The date of `text`, or nil when it is not a real date in either spelling.
    func date(_ text: String) -> LocalDate? {
        let trimmed = text.trimmingSpaces()
        if let date = LocalDate(iso: trimmed) { return date }
        guard let parts = Self.slashed(trimmed), let order else { return nil }
        return order == .mdy
            ? LocalDate(year: parts.2, month: parts.0, day: parts.1)
            : LocalDate(year: parts.2, month: parts.1, day: parts.0)
    }

    /// `1/27/2026` (or `1/27/2026 0:00`) as its three numbers, or nil. Years have four digits.
    static func slashed(_ text: String) -> (Int, Int, Int)? {
        let datePart = text.trimmingSpaces().split(separator: " ", maxSplits: 1).first ?? ""
        let pieces = datePart.split(separator: "/", omittingEmptySubsequences: false)
        guard pieces.count == 3, pieces[2].count == 4, (1...2).contains(pieces[0].count), (1...2).contains(pieces[1].count),
              pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let first = Int(pieces[0]), let second = Int(pieces[1]), let year = Int(pieces[2]) else { return nil }
        return (first, second, year)
    }
}
