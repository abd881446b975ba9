import Foundation
import Testing

@testable import NutritionData

/// Health Auto Export's daily CSV read as a food log (`--food-log`): one `Day total` entry per day from
/// its nutrition columns, beside the activity columns `--activity` reads from the same file. Fixtures
/// are hand-written (Fixtures/FoodLogs/health-auto-export-nutrition*.csv); expectations computed by hand.
@Suite struct HealthAutoExportFoodLogTests {
    static let newer = FoodLogReaderTests.path("health-auto-export-nutrition.csv")
    static let older = FoodLogReaderTests.path("health-auto-export-nutrition-older.csv")

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    static func read(_ text: String, strictness: Strictness = .strict) throws(InputError) -> FoodLogReader.Contents {
        try FoodLogReader(strictness: strictness).read(bytes: Array(text.utf8), file: "HealthAutoExport.csv")
    }

    static func failure(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// `Date/Time,…`, ISO dates with a time, kcal; 3 Mar has steps and weight but no food.
    @Test func oneEntryPerDayWithFood() throws {
        let contents = try FoodLogReader().read(at: Self.newer)
        let summary = contents.summary
        #expect(summary.dialect == .healthAutoExport)
        #expect(summary.rows == 4 && summary.entries == 3 && summary.days == 3)
        #expect(summary.rowsWithoutFood == 1)
        #expect(summary.dateOrder == nil)
        // Health has no trans fat type, so the app has no column for it.
        #expect(summary.missingNutrients == [.trans])
        let entries = contents.entries
        #expect(entries.map(\.date.iso) == ["2026-03-02", "2026-03-04", "2026-03-05"])
        #expect(entries.allSatisfy { $0.foodName == "Day total" && !$0.timeKnown && $0.mealName == nil })
        #expect(entries.allSatisfy { $0.source == .foodLog && $0.servings == 1 && $0.match == .embedded })
        // 5 Mar has protein and water but an empty energy cell: a day of unknown kcal, not 0.
        #expect(entries.map(\.knownKcal) == [2104.25, 1750, nil])

        let full = try #require(entries[0].nutrients)
        let expected: [Nutrient: Double] = [
            .carbs: 231.4, .fat: 78.9, .protein: 96.8, .sugar: 48.5, .fiber: 27.5, .monounsaturated: 25.1,
            .polyunsaturated: 12.4, .saturated: 22.3, .sodium: 2_480, .cholesterol: 210, .potassium: 3_120,
            .vitaminC: 85.5, .calcium: 820, .iron: 14.2, .vitaminA: 640,
        ]
        for (nutrient, amount) in expected { #expect(full.known(nutrient) == amount, "\(nutrient)") }
        #expect(full.known(.trans) == nil && full.unknown == [.trans])
        #expect(full[.calories] == 2104.25)

        // Nutrients beyond the 17, in their own units; `Dietary Biotin` is biotin.
        let other = entries[0].otherNutrients
        #expect(other.amount(of: .caffeine) == 95 && other.amount(of: .biotin) == 30)
        #expect(other.amount(of: .selenium) == 55 && other.amount(of: .vitaminD) == 4.2)
        #expect(other.amount(of: .water) == 1_850 && other.amount(of: .zinc) == 9.8)
        #expect(other.count == 6)
        #expect(
            summary.otherNutrientColumns == [
                "Caffeine (mg)", "Dietary Biotin (mcg)", "Selenium (mcg)", "Vitamin D (mcg)", "Water (mL)", "Zinc (mg)",
            ])
        // Activity, body and vitals columns are not nutrients: `Insulin Delivery (IU)` and `Alcohol
        // Consumption (count)` (drinks) are not custom nutrients either.
        #expect(
            summary.unusedColumns == [
                "Active Energy (kcal)", "Alcohol Consumption (count)", "Insulin Delivery (IU)", "Resting Energy (kcal)",
                "Step Count (steps)", "Weight/Body Mass (kg)",
            ])

        // 4 Mar: three of the 16 known, the other 13 unknown (not 0); the insulin cell gives nothing.
        let partial = try #require(entries[1].nutrients)
        #expect(partial.known(.protein) == 80 && partial.known(.carbs) == 200 && partial.known(.fat) == 60)
        #expect(partial.unknown.count == 13)
        #expect(entries[1].otherNutrients.isEmpty)
        let noEnergy = try #require(entries[2].nutrients)
        #expect(noEnergy.known(.protein) == 40 && noEnergy.unknown.count == 15)
        #expect(entries[2].otherNutrients.amount(of: .water) == 500)

        let log = FoodLog(entries: entries)
        #expect(log.days.map(\.kcal) == [2104.25, 1750, 0])
        #expect(log.days.map(\.entriesWithUnknownKcal) == [0, 0, 1])
    }

