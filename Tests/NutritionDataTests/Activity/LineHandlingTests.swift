import Foundation
import Testing

@testable import NutritionData

@Suite struct LineHandlingTests {
    @Test func aSmallFileThatGrewAfterOpeningIsReadToItsNewEnd() throws {
        // The buffer is sized to the 4-byte file when it is opened; the 101-byte line appended
        // afterwards does not fit, so the buffer grows for it.
        let folder = TemporaryFolder()
        let path = folder.write("grows.txt", "abc\n")
        let file = try InputFile(path: path)
        // Append in place (same file, not a replacement).
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data((String(repeating: "x", count: 100) + "\n").utf8))
        handle.closeFile()
        let reader = LineReader(file: file, start: 0, end: 1_000)
        var lines: [String] = []
        reading: while true {
            switch reader.nextLine() {
            case .line(let bytes, let count):
                lines.append(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
            case .end: break reading
            default:
                Issue.record("unexpected read result")
                break reading
            }
        }
        #expect(lines == ["abc", String(repeating: "x", count: 100)])
    }

    @Test func aLineLongerThanTheReadBufferIsReadWhole() throws {
        // The buffer starts at 256 KiB and grows for a longer line: a 300,000-byte source name
        // (under the 1 MiB limit) is read, not reported, and its row counts.
        let folder = TemporaryFolder()
        let name = String(repeating: "w", count: 300_000) + " Watch"
        let path = folder.write(
            "long.csv",
            appleHealthHeader
                + healthRow(name, "StepCount", "count", "2024-03-05 08:00:00 +0000", "2024-03-05 08:10:00 +0000", "700")
                + healthRow(
                    "Phone", "StepCount", "count", "2024-03-05 12:00:00 +0000", "2024-03-05 12:10:00 +0000", "50"))
        let log = try readActivity([path]).get()
        #expect(log.day("2024-03-05")?.steps == 750)
        #expect(log.files.first?.rowsUsed == 2)
    }

    @Test func crlfAndByteOrderMarkInRecords() throws {
        let log = try readActivity([ActivityFixture.path("apple-health-crlf-bom.csv")]).get()
        // Watch 08:00–08:10 1000 beats the phone's 900; the phone's noon walk adds 500.
        #expect(isClose(log.day("2024-03-05")?.steps, 1500))
        #expect(log.day("2024-03-05")?.sources.contains("Anna’s Apple Watch") == true)
    }

    @Test func crlfByteOrderMarkBlankLineAndNoFinalNewline() throws {
        let log = try readActivity([ActivityFixture.path("plain-crlf-bom.csv")]).get()
        #expect(log.day("2025-02-01")?.steps == 9000)
        #expect(log.day("2025-02-02")?.steps == 7000)
        #expect(log.files.first?.rows == 2)
    }

    @Test func partsGiveTheSameResultAsOnePass() throws {
        let paths = [
            "apple-health-steps.csv", "apple-health-energy.csv", "apple-health-travel.csv", "apple-health-dst.csv",
        ]
        .map { ActivityFixture.path($0) }
        let whole = try readActivity(paths).get()
        for parts in [2, 3, 7] {
            // A threshold of 1 byte splits every record file into `parts` parts at arbitrary offsets.
            let split = try readActivity(paths, partThreshold: 1, parts: parts).get()
            #expect(split.days.count == whole.days.count)
            for (a, b) in zip(split.days, whole.days) {
                #expect(a.date == b.date)
                #expect(a.sources == b.sources)
                #expect(a.heartRate == b.heartRate)
                if let steps = b.steps { #expect(isClose(a.steps, steps)) } else { #expect(a.steps == nil) }
                if let active = b.activeKcal {
                    #expect(isClose(a.activeKcal, active))
                } else {
                    #expect(a.activeKcal == nil)
                }
            }
            #expect(split.files.map(\.rows) == whole.files.map(\.rows))
            #expect(split.files.map(\.otherTypes) == whole.files.map(\.otherTypes))
        }
    }

    @Test func lineNumbersStayRightAcrossParts() throws {
        let folder = TemporaryFolder()
        var text = appleHealthHeader
        for minute in 0..<50 {
            let value = minute == 38 ? "-3" : "10"
            let start = "2024-05-01 10:\(minute < 10 ? "0" : "")\(minute):00 +0000"
            text += healthRow("Watch", "StepCount", "count", start, start, value)
        }
        let path = folder.write("numbered.csv", text)
        // Row 38 (0-based) is on line 38 + 2 = 40 (line 1 is the header).
        let expected = "\(path):40: field 'value': expected a finite, non-negative number, found \"-3\""
        for parts in [1, 2, 5] {
            let result = readActivity([path], partThreshold: 1, parts: parts)
            #expect(result.failure?.description == expected)
            let lenient = try readActivity([path], strictness: .lenient, partThreshold: 1, parts: parts).get()
            #expect(lenient.skipped.tallies.first?.firstLine == 40)
            // 49 good rows of 10 steps.
            #expect(isClose(lenient.day("2024-05-01")?.steps, 490))
        }
    }

    @Test func overlongLineIsReportedAndSkippable() throws {
        let folder = TemporaryFolder()
        let long = "\"" + String(repeating: "x", count: LineReader.maximumLineLength + 10) + "\""
        let path = folder.write(
            "long.csv",
            appleHealthHeader
                + healthRow(
                    "Watch", "StepCount", "count", "2024-05-01 10:00:00 +0000", "2024-05-01 10:00:00 +0000", "5")
                + long + "\n"
                + healthRow(
                    "Watch", "StepCount", "count", "2024-05-01 11:00:00 +0000", "2024-05-01 11:00:00 +0000", "6"))
        #expect(
            readActivity([path]).failure?.description
                == "\(path):3: expected a line of at most 1 MiB (1048576 bytes), found a longer one")
        let log = try readActivity([path], strictness: .lenient).get()
        #expect(log.day("2024-05-01")?.steps == 11)
        #expect(log.skipped.total == 1)
    }

    @Test func readerPartsCoverEveryLineExactlyOnce() async {
        // Random lines (some blank, some with CR) split at random offsets: the parts' lines, in order,
        // are exactly the file's lines.
        await propertyCheckLines()
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
