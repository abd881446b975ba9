import NutritionTestSupport
import Testing

@testable import NutritionData

/// One malformed input and the exact message it must produce (after the file's path).
struct MalformedCase: Sendable, CustomTestStringConvertible {
    var name: String
    var content: String
    var message: String
    var kind: InputError.Kind = .data
    /// Whether lenient mode fails too (header and file problems) or skips the row.
    var failsInLenientMode = false

    var testDescription: String { name }
}

private let good =
    #""Watch",,,StepCount,count,2019-01-01 08:00:00 -0500,2019-01-01 08:00:00 -0500,2019-01-01 08:05:00 -0500,100"#
private let header = "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"

/// A record row with one field replaced (fields by name), the others as in `good`.
private func row(
    source: String = "\"Watch\"", type: String = "StepCount", unit: String = "count",
    start: String = "2019-01-01 08:00:00 -0500", end: String = "2019-01-01 08:05:00 -0500", value: String = "100"
) -> String {
    "\(source),,,\(type),\(unit),\(start),\(start),\(end),\(value)"
}

let malformedCases: [MalformedCase] = [
    MalformedCase(
        name: "month 13", content: header + good + "\n" + row(start: "2019-13-01 08:00:00 -0500"),
        message:
            ":3: field 'startDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2019-13-01 08:00:00 -0500\""
    ),
    MalformedCase(
        name: "no UTC offset", content: header + row(start: "2019-01-01 08:00:00"),
        message:
            ":2: field 'startDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2019-01-01 08:00:00\""),
    MalformedCase(
        name: "February 30", content: header + row(start: "2023-02-30 08:00:00 -0500"),
        message:
            ":2: field 'startDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2023-02-30 08:00:00 -0500\""
    ),
    MalformedCase(
        name: "25:61", content: header + row(end: "2019-01-01 25:61:00 -0500"),
        message:
            ":2: field 'endDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2019-01-01 25:61:00 -0500\""
    ),
    MalformedCase(
        name: "offset beyond 18 hours", content: header + row(start: "2019-01-01 08:00:00 +1900"),
        message:
            ":2: field 'startDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2019-01-01 08:00:00 +1900\""
    ),
    MalformedCase(
        name: "negative value", content: header + row(value: "-5"),
        message: ":2: field 'value': expected a finite, non-negative number, found \"-5\""),
    MalformedCase(
        name: "overflowing value", content: header + row(value: "1e999"),
        message: ":2: field 'value': expected a finite, non-negative number, found \"1e999\""),
    MalformedCase(
        name: "NaN value", content: header + row(value: "NaN"),
        message: ":2: field 'value': expected a finite, non-negative number, found \"NaN\""),
    MalformedCase(
        name: "empty value", content: header + row(value: ""),
        message: ":2: field 'value': expected a finite, non-negative number, found an empty field"),
    MalformedCase(
        name: "steps not in count", content: header + row(unit: "km"),
        message: ":2: field 'unit': expected the unit count for StepCount, found \"km\""),
    MalformedCase(
        name: "unknown energy unit", content: header + row(type: "ActiveEnergyBurned", unit: "kWh"),
        message: ":2: field 'unit': expected kcal, Cal, kJ or cal for ActiveEnergyBurned, found \"kWh\""),
    MalformedCase(
        name: "heart rate not in count/min", content: header + row(type: "HeartRate", unit: "\"bpm\""),
        message: ":2: field 'unit': expected the unit count/min for HeartRate, found \"bpm\""),
    MalformedCase(
        name: "too few fields",
        content: header + "\"Watch\",,,StepCount,count,x,2019-01-01 08:00:00 -0500,2019-01-01 08:05:00 -0500",
        message: ":2: field 'value': expected 9 fields as in the header, found 8"),
    MalformedCase(
        name: "too many fields", content: header + good + ",7",
        message: ":2: expected 9 fields as in the header, found 10"),
    MalformedCase(
        name: "unterminated quote", content: header + row(source: "\"Watch, 2"),
        message:
            ":2: field 'sourceName': expected a closing quote on the same line (a quoted field cannot span lines), found none"
    ),
    MalformedCase(
        name: "text after a closing quote", content: header + row(source: "\"Watch\"x"),
        message: ":2: field 'sourceName': expected a comma after the closing quote, found more text"),
    MalformedCase(
        name: "end before start", content: header + row(end: "2019-01-01 07:00:00 -0500"),
        message:
            ":2: field 'endDate': expected a time at or after startDate 2019-01-01 08:00:00 -0500, found \"2019-01-01 07:00:00 -0500\""
    ),
    MalformedCase(
        name: "sample over 31 days", content: header + row(end: "2019-03-01 08:00:00 -0500"),
        message:
            ":2: field 'endDate': expected at most 31 days after startDate 2019-01-01 08:00:00 -0500, found \"2019-03-01 08:00:00 -0500\""
    ),
    MalformedCase(
        name: "empty file", content: "",
        message: ":1: expected a header line, found an empty file", failsInLenientMode: true),
    MalformedCase(
        name: "blank first line", content: "\u{FEFF}\r\ndate,steps\n",
        message: ":1: expected a header line, found an empty line", failsInLenientMode: true),
    MalformedCase(
        name: "unrecognised header", content: "a,b,c\n1,2,3\n",
        message: ":1: unrecognised header \"a,b,c\": " + ExpectedMessages.activityDialects, failsInLenientMode: true),
    MalformedCase(
        name: "record header without endDate", content: "sourceName,type,unit,startDate,value\n",
        message: ":1: field 'endDate': expected this column in an Apple Health record header, found none",
        failsInLenientMode: true),
    MalformedCase(
        name: "unknown energy unit in a header", content: "Date/Time,Active Energy (kWh)\n2026-07-11 00:00:00,5\n",
        message:
            ":1: field 'Active Energy (kWh)': expected an energy unit kcal, Cal, kJ or cal in parentheses, found \"kWh\"",
        failsInLenientMode: true),
    MalformedCase(
        name: "metric twice in a header", content: "Date/Time,Step Count (count),Step Count (steps)\n",
        message: ":1: field 'Step Count (steps)': expected each metric in one column only, found it again in column 3",
        failsInLenientMode: true),
    MalformedCase(
        name: "impossible plain date", content: "date,steps\n2023-02-30,100\n",
        message: ":2: field 'date': expected a date like 2026-07-11, found \"2023-02-30\""),
    MalformedCase(
        name: "impossible Health Auto Export time", content: "Date/Time,Step Count (count)\n2026-07-11 24:00:00,5\n",
        message: ":2: field 'Date/Time': expected a date like 2026-07-11 00:00:00, found \"2026-07-11 24:00:00\""),
    MalformedCase(
        name: "negative Google Fit steps", content: "Date,Calories (kcal),Step count\n2025-01-30,1400,-1\n",
        message: ":2: field 'Step count': expected a finite, non-negative number or an empty field, found \"-1\""),
    MalformedCase(
        name: "daily row with a short field count", content: "date,steps,active_kcal\n2025-01-30,1400\n",
        message: ":2: field 'active_kcal': expected 3 fields as in the header, found 2"),
    MalformedCase(
        name: "incomplete heart rate",
        content:
            "Date/Time,Heart Rate [Min] (count/min),Heart Rate [Max] (count/min),Heart Rate [Avg] (count/min)\n2026-07-11,,120,80\n",
        message:
            ":2: field 'Heart Rate [Min] (count/min)': expected a value because the row has other heart-rate values, found an empty field"
    ),
    // Found by the fuzzers (Fuzz/): values that overflowed the 32-bit per-minute store to infinity,
    // and heart-rate summaries with an impossible range.
    MalformedCase(
        name: "record value above a billion",
        content: header + row(value: "4122222222222222222222222222222222222222222"),
        message:
            ":2: field 'value': expected a number of at most 1000000000, found \"4122222222222222222222222222222222222222222\""
    ),
    MalformedCase(
        name: "daily value above a billion", content: "date,steps\n2025-02-01,1000000001\n",
        message: ":2: field 'steps': expected a number of at most 1000000000 or an empty field, found \"1000000001\""),
    MalformedCase(
        name: "heart rate minimum above maximum",
        content:
            "Date/Time,Heart Rate [Min] (count/min),Heart Rate [Max] (count/min),Heart Rate [Avg] (count/min)\n2026-07-11,52,4,30\n",
        message:
            ":2: field 'Heart Rate [Max] (count/min)': expected at least the row's minimum heart rate (52), found 4"
    ),
    MalformedCase(
        name: "heart rate average outside its range",
        content:
            "Date,Min heart rate (bpm),Max heart rate (bpm),Average heart rate (bpm),Step count\n2025-01-30,52,148,1071.3,10\n",
        message:
            ":2: field 'Average heart rate (bpm)': expected a value between the row's minimum (52) and maximum (148) heart rate, found 1071.3"
    ),
]

