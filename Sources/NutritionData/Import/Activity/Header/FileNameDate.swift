/// The day a file's name holds, for dialects whose rows carry only a time of day (Google Fit's
/// per-day files, `Daily activity metrics/2023-10-29.csv`).
enum FileNameDate {
    /// The first `YYYY-MM-DD` in the last path component of `path` that is a real date, as a day
    /// number; nil when there is none. `2023-10-29.csv` and `2023-10-29 (1).csv` (a second download)
    /// give 2023-10-29; `metrics.csv` gives nil.
    static func day(in path: String) -> Int? {
        let name = Array((path.split(separator: "/", omittingEmptySubsequences: false).last ?? "").utf8)
        guard name.count >= 10 else { return nil }
        return name.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            for start in 0...(buffer.count - 10) {
                if let day = ByteTimestamp.parseDate(base + start) { return day }
            }
            return nil
        }
    }

    /// The last path component, for messages.
    static func name(of path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }
}
