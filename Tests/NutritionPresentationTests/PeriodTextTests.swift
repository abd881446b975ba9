import NutritionData
import NutritionStats
import Testing

@testable import NutritionPresentation

/// One wording of a chosen period for the `stats` title, its JSON and the report.
@Suite struct PeriodTextTests {
    @Test func everySelectionHasItsThreeWordings() throws {
        let date = try #require(LocalDate(iso: "2026-11-09"))
        let week = PeriodText(.week(containing: date))
        #expect(week == PeriodText(short: "week", kind: "week", chosen: "the week chosen with --week"))
        let last = PeriodText(.lastDays(30))
        #expect(
            last.short == "last 30 days" && last.kind == "last-days" && last.chosen == "the last 30 days of the data")
        #expect(PeriodText(.all).chosen == "all the data")
        // No period flag: the latest week in the data, whatever selection stood in for it.
        #expect(PeriodText(.week(containing: date), isDefault: true).kind == "default-week")
    }
}

extension PeriodText {
    init(short: String, kind: String, chosen: String) {
        self.init(.all)
        (self.short, self.kind, self.chosen) = (short, kind, chosen)
    }
}