    /// `Date,…` with a byte order mark, CRLF, a trailing space on every line, spreadsheet dates
    /// (`6/13/2021 0:00` proves month first), kJ, `Dietary Cholesterol`, vitamin D in IU and water in
    /// US fluid ounces.
    @Test func olderLayoutResavedByASpreadsheet() throws {
        let contents = try FoodLogReader().read(at: Self.older)
        let summary = contents.summary
        #expect(summary.dialect == .healthAutoExport)
        #expect(summary.dateOrder == .mdy)
        #expect(summary.rows == 3 && summary.entries == 2 && summary.rowsWithoutFood == 1)
        let entries = contents.entries
        #expect(entries.map(\.date.iso) == ["2021-06-01", "2021-06-13"])
        // 8368 kJ / 4.184 = 2000 kcal; 6276 kJ / 4.184 = 1500 kcal.
        #expect(Self.close(entries[0].knownKcal, 2_000) && Self.close(entries[1].knownKcal, 1_500))
        let first = try #require(entries[0].nutrients)
        let second = try #require(entries[1].nutrients)
        #expect(first.known(.cholesterol) == 300 && second.known(.cholesterol) == 150)
        #expect(first.known(.sugar) == 60 && second.known(.sugar) == 40)
        #expect(first.known(.protein) == 90 && second.known(.protein) == 75.25)
        #expect(first.known(.carbs) == 250 && second.known(.carbs) == 180.5)
        #expect(first.known(.fat) == 70 && second.known(.fat) == 55)
        // Energy and five of the 16 have columns: 11 are missing.
        #expect(summary.missingNutrients.count == 11)
        // 400 IU × 0.025 = 10 µg of vitamin D; 64 fl oz × 29.5735295625 = 1,892.70589… mL, 32 fl oz half that.
        let other = entries[0].otherNutrients
        #expect(Self.close(other.amount(of: .vitaminD), 10))
        #expect(Self.close(other.amount(of: .water), 1_892.7058920))
        #expect(other.amount(of: .biotin) == 35)
        #expect(Self.close(entries[1].otherNutrients.amount(of: .water), 946.352946))
        #expect(entries[1].otherNutrients.amount(of: .vitaminD) == nil)
    }

    /// The same files are activity files for `--activity`, read as before.
    @Test func theSameFileIsStillAnActivityFile() throws {
        let newer = try readActivity([Self.newer]).get()
        let march2 = try #require(newer.day("2026-03-02"))
        #expect(march2.activeKcal == 412.5 && march2.restingKcal == 1_650 && march2.steps == 9_876)
        #expect(newer.day("2026-03-03")?.steps == 7_000)
        #expect(newer.files.first?.dialect == .healthAutoExport)
        let older = try readActivity([Self.older]).get()
        // 1255.2 kJ / 4.184 = 300 kcal.
        #expect(Self.close(older.day("2021-06-01")?.activeKcal, 300))
        #expect(older.day("2021-06-02")?.steps == 5_000)
    }

    /// Hourly aggregation: a day's rows are one entry holding their sums; an hour's empty cell adds
    /// nothing, and a nutrient is unknown only when no row of the day has it.
    @Test func hourlyRowsAreOneEntryPerDay() throws {
        let contents = try Self.read(
            """
            Date/Time,Dietary Energy (kcal),Protein (g),Sodium (mg),Caffeine (mg),Step Count (count)
            2026-03-02 08:00:00,450.5,20,,95,1200
            2026-03-02 13:00:00,700,35.25,900,,300
            2026-03-02 15:00:00,,,,,2000
            2026-03-03 09:00:00,,12,,,800

            """)
        #expect(contents.summary.rows == 4 && contents.summary.rowsWithoutFood == 1)
        let entries = contents.entries
        #expect(entries.map(\.date.iso) == ["2026-03-02", "2026-03-03"])
        #expect(entries.map(\.knownKcal) == [1_150.5, nil])
        let day = try #require(entries[0].nutrients)
        #expect(day.known(.protein) == 55.25 && day.known(.sodium) == 900 && day.known(.fat) == nil)
        #expect(day[.calories] == 1_150.5)
        #expect(entries[0].otherNutrients.amount(of: .caffeine) == 95)
        #expect(entries[1].nutrients?.known(.protein) == 12)
        #expect(contents.summary.entries == 2 && contents.summary.days == 2)
    }

    /// A column the catalogue does not know is a custom nutrient only in a unit of nutrient mass.
    @Test func unknownColumnsInAMassUnitAreCustomNutrients() throws {
        let contents = try Self.read(
            """
            Date,Dietary Energy (kcal),Oxalate (mg),Insulin Delivery (IU),Mindful Minutes (min),Blood Glucose (mg/dL)
            2026-03-02,2000,120,10,15,98

            """)
        #expect(contents.summary.otherNutrientColumns == ["Oxalate (mg)"])
        let oxalate = try #require(CustomNutrient(name: "Oxalate", unit: "mg"))
        #expect(contents.entries[0].otherNutrients.amount(of: oxalate) == 120)
        #expect(contents.entries[0].otherNutrients.count == 1)
        // Without any nutrient column but energy: kcal only.
        #expect(contents.summary.givesKcalOnly)
    }

