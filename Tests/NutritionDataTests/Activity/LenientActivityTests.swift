import Testing

@testable import NutritionData

@Suite struct LenientActivityTests {
    @Test func badRowsAreCountedPerReasonAndTheRestIsRead() throws {
        let folder = TemporaryFolder()
        let ok = { (minute: Int, value: String) in
            healthRow(
                "Watch", "StepCount", "count", "2024-05-01 10:0\(minute):00 +0000", "2024-05-01 10:0\(minute):00 +0000",
                value)
        }
        let path = folder.write(
            "mixed.csv",
            appleHealthHeader
                + ok(0, "10")  // line 2
                + ok(1, "-1")  // line 3: negative
                + ok(2, "20")  // line 4
                + ok(3, "abc")  // line 5: not a number (same group as line 3)
                + "\"Watch\",1\n"  // line 6: two fields (the third, device, is the first missing)
                // line 7
                + healthRow("Watch", "StepCount", "count", "2024-05-01 10:04:00", "2024-05-01 10:04:00 +0000", "5")
                // line 8
                + healthRow(
                    "Watch", "FlightsClimbed", "count", "2024-05-01 10:04:00 +0000", "2024-05-01 10:04:00 +0000", "1")
                + ok(5, "30"))  // line 9
        #expect(readActivity([path]).failure?.line == 3)

        let log = try readActivity([path], strictness: .lenient).get()
        // Good rows: 10 + 20 + 30.
        #expect(log.day("2024-05-01")?.steps == 60)
        let tallies = log.skipped.tallies.map { "\($0.firstLine ?? 0) ×\($0.count) \($0.reason)" }
        #expect(
            tallies == [
                "3 ×2 field 'value': expected a finite, non-negative number, found \"-1\"",
                "6 ×1 field 'device': expected 9 fields as in the header, found 2",
                "7 ×1 field 'startDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2024-05-01 10:04:00\"",
                "8 ×1 field 'type': rows of type FlightsClimbed are not used by NutriStats (counted, not read)",
            ])
        let summary = try #require(log.files.first)
        // 8 data rows: 3 used, 4 malformed, 1 of an unused type.
        #expect(summary.rows == 8)
        #expect(summary.rowsUsed == 3)
        #expect(summary.rowsSkipped == 4)
        #expect(summary.otherTypes == [ActivityTypeCount(type: "FlightsClimbed", rows: 1, firstLine: 8)])
    }

    @Test func manyBadRowsStayOneGroup() throws {
        let folder = TemporaryFolder()
        var text = "date,steps\n"
        for day in 1...28 { text += "2025-02-\(day < 10 ? "0" : "")\(day),\(day % 2 == 0 ? "-\(day)" : "\(day)")\n" }
        let path = folder.write("plain.csv", text)
        let log = try readActivity([path], strictness: .lenient).get()
        // Odd days 1, 3, …, 27 are good (14 days); the 14 even days are negative.
        #expect(log.days.count == 14)
        #expect(log.skipped.tallies.count == 1)
        #expect(log.skipped.total == 14)
        #expect(log.skipped.tallies.first?.firstLine == 3)
    }
}
