import NutritionData

/// Writes Apple Health record CSVs for a span of years at realistic densities for someone who wears
/// an Apple Watch and carries an iPhone (about 2,600 rows a day, ~1 M a year):
///
/// | file | watch rows/day | phone rows/day |
/// |---|---|---|
/// | StepCount.csv | ~200 (walks in 30 s–3 min samples, short samples between) | ~115 (most walks again, own sample boundaries; some walks phone-only) |
/// | ActiveEnergyBurned.csv | 1,080 (one a minute 06:00–24:00) | ~35 (during walks) |
/// | BasalEnergyBurned.csv | 720 (every 2 minutes, some across midnight) | — |
/// | HeartRate.csv | ~500 (instantaneous, every ~3 minutes, denser during walks) | — |
///
/// Rows of a day are sorted by start time, phone and watch interleaved, as converters write them.
/// The same seed gives the same bytes.
struct HealthRecordsGenerator {
    static let fileNames = ["StepCount.csv", "ActiveEnergyBurned.csv", "BasalEnergyBurned.csv", "HeartRate.csv"]

    var lastDay: LocalDate
    var years: Int

    /// The first local day written.
    var firstDay: LocalDate { lastDay.adding(days: -(Int((365.25 * Double(years)).rounded()) - 1)) }

    struct Sample {
        var start: Int64
        var end: Int64
        var value: String
        var watch: Bool
    }

    /// Writes the four files into `folder`; returns rows and bytes per file.
    func write(into folder: String) throws -> [(file: String, rows: Int, bytes: Int)] {
        var random = SeededRandom(seed: 20_261_115 &+ UInt64(years))
        let zones = ZoneModel(firstYear: firstDay.year - 1, lastYear: lastDay.year + 1)
        let writers = try Self.fileNames.map { try RecordFileWriter(path: folder + "/" + $0) }
        var day = firstDay
        var buckets: [[Sample]] = Array(repeating: [], count: 4)
        while day <= lastDay {
            // UTC second of local midnight (the offset at noon is close enough for planning the day).
            let noon = Int64(day.dayNumber) * 86_400 + 43_200
            let midnight = Int64(day.dayNumber) * 86_400 - Int64(zones.offset(at: noon))
            for index in buckets.indices { buckets[index].removeAll(keepingCapacity: true) }
            generateDay(midnight: midnight, random: &random, into: &buckets)
            let softwareYear = day.year - 2016 + 3
            let prefixes = Self.prefixes(software: softwareYear)
            for (index, writer) in writers.enumerated() {
                buckets[index].sort { $0.start < $1.start }
                for sample in buckets[index] {
                    writer.row(
                        prefix: sample.watch ? prefixes.watch[index] : prefixes.phone[index],
                        start: sample.start, end: sample.end, offset: zones.offset(at: sample.start),
                        value: sample.value)
                }
            }
            day = day.adding(days: 1)
        }
        var written: [(String, Int, Int)] = []
        for (index, writer) in writers.enumerated() {
            writer.close()
            written.append((Self.fileNames[index], writer.rows, writer.bytes))
        }
        return written
    }

