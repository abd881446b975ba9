import Foundation
import PropertyBased
import Testing

@testable import NutritionData

/// Windowed reads through a cached day index (``ActivityDayIndex``) give exactly what a windowed read
/// of the whole file gives — days, file summaries, skipped rows, conflicts and errors — and a stale or
/// damaged index is never used.
@Suite struct DayIndexTests {
    /// What a read gave, comparable as a whole.
    struct Outcome: Equatable {
        var days: [DayActivity] = []
        var files: [ActivityFileSummary] = []
        var skipped = SkippedRows()
        var conflicts: [ActivityConflict] = []
        var error: InputError?
    }

    /// Reads `paths` limited to `window` (day numbers), through `store` when given, with small blocks
    /// and every file indexed whatever its size.
    static func read(
        _ paths: [String], window: ClosedRange<Int>?, store: ActivityDayIndexStore?,
        strictness: Strictness = .strict, parts: Int = 2, blockShift: Int = 8
    ) -> Outcome {
        var reader = ActivityReader(strictness: strictness)
        reader.partThreshold = 1
        reader.maximumPartsPerFile = parts
        reader.minimumIndexedSize = 0
        reader.dayIndexBlockShift = blockShift
        reader.dayIndexStore = store
        do {
            let log = try reader.read(
                paths: paths,
                days: window.map { LocalDate(dayNumber: $0.lowerBound)...LocalDate(dayNumber: $0.upperBound) })
            return Outcome(days: log.days, files: log.files, skipped: log.skipped, conflicts: log.conflicts)
        } catch {
            return Outcome(error: error)
        }
    }

    static let firstDay = LocalDate(iso: "2024-03-01")?.dayNumber ?? 0

    /// A record file of `rows` random samples over ~60 days: steps, energy and heart rate from two or
    /// three devices, some crossing midnight or lasting days, in date order or shuffled, with LF or
    /// CRLF, blank lines, and (when `flawed`) a few bad rows: a bad value, a bad date, a quoted value.
    static func generatedFile(seed: UInt64, rows: Int, sorted: Bool, crlf: Bool, flawed: Bool) -> String {
        var random = SplitMix(seed: seed)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let sources = [("Watch", "\"Apple Watch\""), ("iPhone", "\"iPhone\""), ("Scale", "")]
        let types = [("StepCount", "count"), ("ActiveEnergyBurned", "kcal"), ("HeartRate", "count/min")]
        var samples: [(start: Int, line: String)] = []
        for _ in 0..<rows {
            let start = next(60 * 86_400)
            let type = types[next(3)]
            let long = next(20) == 0
            let duration = type.0 == "HeartRate" ? 0 : (long ? next(3 * 86_400) : next(1_800))
            let offset = next(4) == 0 ? "-0500" : "+0100"
            let source = sources[next(3)]
            var value = "\(next(900))"
            var startText = WindowedReadTests.time(start, offset)
            if flawed && next(25) == 0 {
                switch next(3) {
                case 0: value = "lots"
                case 1: startText = "2024-13-01 10:00:00 +0000"
                default: value = "\"12\""
                }
            }
            let line = healthRow(
                source.0, type.0, type.1, startText, WindowedReadTests.time(start + duration, offset),
                value, device: source.1
            ).dropLast()
            samples.append((start, String(line)))
        }
        if sorted { samples.sort { $0.start < $1.start } }
        let newline = crlf ? "\r\n" : "\n"
        var text = appleHealthHeader.dropLast() + newline
        for (index, sample) in samples.enumerated() {
            text += sample.line + newline
            if index % 37 == 5 { text += newline }
        }
        return String(text)
    }

    @Test func indexedReadsEqualWholeFileReads() async {
        let generator = zip(Gen.uint64(), Gen.int(in: 1...400), Gen.bool, Gen.bool, Gen.bool, Gen.int(in: 1...3))
        await propertyCheck(count: 40, input: generator) { seed, rows, sorted, crlf, flawed, parts in
            Self.checkIndexedReads(seed: seed, rows: rows, sorted: sorted, crlf: crlf, flawed: flawed, parts: parts)
        }
    }

