import Testing

@testable import NutritionReport

/// The review PDF's month and week tables have room for three nutrient columns; a fourth flagged
/// nutrient is named under the table, not dropped without a word.
@Suite struct ReviewPDFTests {
    @Test func flaggedNutrientsWithoutAColumnAreNamed() {
        #expect(ReviewPDF.nutrientColumns == 3)
        #expect(ReviewPDF.leftOutSentence(flagged: ["Sodium", "Fiber", "Potassium"]) == "")
        #expect(ReviewPDF.leftOutSentence(flagged: []) == "")
        #expect(
            ReviewPDF.leftOutSentence(flagged: ["Sodium", "Fiber", "Potassium", "Vitamin C"])
                == " The %DV of Vitamin C per row is in the HTML and Markdown reports (no room here).")
        #expect(
            ReviewPDF.leftOutSentence(flagged: ["Fat", "Sodium", "Fiber", "Potassium", "Iron"])
                == " The %DV of Potassium, Iron per row is in the HTML and Markdown reports (no room here).")
    }
}