    func generateDay(midnight: Int64, random: inout SeededRandom, into buckets: inout [[Sample]]) {
        // Walks: start times between 07:00 and 21:30, 3–25 minutes long.
        var walks: [(start: Int64, end: Int64, watch: Bool, phone: Bool)] = []
        for _ in 0..<random.int(6...10) {
            let start = midnight + Int64(random.int(7 * 3600...(21 * 3600 + 1800)))
            let length = Int64(random.int(180...1500))
            let watchWorn = !random.chance(0.08)
            let phoneCarried = random.chance(0.75) || !watchWorn
            walks.append((start, start + length, watchWorn, phoneCarried))
        }
        // Steps during walks, in samples of 30 s–3 minutes (watch) and 1–6 minutes (phone).
        for walk in walks {
            let cadence = Double(random.int(85...120)) / 60
            if walk.watch {
                split(walk.start, walk.end, 30...180, cadence, &random, watch: true, into: &buckets[0], decimals: 0)
            }
            if walk.phone {
                let skew = Int64(random.int(-20...20))
                split(
                    walk.start + skew, walk.end + skew, 60...360, cadence * 0.97, &random, watch: false,
                    into: &buckets[0], decimals: 0)
                // The phone's own active energy during the walk.
                split(
                    walk.start + skew, walk.end + skew, 60...240, 0.07, &random, watch: false, into: &buckets[1],
                    decimals: 3)
            }
        }
        // Sparse steps between walks.
        for _ in 0..<random.int(120...160) {
            let start = midnight + Int64(random.int(6 * 3600...23 * 3600))
            let length = Int64(random.int(20...240))
            buckets[0].append(Sample(start: start, end: start + length, value: String(random.int(5...60)), watch: true))
        }
        for _ in 0..<random.int(80...100) {
            let start = midnight + Int64(random.int(7 * 3600...22 * 3600))
            let length = Int64(random.int(30...400))
            buckets[0].append(
                Sample(start: start, end: start + length, value: String(random.int(8...90)), watch: false))
        }
        // Watch active energy: one sample a minute from 06:00 to 24:00.
        var time = midnight + 6 * 3600
        while time < midnight + 86_400 {
            let length = Int64(random.int(50...70))
            let kcal = random.chance(0.1) ? 1 + random.unit() * 5 : random.unit() * 0.45
            buckets[1].append(Sample(start: time, end: time + length, value: Self.decimal(kcal, 3), watch: true))
            time += 60
        }
        // Basal energy every 2 minutes all day; the last sample crosses midnight.
        time = midnight - 45
        while time < midnight + 86_400 - 45 {
            buckets[2].append(
                Sample(start: time, end: time + 120, value: Self.decimal(2.2 + random.unit() * 0.3, 3), watch: true))
            time += 120
        }
        // Heart rate: instantaneous samples about every 3 minutes, every 20 s during a third of walks.
        time = midnight + Int64(random.int(0...120))
        while time < midnight + 86_400 {
            buckets[3].append(Sample(start: time, end: time, value: String(random.int(54...82)), watch: true))
            time += Int64(random.int(150...210))
        }
        for walk in walks where walk.watch && random.chance(0.33) {
            var beat = walk.start
            while beat < walk.end && buckets[3].count < 520 {
                buckets[3].append(Sample(start: beat, end: beat, value: String(random.int(95...150)), watch: true))
                beat += 20
            }
        }
    }

    /// Splits `[start, end)` into samples of `lengths` seconds with `rate` units per second.
    private func split(
        _ start: Int64, _ end: Int64, _ lengths: ClosedRange<Int>, _ rate: Double, _ random: inout SeededRandom,
        watch: Bool, into bucket: inout [Sample], decimals: Int
    ) {
        var time = start
        while time < end {
            let next = min(end, time + Int64(random.int(lengths)))
            let amount = rate * Double(next - time) * (0.85 + random.unit() * 0.3)
            bucket.append(Sample(start: time, end: next, value: Self.decimal(amount, decimals), watch: watch))
            time = next
        }
    }

    /// `value` with `decimals` digits after the point (no exponent).
    static func decimal(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        if decimals == 0 { return String(scaled) }
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        return "\(whole).\(fraction)"
    }

    /// The quoted fields before creationDate for each file, for the watch and the phone.
    private static func prefixes(software: Int) -> (watch: [[UInt8]], phone: [[UInt8]]) {
        let types = [
            ("StepCount", "count"), ("ActiveEnergyBurned", "kcal"), ("BasalEnergyBurned", "kcal"),
            ("HeartRate", "count/min"),
        ]
        let watchDevice =
            "\"<<HKDevice: 0x283f6a3a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:\(software).1>\""
        let phoneDevice =
            "\"<<HKDevice: 0x2819cc460>, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone13,2, software:\(software + 6).2>\""
        let watch = types.map {
            Array("\"Ana’s Apple Watch\",\"\(software).1\",\(watchDevice),\"\($0.0)\",\"\($0.1)\",".utf8)
        }
        let phone = types.map {
            Array("\"Ana’s iPhone\",\"\(software + 6).2\",\(phoneDevice),\"\($0.0)\",\"\($0.1)\",".utf8)
        }
        return (watch, phone)
    }
}
