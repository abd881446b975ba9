/// Reads the dates of a food log's date column: ISO `2026-01-27` as is (also without zero padding,
/// `2011-4-18`, as older Cronometer exports write it); slashed `1/27/2026` (possibly
/// followed by a time such as ` 0:00`) in the order ``SlashedDateOrder`` decides for the column. With
/// ``readsTimes`` (Health Auto Export's `Date/Time` column), an ISO date may carry a time and an offset
/// too (`2026-07-11 00:00:00`, `2026-07-11 00:00:00 +0200`), read as the activity reader reads the same
/// column (``ByteTimestamp/parseDay(_:count:)``): the day is the date written, the time is ignored.
struct FoodLogDates {
    /// The order used for slashed dates (nil when the column has none).
    let order: DateOrder?
    /// Whether an ISO date may be followed by a time of day.
    var readsTimes = false

    /// Dates read in `order` (nil: a slashed date is not read).
    init(order: DateOrder?) { self.order = order }

    /// Decides the order for the texts of one column. `given` wins when present.
    ///
    /// - Throws: ``InputError`` naming `column` when the column proves both orders (a mix), or fits
    ///   both and none was given.
    init(column texts: [(text: String, line: Int)], given: DateOrder?, file: String, column: String) throws(InputError)
    {
        var evidence = SlashedDateOrder()
        if given == nil {
            for (text, line) in texts {
                guard let parts = Self.slashed(text) else { continue }
                evidence.observe(first: parts.0, second: parts.1, line: line, text: text)
            }
        }
        self.order = try evidence.order(given: given, file: file, column: column)
    }

    /// The date of `text`, or nil when it is not a real date in either spelling.
    func date(_ text: String) -> LocalDate? {
        let trimmed = text.trimmingSpaces()
        if let date = LocalDate(unpaddedISO: trimmed) { return date }
        if readsTimes, let day = Self.dayWithTime(trimmed) { return LocalDate(dayNumber: day) }
        guard let parts = Self.slashed(trimmed), let order else { return nil }
        return SlashedDateOrder.date(first: parts.0, second: parts.1, year: parts.2, order: order)
    }

    /// The day of `2026-07-11 00:00:00` (a date and a time, perhaps an offset), or nil.
    private static func dayWithTime(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 10 else { return nil }
            return ByteTimestamp.parseDay(base, count: bytes.count)
        }
    }

    /// `1/27/2026` (or `1/27/2026 0:00`) as its three numbers, or nil: the slashed form of
    /// ``SpreadsheetDate/parseSlashed(_:count:)``, the one reader of it for food logs and activity files.
    static func slashed(_ text: String) -> (Int, Int, Int)? {
        var trimmed = text.trimmingSpaces()
        return trimmed.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty,
                let parts = SpreadsheetDate.parseSlashed(base, count: bytes.count)
            else { return nil }
            return (parts.first, parts.second, parts.year)
        }
    }
}
