import NutritionData
import PropertyBased
import Testing

@Suite struct LocalDateTests {
    @Test func epochIsDayZero() {
        #expect(LocalDate(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(LocalDate(year: 1969, month: 12, day: 31)?.dayNumber == -1)
    }

    @Test func knownDates() {
        // 2000-03-01: 30 years (7 leap days 1972…1996) + Jan and Feb 2000 (31 + 29).
        #expect(LocalDate(year: 2000, month: 3, day: 1)?.dayNumber == 30 * 365 + 7 + 31 + 29)
        #expect(LocalDate(iso: "2026-11-22")?.weekday == .sunday)
        #expect(LocalDate(iso: "2024-02-29")?.weekday == .thursday)
        #expect(LocalDate(iso: "1970-01-01")?.weekday == .thursday)
    }

    @Test func rejectsImpossibleDates() {
        #expect(LocalDate(iso: "2023-02-29") == nil)
        #expect(LocalDate(iso: "2023-02-30") == nil)
        #expect(LocalDate(iso: "2023-13-01") == nil)
        #expect(LocalDate(iso: "2023-00-10") == nil)
        #expect(LocalDate(iso: "2023-1-10") == nil)
        #expect(LocalDate(iso: "2023-01-1x") == nil)
        #expect(LocalDate(iso: "") == nil)
        #expect(LocalDate(iso: "1900-02-29") == nil)
        #expect(LocalDate(iso: "2000-02-29") != nil)
    }

    @Test func isoRoundTripsOverFourCenturies() async {
        await propertyCheck(input: Gen.int(in: -150_000...150_000)) { dayNumber in
            let date = LocalDate(dayNumber: dayNumber)
            let (y, m, d) = date.components
            #expect(LocalDate(year: y, month: m, day: d) == date)
            if y >= 1000 && y <= 9999 {
                #expect(LocalDate(iso: date.iso) == date)
            }
            #expect(date.adding(days: 1).weekday.rawValue % 7 == (date.weekday.rawValue + 1) % 7)
        }
    }
}

@Suite struct LocalTimeTests {
    @Test func parsesAndRejects() {
        #expect(LocalTime(text: "14:39")?.secondsSinceMidnight == 14 * 3600 + 39 * 60)
        #expect(LocalTime(text: "7:05")?.hhmm == "07:05")
        #expect(LocalTime(text: "23:59:59")?.second == 59)
        #expect(LocalTime(text: "25:61") == nil)
        #expect(LocalTime(text: "24:00") == nil)
        #expect(LocalTime(text: "12:5") == nil)
        #expect(LocalTime(text: "12") == nil)
        #expect(LocalTime(text: "ab:cd") == nil)
    }
}

@Suite struct NutrientTests {
    @Test func seventeenKeysWithUnits() {
        #expect(Nutrient.allCases.count == Nutrient.count)
        #expect(Nutrient(key: "VitA")?.unit == .microgram)
        #expect(Nutrient(key: "Sodium")?.unit == .milligram)
        #expect(Nutrient(key: "Trans")?.unit == .gram)
        #expect(Nutrient(key: "Calories")?.unit == .kilocalorie)
        #expect(Nutrient(key: "calories") == nil)
    }

    @Test func vectorArithmetic() {
        let egg = NutrientVector([.calories: 90, .protein: 6.3, .fat: 7])
        let two = egg * 2
        #expect(two[.calories] == 180)
        #expect(two[.protein] == 12.6)
        #expect((two - egg) == egg)
        #expect((egg + egg) == two)
        #expect(NutrientVector.zero[.iron] == 0)
    }

    @Test func foodIDsNormalise() {
        #expect(FoodID("175") == FoodID(175))
        #expect(FoodID("175.0") == FoodID(175))
        #expect(FoodID(" 175 ") == FoodID(175))
        #expect(FoodID("abc").text == "abc")
    }
}

@Suite struct LoggedKcalTests {
    @Test func sumOfLoggedKcal() {
        let day = LocalDate(iso: "2026-11-02")!
        let noon = LocalTime(hour: 12, minute: 0)!
        let entries = [
            LogEntry(
                date: day, time: noon, foodName: "Egg", servings: 2, kcal: 180,
                nutrients: NutrientVector([.calories: 180]), match: .byID, source: .history),
            LogEntry(date: day, time: noon, foodName: "Mystery", servings: 1, kcal: 420, source: .cache),
        ]
        #expect(entries.loggedKcal == 600)
        #expect([LogEntry]().loggedKcal == 0)
    }
}
