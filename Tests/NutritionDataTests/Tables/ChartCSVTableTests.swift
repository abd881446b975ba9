import Testing

@testable import NutritionData

@Suite struct ChartCSVTableTests {
    func parse(_ text: String) throws(InputError) -> ChartCSVTable {
        try ChartCSVTable.parse(Array(text.utf8), file: "t.csv")
    }

    @Test func headerRowsAndLineNumbers() throws {
        // Line 3 holds a quoted field with a line break, so the next row starts on line 5.
        let table = try parse(
            "\u{FEFF}date, kcal \r\n2026-11-09,2140\r\n\"a\nb\",\"1,5\"\n\n2026-11-11,\"say \"\"hi\"\"\"\n")
        #expect(table.header == ["date", "kcal"])
        #expect(
            table.rows == [
                .init(line: 2, fields: ["2026-11-09", "2140"]),
                .init(line: 3, fields: ["a\nb", "1,5"]),
                .init(line: 6, fields: ["2026-11-11", "say \"hi\""]),
            ])
    }

    @Test func errorsNameTheLine() {
        #expect(throws: InputError(file: "t.csv", line: 3, problem: "expected 2 fields like the header, found 3")) {
            try parse("a,b\n1,2\n1,2,3\n")
        }
        // A short row names the first column it lacks.
        #expect(
            throws: InputError(
                file: "t.csv", line: 2, field: "b", problem: "expected 2 fields like the header, found 1")
        ) {
            try parse("a,b\n1\n")
        }
        #expect(throws: InputError(file: "t.csv", line: 2, problem: "a quoted field opened here is never closed")) {
            try parse("a,b\n\"1,2\n3,4\n")
        }
        #expect(
            throws: InputError(
                file: "t.csv", line: 1, problem: "the file is empty; expected a header line naming the columns")
        ) {
            try parse("\n\n")
        }
    }

    @Test func bytesThatAreNotUTF8AreAnErrorNamingTheirLine() {
        // A Latin-1 "é" (0xE9) on line 3, inside a quoted field: an error, not U+FFFD in a label.
        let bytes = Array("date,food\n2026-11-09,Apple\n2026-11-10,\"Caf".utf8) + [0xE9] + Array("\"\n".utf8)
        #expect(
            throws: InputError(
                file: "t.csv", line: 3, problem: "expected UTF-8 text, found the byte 0xE9 (save the file as UTF-8)")
        ) {
            try ChartCSVTable.parse(bytes, file: "t.csv")
        }
    }

    @Test func textAfterAClosingQuoteIsAnErrorNamingItsLine() throws {
        // One rule with the food logs (CSVRecords): `"ab" "c` is a quote not doubled, not `ab "c`.
        #expect(
            throws: InputError(
                file: "t.csv", line: 2,
                problem: "expected a comma or the end of the line after a quoted field's closing quote")
        ) {
            try parse("a,b\n\"ab\" \"c,  \"d\"\n")
        }
        // Blanks around a quoted field are passed over, as around any field of a chart table.
        #expect(try parse("a,b\n  \"x, y\" ,\t\"z\"\t\n").rows[0].fields == ["x, y", "z"])
    }

    @Test func longFieldWithManyQuotesIsLinear() throws {
        // Found by review while fuzzing: each quote re-scanned the whole field to see whether it was
        // blank, so 200,000 spaces, "x" and 200,000 quotes took 4e10 steps (minutes). Now one pass.
        let field = String(repeating: " ", count: 200_000) + "x" + String(repeating: "\"", count: 200_000)
        let clock = ContinuousClock()
        let start = clock.now
        let table = try parse("a,b\n1," + field + "\n")
        #expect(clock.now - start < .seconds(5))
        #expect(table.rows[0].fields[1] == "x" + String(repeating: "\"", count: 200_000))
    }

    @Test func overlongLineIsRejectedWithItsLine() {
        // 1 MiB + 1 byte of digits on line 3; the 2-byte header and line 2 are fine.
        let long = String(repeating: "9", count: ChartCSVTable.maximumRecordLength + 1)
        #expect(
            throws: InputError(
                file: "t.csv", line: 3, problem: "expected a line of at most 1 MiB (1048576 bytes), found a longer one")
        ) {
            try parse("a,b\n1,2\n3," + long + "\n")
        }
    }

    @Test func columnLookup() throws {
        let table = try parse("Date,Energy (kcal)\n2026-11-09,1\n")
        #expect(try table.column(named: "Energy (kcal)", file: "t.csv") == 1)
        #expect(try table.column(named: "date", file: "t.csv") == 0)  // case-insensitive fallback
        #expect(
            throws: InputError(
                file: "t.csv", line: 1, field: "kcal", problem: "no such column; the header has 'Date', 'Energy (kcal)'"
            )
        ) {
            try table.column(named: "kcal", file: "t.csv")
        }
    }
}