@Suite struct MalformedActivityInputTests {
    @Test(arguments: malformedCases)
    func exactMessage(_ testCase: MalformedCase) throws {
        let folder = TemporaryFolder()
        let path = folder.write("bad.csv", testCase.content)
        let error = try #require(readActivity([path]).failure)
        #expect(error.description == path + testCase.message)
        #expect(error.kind == testCase.kind)

        let lenient = readActivity([path], strictness: .lenient)
        if testCase.failsInLenientMode {
            #expect(lenient.failure?.description == path + testCase.message)
        } else {
            let log = try lenient.get()
            #expect(log.skipped.total == 1)
            #expect(
                log.skipped.tallies.first.map { "\(path):\($0.firstLine ?? 0): \($0.reason)" } == path
                    + testCase.message)
        }
    }

    @Test func missingFileIsAnInputOutputError() throws {
        let folder = TemporaryFolder()
        let path = folder.url.appendingPathComponent("missing.csv").path
        let error = try #require(readActivity([path], strictness: .lenient).failure)
        #expect(error.kind == .io)
        #expect(error.description == "\(path): cannot open the file: No such file or directory")
    }

    @Test func folderIsAnInputOutputError() throws {
        let folder = TemporaryFolder()
        let error = try #require(readActivity([folder.url.path]).failure)
        #expect(error.kind == .io)
        #expect(error.description == "\(folder.url.path): expected a regular file (a CSV), found a folder or device")
    }

    @Test func firstProblemInCommandLineOrderWins() throws {
        let folder = TemporaryFolder()
        let badRow = folder.write("a.csv", header + row(value: "x"))
        let badHeader = folder.write("b.csv", "nonsense\n")
        // a.csv's row problem comes before b.csv's header problem on the command line.
        #expect(readActivity([badRow, badHeader]).failure?.file == badRow)
        #expect(readActivity([badHeader, badRow]).failure?.file == badHeader)
    }

    @Test func atLeastFifteenDistinctMessages() {
        #expect(Set(malformedCases.map(\.message)).count >= 15)
    }
}
