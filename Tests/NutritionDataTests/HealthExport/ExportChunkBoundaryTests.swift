import Testing

@testable import NutritionData

/// Bytes handed out in fixed-size chunks, as a zip member's inflate or a slow disk may hand them.
private final class ChunkedBytes: ExportByteSource {
    let bytes: [UInt8]
    let chunk: Int
    var offset = 0

    init(_ text: String, chunk: Int) {
        bytes = Array(text.utf8)
        self.chunk = chunk
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError> {
        let size = min(count, chunk, bytes.count - offset)
        guard size > 0 else { return .success(0) }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: size) }
        offset += size
        return .success(size)
    }
}

@Suite struct ExportChunkBoundaryTests {
    /// Where a chunk ends never changes what the bytes are taken for: a comment holding a `>` and a
    /// whole record is skipped for every chunk size, as in the whole read (the scanner waits for 18
    /// bytes after a `<` before it decides).
    @Test func everyChunkSizeGivesTheWholeReadsRecords() {
        let record =
            #"<Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="App" unit="kcal" "#
            + #"startDate="2026-01-10 08:30:00 -0500" endDate="2026-01-10 08:30:00 -0500" value="250"/>"#
        let text = "<?xml version=\"1.0\"?>\n<HealthData>\n<!-- > " + record + " -->\n" + record + "\n</HealthData>\n"
        func rows(chunk: Int) -> Int {
            HealthDietaryParser(file: "export.xml", strictness: .strict, zone: nil).run(
                ChunkedBytes(text, chunk: chunk)
            ).rows
        }
        let whole = rows(chunk: text.utf8.count)
        #expect(whole == 1)
        for chunk in 1...40 { #expect(rows(chunk: chunk) == whole, "chunks of \(chunk)") }
    }

    static let prelude = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
    /// Unclosed and partial tags: a `<R` that is no element, a Record without attributes, a summary
    /// whose tag is cut by the next `<`, and a Record closed only by the end of the file.
    static let malformed = "<R st<Record>\n <R -o<ActivitySummary eEnergyBurnedUnit=\"…\" <Record>"
    /// Records of used and unused types, an entity, a summary and a multi-line tag before it.
    static let clean =
        #"<Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone &amp; Co" unit="count" "#
        + #"startDate="2024-01-02 10:00:00 +0100" endDate="2024-01-02 10:01:00 +0100" value="40"/>"# + "\n"
        + #"<Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" value="70"/>"# + "\n"
        + #"<Record sourceName="Watch" type="HKQuantityTypeIdentifierActiveEnergyBurned" unit="kJ""# + "\n"
        + #"  startDate="2024-01-02 10:00:00 +0100" endDate="2024-01-02 10:05:00 +0100" value="41.84">"# + "\n"
        + #"  <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>"# + "\n</Record>\n"
        + #"<ActivitySummary dateComponents="2024-01-02" activeEnergyBurned="300" activeEnergyBurnedGoal="400" activeEnergyBurnedUnit="kcal"/>"#
        + "\n"

    /// What a read of the activity records gives, everything compared: counts, unused types, problems
    /// with their lines, lines, summaries and minutes.
    static func activity(_ text: String, strictness: Strictness, chunk: Int) -> String {
        let parser = HealthExportParser(
            file: "export.xml", strictness: strictness, priority: .watchFirst, window: nil, zone: nil)
        let part = parser.run(ChunkedBytes(text, chunk: chunk), length: nil).records
        let issues = part.issues.groups.map { "\($0.firstLine) \($0.count) \($0.field ?? "-") \($0.problem)" }
        let others = part.otherTypes.map { "\($0.type) \($0.rows) \($0.firstLine)" }
        var minutes: [String] = []
        for slot in part.bins.slotDays.indices {
            for metric in 0..<3 {
                part.bins.forEachMinute(slot: slot, metric: metric) {
                    minutes.append("\(slot) \(metric) \($0) \($1) \($2)")
                }
            }
        }
        return "rows \(part.rows) used \(part.rowsUsed) excluded \(part.rowsExcluded) lines \(part.lines) "
            + "others \(others) issues \(issues) minutes \(minutes)"
    }

    /// A strict read stops at its first problem wherever the buffer ends (it used to read on to the
    /// buffer's end: 2 rows whole, 1 in small chunks), and a lenient one decides every unclosed or
    /// partial tag the same way at any chunk size.
    @Test(arguments: [Strictness.strict, .lenient])
    func unclosedAndPartialTagsAreDecidedAlikeAtEveryChunkSize(strictness: Strictness) {
        for body in [
            Self.malformed, Self.clean + Self.malformed,
            Self.clean + Self.malformed + "\n" + Self.clean + "</HealthData>\n",
        ] {
            let text = Self.prelude + body
            let whole = Self.activity(text, strictness: strictness, chunk: text.utf8.count)
            for chunk in 1...16 {
                #expect(Self.activity(text, strictness: strictness, chunk: chunk) == whole, "chunks of \(chunk)")
            }
        }
    }

    /// The repro's counts, by hand: strict stops at the attribute-less Record (1 row, its problem on
    /// line 3); lenient counts it, the cut summary (a malformed tag, line 4) and the last Record,
    /// which the end of the file leaves without its type.
    @Test func theReprosCountsByHand() {
        let text = Self.prelude + Self.malformed
        let strict = HealthExportParser(file: "x", strictness: .strict, priority: .watchFirst, window: nil, zone: nil)
            .run(ChunkedBytes(text, chunk: 3), length: nil).records
        #expect(strict.rows == 1)
        #expect(strict.issues.groups.map(\.firstLine) == [2])
        let lenient = HealthExportParser(file: "x", strictness: .lenient, priority: .watchFirst, window: nil, zone: nil)
            .run(ChunkedBytes(text, chunk: 3), length: nil).records
        #expect(lenient.rows == 3)
        #expect(lenient.issues.total == 3)
        #expect(lenient.lines == 3)
        // The clean part alone: 4 rows (steps, body mass unused, active energy, the summary), 3 used.
        let clean = Self.activity(Self.prelude + Self.clean, strictness: .strict, chunk: 5)
        #expect(clean.hasPrefix("rows 4 used 3 excluded 0 lines 9 others [\"BodyMass 1 3\"] issues [] minutes ["))
        #expect(!clean.hasSuffix("minutes []"))
    }

    /// The food-log reader stops at a strict read's first problem alike at every chunk size too.
    @Test func dietaryStrictReadStopsAtTheSameTagAtEveryChunkSize() {
        let record =
            #"<Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="App" unit="kcal" "#
            + #"startDate="2026-01-10 08:30:00 -0500" endDate="2026-01-10 08:30:00 -0500" value="250"/>"# + "\n"
        let bad = record.replacingOccurrences(of: "value=\"250\"", with: "value=\"many\"")
        let text = Self.prelude + record + bad + record + Self.malformed
        func read(_ chunk: Int) -> (Int, Int, InputError?) {
            let output = HealthDietaryParser(file: "export.xml", strictness: .strict, zone: nil).run(
                ChunkedBytes(text, chunk: chunk))
            return (output.rows, output.loose.count, output.failure)
        }
        let whole = read(text.utf8.count)
        #expect(whole.0 == 2 && whole.1 == 1 && whole.2?.line == 4)
        for chunk in 1...16 {
            let chunked = read(chunk)
            #expect(chunked.0 == whole.0 && chunked.1 == whole.1 && chunked.2 == whole.2, "chunks of \(chunk)")
        }
    }

    /// Unused types in any order, one spelled with an entity: counted per type name, first line kept
    /// (the hash of the raw bytes finds a type seen before without building its name again).
    @Test func interleavedUnusedTypesAreCountedPerType() {
        func record(_ type: String) -> String { "<Record type=\"HKQuantityTypeIdentifier\(type)\" value=\"1\"/>\n" }
        let types = [
            "FlightsClimbed", "BodyMass", "FlightsClimbed", "WalkingSpeed", "BodyMass", "Flights&#67;limbed",
            "WalkingSpeed", "FlightsClimbed",
        ]
        let text = Self.prelude + types.map(record).joined()
        // Lines are 0-based from the part's start: the prelude takes lines 0 and 1.
        for chunk in [text.utf8.count, 7] {
            #expect(
                Self.activity(text, strictness: .strict, chunk: chunk).hasPrefix(
                    "rows 8 used 0 excluded 0 lines 10 others [\"FlightsClimbed 4 2\", \"BodyMass 2 3\", \"WalkingSpeed 2 5\"] issues []"
                ))
        }
    }
}
