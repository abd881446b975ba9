import Testing

@testable import NutritionData

/// A Cronometer daily summary written per meal (`Date,Group,…` with `Total` rows): the meals are read,
/// the Total rows only compared with them. Issue: every day came out doubled (meals + Total). Figures
/// computed by hand from the fixture (Fixtures/FoodLogs/dailysummary-by-meal.csv).
@Suite struct FoodLogTotalsTests {
    static func read(_ text: String, strictness: Strictness = .strict) throws(InputError) -> FoodLogReader.Contents {
        try FoodLogReader(strictness: strictness).read(bytes: Array(text.utf8), file: "summary.csv")
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// 2 Feb: 450.45 + 800.27 + 1000.00 = 2,250.72 kcal (the Total's 2,250.73 is within the rounding of
    /// four numbers written to 0.01: ± 0.02); 3 Feb: a blank Total (no data), no entry; 4 Feb: 300 + 120.5
    /// = 420.5 kcal. Protein 20.1 + 40 + 50.25 = 110.35 g, sodium 410 + 980 + 1,210 = 2,600 mg.
    @Test func mealsAreReadAndTotalsOnlyCompared() throws {
        let contents = try FoodLogReader().read(at: FoodLogReaderTests.path("dailysummary-by-meal.csv"))
        #expect(contents.summary.dialect == .cronometerDailySummaryByMeal)
        #expect(contents.summary.rows == 8)
        #expect(contents.summary.entries == 5)
        #expect(contents.summary.days == 2)
        #expect(contents.entries.map(\.foodName) == ["Breakfast", "Lunch", "Dinner", "Breakfast", "Snacks"])
        #expect(contents.entries.map(\.mealName) == ["Breakfast", "Lunch", "Dinner", "Breakfast", "Snacks"])
        #expect(contents.summary.unusedColumns == ["Completed"])
        let log = FoodLog(entries: contents.entries)
        #expect(log.days.count == 2)
        #expect(Self.close(log.days[0].kcal, 2_250.72))
        #expect(Self.close(log.days[1].kcal, 420.5))
        let first = log.days[0].entries.compactMap(\.nutrients).reduce(NutrientVector(), +)
        #expect(Self.close(first[.protein], 110.35))
        #expect(first.known(.sodium) == 2_600)
        #expect(contents.summary.totals == FileTotalsCheck(checked: 2, blank: 1, daysWithoutTotal: 0, mismatches: []))
    }

    /// A Total that is not the meals' sum is named (the meals are still what counts); a Total with a
    /// number where no meal has one is a mismatch too (the file holds an amount its meals do not).
    @Test func aTotalThatIsNotTheSumIsNamed() throws {
        let contents = try Self.read(
            """
            Date,Group,Energy (kcal),Protein (g)
            2026-01-29,Breakfast,300,10
            2026-01-29,Lunch,,
            2026-01-29,Total,310,10.4
            2026-01-30,Total,500,20
            2026-01-31,Dinner,700,30
            """)
        #expect(contents.entries.map(\.kcal) == [300, 0, 700])
        let date = { (iso: String) in LocalDate(iso: iso)! }
        #expect(
            contents.summary.totals
                == FileTotalsCheck(
                    checked: 2, blank: 0, daysWithoutTotal: 1,
                    mismatches: [
                        // 310 − 300 = 10 > 0.5 + 0.5; 10.4 − 10 = 0.4 ≤ 0.5 + 0.05: protein agrees.
                        TotalsMismatch(
                            line: 4, date: date("2026-01-29"), column: "Energy (kcal)", fileTotal: 310, sumOfRows: 300,
                            rows: 1),
                        TotalsMismatch(
                            line: 5, date: date("2026-01-30"), column: "Energy (kcal)", fileTotal: 500, sumOfRows: 0,
                            rows: 0),
                        TotalsMismatch(
                            line: 5, date: date("2026-01-30"), column: "Protein (g)", fileTotal: 20, sumOfRows: 0,
                            rows: 0),
                    ]))
        #expect(contents.summary.totals?.daysDisagreeing.map(\.iso) == ["2026-01-29", "2026-01-30"])
    }

    /// A Total row is checked as any row: a bad number stops a strict read naming its line and column,
    /// and is skipped and counted with --lenient (the meals still count).
    @Test func aBadTotalRowIsAnErrorLikeAnyRow() throws {
        let text = "Date,Group,Energy (kcal)\n2026-01-29,Breakfast,300\n2026-01-29,\"Total\",n/a\n"
        #expect(
            throws: InputError(
                file: "summary.csv", line: 3, field: "Energy (kcal)", problem: "expected a number, found \"n/a\"")
        ) {
            try Self.read(text)
        }
        let lenient = try Self.read(text, strictness: .lenient)
        #expect(lenient.entries.map(\.kcal) == [300])
        #expect(lenient.skipped.total == 1)
        #expect(lenient.summary.totals == FileTotalsCheck(checked: 0, blank: 0, daysWithoutTotal: 1, mismatches: []))
    }

    /// Files without totals carry no check; a daily summary without Group keeps its one row per day.
    @Test func filesWithoutTotalsHaveNoCheck() throws {
        let contents = try Self.read("Date,Energy (kcal),Completed\n2026-01-29,1800,true\n")
        #expect(contents.summary.dialect == .cronometerDailySummary)
        #expect(contents.summary.totals == nil)
        #expect(contents.entries.map(\.foodName) == ["Day total"])
    }

    /// Half a unit of the last written digit: what a written number's rounding may have moved it by.
    @Test func writtenNumbersKnowTheirRounding() throws {
        let cases: [(String, Double, Double)] = [
            ("12.30", 12.3, 0.005), ("7", 7, 0.5), ("1.5e3", 1_500, 50), (" 0.125 ", 0.125, 0.0005),
        ]
        for (text, value, half) in cases {
            let number = try #require(WrittenNumber(text))
            #expect(Self.close(number.value, value) && Self.close(number.halfUnit, half), "\(text)")
        }
        #expect(WrittenNumber("") == nil)
        #expect(WrittenNumber("n/a") == nil)
    }

    /// Property: meals written to two decimals and a Total that is their true sum rounded to two
    /// decimals always agree, however many meals; a Total off by 0.01 per meal and more never does.
    @Test func roundedTotalsAgreeAndOffTotalsDoNot() throws {
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<300 {
            let meals = Int.random(in: 1...8, using: &generator)
            let truths = (0..<meals).map { _ in Double.random(in: 0...1_500, using: &generator) }
            let written = truths.map { String(format2: $0) }
            let trueSum = truths.reduce(0, +)
            var good = FoodLogTotals(columns: [0])
            var bad = FoodLogTotals(columns: [0])
            let day = LocalDate(iso: "2026-01-29")!
            for cell in written {
                good.addRow(date: day, fields: [cell])
                bad.addRow(date: day, fields: [cell])
            }
            good.addTotal(date: day, line: 9, fields: [String(format2: trueSum)])
            let off = trueSum + 0.01 * Double(meals + 1) + 0.005
            bad.addTotal(date: day, line: 9, fields: [String(format2: off)])
            #expect(good.check(header: ["Energy (kcal)"]).mismatches.isEmpty, "\(written) \(trueSum)")
            #expect(bad.check(header: ["Energy (kcal)"]).mismatches.count == 1, "\(written) \(off)")
        }
    }
}

extension SplitMix: RandomNumberGenerator {}

extension String {
    /// `value` with two decimals, as a spreadsheet writes it (half away from zero on the hundredths).
    fileprivate init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
