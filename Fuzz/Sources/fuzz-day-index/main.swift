// Fuzzes the activity day index (`ActivityDayIndex`), in two ways chosen by the first byte's bit 0:
// - 0: the rest is an index file without its checksum (the harness appends the right one, so the
//   structural checks are reached): `DayIndexFileFormat.decode` must return nil or a consistent index
//   that encodes back to the same bytes, whose steps for any window are in order and inside the file;
// - 1: the rest is the body of an Apple Health record CSV; a window of 1–8 days (bits 1–3) around a day
//   chosen by bits 4–7 is read without an index, then twice through a cache of 64-byte blocks (the
//   first read writes the index, the second uses it): all three must give the same days, summaries,
//   skipped rows and conflicts, or the same error.
import Foundation
import FuzzSupport

@testable import NutritionData

nonisolated(unsafe) let scratch = ScratchFile(name: "day-index.csv")
let cacheFolder = scratch.path + ".cache"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDayIndex(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    if options & 1 == 0 {
        decode(Array(input.bytes))
    } else {
        read(input.bytes, days: Int((options >> 1) & 7) + 1, anchor: Int(options >> 4))
    }
    return 0
}

func decode(_ payload: [UInt8]) {
    var hash = DayIndexHash()
    hash.add(payload)
    var bytes = payload
    withUnsafeBytes(of: hash.value.littleEndian) { bytes.append(contentsOf: $0) }
    guard let (path, identity, index) = DayIndexFileFormat.decode(bytes) else { return }
    Invariant.check(index.isConsistent, "an inconsistent index was accepted")
    Invariant.check(
        DayIndexFileFormat.encode(index, identity: identity, path: path) == bytes,
        "the index does not encode back to its bytes")
    let offsets = Set(index.blocks.map(\.offset))
    for window in [Int.min...Int.max, 0...0, -5...5, 19_000...19_400] {
        var readEnd = index.dataStart
        var passed: Int64 = 0
        var previousWasRead: Bool?
        for step in index.steps(for: window) {
            switch step {
            case .read(let start, let end):
                Invariant.check(
                    previousWasRead != true && start >= readEnd && offsets.contains(start) && end > start
                        && end <= index.fileSize, "read step \(start)..<\(end) after \(readEnd)")
                readEnd = end
                previousWasRead = true
            case .pass(let lines, let rows):
                Invariant.check(
                    previousWasRead != false && lines >= rows && rows >= 0, "pass of \(rows) rows in \(lines) lines")
                passed += rows
                previousWasRead = false
            }
        }
        Invariant.check(passed <= index.blocks.reduce(0) { $0 + $1.rows }, "more rows passed than the index holds")
    }
}

func read(_ body: UnsafeRawBufferPointer, days: Int, anchor: Int) {
    scratch.write(prefix: "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n", body)
    try? FileManager.default.removeItem(atPath: cacheFolder)
    defer { try? FileManager.default.removeItem(atPath: cacheFolder) }
    // The window: around one of the first 16 start dates in the body (or 2024-03-01).
    var starts: [Int] = []
    let text = Array(body)
    var index = 0
    while index + 10 <= text.count && starts.count < 16 {
        if let day = text[index..<(index + 10)].withUnsafeBufferPointer({
            $0.baseAddress.flatMap { ByteTimestamp.parseDay($0, count: 10) }
        }) {
            starts.append(day)
            index += 10
        } else {
            index += 1
        }
    }
    let middle = starts.isEmpty ? (LocalDate(iso: "2024-03-01")?.dayNumber ?? 0) : starts[anchor % starts.count]
    let window = LocalDate(dayNumber: middle - days / 2)...LocalDate(dayNumber: middle - days / 2 + days - 1)
    for strictness in [Strictness.strict, .lenient] {
        let plain = outcome(window, strictness: strictness, store: nil)
        let store = ActivityDayIndexStore(directory: cacheFolder)
        let writing = outcome(window, strictness: strictness, store: store)
        let using = outcome(window, strictness: strictness, store: store)
        Invariant.check(writing == plain, "the read that writes the index differs: \(writing) instead of \(plain)")
        Invariant.check(using == plain, "the read through the index differs: \(using) instead of \(plain)")
    }
}

/// What one read gave, comparable.
struct Outcome: Equatable {
    var days: [DayActivity] = []
    var files: [ActivityFileSummary] = []
    var skipped = SkippedRows()
    var conflicts: [ActivityConflict] = []
    var error: InputError?
}

func outcome(_ window: ClosedRange<LocalDate>, strictness: Strictness, store: ActivityDayIndexStore?) -> Outcome {
    var reader = ActivityReader(strictness: strictness)
    reader.maximumPartsPerFile = 2
    reader.partThreshold = 64
    reader.minimumIndexedSize = 0
    reader.dayIndexBlockShift = 6
    reader.dayIndexStore = store
    do {
        let log = try reader.read(paths: [scratch.path], days: window)
        return Outcome(days: log.days, files: log.files, skipped: log.skipped, conflicts: log.conflicts)
    } catch {
        return Outcome(error: error)
    }
}