    /// A case the property test found: shuffled rows of one source overlapping in a minute, read in
    /// three parts. Reading other parts than a whole-file read would add the same 32-bit minute values
    /// in another grouping (a day's active kcal came out 2877.005659997 instead of 2877.005614221), so
    /// an indexed read keeps the whole-file read's parts.
    @Test func shuffledOverlappingRowsKeepTheirSumsToTheLastBit() {
        Self.checkIndexedReads(
            seed: 1_606_394_969_497_107_120, rows: 181, sorted: false, crlf: false, flawed: true, parts: 3)
    }

    /// Generates a file (and a second, sorted one), then for both modes and four random windows
    /// compares a read without an index with the read that writes the indexes and one that uses them.
    static func checkIndexedReads(seed: UInt64, rows: Int, sorted: Bool, crlf: Bool, flawed: Bool, parts: Int) {
        let folder = TemporaryFolder()
        let path = folder.write(
            "records.csv", generatedFile(seed: seed, rows: rows, sorted: sorted, crlf: crlf, flawed: flawed))
        let other = folder.write(
            "more.csv", generatedFile(seed: seed &+ 1, rows: rows / 2 + 1, sorted: true, crlf: false, flawed: false))
        let store = ActivityDayIndexStore(directory: folder.path + "/cache")
        var random = SplitMix(seed: seed)
        for strictness in [Strictness.strict, .lenient] {
            for _ in 0..<4 {
                let first = firstDay - 40 + Int(random.next() % 110)
                let window = first...(first + Int(random.next() % 40))
                let expected = read([path, other], window: window, store: nil, strictness: strictness, parts: parts)
                // The first read with a store writes the indexes, the next reads use them.
                for pass in 0..<2 {
                    let indexed = read(
                        [path, other], window: window, store: store, strictness: strictness, parts: parts)
                    #expect(
                        indexed == expected,
                        "seed \(seed), rows \(rows), sorted \(sorted), crlf \(crlf), flawed \(flawed), \(strictness), window \(window), pass \(pass)"
                    )
                }
            }
            // A full read is not changed by the index either.
            #expect(
                read([path], window: nil, store: store, strictness: strictness)
                    == read([path], window: nil, store: nil, strictness: strictness))
        }
    }

    @Test func aSortedFileIsReadOnlyAroundTheWindow() throws {
        let folder = TemporaryFolder()
        let path = folder.write(
            "sorted.csv", Self.generatedFile(seed: 7, rows: 2_000, sorted: true, crlf: false, flawed: false))
        let store = ActivityDayIndexStore(directory: folder.path + "/cache")
        let window = (Self.firstDay + 30)...(Self.firstDay + 36)
        _ = Self.read([path], window: window, store: store)
        let file = try InputFile(path: path)
        let dataStart = try HeaderReader.open(path).dataStart
        let index = try #require(store.load(file, dataStart: dataStart))
        #expect(index.blocks.first?.offset == dataStart)
        #expect(index.blocks.reduce(0) { $0 + $1.rows } == 2_000)
        let steps = index.steps(for: window)
        let read = steps.reduce(Int64(0)) { total, step in
            if case .read(let start, let end) = step { return total + end - start }
            return total
        }
        // Three device streams of samples up to 3 days long over 60 days: the week and the days
        // before it whose samples can reach into it, well under half of the file.
        #expect(read > 0)
        #expect(read < (file.size - dataStart) / 2)
        #expect(steps.contains { if case .pass = $0 { true } else { false } })
    }

    @Test func aChangedFileIsIndexedAgain() throws {
        let folder = TemporaryFolder()
        let store = ActivityDayIndexStore(directory: folder.path + "/cache")
        let text = Self.generatedFile(seed: 11, rows: 300, sorted: true, crlf: false, flawed: false)
        let path = folder.write("steps.csv", text)
        let window = (Self.firstDay + 50)...(Self.firstDay + 58)
        _ = Self.read([path], window: window, store: store)

        // Appended rows in the window are seen.
        let appended =
            text
            + healthRow("Watch", "StepCount", "count", "2024-04-25 10:00:00 +0100", "2024-04-25 10:05:00 +0100", "4321")
        folder.write("steps.csv", appended)
        #expect(Self.read([path], window: window, store: store) == Self.read([path], window: window, store: nil))

        // A rewrite of the same size with the old modification time: the sampled bytes differ.
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let rewritten = appended.replacingOccurrences(of: ",4321", with: ",9876")
        #expect(rewritten.utf8.count == appended.utf8.count)
        let old = Self.read([path], window: window, store: store)
        folder.write("steps.csv", rewritten)
        if let before { try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: path) }
        let fresh = Self.read([path], window: window, store: nil)
        #expect(fresh != old)
        #expect(Self.read([path], window: window, store: store) == fresh)
    }

    /// A generated steps file indexed into a cache of its own: the folder (kept alive by the caller),
    /// the cache, the store, the file, a window of its days and the index file's name.
    static func indexedFile(seed: UInt64, crlf: Bool) throws
        -> (
            folder: TemporaryFolder, cache: String, store: ActivityDayIndexStore, path: String,
            window: ClosedRange<Int>, index: String
        )
    {
        let folder = TemporaryFolder()
        let cache = folder.path + "/cache"
        let store = ActivityDayIndexStore(directory: cache)
        let path = folder.write(
            "steps.csv", generatedFile(seed: seed, rows: 500, sorted: true, crlf: crlf, flawed: false))
        let window = (firstDay + 10)...(firstDay + 20)
        _ = read([path], window: window, store: store)
        let index = try #require(FileManager.default.contentsOfDirectory(atPath: cache).first)
        return (folder, cache, store, path, window, index)
    }

    @Test func aDamagedIndexIsIgnoredAndReplaced() throws {
        let (folder, cache, store, path, window, name) = try Self.indexedFile(seed: 3, crlf: true)
        defer { withExtendedLifetime(folder) {} }
        let expected = Self.read([path], window: window, store: nil)
        #expect(Self.read([path], window: window, store: store) == expected)
        let indexPath = cache + "/" + name
        let good = try #require(FileManager.default.contents(atPath: indexPath))
        #expect(good.count > 100)
        var damaged: [Data] = [Data(), Data("not an index".utf8), good.prefix(good.count / 2), good.dropLast(1)]
        var flipped = good
        flipped[good.count / 2] ^= 0x40
        damaged.append(flipped)
        for bytes in damaged {
            FileManager.default.createFile(atPath: indexPath, contents: bytes)
            #expect(Self.read([path], window: window, store: store) == expected)
            // The damaged file was replaced by a good one.
            #expect(FileManager.default.contents(atPath: indexPath) == good)
        }
    }

    @Test func temporaryFilesOfKilledWritersAreRemoved() throws {
        let (folder, cache, store, path, window, index) = try Self.indexedFile(seed: 4, crlf: false)
        defer { withExtendedLifetime(folder) {} }
        // A writer that no longer exists (no process has a number this large), one that does (this
        // process), and another file's leftover.
        let dead = index + ".2147483646.123.tmp"
        let alive = index + ".\(getpid()).456.tmp"
        let other = "0000000000000000.dayindex.2147483646.7.tmp"
        for name in [dead, alive, other] {
            FileManager.default.createFile(atPath: cache + "/" + name, contents: Data("x".utf8))
        }
        FileManager.default.createFile(atPath: cache + "/" + index, contents: Data("stale".utf8))
        _ = Self.read([path], window: window, store: store)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: cache))
        #expect(left == [index, alive, other])
    }

    @Test func everyTruncationOfAnIndexFileIsRejected() throws {
        let index = ActivityDayIndex(
            blockShift: 8, dataStart: 80, fileSize: 1_000,
            blocks: [
                .init(
                    offset: 80, lines: 3, rows: 3, isClean: true, firstStartDay: 10, lastStartDay: 12, lastReachDay: 13),
                .init(
                    offset: 512, lines: 4, rows: 3, isClean: false, firstStartDay: .max, lastStartDay: .min,
                    lastReachDay: .min),
            ])
        let identity = FileIdentity(
            status: .init(size: 1_000, modifiedSeconds: 5, modifiedNanoseconds: 6, inode: 7, device: 8), sampleHash: 9)
        let bytes = DayIndexFileFormat.encode(index, identity: identity, path: "/data/a.csv")
        #expect(DayIndexFileFormat.decode(bytes, identity: identity, path: "/data/a.csv") == index)
        #expect(DayIndexFileFormat.decode(bytes, identity: identity, path: "/data/b.csv") == nil)
        var other = identity
        other.status.modifiedNanoseconds += 1
        #expect(DayIndexFileFormat.decode(bytes, identity: other, path: "/data/a.csv") == nil)
        for length in 0..<bytes.count {
            #expect(
                DayIndexFileFormat.decode(Array(bytes.prefix(length)), identity: identity, path: "/data/a.csv") == nil)
        }
    }

    @Test func stepsReadOnlyBlocksThatCanTouchTheWindow() {
        // Blocks: days 1–3, 5–6 (one row reaching day 9), an unclean block, 20–21, blank lines only.
        let index = ActivityDayIndex(
            blockShift: 8, dataStart: 0, fileSize: 1_300,
            blocks: [
                .init(offset: 0, lines: 5, rows: 5, isClean: true, firstStartDay: 1, lastStartDay: 3, lastReachDay: 3),
                .init(
                    offset: 256, lines: 4, rows: 4, isClean: true, firstStartDay: 5, lastStartDay: 6, lastReachDay: 9),
                .init(
                    offset: 512, lines: 2, rows: 2, isClean: false, firstStartDay: .max, lastStartDay: .min,
                    lastReachDay: .min),
                .init(
                    offset: 768, lines: 3, rows: 3, isClean: true, firstStartDay: 20, lastStartDay: 21, lastReachDay: 21
                ),
                .init(
                    offset: 1_024, lines: 2, rows: 0, isClean: true, firstStartDay: .max, lastStartDay: .min,
                    lastReachDay: .min),
            ])
        #expect(
            index.steps(for: 8...10) == [
                .pass(lines: 5, rows: 5), .read(start: 256, end: 768), .pass(lines: 5, rows: 3),
            ])
        #expect(
            index.steps(for: 10...19) == [
                .pass(lines: 9, rows: 9), .read(start: 512, end: 768), .pass(lines: 5, rows: 3),
            ])
        #expect(
            index.steps(for: 21...30) == [
                .pass(lines: 9, rows: 9), .read(start: 512, end: 1_024), .pass(lines: 2, rows: 0),
            ])
        #expect(index.steps(for: 0...100) == [.read(start: 0, end: 1_024), .pass(lines: 2, rows: 0)])
    }

    @Test func partsReadTheirOwnLinesOfEachBlock() {
        // Blocks at 0, 256 (reaching day 9) and 512; parts cut at 300 and 700.
        let index = ActivityDayIndex(
            blockShift: 8, dataStart: 0, fileSize: 1_000,
            blocks: [
                .init(offset: 0, lines: 5, rows: 5, isClean: true, firstStartDay: 1, lastStartDay: 3, lastReachDay: 3),
                .init(
                    offset: 256, lines: 4, rows: 4, isClean: true, firstStartDay: 5, lastStartDay: 6, lastReachDay: 9),
                .init(
                    offset: 512, lines: 6, rows: 6, isClean: true, firstStartDay: 7, lastStartDay: 8, lastReachDay: 8),
            ])
        // Days 8–10: the second block is read up to the cut by the first part and on from it by the
        // second, which also reads the third block up to the next cut; the third part reads its tail.
        #expect(
            index.segments(for: 8...10, parts: [0, 300, 700, 1_000]) == [
                [.pass(lines: 5, rows: 5), .read(start: 256, end: 300)],
                [.read(start: 300, end: 700)],
                [.read(start: 700, end: 1_000)],
            ])
        // Days 4–5: only the second block; a passed block counts where it starts.
        #expect(
            index.segments(for: 4...5, parts: [0, 300, 700, 1_000]) == [
                [.pass(lines: 5, rows: 5), .read(start: 256, end: 300)],
                [.read(start: 300, end: 512), .pass(lines: 6, rows: 6)],
                [],
            ])
        #expect(index.segments(for: 4...5, parts: [0, 1_000]) == [index.steps(for: 4...5)])
    }

    @Test func theUserStoreFollowsTheEnvironment() {
        #expect(
            ActivityDayIndexStore.user(environment: ["HOME": "/home/a"])?.directory
                == "/home/a/.cache/nutristats/activity-index")
        #expect(
            ActivityDayIndexStore.user(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/c"])?.directory
                == "/c/nutristats/activity-index")
        #expect(
            ActivityDayIndexStore.user(environment: ["HOME": "/home/a", "NUTRISTATS_CACHE_DIR": "/n"])?.directory
                == "/n/activity-index")
        #expect(ActivityDayIndexStore.user(environment: ["HOME": "/home/a", "NUTRISTATS_NO_CACHE": "1"]) == nil)
        #expect(ActivityDayIndexStore.user(environment: ["HOME": "/home/a", "NUTRISTATS_NO_CACHE": "0"]) != nil)
        #expect(ActivityDayIndexStore.user(environment: [:]) == nil)
    }
}
