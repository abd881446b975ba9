/// A time of day as trackers write it: 24-hour `21:51`, `21:51:07`, or 12-hour `9:51 AM`, `12:05 pm`
/// (Cronometer). Shared by the food-log and body readers.
enum ClockTime {
    /// The time `text` writes (spaces around ignored), or nil when it is not one.
    static func parse(_ text: String) -> LocalTime? {
        let trimmed = text.trimmingSpaces()
        let upper = trimmed.uppercased()
        for (suffix, offset) in [("AM", 0), ("PM", 12)] where upper.hasSuffix(suffix) {
            let clock = String(trimmed.dropLast(2)).trimmingSpaces()
            guard let parsed = LocalTime(text: clock) else { return nil }
            let hour = parsed.secondsSinceMidnight / 3600
            guard (1...12).contains(hour) else { return nil }
            let rest = parsed.secondsSinceMidnight % 3600
            return LocalTime(secondsSinceMidnight: (hour % 12 + offset) * 3600 + rest)
        }
        return LocalTime(text: trimmed)
    }
}