    /// The one header rule, shared with `--activity` and `config --init`.
    @Test func theHeaderRule() {
        #expect(HealthAutoExportHeader.isFoodLog(["Date/Time", "Dietary Energy (kJ)"]))
        #expect(HealthAutoExportHeader.isFoodLog(["date", "Step Count (count)", "Dietary Energy (kcal)"]))
        #expect(!HealthAutoExportHeader.isFoodLog(["Date/Time", "Protein (g)"]))
        #expect(!HealthAutoExportHeader.isFoodLog(["Day", "Dietary Energy (kcal)"]))
        #expect(FoodLogDialect.detect(header: ["Date/Time", "Dietary Energy (kcal)"]) == .healthAutoExport)
        // Cronometer's daily summary keeps its own rule (`Energy`, not `Dietary Energy`).
        #expect(FoodLogDialect.detect(header: ["Date", "Energy (kcal)", "Protein (g)"]) == .cronometerDailySummary)
        #expect(HealthAutoExportHeader.isActivity(["Date/Time", "Dietary Energy (kcal)"]))
        #expect(!HealthAutoExportHeader.isActivity(["Date", "Dietary Energy (kcal)"]))
    }

    @Test func errorsNameFileLineFieldAndWhatWasExpected() {
        let header = "Date/Time,Dietary Energy (kcal),Protein (g),Step Count (count)\n"
        #expect(
            Self.failure(header + "2026-03-02 00:00:00,2000,lots,100\n")
                == "HealthAutoExport.csv:2: field 'Protein (g)': expected a number, found \"lots\"")
        #expect(
            Self.failure(header + "2026-02-30 00:00:00,2000,80,100\n")
                == "HealthAutoExport.csv:2: field 'Date/Time': expected a real date as YYYY-MM-DD (perhaps with "
                + "a time, 2026-07-11 00:00:00) or M/D/YYYY, found \"2026-02-30 00:00:00\"")
        #expect(
            Self.failure(header + "2026-03-02 00:00:00,-5,80,100\n")?.hasPrefix(
                "HealthAutoExport.csv:2: field 'Dietary Energy (kcal)': expected a number from 0 to") == true)
        #expect(
            Self.failure(header + "2026-03-02 00:00:00,2000,80\n")
                == "HealthAutoExport.csv:2: expected 4 fields as in the header, found 3")
        // The activity columns are not read as food: a bad step count is no food-log error.
        #expect(Self.failure(header + "2026-03-02 00:00:00,2000,80,many\n") == nil)
        // An energy column in a unit that does not convert.
        #expect(
            Self.failure("Date/Time,Dietary Energy (kWh),Protein (g)\n2026-03-02 00:00:00,1,80\n")?.hasPrefix(
                "HealthAutoExport.csv:1: expected an energy column in kcal or kJ") == true)
        // Nutrition but no Dietary Energy: said so; no nutrition at all: activity, as before.
        #expect(
            Self.failure("Date/Time,Protein (g),Fiber (g),Sodium (mg),Zinc (mg),Step Count (count)\n")
                == "HealthAutoExport.csv:1: expected a food log, found a Health Auto Export CSV with nutrition "
                + "columns (\"Protein (g)\", \"Fiber (g)\", \"Sodium (mg)\", and 1 more) but no Dietary Energy column, "
                + "which its food log needs (select Dietary Energy among the app's metrics and export again); its "
                + "activity columns are read with --activity")
        #expect(
            Self.failure("Date/Time,Active Energy (kcal),Step Count (count)\n")
                == "HealthAutoExport.csv:1: expected a food log, found what looks like activity data "
                + "(health-auto-export); give it with --activity")
    }

    @Test func lenientSkipsAndCountsBadRows() throws {
        let contents = try Self.read(
            """
            Date/Time,Dietary Energy (kcal),Protein (g)
            2026-03-02 00:00:00,2000,80
            2026-03-03 00:00:00,x,80
            2026-03-04 00:00:00,1800
            2026-03-05 00:00:00,,

            """, strictness: .lenient)
        #expect(contents.entries.map(\.date.iso) == ["2026-03-02"])
        #expect(contents.skipped.total == 2)
        #expect(contents.summary.rows == 4 && contents.summary.rowsWithoutFood == 1)
    }

    /// `config --init` lists such a file under both options.
    @Test func configurationFindsItAsActivityAndFoodLog() {
        #expect(InputKind.kinds(at: Self.newer) == [.activity, .foodLog])
        #expect(InputKind.kinds(at: Self.older) == [.activity, .foodLog])
        #expect(InputKind.kinds(at: ActivityFixture.path("health-auto-export.csv")) == [.activity])
        // A nutrition-only `Date,` file is a food log only.
        #expect(
            InputKind.guess(head: Array("Date,Dietary Energy (kcal),Protein (g)\n".utf8), path: "h.csv") == .foodLog)
    }
}
