import Testing

@testable import NutritionData

/// Memory follows days, not rows (no timing here: speed is measured by benchmarks).
@Suite struct ActivityScaleTests {
    /// 100 days × 2,000 rows: per day the watch has 1-minute samples of 10 steps at minutes 0–999 and
    /// the phone 1-minute samples of 12 steps at minutes 200–1199, interleaved by time.
    static func generate(splitEachSample: Bool) -> String {
        var text = appleHealthHeader
        text.reserveCapacity(30_000_000)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        for dayIndex in 0..<100 {
            let date = LocalDate(dayNumber: LocalDate(iso: "2020-01-01")!.dayNumber + dayIndex).iso
            func stamp(_ second: Int) -> String {
                "\(date) \(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60)) -0700"
            }
            func add(_ source: String, _ minute: Int, _ steps: Int) {
                let start = minute * 60
                if splitEachSample {
                    // Two 30-second halves: twice the rows, the same minutes.
                    text += healthRow(source, "StepCount", "count", stamp(start), stamp(start + 30), "\(steps / 2)")
                    text += healthRow(
                        source, "StepCount", "count", stamp(start + 30), stamp(start + 60), "\(steps / 2)")
                } else {
                    text += healthRow(source, "StepCount", "count", stamp(start), stamp(start + 60), "\(steps)")
                }
            }
            for minute in 0..<1200 {
                if minute < 1000 { add("Apple Watch", minute, 10) }
                if minute >= 200 { add("iPhone", minute, 12) }
            }
        }
        return text
    }

    @Test func twoHundredThousandRowsGiveExactTotalsInPerDayStorage() throws {
        let folder = TemporaryFolder()
        let path = folder.write("200k.csv", Self.generate(splitEachSample: false))
        let log = try readActivity([path]).get()
        #expect(log.files.first?.rows == 200_000)
        #expect(log.days.count == 100)
        // Per day: watch minutes 0–999 × 10 = 10,000; phone-only minutes 1000–1199 × 12 = 2,400.
        for day in log.days { #expect(day.steps == 12_400) }
        // 100 days × 12,400 (a naive sum would give 100 × (10,000 + 12,000) = 2,200,000).
        #expect(log.days.reduce(0) { $0 + ($1.steps ?? 0) } == 1_240_000)

        // The store holds 76 blocks of 16 minutes per day, whatever the row count: minutes are keyed
        // by absolute time within the day, index = minute − offset + 1,152 = minute + 420 + 1,152 at
        // -0700, so minutes 0–1199 are indexes 1572–2771, blocks 1572/16 = 98 … 2771/16 = 173: 76 blocks.
        let bins = try Self.bins(path)
        #expect(bins.dayCount == 100)
        #expect(bins.blocksInUse == 100 * 76)
        let doubled = folder.write("400k.csv", Self.generate(splitEachSample: true))
        let doubledBins = try Self.bins(doubled)
        #expect(doubledBins.blocksInUse == 100 * 76)
        #expect(doubledBins.allocatedBytes == bins.allocatedBytes)
        // Two pages of 4,096 blocks (96 B each) plus the day table: about 1 MB for 100 days.
        #expect(bins.allocatedBytes < 1_200_000)
    }

    static func bins(_ path: String) throws -> MinuteBins {
        let opened = try HeaderReader.open(path)
        guard case .records(let layout) = opened.layout else { throw InputError(file: path, problem: "not records") }
        let parser = AppleHealthRecordParser(file: path, layout: layout, strictness: .strict, priority: .watchFirst)
        let part = parser.run(LineReader(file: opened.file, start: opened.dataStart, end: opened.file.size))
        #expect(part.issues.isEmpty)
        return part.bins
    }
}
