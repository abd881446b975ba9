import Testing

@testable import NutritionData

/// The one RFC 4180 reader, with the food logs' defaults and with a chart table's options.
@Suite struct CSVRecordsTests {
    func records(_ text: String, _ options: CSVRecords.Options = .init()) throws(InputError) -> [CSVRecords.Record] {
        try CSVRecords(bytes: Array(text.utf8), file: "t.csv", options: options).records
    }

    @Test func quotingLineEndsAndLines() throws {
        let read = try records("\u{FEFF}a,\"b\"\"c\"\r\n\r\n\"x\ny\",\n\"\"\nlast,1\r")
        #expect(
            read == [
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
        let error = InputError(
            file: "t.csv", line: 2,
            problem: "expected a comma or the end of the line after a quoted field's closing quote")
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
        #expect(
            throws: InputError(
                file: "t.csv", line: 2, problem: "expected a line of at most 1 MiB (1048576 bytes), found a longer one")
        ) {
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

    /// Records written the RFC 4180 way (a field holding a comma, quote, line break or carriage
    /// return — or, for a trimming reader, blanks at an end — quoted, quotes doubled; a lone empty
    /// field quoted so the line is not blank) read back as written, each with the line it starts on,
    /// with LF or CRLF line ends, with and without trimming. 600 deterministic random tables.
    @Test func writtenRecordsReadBack() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet: [Character] = ["a", "b", "7", ",", "\"", "\n", "\r", " ", "\t", "é"]
        for round in 0..<600 {
            let trims = round % 2 == 1
            let lineEnd = round % 4 < 2 ? "\n" : "\r\n"
            var records: [[String]] = []
            for _ in 0..<(1 + next(5)) {
                records.append(
                    (0..<(1 + next(4))).map { _ in String((0..<next(6)).map { _ in alphabet[next(alphabet.count)] }) })
            }
            var text = ""
            var expected: [CSVRecords.Record] = []
            var line = 1
            for fields in records {
                let written = fields.map { field -> String in
                    let special = field.utf8.contains { [0x2C, 0x22, 0x0A, 0x0D].contains($0) }  // , " LF CR
                    let blankEnds =
                        trims
                        && (field.first.map { $0 == " " || $0 == "\t" } == true
                            || field.last.map { $0 == " " || $0 == "\t" } == true)
                    let loneEmpty = fields.count == 1 && field.isEmpty
                    return special || blankEnds || loneEmpty
                        ? "\"" + String(field.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\"" : field
                }
                expected.append(.init(fields: fields, line: line))
                let record = written.joined(separator: ",")
                text += record + lineEnd
                line += 1 + record.utf8.filter { $0 == UInt8(ascii: "\n") }.count
            }
            let read = try CSVRecords(bytes: Array(text.utf8), file: "t.csv", options: .init(trimsSpaces: trims))
                .records
            #expect(read == expected, "\(text.debugDescription)")
        }
    }

    /// Plain lines split at their commas give what the byte-by-byte rules give: the same records, lines
    /// and errors, for 3,000 deterministic random texts of bytes that matter (quotes, commas, CR, LF,
    /// blanks, UTF-8 and a byte that is not), long enough to cross the eight-byte steps of the split.
    @Test func plainLinesReadAsTheFullRulesRead() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces: [[UInt8]] = [
            [0x61], [0x37], [0x2C], [0x2C], [0x2C], [0x22], [0x0A], [0x0D, 0x0A], [0x0D], [0x20], [0xC3, 0xA9], [0xFF],
            Array("12.50".utf8), Array("Oats, rolled".utf8),
        ]
        func read(_ bytes: [UInt8], plain: Bool, limit: Int?) -> Result<[CSVRecords.Record], InputError> {
            var options = CSVRecords.Options(maximumRecordLength: limit)
            options.readsPlainLinesWhole = plain
            do throws(InputError) {
                return .success(try CSVRecords(bytes: bytes, file: "t.csv", options: options).records)
            } catch {
                return .failure(error)
            }
        }
        for round in 0..<3000 {
            var bytes: [UInt8] = round % 7 == 0 ? [0xEF, 0xBB, 0xBF] : []
            // Mostly plain pieces, so that most texts have plain lines; quotes and bad bytes now and then.
            for _ in 0..<next(60) {
                let piece = pieces[next(pieces.count)]
                if (piece == [0x22] || piece == [0xFF]) && next(4) != 0 { continue }
                bytes += piece
            }
            let limit = round % 5 == 0 ? 8 + next(20) : nil
            let plain = read(bytes, plain: true, limit: limit)
            let full = read(bytes, plain: false, limit: limit)
            #expect(plain == full, "\(bytes)")
        }
    }
}
