import Testing

@testable import NutritionData

/// Several devices recording the same minutes (fixture `apple-health-steps.csv`, all on 2024-03-05
/// +0100 except one sample across midnight). The samples:
///
/// | source | local time | steps | per minute |
/// |---|---|---|---|
/// | Watch | 08:00–08:10 | 1000 | 100 × 10 min |
/// | iPhone | 08:00–08:10 | 900 | 90 × 10 min |
/// | iPhone | 12:00–12:05 | 500 | 100 × 5 min (watch not worn) |
/// | Watch | 18:00:30–18:01:30 | 60 | 30 in 18:00, 30 in 18:01 |
/// | Watch | 18:01:30–18:01:45 | 15 | 15 in 18:01 |
/// | iPhone | 18:01–18:03 | 120 | 60 in 18:01, 60 in 18:02 |
/// | Pedometer (other) | 08:05–08:15 | 300 | 30 × 10 min |
/// | iPhone | 23:58–00:02 next day | 400 | 100 × 4 min |
@Suite struct DeviceMergeTests {
    let steps = ActivityFixture.path("apple-health-steps.csv")
    let watch = "Anna’s Apple Watch"
    let phone = "Anna’s\u{00A0}iPhone"
    let other = "Bob\"s Pedometer, v2"

    @Test func watchFirstKeepsPhoneOnlyMinutesAndCountsOverlapOnce() throws {
        let log = try readActivity([steps]).get()
        // 08:00–08:09 watch 10 × 100 = 1000 (phone's 900 and the pedometer's 08:05–08:09 lose)
        // 08:10–08:14 only the pedometer: 5 × 30 = 150
        // 12:00–12:04 only the phone: 500
        // 18:00 watch 30; 18:01 watch 30 + 15 = 45 (same source adds; the phone's 60 loses); 18:02 phone 60
        // 23:58–23:59 phone 2 × 100 = 200
        // = 1000 + 150 + 500 + 30 + 45 + 60 + 200 = 1985
        let day = try #require(log.day("2024-03-05"))
        #expect(isClose(day.steps, 1985))
        // A naive sum would give 1000 + 900 + 500 + 60 + 15 + 120 + 300 + 200 = 3095 (double counting);
        // the watch alone would give 1000 + 60 + 15 = 1075 (losing the phone-only walk at noon).
        #expect(day.steps! < 3095 && day.steps! > 1075)
        #expect(day.sources == [watch, phone, other].sorted())
        // 00:00–00:01 of 2024-03-06: the rest of the sample across midnight, 2 × 100.
        let next = try #require(log.day("2024-03-06"))
        #expect(isClose(next.steps, 200))
        #expect(next.sources == [phone])
    }

    @Test func phoneFirst() throws {
        let log = try readActivity([steps], priority: .phoneFirst).get()
        // 08:00–08:09 phone 900; 08:10–08:14 pedometer 150; 12:00 phone 500;
        // 18:00 watch 30 (the phone starts at 18:01); 18:01 phone 60; 18:02 phone 60; 23:58 phone 200
        // = 900 + 150 + 500 + 30 + 60 + 60 + 200 = 1900
        #expect(isClose(log.day("2024-03-05")?.steps, 1900))
    }

    @Test func onlyOneSourceIgnoringCase() throws {
        let log = try readActivity([steps], priority: .only("APPLE watch")).get()
        // Watch only: 1000 + 30 + 45 = 1075; the day after has no watch data at all.
        #expect(isClose(log.day("2024-03-05")?.steps, 1075))
        #expect(log.day("2024-03-06") == nil)
        let summary = try #require(log.files.first)
        // 8 rows: 3 watch rows used, 4 phone rows and 1 pedometer row left out by the filter.
        #expect(summary.rows == 8)
        #expect(summary.rowsUsed == 3)
        #expect(summary.rowsExcludedBySource == 5)
        #expect(summary.sources == [watch, phone, other].sorted())
    }

    @Test func onlyThePhone() throws {
        let log = try readActivity([steps], priority: .only("iphone")).get()
        // Phone alone: 900 + 500 + 60 + 60 + 200 = 1720 on the 5th, 200 on the 6th.
        #expect(isClose(log.day("2024-03-05")?.steps, 1720))
        #expect(isClose(log.day("2024-03-06")?.steps, 200))
    }

    @Test func sourceWhoseNameSaysNeitherIsClassifiedByDevice() throws {
        let folder = TemporaryFolder()
        // "Health" names no device, but its device field says iPhone, so it ranks as a phone and loses to
        // the watch; "Zepp" (other) ranks below both even though its name sorts first... by class, not name.
        let path = folder.write(
            "steps.csv",
            appleHealthHeader
                + healthRow(
                    "Health", "StepCount", "count", "2024-05-01 10:00:00 +0000", "2024-05-01 10:02:00 +0000", "80",
                    device: "\"<<HKDevice: 0x2>, name:iPhone, model:iPhone>\"")
                + healthRow(
                    "My Watch", "StepCount", "count", "2024-05-01 10:01:00 +0000", "2024-05-01 10:03:00 +0000", "50")
                + healthRow(
                    "Zepp", "StepCount", "count", "2024-05-01 10:00:00 +0000", "2024-05-01 10:04:00 +0000", "400"))
        let watchFirst = try readActivity([path]).get()
        // 10:00 Health (phone) 40 beats Zepp; 10:01 watch 25; 10:02 watch 25; 10:03 Zepp 100 → 190
        #expect(isClose(watchFirst.day("2024-05-01")?.steps, 190))
        let phoneFirst = try readActivity([path], priority: .phoneFirst).get()
        // 10:00 phone 40; 10:01 phone 40; 10:02 watch 25; 10:03 Zepp 100 → 205
        #expect(isClose(phoneFirst.day("2024-05-01")?.steps, 205))
    }

    @Test func twoSourcesOfTheSameClassTieBreakByName() throws {
        let folder = TemporaryFolder()
        // Two watches in the same minute: "A Watch" sorts before "B Watch", so it wins; no sum.
        let path = folder.write(
            "steps.csv",
            appleHealthHeader
                + healthRow(
                    "B Watch", "StepCount", "count", "2024-05-01 10:00:00 +0000", "2024-05-01 10:01:00 +0000", "70")
                + healthRow(
                    "A Watch", "StepCount", "count", "2024-05-01 10:00:00 +0000", "2024-05-01 10:01:00 +0000", "30"))
        let log = try readActivity([path]).get()
        #expect(isClose(log.day("2024-05-01")?.steps, 30))
        #expect(log.day("2024-05-01")?.sources == ["A Watch"])
    }

    @Test func recordFilesMergeAcrossFilesToo() throws {
        let folder = TemporaryFolder()
        let watchFile = folder.write(
            "watch.csv",
            appleHealthHeader
                + healthRow(
                    "Watch", "StepCount", "count", "2024-05-01 10:00:00 +0000", "2024-05-01 10:10:00 +0000", "1000"))
        let phoneFile = folder.write(
            "phone.csv",
            appleHealthHeader
                + healthRow(
                    "iPhone", "StepCount", "count", "2024-05-01 10:05:00 +0000", "2024-05-01 10:15:00 +0000", "600"))
        // 10:00–10:09 watch 1000; 10:10–10:14 phone 5 × 60 = 300 → 1300 whichever file comes first.
        for order in [[watchFile, phoneFile], [phoneFile, watchFile]] {
            let log = try readActivity(order).get()
            #expect(isClose(log.day("2024-05-01")?.steps, 1300))
            #expect(log.conflicts.isEmpty)
        }
    }
}
