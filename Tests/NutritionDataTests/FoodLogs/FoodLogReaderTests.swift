import Foundation
import Testing

@testable import NutritionData

/// Other trackers' food logs (`--food-log`): dialects, columns, units, %DV, dates, times, day sums and
/// errors. Fixtures are hand-written (Fixtures/FoodLogs), one quirk each; expectations computed by hand.
@Suite struct FoodLogReaderTests {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
            + "/Fixtures/FoodLogs/" + name
    }

    static func read(
        _ text: String, file: String = "log.csv", strictness: Strictness = .strict,
        order: DateOrder? = nil
    ) throws(InputError) -> FoodLogReader.Contents {
        try FoodLogReader(strictness: strictness, dateOrder: order).read(bytes: Array(text.utf8), file: file)
    }

    static func failure(_ text: String, order: DateOrder? = nil) -> String? {
        do {
            _ = try read(text, order: order)
            return nil
        } catch {
            return error.description
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func cronometerServings() throws {
        let contents = try FoodLogReader().read(at: Self.path("servings.csv"))
        let entries = contents.entries
        #expect(contents.summary.dialect == .cronometerServings)
        #expect(contents.summary.rows == 5)
        #expect(contents.summary.days == 2)
        // Alcohol, caffeine and net carbs are read into the entries' other nutrients: no column is unused.
        #expect(contents.summary.unusedColumns.isEmpty)
        #expect(contents.summary.otherNutrientColumns == ["Alcohol (g)", "Caffeine (mg)", "Net Carbs (g)"])
        #expect(contents.summary.missingNutrients.isEmpty)
        #expect(contents.summary.dateOrder == nil)
        // Sorted by date and time; `12:05 AM` is 00:05, `12:30 PM` is 12:30; names with commas and quotes.
        #expect(entries.map(\.foodName) == ["Espresso", "Oats, rolled", "Milk, 2%", "Soup \"Minestrone\"", "Salmon"])
        #expect(entries.map(\.time.hhmm) == ["00:05", "09:51", "09:51", "12:30", "19:05"])
        #expect(entries.map(\.knownKcal) == [0.35, 151.60, 122.45, nil, 311.25])
        #expect(entries.allSatisfy { $0.source == .foodLog && $0.servings == 1 && $0.foodID == nil })
        // `Group` is the meal; `Amount` is kept as written (grams, millilitres and 1.00 of a portion: 1 serving).
        #expect(entries.map(\.mealName) == ["Snacks", "Breakfast", "Breakfast", "Lunch", "Dinner"])
        #expect(entries.map(\.amount) == ["1.00 shot", "40.00 g", "250.00 ml", "1.00 cup", "150.00 g"])
        #expect(entries.map(\.match) == [.embedded, .embedded, .embedded, .embedded, .embedded])
        let log = FoodLog(entries: entries)
        // 26 Jan: 0.35 + 151.60 + 122.45 = 274.40 kcal (the soup's energy cell is empty: unknown); 27 Jan: 311.25.
        #expect(log.days.map { ($0.kcal * 100).rounded() } == [27440, 31125])
        #expect(log.days.map(\.entriesWithUnknownKcal) == [1, 0])
        // The soup's nutrient cells are all empty: every nutrient of it is unknown (not 0), so the day's are.
        let soup = try #require(entries[3].nutrients)
        #expect(soup.unknown == NutrientSet(Nutrient.allCases.filter { $0 != .calories }))
        let day = log.days[0].entries.compactMap(\.nutrients).reduce(NutrientVector(), +)
        #expect(day.known(.protein) == nil)
        // Without the soup: protein 0.04 + 5.30 + 8.10 = 13.44 g; calcium 0.6 + 20.8 + 300 = 321.4 mg;
        // vitamin A 0 + 134 µg; trans fat a known 0.00 in every row.
        let known = [entries[0], entries[1], entries[2]].compactMap(\.nutrients).reduce(NutrientVector(), +)
        #expect(known.isComplete)
        #expect(Self.close(known[.protein], 13.44))
        #expect(Self.close(known[.calcium], 321.4))
        #expect(Self.close(known[.vitaminA], 134))
        #expect(known.known(.trans) == 0)
    }

    @Test func cronometerServingsWithTwentyFourHourTimesAndFewColumns() throws {
        let contents = try FoodLogReader().read(at: Self.path("servings-24h-no-group.csv"))
        #expect(contents.entries.map(\.foodName) == ["Tea", "Toast"])
        #expect(contents.entries.map(\.time.hhmm) == ["07:15", "21:51"])
        #expect(contents.entries.allSatisfy { $0.timeKnown })
        // One nutrient column: its amounts are kept, the 15 without a column are unknown, never zeros.
        #expect(contents.entries.allSatisfy { $0.nutrients?.unknown.count == 15 && $0.match == .embedded })
        #expect(contents.summary.missingNutrients.count == 15)
        #expect(!contents.summary.givesKcalOnly)
        #expect(contents.summary.unusedColumns == [])
        // `2.00 slice` counts slices: 2 servings; the kcal stay the row's 160. No `Group`: no meal names.
        #expect(contents.entries.map(\.servings) == [1, 2])
        #expect(contents.entries.map(\.kcal) == [2, 160])
        #expect(contents.entries.map(\.mealName) == [nil, nil])
    }

    /// Issue: a daily summary whose user chose only some columns kept kcal alone. Now: 27 Jan 90 g protein
    /// and 2,300 mg sodium; 28 Jan an empty protein cell (unknown) and 2,100 mg sodium; fat, sugars and
    /// the rest have no column (unknown in both).
    @Test func cronometerDailySummaryWithSomeNutrientColumns() throws {
        let contents = try Self.read(
            """
            Date,Energy (kcal),Protein (g),Sodium (mg)\r
            2026-01-27,1800,90,2300\r
            2026-01-28,2000,,2100\r
            """)
        #expect(contents.summary.dialect == .cronometerDailySummary)
        #expect(contents.summary.missingNutrients.count == 14)
        #expect(!contents.summary.givesKcalOnly)
        let first = try #require(contents.entries[0].nutrients)
        let second = try #require(contents.entries[1].nutrients)
        #expect(first.known(.protein) == 90 && first.known(.sodium) == 2_300 && first.known(.fat) == nil)
        #expect(second.known(.protein) == nil && second.known(.sodium) == 2_100)
        #expect(first.unknown.count == 14 && second.unknown.count == 15)
        #expect(contents.entries.map(\.kcal) == [1_800, 2_000])
        #expect(contents.entries.allSatisfy { $0.match == .embedded })
    }

    /// An empty nutrient cell is unknown for its row only; a written 0 is a known 0.
    @Test func anEmptyCellIsUnknownAndAZeroIsZero() throws {
        let contents = try Self.read(
            """
            Day,Time,Group,Food Name,Amount,Energy (kcal),Protein (g),Sugars (g)
            2026-01-26,8:00 AM,Breakfast,Toast,1.00 slice,80,3,
            2026-01-26,8:05 AM,Breakfast,Butter,1.00 tsp,34,0,0
            """)
        let toast = try #require(contents.entries[0].nutrients)
        let butter = try #require(contents.entries[1].nutrients)
        #expect(toast.known(.sugar) == nil && toast.known(.protein) == 3)
        #expect(butter.known(.sugar) == 0 && butter.known(.protein) == 0)
        #expect((toast + butter).known(.sugar) == nil)
        #expect((toast + butter).known(.protein) == 3)
    }

    /// Only an energy column: entries of kcal only, as before (no vector of sixteen unknowns).
    @Test func onlyAnEnergyColumnGivesKcalOnly() throws {
        let contents = try Self.read("Date,Energy (kcal)\n2026-01-27,1800\n")
        #expect(contents.summary.givesKcalOnly)
        #expect(contents.entries.map(\.nutrients) == [nil])
        #expect(contents.entries.map(\.match) == [.none])
    }

    /// A typo (`45/3/2026`) is a bad date on its own line, not proof of day-first dates beside a real
    /// month-first `3/15/2026`; the slashed form is the activity files' (`SpreadsheetDate.parseSlashed`).
    @Test func aSlashedTypoIsABadDateNotProofOfAnOrder() throws {
        #expect(
            Self.failure("Date,Energy (kcal)\n3/15/2026,1800\n45/3/2026,1900\n")
                == "log.csv:3: field 'Date': expected a real date as YYYY-MM-DD or M/D/YYYY, found \"45/3/2026\"")
        #expect(try Self.read("Date,Energy (kcal)\n3/15/2026 0:00,1800\n").entries.map(\.date.iso) == ["2026-03-15"])
    }

    /// Issue: older Cronometer exports write dates without zero padding (`2011-4-18`) and may lack
    /// `Time` and `Group`. 18 Apr: 95 + 210.5 = 305.5 kcal; 3 May: 40 kcal.
    @Test func cronometerDatesWithoutZeroPadding() throws {
        let contents = try Self.read(
            """
            Day,Food Name,Amount,Energy (kcal),Protein (g)
            2011-4-18,Apple,1.00 medium,95,0.5
            2011-04-18,Bagel,1.00 bagel,210.5,8
            2011-5-3,Tea,1.00 cup,40,0
            """)
        #expect(contents.entries.map(\.date.iso) == ["2011-04-18", "2011-04-18", "2011-05-03"])
        #expect(FoodLog(entries: contents.entries).days.map(\.kcal) == [305.5, 40])
        #expect(
            Self.failure("Day,Food Name,Energy (kcal)\n2011-4-31,Apple,95\n")
                == "log.csv:2: field 'Day': expected a real date as YYYY-MM-DD or M/D/YYYY, found \"2011-4-31\"")
        for text in ["2011-4-18", "2011-04-8", "2011-4-8"] { #expect(LocalDate(unpaddedISO: text) != nil, "\(text)") }
        for text in ["11-4-18", "2011-004-18", "2011-4-", "2011--18", "2011-+4-18", "2011-4-18x"] {
            #expect(LocalDate(unpaddedISO: text) == nil, "\(text)")
        }
    }

    /// Issue: MyFitnessPal writes line breaks in a `Note` unquoted, so the note's later lines looked like
    /// short rows and a strict read stopped. They are the rest of the Note before them: 27 Jan 412 + 655
    /// = 1,067 kcal, 28 Jan 830; 3 rows, 2 lines joined.
    @Test func myFitnessPalNotesWithUnquotedLineBreaks() throws {
        let contents = try FoodLogReader().read(at: Self.path("Nutrition-Summary-note-line-breaks.csv"))
        #expect(contents.summary.rows == 3)
        #expect(contents.summary.noteContinuations == 2)
        #expect(contents.entries.map(\.foodName) == ["Breakfast", "Lunch", "Dinner"])
        #expect(FoodLog(entries: contents.entries).days.map(\.kcal) == [1_067, 830])
        #expect(contents.skipped.isEmpty)
        // A short row that starts with a date is a bad row, as is a fragment with no row before it, and
        // other dialects are not repaired.
        let header = "Date,Meal,Calories,Note\n"
        #expect(
            Self.failure(header + "2026-01-27,Lunch,600,a\n2026-01-28,Dinner\n")
                == "log.csv:3: expected 4 fields as in the header, found 2")
        #expect(
            Self.failure(header + "no date,1\n2026-01-27,Lunch,600,a\n")
                == "log.csv:2: expected 4 fields as in the header, found 2")
        #expect(
            Self.failure("Day,Food Name,Energy (kcal),Note\n2026-01-27,Tea,2,a\nb\n")
                == "log.csv:3: expected 4 fields as in the header, found 1")
    }

    @Test func cronometerServingsWithoutATimeColumn() throws {
        let contents = try Self.read("Day,Group,Food Name,Energy (kcal)\n2026-01-26,Lunch,Soup,120\n")
        // No time: sorted as 00:00, but not a logged time.
        #expect(contents.entries.map(\.time.hhmm) == ["00:00"])
        #expect(contents.entries.map(\.knownTime) == [nil])
        #expect(contents.entries.map(\.kcal) == [120])
        #expect(contents.entries.map(\.mealName) == ["Lunch"])
        #expect(contents.entries.map(\.amount) == [nil])
    }

    @Test func uncategorizedAndEmptyGroupsAreNoMeal() throws {
        let contents = try Self.read(
            """
            Day,Group,Food Name,Amount,Energy (kcal)
            2026-01-26,Uncategorized,Tea,1 cup,2
            2026-01-26,,Apple,1 medium,95
            2026-01-26, Dinner ,Rice,1.5 cup,300
            """)
        #expect(contents.entries.map(\.mealName) == [nil, nil, "Dinner"])
        #expect(contents.entries.map(\.servings) == [1, 1, 1.5])
        #expect(contents.entries.map(\.kcal) == [2, 95, 300])
    }

    @Test func myFitnessPalPercentDailyValuesBecomeAmounts() throws {
        let contents = try FoodLogReader().read(at: Self.path("Nutrition-Summary-2026-01-27-to-2026-01-28.csv"))
        #expect(contents.summary.dialect == .myFitnessPal)
        #expect(contents.summary.unusedColumns == ["Note"])
        #expect(contents.summary.missingNutrients.isEmpty)
        let entries = contents.entries
        #expect(entries.map(\.foodName) == ["Breakfast", "Lunch", "Dinner"])
        #expect(entries.map(\.kcal) == [412, 655, 830])
        #expect(entries.map(\.mealName) == ["Breakfast", "Lunch", "Dinner"])
        let log = FoodLog(entries: entries)
        #expect(log.days.map(\.kcal) == [1067, 830])
        let day = log.days[0].entries.compactMap(\.nutrients).reduce(NutrientVector(), +)
        // Vitamin A (10 + 35) %DV × 15 mcg (5,000 IU × 0.3) = 675 mcg; vitamin C (25 + 60) % × 0.6 mg = 51 mg;
        // calcium (20 + 15) % × 10 mg = 350 mg; iron (15 + 30) % × 0.18 mg = 8.1 mg.
        #expect(Self.close(day[.vitaminA], 675))
        #expect(Self.close(day[.vitaminC], 51))
        #expect(Self.close(day[.calcium], 350))
        #expect(Self.close(day[.iron], 8.1))
        // Amount columns stay amounts: fat 12.5 + 22 = 34.5 g, sodium 480 + 1,120 = 1,600 mg, cholesterol 295 mg.
        #expect(Self.close(day[.fat], 34.5))
        #expect(Self.close(day[.sodium], 1600))
        #expect(Self.close(day[.cholesterol], 295))
    }

    @Test func dailySummaryRoundTrippedThroughASpreadsheet() throws {
        // CRLF, `1/27/2026`, `FALSE`; 1/28 proves month first.
        let contents = try FoodLogReader().read(at: Self.path("dailysummary.csv"))
        #expect(contents.summary.dialect == .cronometerDailySummary)
        #expect(contents.summary.dateOrder == .mdy)
        #expect(contents.summary.unusedColumns == ["Completed"])
        #expect(contents.entries.map(\.date.iso) == ["2026-01-27", "2026-01-28", "2026-02-03"])
        #expect(contents.entries.map(\.foodName) == ["Day total", "Day total", "Day total"])
        #expect(contents.entries.map(\.kcal) == [1834.56, 2012.4, 1500])
        // Protein, carbs and fat have columns and are kept; the 13 other nutrients are unknown.
        #expect(contents.entries.map { $0.nutrients?.known(.protein) } == [92.1, 101.3, 80])
        #expect(contents.entries.map { $0.nutrients?.known(.fat) } == [70.25, 75.1, 50])
        #expect(
            contents.entries.allSatisfy { $0.nutrients?.known(.sodium) == nil && $0.nutrients?.unknown.count == 13 })
    }

    @Test func aDailySummaryWithoutEnergyGivesDaysOfUnknownKcal() throws {
        let contents = try Self.read("Date,Protein (g),Completed\n2026-01-27,80,TRUE\n")
        #expect(contents.summary.dialect == .cronometerDailySummary)
        #expect(contents.entries.map(\.kcalKnown) == [false])
        #expect(contents.entries.map(\.kcal) == [0])
        // Without `Completed` and without energy it is not recognised.
        #expect(
            Self.failure("Date,Protein (g)\n2026-01-27,80\n")?.hasPrefix("log.csv:1: expected the header of") == true)
    }

    @Test func ambiguousSlashedDatesNeedAnOrder() throws {
        let path = Self.path("dailysummary-ambiguous.csv")
        #expect(throws: InputError.self) { try FoodLogReader().read(at: path) }
        do {
            _ = try FoodLogReader().read(at: path)
        } catch {
            #expect(
                error.description == "\(path):2: field 'Date': the dates (such as \"1/2/2026\") could be month/day or "
                    + "day/month, and no day is above 12 to tell; give --date-order mdy or --date-order dmy")
        }
        // 1/2/2026 has 1,800 kcal, 2/1/2026 1,900: which lands on 2 January tells the order used.
        let dmy = try FoodLogReader(dateOrder: .dmy).read(at: path).entries
        #expect(dmy.map(\.date.iso) == ["2026-01-02", "2026-02-01"])
        #expect(dmy.map(\.kcal) == [1900, 1800])
        let mdy = try FoodLogReader(dateOrder: .mdy).read(at: path).entries
        #expect(mdy.map(\.kcal) == [1800, 1900])
        // A day above 12 in first place proves day first.
        #expect(
            try Self.read("Date,Energy (kcal)\n13/1/2026,1\n1/2/2026,2\n").entries.map(\.date.iso) == [
                "2026-01-13", "2026-02-01",
            ])
        #expect(
            Self.failure("Date,Energy (kcal)\n13/1/2026,1\n1/13/2026,2\n")
                == "log.csv:3: field 'Date': dates are day first on line 2 and month first on line 3; expected one order "
                + "(give --date-order mdy or --date-order dmy to say which)")
    }

    /// The rows are read in one pass until a slashed date appears; then the whole column decides the
    /// order, as if it had been read first: slashed dates after ISO ones, a proof of the order far
    /// below the first slashed date, a mix found late, and rows before the slashed date that fail.
    @Test func slashedDatesLaterInTheFileAreReadInTheColumnsOrder() throws {
        let late = "Date,Energy (kcal)\n2026-01-01,5\n2026-01-01,6\n2/1/2026,1\n3/1/2026,2\n13/1/2026,3\n"
        let contents = try Self.read(late)
        #expect(contents.summary.dateOrder == .dmy)
        #expect(
            contents.entries.map(\.date.iso) == ["2026-01-01", "2026-01-01", "2026-01-02", "2026-01-03", "2026-01-13"])
        #expect(contents.entries.map(\.kcal) == [5, 6, 1, 2, 3])
        #expect(contents.summary.rows == 5)
        // The mix is an error of the column, found before any row's own error (line 2's bad number).
        #expect(
            Self.failure("Date,Energy (kcal)\n2026-01-01,x\n13/1/2026,1\n1/13/2026,2\n")
                == "log.csv:4: field 'Date': dates are day first on line 3 and month first on line 4; expected one order "
                + "(give --date-order mdy or --date-order dmy to say which)")
        // With an order given, one pass; a file of ISO dates only, one pass and no order.
        #expect(try Self.read(late, order: .dmy).entries.map(\.date.iso).last == "2026-01-13")
        #expect(try Self.read("Date,Energy (kcal)\n2026-01-01,5\n").summary.dateOrder == nil)
        // Lenient: a bad row before the slashed dates is skipped once, not once per pass.
        let lenient = try Self.read("Date,Energy (kcal)\n2026-01-01,x\n2/1/2026,1\n13/1/2026,3\n", strictness: .lenient)
        #expect(lenient.skipped.total == 1)
        #expect(lenient.entries.map(\.date.iso) == ["2026-01-02", "2026-01-13"])
    }

    @Test func unitsAreConvertedToNutriStatsUnits() {
        typealias C = FoodLogColumns
        #expect(C.use(of: "Vitamin A (IU)", dialect: .cronometerServings) == .init(nutrient: .vitaminA, factor: 0.3))
        #expect(C.use(of: "Vitamin A (µg)", dialect: .cronometerServings) == .init(nutrient: .vitaminA, factor: 1))
        #expect(C.use(of: "Vitamin A (μg)", dialect: .cronometerServings) == .init(nutrient: .vitaminA, factor: 1))
        #expect(C.use(of: "Vitamin A (mg)", dialect: .cronometerServings) == .init(nutrient: .vitaminA, factor: 1000))
        #expect(C.use(of: "Sodium (g)", dialect: .cronometerServings) == .init(nutrient: .sodium, factor: 1000))
        #expect(C.use(of: "Fat (mg)", dialect: .cronometerServings) == .init(nutrient: .fat, factor: 0.001))
        #expect(
            C.use(of: "Energy (kJ)", dialect: .cronometerDailySummary) == .init(nutrient: .calories, factor: 1 / 4.184))
        #expect(C.use(of: " trans-fats (g) ", dialect: .cronometerServings) == .init(nutrient: .trans, factor: 1))
        #expect(C.use(of: "Iron", dialect: .myFitnessPal) == .init(nutrient: .iron, factor: 0.18))
        #expect(C.use(of: "Iron", dialect: .cronometerServings) == .init(nutrient: .iron, factor: 1))
        #expect(C.use(of: "Caffeine (mg)", dialect: .cronometerServings) == nil)
        #expect(C.use(of: "Calcium (kJ)", dialect: .cronometerServings) == nil)
        let contents = try? Self.read("Date,Energy (kJ),Sodium (g)\n2026-01-27,418.4,1.5\n")
        #expect(contents.map { Self.close($0.entries[0].kcal, 100) } == true)
    }

    @Test func csvQuirks() throws {
        // BOM, CRLF, a quoted name over two lines with a doubled quote, blank lines, no final line end.
        let text =
            "\u{FEFF}Day,Food Name,Energy (kcal)\r\n\r\n2026-01-26,\"Pie \"\"apple\"\",\r\nslice\",300\r\n2026-01-27,Tea,2"
        let contents = try Self.read(text)
        #expect(contents.entries.map(\.foodName) == ["Pie \"apple\",\r\nslice", "Tea"])
        #expect(
            Self.failure("Day,Food Name,Energy (kcal)\n2026-01-26,\"Pie,1\n")
                == "log.csv:2: a quoted field opened here is never closed")
        #expect(
            Self.failure("Day,Food Name,Energy (kcal)\n2026-01-26,\"Pie\"x,1\n")
                == "log.csv:2: expected a comma or the end of the line after a quoted field's closing quote")
    }

    @Test func rowErrorsNameFileLineAndColumn() {
        let header = "Day,Time,Food Name,Energy (kcal),Protein (g)\n"
        #expect(
            Self.failure(header + "2026-01-26,25:99 AM,Egg,90,6\n")
                == "log.csv:2: field 'Time': expected a time of day such as 9:51 AM or 21:51, found \"25:99 AM\"")
        #expect(
            Self.failure(header + "2026-01-26,9:00 AM,Egg,ninety,6\n")
                == "log.csv:2: field 'Energy (kcal)': expected a number, found \"ninety\"")
        #expect(
            Self.failure(header + "2026-01-26,9:00 AM,Egg,90,-6\n")
                == "log.csv:2: field 'Protein (g)': expected a number from 0 to 100,000, found \"-6\"")
        #expect(
            Self.failure(header + "2026-02-30,9:00 AM,Egg,90,6\n")
                == "log.csv:2: field 'Day': expected a real date as YYYY-MM-DD or M/D/YYYY, found \"2026-02-30\"")
        #expect(
            Self.failure(header + "2026-01-26,9:00 AM,,90,6\n")
                == "log.csv:2: field 'Food Name': expected a name, found an empty field")
        #expect(
            Self.failure(header + "2026-01-26,9:00 AM,Egg,90\n")
                == "log.csv:2: expected 5 fields as in the header, found 4")
        #expect(
            Self.failure("Day,Food Name,Energy (g)\n2026-01-26,Egg,90\n")
                == "log.csv:1: expected an energy column in kcal or kJ (such as Energy (kcal) or Calories), found \"Day,Food Name,Energy (g)\""
        )
        #expect(Self.failure("") == "log.csv: is empty; expected " + FoodLogDialect.expectedHeaders)
        #expect(
            Self.failure("Begin,Finish\n") == "log.csv:1: expected the header of " + FoodLogDialect.expectedHeaders
                + ", found \"Begin,Finish\"")
        // A long header is clipped inside its quotes, once.
        let long = (1...20).map { "Column \($0)" }.joined(separator: ",")
        #expect(
            Self.failure(long + "\n") == "log.csv:1: expected the header of " + FoodLogDialect.expectedHeaders
                + ", found \"" + long.prefix(57) + "...\"")
        // Files that are something else say what they seem to be.
        #expect(
            Self.failure(
                "Day,Time,Group,Exercise,Minutes,Calories Burned\n2026-01-27,7:30 AM,Uncategorized,Walking,30,-120.5\n")
                == "log.csv:1: expected a food log, found what looks like a workouts export (exercise, not food), which is not read as food"
        )
        #expect(
            Self.failure("Start,Finish,Steps (count)\n")
                == "log.csv:1: expected a food log, found what looks like activity data (qs-access); give it with --activity"
        )
        #expect(
            Self.failure("Date,Active Energy (kcal),Step Count (count)\n")
                == "log.csv:1: expected a food log, found what looks like activity data (health-auto-export); give it with --activity"
        )
        let latin1 =
            Array("Day,Food Name,Energy (kcal)\n2026-01-26,Egg,90\n2026-01-27,Caf".utf8) + [0xE9] + Array(",1\n".utf8)
        #expect(
            throws: InputError(file: "log.csv", line: 3, problem: "expected UTF-8 text (save the file as CSV UTF-8)")
        ) {
            try FoodLogReader().read(bytes: latin1, file: "log.csv")
        }
    }

    @Test func lenientSkipsAndCountsBadRows() throws {
        let contents = try Self.read(
            "Day,Food Name,Energy (kcal)\n2026-01-26,Egg,90\n2026-01-26,Bad,x\n2026-01-27,Short\n2026-01-27,Tea,2\n",
            strictness: .lenient)
        #expect(contents.entries.map(\.foodName) == ["Egg", "Tea"])
        #expect(contents.skipped.total == 2)
        #expect(contents.summary.rows == 4)
        #expect(contents.summary.entries == 2)
    }

    @Test func aDayComesFromOneSource() throws {
        // The storage history has 27 January; the MyFitnessPal file has 27 and 28 January, the
        // Cronometer daily summary 27 and 28 January and 3 February.
        let base = try StorageTestSupport.read(
            history: "{\"2026-01-27\": {\"08:00\": {\"food\": \"Egg\", \"cals\": 90, \"servings\": 1}}}")
        let mfp = try FoodLogReader().read(at: Self.path("Nutrition-Summary-2026-01-27-to-2026-01-28.csv"))
        let summary = try FoodLogReader().read(at: Self.path("dailysummary.csv"))
        let log = FoodLogCombiner.combine(base, baseName: "Storage", files: [mfp, summary])
        #expect(log.entries.map(\.date.iso) == ["2026-01-27", "2026-01-28", "2026-02-03"])
        #expect(log.entries.map(\.foodName) == ["Egg", "Dinner", "Day total"])
        #expect(log.days.map(\.kcal) == [90, 830, 1500])
        #expect(
            log.daysLeftOut == [
                DayLeftOut(
                    file: mfp.summary.file, date: try #require(LocalDate(iso: "2026-01-27")), entries: 2, kcal: 1067,
                    keptFrom: "Storage"),
                DayLeftOut(
                    file: summary.summary.file, date: try #require(LocalDate(iso: "2026-01-27")), entries: 1,
                    kcal: 1834.56, keptFrom: "Storage"),
                DayLeftOut(
                    file: summary.summary.file, date: try #require(LocalDate(iso: "2026-01-28")), entries: 1,
                    kcal: 2012.4,
                    keptFrom: mfp.summary.file),
            ])
        #expect(log.foodLogFiles.map(\.dialect) == [.myFitnessPal, .cronometerDailySummary])
        #expect(log.filesRead.suffix(2) == [mfp.summary.file, summary.summary.file])
    }
}
