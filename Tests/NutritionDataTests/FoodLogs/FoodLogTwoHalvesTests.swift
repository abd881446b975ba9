import Testing

@testable import NutritionData

/// A large food log is read as two halves at once (`FoodLogRows`); the result must be the one-pass
/// result whatever the split point meets: quoted names with commas, quotes and line breaks, blank cells,
/// blank lines, CRLF, bad rows (lenient), a bad row in either half (strict), slashed dates.
@Suite struct FoodLogTwoHalvesTests {
    /// A Cronometer servings file of `rows` generated rows (deterministic).
    static func servings(
        rows: Int, seed: UInt64, lineEnd: String = "\n", slashedFrom: Int? = nil, badRows: Set<Int> = []
    )
        -> String
    {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let names = ["Oats", "\"Pizza, 12\"\" slice\"", "\"Soup\nwith a line break\"", "Apple", "\"Tea, green\""]
        var text = "Day,Time,Group,Food Name,Amount,Energy (kcal),Protein (g),Magnesium (mg),Oxalate (mg)" + lineEnd
        var day = LocalDate(year: 2020, month: 1, day: 1)!
        for row in 0..<rows {
            if row % 7 == 6 { day = day.adding(days: 1) }
            // Slashed dates day first, the first of them proving it (a day above 12).
            let date =
                row == slashedFrom
                ? "13/1/2020"
                : slashedFrom.map { row > $0 } == true
                    ? "\(day.components.day)/\(day.components.month)/\(day.components.year)" : day.iso
            let cell = { (value: Int) in next(5) == 0 ? "" : String(value) }
            let kcal = badRows.contains(row) ? "lots" : String(Double(next(90_000)) / 100)
            text += "\(date),\(next(12) + 1):0\(next(10)) PM,Breakfast,\(names[next(names.count)]),1.00 serving,"
            text += "\(kcal),\(cell(40)),\(cell(120)),\(cell(9))" + lineEnd
            if next(50) == 0 { text += lineEnd }  // a blank line
        }
        return text
    }

    static func read(_ text: String, halves: Bool, strictness: Strictness = .lenient) -> Result<
        FoodLogReader.Contents, InputError
    > {
        var reader = FoodLogReader(strictness: strictness)
        reader.twoHalvesThreshold = halves ? 0 : Int.max
        do throws(InputError) {
            return .success(try reader.read(bytes: Array(text.utf8), file: "big.csv"))
        } catch {
            return .failure(error)
        }
    }

    static func same(_ a: Result<FoodLogReader.Contents, InputError>, _ b: Result<FoodLogReader.Contents, InputError>)
        -> Bool
    {
        switch (a, b) {
        case (.success(let x), .success(let y)):
            x.summary == y.summary && x.entries == y.entries && x.skipped == y.skipped
        case (.failure(let x), .failure(let y)): x == y
        default: false
        }
    }

    @Test(arguments: 0..<12)
    func halvesGiveTheOnePassResult(round: Int) throws {
        let rows = 200 + round * 37
        let bad: Set<Int> = round % 3 == 0 ? [3, rows - 5] : round % 3 == 1 ? [rows / 2 + 1] : []
        let text = Self.servings(
            rows: rows, seed: UInt64(round) + 1, lineEnd: round % 2 == 0 ? "\n" : "\r\n",
            slashedFrom: round % 4 == 3 ? rows - 20 : nil, badRows: bad)
        for strictness in [Strictness.lenient, .strict] {
            let one = Self.read(text, halves: false, strictness: strictness)
            let two = Self.read(text, halves: true, strictness: strictness)
            #expect(Self.same(one, two), "round \(round), \(strictness)")
        }
        // The file is read at all, and the lenient reading skipped exactly the bad rows.
        let lenient = try Self.read(text, halves: true).get()
        #expect(lenient.summary.rows == rows)
        #expect(lenient.skipped.total == bad.count)
        #expect(lenient.entries.count == rows - bad.count)
    }

    @Test func theSplitPointIsTheByteAfterALineEndPastTheMiddle() {
        let bytes = Array("h\nab\ncd\nef".utf8)
        #expect(FoodLogRows.splitPoint(in: bytes, after: 2) == 8)  // the middle is byte 5, `\n` at 7
        #expect(FoodLogRows.splitPoint(in: Array("h\nabcdef".utf8), after: 2) == nil)
    }
}
