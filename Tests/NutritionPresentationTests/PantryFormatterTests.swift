import NutritionData
import Pantry
import Testing

@testable import NutritionPresentation

/// `pantry`'s table, CSV and JSON from a hand-made pantry seen on 2026-11-20 (statuses themselves are
/// tested in PantryTests).
@Suite struct PantryFormatterTests {
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }
    static let listing = PantryFormatter(
        overview: PantryOverview(
            items: [
                PantryItem(
                    id: "1", name: "Milk, whole", category: "Dairy", purchased: day("2026-11-15"),
                    expires: day("2026-11-18")),
                PantryItem(
                    id: "2", name: "Rice \"jasmine\"", category: nil, purchased: nil, expires: nil, favorite: true),
            ], today: day("2026-11-20"), soonDays: 3),
        file: "pantry.csv", skipped: 1)

    @Test func tableMarksUrgentLinesOnlyAndEndsWithTheSummary() {
        let lines = Self.listing.table(urgent: { "<" + $0 + ">" }).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Status              Expires     Item            Category  Bought      Fav")
        #expect(lines[1] == "<expired 2 days ago  2026-11-18  Milk, whole     Dairy     2026-11-15>")
        #expect(lines[2] == "no date             –           Rice \"jasmine\"  –         –           ★")
        #expect(
            lines[4]
                == "2 items on 2026-11-20 (soon: within 3 days): 1 expired, 0 expires today, 0 soon, 0 fresh, 1 no date"
        )
        #expect(lines[5] == "By category: Dairy 1, no category 1")
        #expect(lines[6] == "1 item of pantry.csv skipped (--lenient); stderr says why")
    }

    @Test func csvReadsBackAsAPantryFileWithQuotedCells() {
        #expect(
            Self.listing.csv.split(separator: "\n") == [
                "itemId,itemName,category,purchaseDate,expiryDate,favorited,status,daysLeft",
                #"1,"Milk, whole",Dairy,2026-11-15,2026-11-18,false,expired,-2"#,
                #"2,"Rice ""jasmine""",,,,true,no-date,"#,
            ])
    }

    @Test func jsonCountsStatusesAndSkippedItems() throws {
        let json = try Self.listing.json()
        #expect(
            json.contains(
                "\"statusCounts\" : {\n    \"expired\" : 1,\n    \"fresh\" : 0,\n    \"no-date\" : 1,\n    \"soon\" : 0,\n    \"today\" : 0\n  }"
            ))
        // An item without a category counts under none (the key is left out), like its unknown dates.
        #expect(json.contains("{\n      \"count\" : 1\n    }"))
        #expect(json.contains("\"skipped\" : 1"))
        #expect(json.hasSuffix("}\n"))
    }
}
