import Testing

@testable import NutritionData

/// The scanner's elements, with and without metadata reported (the food-log reader asks for
/// `MetadataEntry` and `</Record>`; the activity reader does not).
@Suite struct ExportElementScannerTests {
    final class Recorder: ExportElementHandler {
        var seen: [String] = []

        func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
            true
        }

        func element(_ tag: ExportTag) {
            var text = "\(tag.element)"
            if tag.selfClosing { text += "/" }
            for attribute in [ExportAttribute.type, .key, .value] {
                if let raw = tag.raw(attribute) {
                    text += " \(attribute.name)=" + XMLEntityDecoder.string(raw.bytes, count: raw.count)
                }
            }
            seen.append(text)
        }

        func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem: InputProblem) {
            seen.append("malformed \(problem)")
        }

        var stopsScan: Bool { false }
    }

    static let xml = """
        <HealthData>
         <Record type="A" value="1">
          <MetadataEntry key="HKFoodType" value="Toast &amp; Jam"/>
         </Record>
         <Me x="1"/>
         <Correlation type="F"><MetadataEntry key="k" value="v"/><Record type="B" value="2"/></Correlation>
        </HealthData>
        """

    static func scan(reportsMetadata: Bool) -> [String] {
        let scanner = ExportElementScanner(reportsMetadata: reportsMetadata)
        defer { scanner.free() }
        let recorder = Recorder()
        let bytes = Array(xml.utf8)
        _ = bytes.withUnsafeBufferPointer { buffer in
            scanner.scan(buffer.baseAddress!, from: 0, to: buffer.count, limit: Int.max, atEnd: true, handler: recorder)
        }
        return recorder.seen
    }

    @Test func metadataOnlyWhenAskedFor() {
        #expect(
            Self.scan(reportsMetadata: false) == [
                "record type=A value=1", "correlationStart type=F", "record/ type=B value=2", "correlationEnd",
            ])
        #expect(
            Self.scan(reportsMetadata: true) == [
                "record type=A value=1", "metadataEntry/ key=HKFoodType value=Toast & Jam", "recordEnd",
                "correlationStart type=F", "metadataEntry/ key=k value=v", "record/ type=B value=2", "correlationEnd",
            ])
    }
}
