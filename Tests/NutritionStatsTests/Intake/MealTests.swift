import NutritionData
import NutritionStats
import Testing

/// What a meal is (see `Meal`): entries of one meal name, or of one time when the file names no meal.
@Suite struct MealTests {
    typealias F = Fixtures

    static func entry(_ at: String, _ name: String, kcal: Double, meal: String?) -> LogEntry {
        var entry = F.entry("2026-01-26", at, name, kcal: kcal, source: .foodLog)
        entry.mealName = meal
        return entry
    }

    @Test func namedMealsWithoutTimesAreOneMealEach() {
        // A Cronometer day without a Time column: every row at 00:00; Breakfast ×2 and Dinner → 2 meals.
        let day = DayIntake(
            date: F.date("2026-01-26"),
            entries: [
                Self.entry("00:00", "Oats", kcal: 150, meal: "Breakfast"),
                Self.entry("00:00", "Salmon", kcal: 310, meal: "Dinner"),
                Self.entry("00:00", "Milk", kcal: 120, meal: "Breakfast"),
            ])
        #expect(day.meals.map(\.name) == ["Breakfast", "Dinner"])
        #expect(day.meals.map { $0.entries.map(\.foodName) } == [["Oats", "Milk"], ["Salmon"]])
        // 150 + 120 = 270; 310.
        #expect(day.meals.map(\.totals.kcal) == [270, 310])
        #expect(day.totals.kcal == 580)
    }

    @Test func aNamedMealSpansItsTimesAndUnnamedEntriesGroupByTime() {
        // Breakfast at 07:00 and 07:30 is one meal at 07:00; two unnamed entries at 15:00 are one meal,
        // one at 21:00 another; a Lunch at 15:00 is its own meal beside the unnamed ones: 4 meals.
        let day = DayIntake(
            date: F.date("2026-01-26"),
            entries: [
                Self.entry("21:00", "Tea", kcal: 2, meal: nil),
                Self.entry("07:30", "Coffee", kcal: 5, meal: "Breakfast"),
                Self.entry("15:00", "Apple", kcal: 95, meal: nil),
                Self.entry("07:00", "Toast", kcal: 160, meal: "Breakfast"),
                Self.entry("15:00", "Soup", kcal: 200, meal: "Lunch"),
                Self.entry("15:00", "Pear", kcal: 100, meal: nil),
            ])
        #expect(day.meals.count == 4)
        #expect(day.meals.map(\.time.hhmm) == ["07:00", "15:00", "15:00", "21:00"])
        #expect(day.meals.map(\.name) == ["Breakfast", nil, "Lunch", nil])
        #expect(
            day.meals.map { $0.entries.map(\.foodName) } == [
                ["Toast", "Coffee"], ["Apple", "Pear"], ["Soup"], ["Tea"],
            ])
    }

    @Test func withoutNamesMealsAreTimesAsBefore() {
        let day = DayIntake(
            date: F.date("2026-01-26"),
            entries: [
                Self.entry("08:00", "Oats", kcal: 150, meal: nil),
                Self.entry("12:00", "Soup", kcal: 200, meal: nil),
                Self.entry("08:00", "Milk", kcal: 120, meal: nil),
            ])
        #expect(day.meals.map(\.time.hhmm) == ["08:00", "12:00"])
        #expect(day.meals.allSatisfy { $0.name == nil })
        #expect(day.meals.map(\.entries.count) == [2, 1])
        #expect(day.meals.map(\.knownTime?.hhmm) == ["08:00", "12:00"])
    }

    @Test func entriesWithoutATimeAreOneMealApartFromMidnight() {
        // Uncategorized rows without a time are one meal whose time is unknown; a row logged at a real
        // 00:00 is another meal; a named meal without times has an unknown time too.
        var untimed = [
            Self.entry("00:00", "Tea", kcal: 2, meal: nil), Self.entry("00:00", "Biscuit", kcal: 80, meal: nil),
            Self.entry("00:00", "Oats", kcal: 150, meal: "Breakfast"),
        ]
        for index in untimed.indices { untimed[index].timeKnown = false }
        let day = DayIntake(
            date: F.date("2026-01-26"),
            entries: [
                untimed[0], Self.entry("00:00", "Milk", kcal: 120, meal: nil),
                untimed[1], untimed[2],
            ])
        #expect(day.meals.map { $0.entries.map(\.foodName) } == [["Tea", "Biscuit"], ["Milk"], ["Oats"]])
        #expect(day.meals.map(\.knownTime?.hhmm) == [nil, "00:00", nil])
        #expect(day.meals.map(\.timeKnown) == [false, true, false])
        // 2 + 80 = 82.
        #expect(day.meals.map(\.totals.kcal) == [82, 120, 150])
        // Without meal names (the run-of-times path), too: an unknown time and a logged 00:00 differ.
        let plain = DayIntake(
            date: F.date("2026-01-26"),
            entries: [untimed[0], untimed[1], Self.entry("00:00", "Milk", kcal: 120, meal: nil)])
        #expect(plain.meals.map(\.entries.count) == [2, 1])
        #expect(plain.meals.map(\.timeKnown) == [false, true])
    }
}
