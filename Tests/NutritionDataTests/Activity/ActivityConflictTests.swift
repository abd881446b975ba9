import Testing

@testable import NutritionData

@Suite struct ActivityConflictTests {
    let plain = ActivityFixture.path("plain.csv")
    let later = ActivityFixture.path("plain-later.csv")
    let records = ActivityFixture.path("apple-health-steps.csv")

    @Test func firstDailyFileWins() throws {
        let log = try readActivity([plain, later]).get()
        // plain.csv gives 2025-02-01 steps 9000 and active 450.5; plain-later.csv gives 9500 and 300.
        let day = try #require(log.day("2025-02-01"))
        #expect(day.steps == 9000)
        #expect(day.activeKcal == 450.5)
        #expect(day.sources == [plain])
        #expect(
            log.conflicts == [
                ActivityConflict(
                    date: LocalDate(iso: "2025-02-01")!, metric: .steps, keptFile: plain, droppedFile: later,
                    keptValue: 9000, droppedValue: 9500, reason: .earlierFileWins),
                ActivityConflict(
                    date: LocalDate(iso: "2025-02-01")!, metric: .activeKcal, keptFile: plain, droppedFile: later,
                    keptValue: 450.5, droppedValue: 300, reason: .earlierFileWins),
            ])
        // Values no other file gives are kept, and the day lists both files when both contribute.
        #expect(log.day("2025-02-03")?.steps == 100)
        #expect(log.day("2025-02-02")?.sources == [plain])
    }

    @Test func orderDecides() throws {
        let log = try readActivity([later, plain]).get()
        #expect(log.day("2025-02-01")?.steps == 9500)
        #expect(log.day("2025-02-01")?.activeKcal == 300)
        // resting_kcal only comes from plain.csv, so the day now has both files.
        #expect(log.day("2025-02-01")?.restingKcal == 1600)
        #expect(log.day("2025-02-01")?.sources == [plain, later].sorted())
        #expect(log.conflicts.map(\.droppedFile) == [plain, plain])
    }

    @Test func recordDataBeatsDailyFilesWhateverTheOrder() throws {
        for order in [[records, later], [later, records]] {
            let log = try readActivity(order).get()
            // Record steps on 2024-03-05 are 1985 (see DeviceMergeTests); plain-later.csv says 5000.
            let day = try #require(log.day("2024-03-05"))
            #expect(isClose(day.steps, 1985))
            #expect(!day.sources.contains(later))
            let conflict = try #require(log.conflicts.first)
            #expect(log.conflicts.count == 1)
            #expect(conflict.reason == .recordDataWins)
            #expect(conflict.keptFile == records && conflict.droppedFile == later)
            #expect(conflict.metric == .steps && conflict.droppedValue == 5000)
            #expect(isClose(conflict.keptValue, 1985))
        }
    }

    @Test func differentMetricsOfOneDayDoNotConflict() throws {
        let folder = TemporaryFolder()
        let energy = folder.write("energy.csv", "date,active_kcal\n2024-03-05,321\n")
        let log = try readActivity([records, energy]).get()
        let day = try #require(log.day("2024-03-05"))
        #expect(isClose(day.steps, 1985))
        #expect(day.activeKcal == 321)
        #expect(day.sources.contains(energy))
        #expect(log.conflicts.isEmpty)
    }
}
