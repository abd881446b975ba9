import NutritionData
import Pantry
import Testing

/// Statuses around their boundaries, each expectation counted by hand on a calendar.
@Suite struct PantryStatusTests {
    func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    func status(_ expires: String?, today: String, soon: Int = 3) -> PantryStatus {
        PantryStatus(expires: expires.map(day), today: day(today), soonDays: soon)
    }

    @Test func aroundToday() {
        #expect(status("2026-11-19", today: "2026-11-20") == .expired(daysAgo: 1))
        #expect(status("2026-11-20", today: "2026-11-20") == .expiresToday)
        #expect(status("2026-11-21", today: "2026-11-20") == .soon(inDays: 1))
    }

    @Test func exactlySoonDaysAwayIsSoonOneMoreIsFresh() {
        #expect(status("2026-11-23", today: "2026-11-20", soon: 3) == .soon(inDays: 3))
        #expect(status("2026-11-24", today: "2026-11-20", soon: 3) == .fresh(inDays: 4))
        #expect(status("2026-11-27", today: "2026-11-20", soon: 7) == .soon(inDays: 7))
        // With a window of 0 days nothing is soon: tomorrow is fresh, today is still today.
        #expect(status("2026-11-21", today: "2026-11-20", soon: 0) == .fresh(inDays: 1))
        #expect(status("2026-11-20", today: "2026-11-20", soon: 0) == .expiresToday)
    }

    @Test func leapDay() {
        // 2024-02-28 → 02-29 → 03-01: the leap day counts.
        #expect(status("2024-03-01", today: "2024-02-28") == .soon(inDays: 2))
        #expect(status("2024-02-29", today: "2024-03-01") == .expired(daysAgo: 1))
        // 2025 has no 29 February: 02-28 → 03-01 is one day.
        #expect(status("2025-03-01", today: "2025-02-28") == .soon(inDays: 1))
        // 2024-02-29 to 2025-02-28: 365 days (2024-03-01 … 2025-02-28 is 365, minus the day before).
        #expect(status("2025-02-28", today: "2024-02-29") == .fresh(inDays: 365))
    }

    @Test func yearEnd() {
        #expect(status("2027-01-02", today: "2026-12-30") == .soon(inDays: 3))
        #expect(status("2026-12-31", today: "2027-01-01") == .expired(daysAgo: 1))
        #expect(status("2026-12-01", today: "2027-01-01") == .expired(daysAgo: 31))
    }

    @Test func noDate() {
        #expect(status(nil, today: "2026-11-20") == .noDate)
        #expect(status(nil, today: "2026-11-20").daysLeft == nil)
    }

    @Test func texts() {
        #expect(PantryStatus.expired(daysAgo: 1).text == "expired 1 day ago")
        #expect(PantryStatus.expired(daysAgo: 12).text == "expired 12 days ago")
        #expect(PantryStatus.expiresToday.text == "expires today")
        #expect(PantryStatus.soon(inDays: 2).text == "soon: in 2 days")
        #expect(PantryStatus.fresh(inDays: 1).text == "fresh: in 1 day")
        #expect(PantryStatus.noDate.text == "no date")
    }
}
