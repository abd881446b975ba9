import Testing

@testable import NutritionData

/// Amounts of food logs: what cannot be is an error, what is implausible but possible is read and
/// named (``NutrientBounds``). Issue: a spreadsheet-resaved Cronometer summary with a day of 135,695 µg
/// of vitamin A stopped the whole read.
@Suite struct FoodLogBoundsTests {
    static func read(_ text: String) throws(InputError) -> FoodLogReader.Contents {
        try FoodLogReader().read(bytes: Array(text.utf8), file: "summary.csv")
    }

    /// 135,695 µg of vitamin A (above 30,000) and 16,000 kcal (above 15,000) are read as written and
    /// named with their line; 900 µg and 2,012.4 kcal are not named.
    @Test func implausibleAmountsAreReadAndNamed() throws {
        let contents = try Self.read(
            """
            Date,Energy (kcal),Vitamin A (µg),Sodium (mg),Completed\r
            1/27/2026,1834.56,135695,2300,FALSE\r
            1/28/2026,2012.4,900,2100,TRUE\r
            2/13/2026,16000,800,2000,FALSE\r
            """)
        #expect(contents.entries.map(\.kcal) == [1_834.56, 2_012.4, 16_000])
        #expect(contents.entries.compactMap { $0.nutrients?.known(.vitaminA) } == [135_695, 900, 800])
        let date = { (iso: String) in LocalDate(iso: iso)! }
        #expect(
            contents.summary.suspicious == [
                SuspiciousAmount(
                    line: 2, date: date("2026-01-27"), column: "Vitamin A (µg)", nutrient: .vitaminA, amount: 135_695),
                SuspiciousAmount(
                    line: 4, date: date("2026-02-13"), column: "Energy (kcal)", nutrient: .calories, amount: 16_000),
            ])
    }

    /// The bounds hold after conversion: 0.2 g of vitamin A is 200,000 µg and 70,000 kJ is 16,730.4 kcal
    /// (both named); the physical maximum in kJ is 100,000 × 4.184 = 418,400.
    @Test func boundsApplyToConvertedAmounts() throws {
        let contents = try Self.read("Day,Food Name,Energy (kJ),Vitamin A (g)\n2026-01-27,Liver,70000,0.2\n")
        #expect(contents.summary.suspicious.map(\.nutrient) == [.calories, .vitaminA])
        #expect(abs(contents.summary.suspicious[0].amount - 70_000 / 4.184) < 1e-9)
        #expect(abs(contents.summary.suspicious[1].amount - 200_000) < 1e-6)
        #expect(
            throws: InputError(
                file: "summary.csv", line: 2, field: "Energy (kJ)",
                problem: "expected a number from 0 to 418,400, found \"418401\"")
        ) {
            try Self.read("Day,Food Name,Energy (kJ)\n2026-01-27,Liver,418401\n")
        }
    }

    /// What cannot be stays an error: negative, not a number, or more than 100 kg of a nutrient
    /// (10⁸ mg of sodium) in one row.
    @Test func impossibleAmountsAreErrors() {
        let header = "Date,Energy (kcal),Sodium (mg)\n"
        #expect(
            throws: InputError(
                file: "summary.csv", line: 2, field: "Sodium (mg)",
                problem: "expected a number from 0 to 100,000,000, found \"100000001\"")
        ) {
            try Self.read(header + "2026-01-27,1800,100000001\n")
        }
        #expect(
            throws: InputError(
                file: "summary.csv", line: 2, field: "Sodium (mg)",
                problem: "expected a number from 0 to 100,000,000, found \"-1\"")
        ) {
            try Self.read(header + "2026-01-27,1800,-1\n")
        }
        #expect(
            throws: InputError(
                file: "summary.csv", line: 2, field: "Energy (kcal)",
                problem: "expected a number from 0 to 100,000, found \"100001\"")
        ) {
            try Self.read(header + "2026-01-27,100001,1\n")
        }
        #expect(
            (try? Self.read(header + "2026-01-27,1800,100000000\n"))?.summary.suspicious.map(\.amount) == [100_000_000])
    }

    /// Every nutrient's plausible maximum lies below its physical one, and above its FDA Daily Value
    /// many times over (so an ordinary day is never named).
    @Test func plausibleMaximaLieBetween() {
        for nutrient in Nutrient.allCases {
            #expect(
                NutrientBounds.plausibleDailyMaximum(nutrient) < NutrientBounds.physicalMaximum(nutrient), "\(nutrient)"
            )
        }
        #expect(NutrientBounds.plausibleDailyMaximum(.vitaminA) == 30_000)
        #expect(NutrientBounds.physicalMaximum(.vitaminA) == 1e11)
    }
}
