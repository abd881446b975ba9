/// A date cell of a body CSV that may hold a time of day after the date: `2023-05-01 07:12:33`
/// (Withings), `2026-01-05T07:30`, `2021-06-01 00:00:00` (Health Auto Export), a spreadsheet's
/// `6/1/2021 7:05` or `6/1/2021 7:05 AM`, or a date alone.
enum BodyDateTime {
    /// The date part and the time part (nil when there is none) of `cell`, spaces around trimmed.
    static func split(_ cell: String) -> (date: String, time: String?) {
        let trimmed = cell.trimmingSpaces()
        guard let cut = trimmed.firstIndex(where: { $0 == " " || $0 == "T" }) else { return (trimmed, nil) }
        let time = String(trimmed[trimmed.index(after: cut)...]).trimmingSpaces()
        return (String(trimmed[..<cut]), time.isEmpty ? nil : time)
    }

    /// The time of a date cell's time part: `07:12:33`, `7:05 AM`; a UTC offset or fraction after the
    /// seconds (`00:15:00.000+05:30`, Google Fit) is ignored — the clock written is the local one.
    static func time(_ text: String) -> LocalTime? {
        if let time = ClockTime.parse(text) { return time }
        let clock = text.prefix { $0.isASCII && ($0.isNumber || $0 == ":") }
        guard clock.count >= 4, clock.count < text.count else { return nil }
        let rest = text[clock.endIndex...]
        guard let first = rest.first, first == "." || first == "+" || first == "-" || first == "Z" else { return nil }
        return LocalTime(text: clock)
    }
}
