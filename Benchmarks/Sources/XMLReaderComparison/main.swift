import CLibXML2
import ComparisonTiming
import Foundation
import NutritionData

// xml-reader-compare: the export.xml scanner (`ExportElementScanner`, its source linked here from
// NutritionData) against libxml2's `xmlTextReader`, on the same export.xml held in memory, in MB/s of
// XML per second of the thread's CPU. A benchmark only: NutriStats reads exports with the scanner.
//
//   swift build -c release --package-path Benchmarks --scratch-path .build-bench --product xml-reader-compare
//   .build-bench/release/xml-reader-compare --generate .build-bench/export-1y.xml   (483 MB, as make bench's)
//   .build-bench/release/xml-reader-compare .build-bench/export-1y.xml [ROUNDS]
//
// Each side does comparable work: every start tag of a Record, ActivitySummary or Correlation has
// its attributes found and their values located (the scanner leaves entities undecoded; libxml2
// decodes them and makes each value a string, which is what a reader built on it gets). A second
// scanner line takes only the four record types NutriStats uses, as the activity reader does.
#if canImport(Glibc)
    import Glibc
#endif

/// Counts what the scanner reports; `usedOnly` takes records of the activity reader's types only.
final class CountingHandler: ExportElementHandler {
    let usedOnly: Bool
    var elements = 0, attributeBytes = 0, malformed = 0
    init(usedOnly: Bool) { self.usedOnly = usedOnly }

    static let used: [[UInt8]] = [
        "HKQuantityTypeIdentifierStepCount", "HKQuantityTypeIdentifierActiveEnergyBurned",
        "HKQuantityTypeIdentifierBasalEnergyBurned", "HKQuantityTypeIdentifierDietaryEnergyConsumed",
    ]
    .map { Array($0.utf8) }

    func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        guard usedOnly else { return true }
        return Self.used.contains { $0.count == count && memcmp($0, type, count) == 0 }
    }
    func element(_ tag: ExportTag) {
        elements += 1
        for attribute in ExportAttribute.allCases {
            if let raw = tag.raw(attribute) { attributeBytes &+= raw.count }
        }
    }
    func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem: String) { malformed += 1 }
    var stopsScan: Bool { false }
}

func scanner(_ base: UnsafePointer<UInt8>, _ count: Int, usedOnly: Bool) -> (seconds: Double, elements: Int) {
    let scanner = ExportElementScanner()
    defer { scanner.free() }
    let handler = CountingHandler(usedOnly: usedOnly)
    let start = threadCPUSeconds()
    _ = scanner.scan(base, from: 0, to: count, limit: count, atEnd: true, handler: handler)
    let seconds = threadCPUSeconds() - start
    if handler.malformed > 0 { print("scanner: \(handler.malformed) malformed tags") }
    return (seconds, handler.elements)
}

/// libxml2's reader over every node; with `attributes`, the attributes of the three elements the
/// scanner reports are visited and their values taken (without, the floor of any reader built on it).
func libxml2(_ base: UnsafePointer<UInt8>, _ count: Int, attributes: Bool = true) -> (seconds: Double, elements: Int) {
    let start = threadCPUSeconds()
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_COMPACT.rawValue)
    guard
        let reader = base.withMemoryRebound(
            to: CChar.self, capacity: count,
            {
                xmlReaderForMemory($0, Int32(count), "export.xml", nil, options)
            })
    else { fatalError("xmlReaderForMemory failed") }
    defer { xmlFreeTextReader(reader) }
    var elements = 0
    var attributeBytes = 0
    let names = ["Record", "ActivitySummary", "Correlation"].map { Array($0.utf8) + [0] }
    while true {
        let status = xmlTextReaderRead(reader)
        if status != 1 {
            if status < 0 { print("libxml2: error at element \(elements)") }
            break
        }
        guard attributes else { continue }
        guard xmlTextReaderNodeType(reader) == 1, let name = xmlTextReaderConstLocalName(reader) else { continue }
        guard
            names.contains(where: {
                strcmp(
                    UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self),
                    UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)) == 0
            })
        else { continue }
        elements += 1
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            if let value = xmlTextReaderConstValue(reader) {
                attributeBytes &+= strlen(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
            }
        }
    }
    return (threadCPUSeconds() - start, elements)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: xml-reader-compare EXPORT.XML [ROUNDS] | xml-reader-compare --generate EXPORT.XML")
    exit(64)
}
if arguments[1] == "--generate", arguments.count == 3 {
    // The 1-year export of `make bench` (BenchData: the same generator, seed and last day).
    let lastDay = LocalDate(year: 2026, month: 11, day: 15) ?? LocalDate(dayNumber: 0)
    let written = try HealthExportGenerator(records: HealthRecordsGenerator(lastDay: lastDay, years: 1)).write(
        to: arguments[2])
    print("\(arguments[2]): \(written.records) records, \(written.bytes) bytes")
    exit(0)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let fd = open(arguments[1], O_RDONLY)
guard fd >= 0 else {
    print("cannot open \(arguments[1])")
    exit(66)
}
var info = stat()
fstat(fd, &info)
let size = Int(info.st_size)
guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0), mapped != MAP_FAILED else { exit(74) }
let base = UnsafePointer<UInt8>(mapped.assumingMemoryBound(to: UInt8.self))
let megabytes = Double(size) / 1e6
print("export.xml: \(String(format: "%.1f", megabytes)) MB; \(rounds) rounds; MB/s of the thread's CPU time (median)")
var results: [(String, [Double], Int)] = []
for (name, run) in [
    ("scanner, every record's attributes", { scanner(base, size, usedOnly: false) }),
    ("scanner, the four used types (as the reader)", { scanner(base, size, usedOnly: true) }),
    ("libxml2 xmlTextReader, every record's attributes", { libxml2(base, size) }),
    ("libxml2 xmlTextReader, nodes only (no attribute read)", { libxml2(base, size, attributes: false) }),
] {
    var times: [Double] = []
    var elements = 0
    for _ in 0..<rounds {
        let result = run()
        times.append(result.seconds)
        elements = result.elements
    }
    let seconds = medianTime(times)
    print(
        "\(name): \(String(format: "%.3f", seconds)) s, \(String(format: "%.0f", megabytes / seconds)) MB/s, \(elements) elements"
    )
}
