import Testing

@testable import NutritionData

@Suite struct DailyDialectTests {
    @Test func healthAutoExport() throws {
        let path = ActivityFixture.path("health-auto-export.csv")
        let log = try readActivity([path]).get()
        let first = try #require(log.day("2026-07-11"))
        // Active Energy is in kJ: 4184 kJ / 4.184 = 1000 kcal. Steps in "steps", resting in kcal.
        #expect(isClose(first.activeKcal, 1000))
        #expect(first.steps == 10448)
        #expect(isClose(first.restingKcal, 1702.1))
        #expect(first.heartRate == HeartRateSummary(min: 52, max: 148, sum: 71.5, count: 1))
        #expect(first.sources == [path])
        let second = try #require(log.day("2026-07-12"))
        // 2092 kJ / 4.184 = 500 kcal; empty fields are "no data", not zero.
        #expect(isClose(second.activeKcal, 500))
        #expect(second.restingKcal == nil)
        #expect(second.heartRate == nil)
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .healthAutoExport)
        #expect(summary.ignoredColumns == ["Walking + Running Distance (km)"])
        #expect(summary.rows == 2 && summary.rowsUsed == 2 && summary.days == 2)
    }

    @Test func healthAutoExportHourlyRowsAddUp() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "hourly.csv",
            """
            Date/Time,Step Count (count),Heart Rate [Min] (count/min),Heart Rate [Max] (count/min),Heart Rate [Avg] (count/min)
            2026-07-11 08:00:00,1200,60,110,80
            2026-07-11 09:00:00,300,55,90,70
            2026-07-12 08:00:00,,,,

            """)
        let log = try readActivity([path]).get()
        let day = try #require(log.day("2026-07-11"))
        // 1200 + 300 steps; heart rate: lowest min 55, highest max 110, mean of averages (80 + 70) / 2.
        #expect(day.steps == 1500)
        #expect(day.heartRate?.min == 55 && day.heartRate?.max == 110)
        #expect(isClose(day.heartRate?.average, 75))
        // A row with only empty fields gives no day.
        #expect(log.day("2026-07-12") == nil)
        #expect(log.files.first?.rowsUsed == 2)
    }

    @Test func googleFitCaloriesAreTotalEnergy() throws {
        let path = ActivityFixture.path("Daily activity metrics.csv")
        let log = try readActivity([path]).get()
        let first = try #require(log.day("2025-01-30"))
        #expect(isClose(first.totalKcal, 1490.45))
        #expect(first.activeKcal == nil)
        #expect(first.steps == 5885)
        let second = try #require(log.day("2025-01-31"))
        #expect(isClose(second.totalKcal, 1402.5))
        #expect(second.steps == nil)
        let summary = try #require(log.files.first)
        #expect(summary.dialect == .googleFitDaily)
        // 19 columns: Date, Calories and Step count are read; the other 16 are listed.
        #expect(summary.ignoredColumns.count == 16)
        #expect(summary.ignoredColumns.first == "Move Minutes count")
        #expect(summary.ignoredColumns.last == "Running duration (ms)")
    }

    @Test func plain() throws {
        let path = ActivityFixture.path("plain.csv")
        let log = try readActivity([path]).get()
        #expect(
            log.days == [
                DayActivity(
                    date: LocalDate(iso: "2025-02-01")!, steps: 9000, activeKcal: 450.5, restingKcal: 1600,
                    sources: [path]),
                DayActivity(date: LocalDate(iso: "2025-02-02")!, steps: 7000, restingKcal: 1580, sources: [path]),
            ])
        #expect(log.files.first?.dialect == .plainDaily)
    }

    @Test func dialectDetection() throws {
        func layout(_ header: [String]) throws -> ActivityDialect {
            try ActivityHeader.layout(of: header, file: "f.csv").dialect
        }
        #expect(
            try layout([
                "sourceName", "sourceVersion", "device", "type", "unit", "creationDate", "startDate", "endDate",
                "value",
            ]) == .appleHealthRecords)
        #expect(try layout(["Date/Time", "Step Count (count)"]) == .healthAutoExport)
        #expect(try layout(["date", "resting_kcal"]) == .plainDaily)
        #expect(try layout(["DATE", "Steps", "Active_kcal"]) == .plainDaily)
        #expect(try layout(["Date", "Step count"]) == .googleFitDaily)
        #expect(try layout(["Date", "Heart Points", "Calories (kcal)"]) == .googleFitDaily)
        #expect(throws: InputError.self) { try layout(["date", "steps", "distance"]) }
        #expect(throws: InputError.self) { try layout(["Date", "Heart Points"]) }
    }

    @Test func heartRateColumnsNeedAllThree() throws {
        let layout = try ActivityHeader.layout(
            of: ["Date/Time", "Heart Rate [Avg] (count/min)", "Step Count (count)"], file: "f.csv")
        guard case .daily(let daily) = layout else {
            Issue.record("expected a daily layout")
            return
        }
        #expect(!daily.hasHeartRate)
        #expect(daily.ignored == ["Heart Rate [Avg] (count/min)"])
    }

    @Test func unitsInHeaders() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "units.csv",
            """
            Date/Time,Active Energy (Cal),Resting Energy (KJ)
            2026-01-01 00:00:00,250,8368

            """)
        let log = try readActivity([path]).get()
        // Cal = kcal; 8368 kJ / 4.184 = 2000 kcal.
        #expect(isClose(log.day("2026-01-01")?.activeKcal, 250))
        #expect(isClose(log.day("2026-01-01")?.restingKcal, 2000))
    }
}
