import NutritionData
import NutritionPresentation
import NutritionStats
import NutritionTestSupport
import Testing

/// `nutristats inspect`'s text from hand-made importer results: every line written out by hand.
@Suite struct InspectFormatterTests {
    /// Storage/History (2 entries on the 9th, one without a food object) and the cache (1 on the 11th),
    /// two food-object folders, a Cronometer log without Trans fat and Sodium columns, one activity
    /// file and one skipped row.
    static func food() -> FoodLog {
        var skipped = SkippedRows()
        skipped.record(
            InputError(file: "servings.csv", line: 4, field: "servings", problem: "expected a number, found \"x\""))
        var log = FoodLog(
            entries: [
                fixtureEntry("2026-11-09", fixtureTime("08:00"), "Oatmeal", kcal: 300, id: 1, nutrients: [.carbs: 50]),
                fixtureEntry("2026-11-09", fixtureTime("12:00"), "Apple", kcal: 100),
                fixtureEntry(
                    "2026-11-11", fixtureTime("09:00"), "Toast", kcal: 200.4, id: 2, nutrients: [.carbs: 30],
                    source: .cache),
            ],
            skipped: skipped,
            filesRead: [
                "Storage/History/foodHistory.json", "Storage/History/foodHistoryCache.json",
                "Storage/Presets/Foods/food_1.json", "servings.csv",
            ],
            foodFolders: [
                FoodFolderSummary(folder: "Storage/Presets/Foods", objects: 2, shadowed: 1),
                FoodFolderSummary(folder: "Storage/Barcodes/Foods", objects: 1, shadowed: 0),
            ],
            filesNotUsed: ["Storage/Barcodes/barcodeCache.json"])
        log.foodLogFiles = [
            FoodLogFile(
                file: "servings.csv", dialect: .cronometerServings, rows: 12, entries: 1, days: 1,
                unusedColumns: ["Alcohol (g)"], dateOrder: .dmy, missingNutrients: [.trans, .sodium])
        ]
        return log
    }

    static func activity() -> ActivityLog {
        ActivityLog(files: [
            ActivityFileSummary(
                file: "steps.csv", dialect: .appleHealthRecords, rows: 10, rowsUsed: 8, days: 2,
                sources: ["Watch"])
        ])
    }

