import Foundation
import NutritionData
import NutritionStats
import Testing

@testable import NutritionPresentation

@Suite struct StatsFormattingTests {
    @Test func theOneNumberWriter() {
        #expect(FigureDigits.text(1_234_567.891, decimals: 1, grouping: true) == "1,234,567.9")
        #expect(FigureDigits.text(1_234_567.891, decimals: 1, grouping: false) == "1234567.9")
        #expect(FigureDigits.text(-1_234, decimals: 0, grouping: true) == "-1,234")
        #expect(FigureDigits.text(999, decimals: 0, grouping: true) == "999")
        #expect(FigureDigits.text(0.05, decimals: 2, grouping: true) == "0.05")
        #expect(FigureDigits.text(-0.0, decimals: 1, grouping: true) == "0.0")
        #expect(FigureDigits.text(100_000, decimals: 0, grouping: true) == "100,000")
    }

    @Test func figureKindsRoundOnceForEveryFormat() {
        // 2.75 entries → 2.8; 1,548.85 kcal → 1,549; iron 2.55 mg → 2.6 (× 10 = 25.5 → 26); −0.4 kcal → 0.
        #expect(FigureKind.countAverage.plain(2.75) == "2.8")
        #expect(FigureKind.kcal.grouped(1_548.85) == "1,549")
        #expect(FigureKind.kcal.rounded(1_548.85) == 1_549)
        #expect(FigureKind.nutrient(.iron).plain(2.55) == "2.6")
        #expect(FigureKind.kcal.plain(-0.4) == "0")
    }

    @Test func textTableAlignsAndTrims() {
        var table = TextTable([("Name", .left), ("Value", .right)])
        table.add(["Oats", "1,234"])
        table.addNote("Tue", "not logged")
        table.addRule()
        table.add(["Total", "5"])
        #expect(
            table.lines() == [
                "Name   Value",
                "Oats   1,234",
                "Tue    not logged",
                "------------",
                "Total      5",
            ])
    }

    @Test func csvQuotesCellsThatNeedIt() {
        #expect(CSVField.quoted("plain") == "plain")
        #expect(CSVField.quoted("a,b") == "\"a,b\"")
        #expect(CSVField.quoted("say \"hi\"") == "\"say \"\"hi\"\"\"")
    }

    @Test func columnNames() {
        #expect(StatsView.column(.vitaminC) == "vitc_mg")
        #expect(StatsView.column(.vitaminA) == "vita_mcg")
        #expect(StatsView.column(.calories) == "kcal")
        #expect(StatsCSVFormatter.dailyValueColumn(.sodium) == "sodium_dv_pct")
        #expect(Set(StatsCSVFormatter.columns).count == StatsCSVFormatter.columns.count)
    }
}

/// The one number writer of `stats` never writes "inf" or "nan": a figure that is not finite is
/// unknown — `–` in the table, an empty CSV cell, a key left out of JSON — whatever the value.
@Suite struct NonFiniteFigureTests {
    static let kinds: [FigureKind] =
        [.kcal, .percent, .steps, .heartRate, .countAverage]
        + Nutrient.allCases.map { FigureKind.nutrient($0) }

    /// Special values, extremes and 10,000 random bit patterns (a fixed-seed LCG, so a failure
    /// replays), which cover NaNs with payloads, subnormals and every exponent.
    static let values: [Double] = {
        var values: [Double] = [
            .infinity, -.infinity, .nan, -.nan, .signalingNaN, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 9e15, -9e15, 1e300, 0, -0.0,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<10_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(bitPattern: state))
        }
        return values
    }()

    @Test func neverWritesInfOrNan() {
        for kind in Self.kinds {
            for value in Self.values {
                let texts = [kind.plain(value), kind.grouped(value)]
                for text in texts {
                    #expect(
                        !text.lowercased().contains("inf") && !text.lowercased().contains("nan"), "\(value) → \(text)")
                }
                if let rounded = kind.rounded(value) { #expect(rounded.isFinite) }
                if !value.isFinite {
                    #expect(kind.plain(value) == "")
                    #expect(kind.grouped(value) == StatsTableFormatter.unknown)
                    #expect(kind.rounded(value) == nil)
                }
            }
        }
    }

    /// A value that cannot be encoded becomes an ``EncodingFault`` naming where it was, never a raw
    /// `EncodingError` (the command exits 70 with that line).
    @Test func encodingFailureIsAnEncodingFault() throws {
        struct Box: Encodable { var goalKcal = Double.infinity }
        do {
            _ = try JSONEncoder().encode(Box())
            Issue.record("expected an encoding error")
        } catch {
            #expect(
                EncodingFault(output: "JSON", encoding: error).description
                    == "could not write the JSON output: cannot write the value inf of 'goalKcal' (a fault in NutriStats; please report it)"
            )
        }
    }
}
