import NutritionData

/// The UTC offset of the imaginary person's phone: Lisbon time (+0000 in winter, +0100 in summer,
/// switching at 01:00 UTC on the last Sundays of March and October), and one week a year in
/// New York (-0500/-0400), so the data has daylight-saving changes and travel days.
struct ZoneModel {
    /// Seconds since the epoch (UTC) of each switch, ascending, with the offset that starts there.
    private var switches: [(at: Int64, offset: Int32)] = []

    init(firstYear: Int, lastYear: Int) {
        for year in firstYear...lastYear {
            let spring = Self.lastSunday(month: 3, year: year) * 86_400 + 3_600
            let autumn = Self.lastSunday(month: 10, year: year) * 86_400 + 3_600
            // A week in New York in late May (summer time there: -0400), then back to Lisbon.
            let travel = Int64(LocalDate(year: year, month: 5, day: 20)?.dayNumber ?? 0) * 86_400 + 12 * 3_600
            switches.append((spring, 3_600))
            switches.append((travel, -4 * 3_600))
            switches.append((travel + 7 * 86_400, 3_600))
            switches.append((autumn, 0))
        }
    }

    /// The offset in force at `utc` (seconds since the epoch).
    func offset(at utc: Int64) -> Int32 {
        var low = 0
        var high = switches.count
        while low < high {
            let mid = (low + high) / 2
            if switches[mid].at <= utc { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? 0 : switches[low - 1].offset
    }

    private static func lastSunday(month: Int, year: Int) -> Int64 {
        let last = LocalDate(year: year, month: month, day: 31) ?? LocalDate(dayNumber: 0)
        let back = (last.weekday.rawValue % 7)  // Sunday = 7 → 0 days back
        return Int64(last.dayNumber - back)
    }
}