    @Test func everythingRead() {
        // kcal: 300 + 100 + 200.4 = 600.4 → "600"; with nutrients 500.4 / 600.4 = 0.8334… → 83.3%.
        // The 9th: 300 of 400 kcal → 75.0%; the 11th has full coverage. Days: 2 of 9–11 November (3 days).
        let text = InspectFormatter(
            food: Self.food(), foodInput: InspectFormatter.foodInputName(storage: "Storage", history: nil, foodLogs: 1),
            activity: Self.activity(), range: nil
        ).text
        #expect(
            text == """
                Food log: storage folder Storage + 1 food log file
                  Files read:
                    Storage/History/foodHistory.json
                    Storage/History/foodHistoryCache.json
                    servings.csv
                      Cronometer servings, 12 rows, 1 entry, 1 day, dates read day/month/year
                      no column for: Trans fat, Sodium (unknown in its entries, not 0)
                      columns not used: Alcohol (g)
                    Storage/Presets/Foods   2 food objects (1 not used: same id in a folder of higher precedence)
                    Storage/Barcodes/Foods  1 food object
                    Storage/Barcodes/barcodeCache.json  not needed (food objects carry their own ids)

                Entries: 3
                  history   2
                  cache     1
                  backlog   0
                  food log  0
                  Duplicates not double counted: 0
                Days logged: 2 of 3 days (2026-11-09 – 2026-11-11)
                Nutrient coverage: 83.3% of 600 kcal logged have known nutrients
                  Lowest-coverage days:
                    2026-11-09  75.0% of 400 kcal
                Nutrients found: 2 by id, 0 by name, 0 with their own nutrients (backlog, food logs), 1 kcal only

                Activity files: 1
                  steps.csv
                    apple-health, 10 rows (8 used), 2 days
                    sources: Watch

                1 row skipped:
                  1 × field 'servings': expected a number, found "x" (first at servings.csv:4)

                """)
    }

    @Test func aPeriodWithoutEntries() throws {
        let range = try #require(DateRange(first: fixtureDate("2026-11-12"), last: fixtureDate("2026-11-14")))
        let text = InspectFormatter(
            food: Self.food(), foodInput: "history file h.json", activity: ActivityLog(), range: range
        ).text
        #expect(
            text.contains(
                """
                Period 2026-11-12 – 2026-11-14
                Entries: 0
                """))
        #expect(
            text.contains(
                "  Duplicates not double counted: 0\nDays logged: 0 of 3 days (2026-11-12 – 2026-11-14)\n\nActivity files: none given\n"
            ))
    }

    /// A food-log entry with nutrients but no Sodium or Trans fat: coverage stays 100 % (the nutrients
    /// with data are reported by all its kcal), and the line names the ones not reported by every entry.
    @Test func coverageNamesNutrientsUnknownInSomeEntries() {
        var entry = fixtureEntry(
            "2026-11-09", fixtureTime("08:00"), "Oats", kcal: 150, nutrients: [.carbs: 27], source: .foodLog)
        entry.nutrients?.unknown = [.trans, .sodium]
        let text = InspectFormatter(
            food: FoodLog(entries: [entry]), foodInput: "1 food log file", activity: ActivityLog(), range: nil
        ).text
        #expect(
            text.contains(
                "Nutrient coverage: 100.0% of 150 kcal logged have known nutrients (the lowest nutrient's), "
                    + "not reported by every entry: Trans fat, Sodium\n  Every day with kcal has full coverage\n"))
    }

    /// A history with older-format days, and a daily activity file re-saved day first with columns
    /// NutriStats does not use.
    @Test func olderHistoryFormatAndDailyFileDetails() {
        var food = FoodLog(
            entries: [fixtureEntry("2019-03-01", fixtureTime("07:00"), "Plain Pancakes", kcal: 430)],
            filesRead: ["foodHistory.json"])
        food.olderFormatDays = 2
        var file = ActivityFileSummary(
            file: "hae.csv", dialect: .healthAutoExport, rows: 2, rowsUsed: 2, days: 2, sources: [])
        file.ignoredColumns = ["Walking + Running Distance (mi)", "Weight & Body Mass (lb)"]
        file.dateOrder = .dmy
        let text = InspectFormatter(
            food: food, foodInput: "history file foodHistory.json", activity: ActivityLog(files: [file]), range: nil
        ).text
        #expect(
            text.contains(
                """
                  Files read:
                    foodHistory.json
                    2 days in the shortcut's older history format (text lines such as "1.5x Yogurt (414.68 kCal)"), read as entries

                """))
        #expect(
            text.contains(
                """
                  hae.csv
                    health-auto-export, 2 rows (2 used), 2 days, dates read day/month/year
                    sources: none named
                    columns not used: Walking + Running Distance (mi), Weight & Body Mass (lb)

                """))
    }

    @Test func noFoodInput() {
        let text = InspectFormatter(food: FoodLog(entries: []), foodInput: nil, activity: ActivityLog(), range: nil)
            .text
        #expect(text == "Food log: none given\n\nActivity files: none given\n\n0 rows skipped\n")
    }

    @Test func foodInputNames() {
        #expect(InspectFormatter.foodInputName(storage: "S", history: nil, foodLogs: 0) == "storage folder S")
        #expect(
            InspectFormatter.foodInputName(storage: nil, history: "h.json", foodLogs: 2)
                == "history file h.json + 2 food log files")
        #expect(InspectFormatter.foodInputName(storage: nil, history: nil, foodLogs: 1) == "1 food log file")
        #expect(InspectFormatter.foodInputName(storage: nil, history: nil, foodLogs: 0) == nil)
    }
}
