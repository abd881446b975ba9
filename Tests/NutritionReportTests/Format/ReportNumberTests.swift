import NutritionData
import NutritionPresentation
import NutritionReport
import NutritionStats
import Testing

@Suite struct ReportNumberTests {
    @Test func kcalAreWholeWithThousandsAndHalvesAwayFromZero() {
        #expect(ReportNumber.kcal(2_134.4) == "2,134")
        #expect(ReportNumber.kcal(2_134.5) == "2,135")  // half away from zero
        #expect(ReportNumber.kcal(-2_134.5) == "−2,135")  // U+2212, not a hyphen
        #expect(ReportNumber.kcal(-0.4) == "0")  // no negative zero
        #expect(ReportNumber.kcal(1_234_567) == "1,234,567")
    }

    @Test func signedFiguresCarryAPlusButZeroHasNoSign() {
        #expect(ReportNumber.signedKcal(529.6) == "+530")
        #expect(ReportNumber.signedKcal(-19.6) == "−20")
        #expect(ReportNumber.signedKcal(0.49) == "0")
        #expect(ReportNumber.signedKcal(-0.49) == "0")
    }

    @Test func nutrientsUseTheirDecimals() {
        #expect(ReportNumber.amount(171, of: .carbs) == "171.0")  // grams: one decimal
        #expect(ReportNumber.amount(2.25, of: .iron) == "2.3")  // iron: one decimal, 2.25 is exact in binary
        #expect(ReportNumber.amount(2_153.5, of: .sodium) == "2,154")  // other mg: whole
        #expect(ReportNumber.amount(249.5, of: .vitaminA) == "250")  // mcg: whole
        #expect(ReportNumber.amountWithUnit(40.66, of: .fat) == "40.7 g")
    }

    @Test func dailyValuesDropDecimalsWhenWhole() {
        #expect(ReportNumber.dailyValue(275, of: .carbs) == "275 g")
        #expect(ReportNumber.dailyValue(2_300, of: .sodium) == "2,300 mg")
        #expect(ReportNumber.dailyValue(18, of: .iron) == "18 mg")
        #expect(ReportNumber.dailyValue(2.5, of: .iron) == "2.5 mg")
    }

    @Test func percentagesAndServings() {
        #expect(ReportNumber.percent(share: 1_100.0 / 1_510.0) == "73")  // 72.85 %
        #expect(ReportNumber.percent(78.5) == "79")
        #expect(ReportNumber.servings(2) == "2.0")
        #expect(ReportNumber.servings(0.699_999_999_999_999_96) == "0.7")
        #expect(ReportNumber.steps(9_728.33) == "9,728")
    }

    @Test func everyKindAgreesWithFigureRounding() {
        // The report must show what FigureRounding gives, whatever the value.
        for value in [-1_234.567, -0.5, 0.05, 0.45, 1.25, 99.95, 12_345.65] {
            for decimals in 0...1 {
                let text = ReportNumber.format(value, decimals: decimals)
                let parsed = Double(
                    text.replacingOccurrences(of: "−", with: "-").replacingOccurrences(of: ",", with: ""))
                #expect(parsed == FigureRounding.rounded(value, decimals: decimals), "\(value) \(decimals) → \(text)")
            }
        }
    }
}

@Suite struct ReportDateTests {
    func date(_ iso: String) -> LocalDate { ReportFixtures.date(iso) }

    @Test func days() {
        #expect(DateText.day(date("2026-11-09")) == "Mon 9 Nov")
        #expect(DateText.long(date("2026-11-15")) == "Sunday 15 November 2026")
        #expect(DateText.medium(date("2027-01-03")) == "3 Jan 2027")
    }

    @Test func ranges() {
        #expect(DateText.range(DateRange(first: date("2026-11-09"), last: date("2026-11-15"))!) == "9–15 Nov 2026")
        #expect(
            DateText.range(DateRange(first: date("2026-10-26"), last: date("2026-11-01"))!) == "26 Oct – 1 Nov 2026")
        #expect(
            DateText.range(DateRange(first: date("2026-12-28"), last: date("2027-01-03"))!)
                == "28 Dec 2026 – 3 Jan 2027")
        #expect(DateText.range(DateRange(day: date("2026-11-09"))) == "9 Nov 2026")
    }
}
