import Testing

@testable import NutritionData

@Suite struct LocalDayBucketingTests {
    let travel = ActivityFixture.path("apple-health-travel.csv")
    let dst = ActivityFixture.path("apple-health-dst.csv")

    @Test func recordsLandOnTheirOwnLocalDates() throws {
        let log = try readActivity([travel]).get()
        // 2024-01-10 23:30 -0500 is 04:30 UTC on the 11th, but it is the 10th where it was walked.
        #expect(isClose(log.day("2024-01-10")?.steps, 100))
        // 2024-01-11 00:30 +0100 is 23:30 UTC on the 10th, but it is the 11th where it was walked.
        #expect(isClose(log.day("2024-01-11")?.steps, 200))
    }

    @Test func aTravelWeek() throws {
        let log = try readActivity([travel]).get()
        // One 08:00 walk a day of 1000 × (day index + 1) steps, in New York, Paris, then Tokyo.
        for index in 0..<7 {
            let iso = "2024-01-\(12 + index)"
            var expected = Double(1000 * (index + 1))
            // 2024-01-18 also has 23:00–23:10 +0900 (14:00 UTC the same day): 50 more steps.
            if index == 6 { expected += 50 }
            #expect(isClose(log.day(iso)?.steps, expected), "\(iso)")
        }
        #expect(log.days.count == 9)
    }

    @Test func springForwardUsesTheRealDuration() throws {
        let log = try readActivity([dst]).get()
        // The watch walked 01:50 -0500 → 03:10 -0400: 20 minutes of absolute time (06:50Z → 07:10Z),
        // 10 steps a minute. The phone's 03:00–03:10 -0400 is 07:00Z–07:10Z: the same instants as the
        // watch's last ten minutes, so the watch wins there and the day has 200 (not 200 + 100).
        #expect(isClose(log.day("2024-03-10")?.steps, 200))
    }

    @Test func fallBackRepeatedHourKeepsBothWalks() throws {
        let log = try readActivity([dst]).get()
        // 01:30–01:40 -0400 and 01:30–01:40 -0500 share local minutes; same source, so they add:
        // 100 + 100, plus a zero-length sample of 10 at 09:00:10 → 210.
        #expect(isClose(log.day("2024-11-03")?.steps, 210))
    }

    @Test func fallBackRepeatedHourKeepsAPhoneOnlyWalk() throws {
        let folder = TemporaryFolder()
        // The watch walks 01:30–01:40 -0400 (05:30Z); an hour later the clock has fallen back and the
        // phone alone records 01:30–01:40 -0500 (06:30Z). Same wall-clock minutes, different instants:
        // both walks count, 100 + 60 = 160 (keying minutes by wall clock would give 100).
        let path = folder.write(
            "fallback.csv",
            appleHealthHeader
                + healthRow(
                    "Apple Watch", "StepCount", "count", "2026-11-01 01:30:00 -0400", "2026-11-01 01:40:00 -0400", "100"
                )
                + healthRow(
                    "iPhone", "StepCount", "count", "2026-11-01 01:30:00 -0500", "2026-11-01 01:40:00 -0500", "60")
                // The same instant written with either offset is one minute: 02:35 -0400 is 01:35 -0500,
                // inside the phone's walk, so the watch's 5 steps there win that minute: 160 − 6 + 5 = 159.
                + healthRow(
                    "Apple Watch", "StepCount", "count", "2026-11-01 02:35:00 -0400", "2026-11-01 02:36:00 -0400", "5"))
        let log = try readActivity([path]).get()
        #expect(isClose(log.day("2026-11-01")?.steps, 159))
    }

    @Test func sampleAcrossMidnightSplitsByLocalMinute() throws {
        let folder = TemporaryFolder()
        // 23:59:30 → 00:01:00 (90 s, 90 steps): 30 s before midnight, 60 s after.
        let path = folder.write(
            "midnight.csv",
            appleHealthHeader
                + healthRow(
                    "Watch", "ActiveEnergyBurned", "kcal", "2023-12-31 23:59:30 -0800", "2024-01-01 00:01:00 -0800", "9"
                )
                + healthRow(
                    "Watch", "StepCount", "count", "2023-12-31 23:59:30 -0800", "2024-01-01 00:01:00 -0800", "90"))
        let log = try readActivity([path]).get()
        // Steps: 90 × 30/90 = 30 on Dec 31 and 90 × 60/90 = 60 on Jan 1. Energy likewise 3 and 6.
        #expect(isClose(log.day("2023-12-31")?.steps, 30))
        #expect(isClose(log.day("2024-01-01")?.steps, 60))
        #expect(isClose(log.day("2023-12-31")?.activeKcal, 3))
        #expect(isClose(log.day("2024-01-01")?.activeKcal, 6))
    }

    @Test func heartRateGoesToTheLocalDayOfItsStart() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "hr.csv",
            appleHealthHeader
                + healthRow(
                    "Watch", "HeartRate", "count/min", "2024-02-01 23:59:59 +1400", "2024-02-02 00:00:10 +1400", "61")
                + healthRow(
                    "Watch", "HeartRate", "count/min", "1969-12-31 23:00:00 -1100", "1969-12-31 23:00:00 -1100", "70"))
        let log = try readActivity([path]).get()
        #expect(log.day("2024-02-01")?.heartRate == HeartRateSummary(sample: 61))
        // Before 1970 (negative day numbers) works the same way.
        #expect(log.day("1969-12-31")?.heartRate == HeartRateSummary(sample: 70))
    }
}
