import PropertyBased
import Testing

@testable import NutritionData

/// Reading a large history as two halves on two threads gives exactly what one pass gives: the same
/// entries in the same order, the same skipped rows, the same first error.
@Suite struct HistoryTwoHalvesTests {
    struct Outcome: Equatable {
        var entries: [PendingEntry]
        var skipped: SkippedRows
        var error: InputError?
    }

    func read(_ text: String, twoHalves: Bool, strictness: Strictness) -> Outcome {
        var reader = HistoryFileReader(fields: EntryFields(file: "h.json"))
        reader.twoHalvesThreshold = twoHalves ? 0 : Int.max
        var issues = ImportIssues(strictness: strictness)
        do throws(InputError) {
            let entries = try reader.read(Array(text.utf8), issues: &issues)
            return Outcome(entries: entries, skipped: issues.skipped, error: nil)
        } catch {
            return Outcome(entries: [], skipped: issues.skipped, error: error)
        }
    }

    /// A history of `days` days from a seed, with some problems sprinkled in when `flawed`.
    static func history(seed: UInt64, days: Int, flawed: Bool) -> String {
        var random = SplitMix(seed: seed)
        var parts: [String] = []
        var dayNumbers = Array(0..<days)
        for index in dayNumbers.indices.reversed() {
            dayNumbers.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        for (position, offset) in dayNumbers.enumerated() {
            var date = LocalDate(iso: "2024-01-01")!.adding(days: offset).iso
            if flawed, random.next() % 15 == 0 { date = "2024-02-30" }
            if flawed, random.next() % 20 == 0, position > 0 {
                date = LocalDate(iso: "2024-01-01")!.adding(days: dayNumbers[0]).iso
            }
            var slots: [String] = []
            for slot in 0..<Int(1 + random.next() % 4) {
                var time = String(format2(6 + slot * 3)) + ":" + format2(Int(random.next() % 60))
                if flawed, random.next() % 25 == 0 { time = "25:00" }
                var entries: [String] = []
                for item in 0..<Int(1 + random.next() % 3) {
                    var servings = ["1", "0.5", "\"2\"", "0.40000000000000002"][Int(random.next() % 4)]
                    if flawed, random.next() % 30 == 0 { servings = "-1" }
                    entries.append(
                        "{\"food\": \"Food \(offset)-\(slot)-\(item)\", \"cals\": \(random.next() % 900), \"servings\": \(servings), \"id\": \(random.next() % 50)}"
                    )
                }
                slots.append(
                    "\"\(time)\": " + (entries.count == 1 ? entries[0] : "[" + entries.joined(separator: ",\n ") + "]"))
            }
            parts.append("\"\(date)\": {\n  " + slots.joined(separator: ",\n  ") + "\n}")
        }
        return "{\n" + parts.joined(separator: ",\n") + "\n}\n"
    }

    static func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    @Test func sameResultAsOnePass() async {
        await propertyCheck(count: 60, input: Gen.uint64(), Gen.int(in: 2...40), Gen.bool) { seed, days, flawed in
            let text = Self.history(seed: seed, days: days, flawed: flawed)
            for strictness in [Strictness.strict, .lenient] {
                let one = read(text, twoHalves: false, strictness: strictness)
                let two = read(text, twoHalves: true, strictness: strictness)
                #expect(one == two, "seed \(seed), \(days) days, flawed \(flawed), \(strictness)")
            }
        }
    }

    @Test func cleanHistoriesAreReallyReadInTwoHalves() throws {
        for seed: UInt64 in 1...20 {
            let text = Self.history(seed: seed, days: 12, flawed: false)
            let reader = HistoryFileReader(fields: EntryFields(file: "h.json"))
            var issues = ImportIssues(strictness: .strict)
            let halves = try Array(text.utf8).withUnsafeBufferPointer { input throws(InputError) in
                try reader.readInTwoHalves(input, issues: &issues)
            }
            #expect(halves == read(text, twoHalves: false, strictness: .strict).entries, "seed \(seed)")
        }
    }

    @Test func theSplitPointIsBetweenTwoDays() {
        let text = Self.history(seed: 7, days: 30, flawed: false)
        let bytes = Array(text.utf8)
        let split = bytes.withUnsafeBufferPointer { HistoryFileReader.splitPoint(in: $0) }
        let position: Int? = split
        #expect(position.map { bytes[$0] } == UInt8(ascii: ","))
        // The text after the comma starts the next day's key.
        let after = position.map { String(decoding: bytes[($0 + 1)...].prefix(14), as: UTF8.self) } ?? ""
        #expect(after.hasPrefix("\n\"2024-"))
    }

    @Test func aSplitPointInsideADayFallsBackToOnePass() {
        // A date-like key inside an entry, right after an object value, mid-file: the first half passes it.
        let filler = (0..<40).map { "\"2024-01-\(Self.format2($0 % 28 + 1))T\($0)\": 1" }.joined(separator: ", ")
        let text =
            "{\"2024-02-01\": {\"08:00\": {\"food\": \"A\", \"cals\": 1, \"servings\": 1, \"x\": {\(filler)}, "
            + "\"y\": {}, \"2024-03-01\": {}}}}"
        let one = read(text, twoHalves: false, strictness: .strict)
        let two = read(text, twoHalves: true, strictness: .strict)
        #expect(one == two)
        #expect(one.entries.map(\.foodName) == ["A"])
    }
}
