@testable import NutritionData
import Testing

/// The one RFC 4180 reader, with the food logs' defaults and with a chart table's options.
@Suite struct CSVRecordsTests {
    func records(_ text: String, _ options: CSVRecords.Options = .init()) throws(InputError) -> [CSVRecords.Record] {
        try CSVRecords(bytes: Array(text.utf8), file: "t.csv", options: options).records
    }

    @Test func quotingLineEndsAndLines() throws {
        let read = try records("\u{FEFF}a,\"b\"\"c\"\r\n\r\n\"x\ny\",\n\"\"\nlast,1\r")
        #expect(read == [
            .init(fields: ["a", "b\"c"], line: 1),
            .init(fields: ["x\ny", ""], line: 3),
            .init(fields: [""], line: 5),  // a quoted empty field is a record, not a blank line
            .init(fields: ["last", "1"], line: 6),
        ])
        // A CR not before a line end is text.
        #expect(try records("a\rb\n") == [.init(fields: ["a\rb"], line: 1)])
    }

    @Test func blanksAreTextUnlessTrimmed() throws {
        #expect(try records(" \"a\" ,b \n") == [.init(fields: [" \"a\" ", "b "], line: 1)])
        let trimmed = CSVRecords.Options(trimsSpaces: true)
        #expect(try records(" \"a \" ,b \n  \n\t\n", trimmed) == [.init(fields: ["a ", "b"], line: 1)])
    }

    @Test func textAfterAClosingQuoteIsRefusedEitherWay() {
        let error = InputError(file: "t.csv", line: 2, problem: "expected a comma or the end of the line after a quoted field's closing quote")
        #expect(throws: error) { try records("h\n\"12\" pizza\",300\n") }
        #expect(throws: error) { try records("h\n\"12\" pizza\",300\n", .init(trimsSpaces: true)) }
    }

    @Test func unclosedQuoteNamesTheLineItOpensOn() {
        #expect(throws: InputError(file: "t.csv", line: 2, problem: "a quoted field opened here is never closed")) {
            try records("h\n\"a\nb\nc\n")
        }
    }

    @Test func recordLengthLimit() throws {
        let limited = CSVRecords.Options(maximumRecordLength: 1 << 20)
        let long = String(repeating: "9", count: (1 << 20) + 1)
        #expect(throws: InputError(file: "t.csv", line: 2, problem: "expected a line of at most 1 MiB (1048576 bytes), found a longer one")) {
            try records("h\n\"" + long + "\"\n", limited)
        }
        #expect(try records("h\n" + long + "\n").count == 2)  // no limit by default
    }

    @Test func streamGivesTheSameRecords() throws {
        let text = "a,b\n\"1\n2\",3\n\n4,5"
        var stream = CSVRecords.Stream(bytes: Array(text.utf8), file: "t.csv")
        var streamed: [CSVRecords.Record] = []
        while let record = try stream.next() { streamed.append(record) }
        #expect(try streamed == records(text))
    }
}
