import NutritionData
import NutritionStats
import Testing

@Suite struct StreaksTests {
    typealias F = Fixtures

    func dates(_ days: [Int]) -> [LocalDate] { days.map { F.date("2026-11-01").adding(days: $0 - 1) } }

    @Test func currentAndLongest() {
        // Logged Nov 1–5, 7–8, 10. As of Nov 8: current 7–8 (2 days), longest 1–5 (5 days).
        let streaks = Streaks(loggedDates: dates([1, 2, 3, 4, 5, 7, 8, 10]), anchor: F.date("2026-11-08"))
        #expect(streaks.current == Streak(range: F.range("2026-11-07", "2026-11-08")))
        #expect(streaks.current?.days == 2)
        #expect(streaks.longest == Streak(range: F.range("2026-11-01", "2026-11-05")))
    }

    @Test func anchorNotLoggedMeansNoCurrentStreak() {
        let streaks = Streaks(loggedDates: dates([1, 2, 3]), anchor: F.date("2026-11-04"))
        #expect(streaks.current == nil)
        #expect(streaks.longest?.days == 3)
    }

    @Test func aRunIsCutAtTheAnchor() {
        // Logged Nov 1–10; as of Nov 6 the run is 1–6 and the days after do not count.
        let streaks = Streaks(loggedDates: dates(Array(1...10)), anchor: F.date("2026-11-06"))
        #expect(streaks.current?.range == F.range("2026-11-01", "2026-11-06"))
        #expect(streaks.longest?.days == 6)
    }

    @Test func tiesKeepTheEarliestRun() {
        let streaks = Streaks(loggedDates: dates([1, 2, 4, 5]), anchor: F.date("2026-11-05"))
        #expect(streaks.longest?.range.first.iso == "2026-11-01")
        #expect(streaks.current?.range.first.iso == "2026-11-04")
    }

    @Test func periodAnchorIsTheEarlierOfPeriodEndAndDataEnd() {
        // Entries on Mon–Wed; activity goes on to Friday. The week's anchor is Friday (the last day of
        // data), which is not logged: no current streak, though Mon–Wed is the longest.
        let entries = ["2026-11-16", "2026-11-17", "2026-11-18"].map { F.entry($0, "12:00", "A", kcal: 100) }
        let activity = [DayActivity(date: F.date("2026-11-20"), steps: 5_000)]
        let week = F.range("2026-11-16", "2026-11-22")
        let withActivity = NutritionStatistics(entries: entries, activity: activity).period(week)
        #expect(withActivity.streaks?.anchor.iso == "2026-11-20")
        #expect(withActivity.streaks?.current == nil)
        #expect(withActivity.streaks?.longest?.days == 3)
        // Without the activity, the data ends on Wednesday: current streak Mon–Wed.
        let foodOnly = NutritionStatistics(entries: entries).period(week)
        #expect(foodOnly.streaks?.anchor.iso == "2026-11-18")
        #expect(foodOnly.streaks?.current?.days == 3)
        // A past period anchors on its own last day; the streak may start before the period.
        let tuesday = NutritionStatistics(entries: entries).period(F.range("2026-11-17", "2026-11-17"))
        #expect(tuesday.streaks?.current?.range == F.range("2026-11-16", "2026-11-17"))
    }
}
