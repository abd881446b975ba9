import Testing

@testable import NutritionData

@Suite struct AppleHealthRecordTests {
    @Test func energyUnitsHeartRateAndOtherTypes() throws {
        let path = ActivityFixture.path("apple-health-energy.csv")
        let log = try readActivity([path]).get()
        let day = try #require(log.day("2024-06-01"))
        // Active: watch 10:00–10:02 20 kcal (10/min), watch 10:02–10:03 5 Cal = 5 kcal, phone 10:00–10:04
        // 41.84 kJ = 10 kcal (2.5/min): 10:00–10:02 the watch wins, 10:03 only the phone → 20 + 5 + 2.5.
        #expect(isClose(day.activeKcal, 27.5))
        // Basal: 418.4 kJ / 4.184 = 100 kcal.
        #expect(isClose(day.restingKcal, 100))
        // Heart rate from every source: 72, 120, 60 (watch) and 90 (Polar): min 60, max 120,
        // mean (72 + 120 + 60 + 90) / 4 = 85.5.
        let rate = try #require(day.heartRate)
        #expect(rate.min == 60 && rate.max == 120 && rate.count == 4)
        #expect(isClose(rate.average, 85.5))
        #expect(day.steps == nil)
        #expect(day.sources == ["Anna’s Apple Watch", "Anna’s\u{00A0}iPhone", "Polar H10"])

        let summary = try #require(log.files.first)
        #expect(summary.dialect == .appleHealthRecords)
        #expect(summary.rows == 11)
        #expect(summary.rowsUsed == 8)
        #expect(summary.days == 1)
        #expect(
            summary.otherTypes == [
                ActivityTypeCount(type: "DistanceWalkingRunning", rows: 2, firstLine: 6),
                ActivityTypeCount(type: "FlightsClimbed", rows: 1, firstLine: 12),
            ])
        // Unused types are reported with the skipped rows too (never dropped silently).
        #expect(log.skipped.total == 3)
        #expect(
            log.skipped.tallies.map(\.reason) == [
                "field 'type': rows of type DistanceWalkingRunning are not used by NutriStats (counted, not read)",
                "field 'type': rows of type FlightsClimbed are not used by NutriStats (counted, not read)",
            ])
        // Only exports are summarised instead (hundreds of types there, a few in a CSV).
        #expect(log.unusedRecordTypes().isEmpty)
    }

    @Test func columnsAreFoundByHeaderName() throws {
        let folder = TemporaryFolder()
        // A different column order (and no device column).
        let path = folder.write(
            "reordered.csv",
            """
            value,endDate,startDate,unit,type,sourceName
            120,2024-05-01 10:02:00 +0000,2024-05-01 10:00:00 +0000,count,StepCount,"Phone, \\"the old one\\""

            """)
        let log = try readActivity([path]).get()
        // 120 steps over two minutes.
        #expect(isClose(log.day("2024-05-01")?.steps, 120))
        // Comma and backslash-escaped quotes inside the quoted name are decoded.
        #expect(log.day("2024-05-01")?.sources == ["Phone, \"the old one\""])
    }

    @Test func doubledQuotesAreAcceptedToo() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "rfc.csv",
            appleHealthHeader
                + "\"Ann \"\"Runner\"\" Watch\",,,StepCount,count,x,2024-05-01 10:00:00 +0000,2024-05-01 10:00:00 +0000,7\n"
        )
        let log = try readActivity([path]).get()
        #expect(log.day("2024-05-01")?.sources == ["Ann \"Runner\" Watch"])
        #expect(isClose(log.day("2024-05-01")?.steps, 7))
    }

    @Test func headerOnlyFileHasNoDays() throws {
        let folder = TemporaryFolder()
        let path = folder.write("empty-data.csv", appleHealthHeader)
        let log = try readActivity([path]).get()
        #expect(log.days.isEmpty)
        #expect(log.files.first?.rows == 0)
    }
}
