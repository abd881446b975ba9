import Foundation
import Testing

@testable import NutritionData

/// One scan of an Apple Health export for activity, dietary records and body measurements together
/// (`HealthExportScan`) gives exactly what the three readers give one by one.
@Suite struct HealthExportScanTests {
    static func fixture(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/Fixtures/"
            + relative
    }

    static let exports = [
        "HealthExport/export-quirks.zip", "HealthExport/export-quirks.xml", "HealthExport/export-dst.xml",
        "HealthExport/export-descriptor.zip", "FoodLogs/health-dietary-export.xml", "Body/body-export.xml",
        "Body/body-export.zip",
    ]

    enum Outcome<Value> {
        case value(Value)
        case error(InputError)
    }

    static func outcome<Value>(_ body: () throws(InputError) -> Value) -> Outcome<Value> {
        do throws(InputError) { return .value(try body()) } catch { return .error(error) }
    }

    /// The activity logs' days, files, skips and conflicts are equal.
    static func same(_ a: ActivityLog?, _ b: ActivityLog?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.days == b.days && a.files == b.files && a.skipped == b.skipped && a.conflicts == b.conflicts
    }

    func compare(
        _ path: String, strictness: Strictness, zone: RecordTimeZone? = nil, days: ClosedRange<LocalDate>? = nil
    ) {
        var activity = ActivityReader(strictness: strictness)
        activity.timeZone = zone
        let foodLog = FoodLogReader(strictness: strictness, timeZone: zone)
        let body = BodyReader(strictness: strictness, timeZone: zone)
        let scan = Self.outcome { () throws(InputError) in
            try HealthExportScan(activity: activity, foodLog: foodLog, body: body).read(path: path, activityDays: days)
        }
        let separate = Self.outcome { () throws(InputError) in
            (try activity.read(paths: [path], days: days), try foodLog.read(at: path), try body.read(paths: [path]))
        }
        switch (scan, separate) {
        case (.value(let one), .value(let three)):
            #expect(Self.same(one.activity, three.0), "\(path): activity")
            #expect(
                one.foodLog?.entries == three.1.entries && one.foodLog?.summary == three.1.summary
                    && one.foodLog?.skipped == three.1.skipped, "\(path): food log")
            #expect(one.body == three.2, "\(path): body")
        case (.error(let a), .error(let b)):
            #expect(a == b, "\(path)")
        default:
            Issue.record("\(path): one read failed, the other did not")
        }
    }

    @Test(arguments: exports) func oneScanGivesWhatThreeReadsGive(_ name: String) {
        let path = Self.fixture(name)
        for strictness in [Strictness.strict, .lenient] {
            compare(path, strictness: strictness)
        }
        compare(path, strictness: .lenient, zone: RecordTimeZone(identifier: "America/New_York"))
        compare(
            path, strictness: .lenient,
            days: LocalDate(year: 2026, month: 1, day: 5)!...LocalDate(year: 2026, month: 1, day: 10)!)
    }

    @Test func malformedExportsFailAlike() {
        let path = Self.fixture("HealthExport/export-malformed.xml")
        compare(path, strictness: .strict)
        compare(path, strictness: .lenient)
    }

    @Test func onlyTheReadersAsked() throws {
        let path = Self.fixture("Body/body-export.zip")
        let result = try HealthExportScan(body: BodyReader()).read(path: path)
        #expect(result.activity == nil && result.foodLog == nil)
        #expect(result.body?.readings.count == 6)
        #expect(try HealthExportScan.isHealthExport(path))
        #expect(try !HealthExportScan.isHealthExport(Self.fixture("Body/weight.csv")))
        #expect(throws: InputError.self) {
            try HealthExportScan(body: BodyReader()).read(path: Self.fixture("Body/weight.csv"))
        }
    }

    /// A tag cut by every buffer refill is offered once to each consumer: the fan-out over chunks of
    /// 1 to 16 bytes gives what each parser gives alone.
    @Test func refillsDoNotOfferATagTwice() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Self.fixture("HealthExport/export-quirks.xml"))))
        for size in [1, 3, 7, 16] {
            let alone = HealthExportParser(
                file: "x", strictness: .lenient, priority: .watchFirst, window: nil, zone: nil
            )
            .run(ChunkedSource(bytes, size: size), length: nil)
            let reader = ExportStreamReader(reportsMetadata: true)
            let activity = HealthExportParser(
                file: "x", strictness: .lenient, priority: .watchFirst, window: nil, zone: nil, reader: reader)
            let body = HealthBodyParser(
                file: "x", dialect: .appleHealthExportXML, strictness: .lenient, zone: nil, reader: reader)
            let dietary = HealthDietaryParser(file: "x", strictness: .lenient, zone: nil, reader: reader)
            let fanOut = ExportElementFanOut(dietary: dietary, body: body, activity: activity, reader: reader)
            let together = activity.finish(reader.run(ChunkedSource(bytes, size: size), length: nil, handler: fanOut))
            #expect(together.records.rows == alone.records.rows, "chunks of \(size)")
            #expect(
                together.records.otherTypes.map { "\($0.type) \($0.rows) \($0.firstLine)" }
                    == alone.records.otherTypes.map { "\($0.type) \($0.rows) \($0.firstLine)" }, "chunks of \(size)")
            #expect(
                together.records.issues.groups.map { "\($0.problem) \($0.count) \($0.firstLine)" }
                    == alone.records.issues.groups.map { "\($0.problem) \($0.count) \($0.firstLine)" },
                "chunks of \(size)")
            #expect(
                together.records.rowsUsed == alone.records.rowsUsed && together.records.lines == alone.records.lines)
        }
    }
}

/// Bytes given `size` at a time, so tags are cut by refills.
final class ChunkedSource: ExportByteSource {
    private let bytes: [UInt8]
    private let size: Int
    private var position = 0

    init(_ bytes: [UInt8], size: Int) {
        self.bytes = bytes
        self.size = size
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError> {
        let got = min(count, size, bytes.count - position)
        for index in 0..<got { buffer[index] = bytes[position + index] }
        position += got
        return .success(got)
    }
}
