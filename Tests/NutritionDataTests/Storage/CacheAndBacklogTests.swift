import NutritionData
import Testing

/// The cache and the backlog: merged into the history without counting anything twice.
@Suite struct CacheAndBacklogTests {
    typealias S = StorageTestSupport

    static let history = """
        {"2023-08-24": {
          "08:05": {"food": "Oatmeal", "cals": 225, "servings": 1.5, "id": 1},
          "12:30": {"food": "Apple", "cals": 95, "servings": 1}
        }}
        """

    static func cache(_ entries: String...) -> String { "{\"cache\": [" + entries.joined(separator: ",\n") + "]}" }

    @Test func cacheEntryIdenticalToHistoryIsADuplicate() throws {
        // Numbers as text and the id as text still make the same entry.
        let log = try S.read(
            history: Self.history,
            cache: Self.cache(
                "{\"date\": \"2023-08-24\", \"time\": \"08:05\", \"food\": \"Oatmeal\", \"servings\": \"1.5\", \"id\": \"1\", \"cals\": \"225\"}"
            ))
        #expect(log.entries.count == 2)
        #expect(log.duplicateCacheEntries == 1)
        #expect(log.entries.allSatisfy { $0.source == .history })
    }

    @Test func matchingIsOneToOne() throws {
        // Two identical cache entries against one history entry: one duplicate, one new entry.
        let entry =
            "{\"date\": \"2023-08-24\", \"time\": \"12:30\", \"food\": \"Apple\", \"servings\": 1, \"cals\": 95}"
        let log = try S.read(history: Self.history, cache: Self.cache(entry, entry))
        #expect(log.duplicateCacheEntries == 1)
        #expect(log.entries.count == 3)  // 2 history + 1 cache
        #expect(log.entries.filter { $0.source == .cache }.map(\.foodName) == ["Apple"])
    }

    @Test func anyDifferenceMakesANewEntry() throws {
        let log = try S.read(
            history: Self.history,
            cache: Self.cache(
                // different servings, kcal, time, name, and id
                "{\"date\": \"2023-08-24\", \"time\": \"08:05\", \"food\": \"Oatmeal\", \"servings\": 2, \"id\": 1, \"cals\": 225}",
                "{\"date\": \"2023-08-24\", \"time\": \"08:05\", \"food\": \"Oatmeal\", \"servings\": 1.5, \"id\": 1, \"cals\": 226}",
                "{\"date\": \"2023-08-24\", \"time\": \"08:06\", \"food\": \"Oatmeal\", \"servings\": 1.5, \"id\": 1, \"cals\": 225}",
                "{\"date\": \"2023-08-24\", \"time\": \"08:05\", \"food\": \"Porridge\", \"servings\": 1.5, \"id\": 1, \"cals\": 225}",
                "{\"date\": \"2023-08-24\", \"time\": \"08:05\", \"food\": \"Oatmeal\", \"servings\": 1.5, \"id\": 9, \"cals\": 225}"
            ))
        #expect(log.duplicateCacheEntries == 0)
        #expect(log.entries.count == 2 + 5)
    }

    @Test func idsAreComparedOnlyWhenBothHaveOne() throws {
        // The history's Apple has no id; a cache copy with id 4 is still the same entry. The history's
        // Oatmeal has id 1; a cache copy without an id is the same entry too.
        let log = try S.read(
            history: Self.history,
            cache: Self.cache(
                "{\"date\": \"2023-08-24\", \"time\": \"12:30\", \"food\": \"Apple\", \"servings\": 1, \"cals\": 95, \"id\": 4}",
                "{\"date\": \"2023-08-24\", \"time\": \"08:05\", \"food\": \"Oatmeal\", \"servings\": 1.5, \"cals\": 225}"
            ))
        #expect(log.duplicateCacheEntries == 2)
        #expect(log.entries.count == 2)
    }

    @Test func cacheWithoutHistory() throws {
        let log = try S.read(
            cache: Self.cache(
                "{\"date\": \"2023-08-25\", \"time\": \"09:00\", \"food\": \"Tea\", \"servings\": 1, \"cals\": 2}"))
        #expect(log.entries.map(\.foodName) == ["Tea"])
        #expect(log.entries.map(\.source) == [.cache])
    }

    static func backlog(_ entries: String...) -> String { "{\"backlog\": [" + entries.joined(separator: ",\n") + "]}" }

    @Test func backlogDatesIn24And12HourClocks() throws {
        let log = try S.read(
            backlog: Self.backlog(
                "{\"Date\": \"Aug 23, 2023 at 14:39\", \"Food\": {\"Name\": \"A\", \"Calories\": 10, \"Servings\": 1}}",
                "{\"Date\": \"Aug 23, 2023 at 2:40 PM\", \"Food\": {\"Name\": \"B\", \"Calories\": 10, \"Servings\": 1}}",
                "{\"Date\": \"Aug 23, 2023 at 2:41\\u202fPM\", \"Food\": {\"Name\": \"C\", \"Calories\": 10, \"Servings\": 1}}",
                "{\"Date\": \"Aug 23, 2023 at 12:05 AM\", \"Food\": {\"Name\": \"D\", \"Calories\": 10, \"Servings\": 1}}",
                "{\"Date\": \"Aug 23, 2023 at 12:05 PM\", \"Food\": {\"Name\": \"E\", \"Calories\": 10, \"Servings\": 1}}",
                "{\"Date\": \"Aug 23, 2023 at 9:07\\u00a0am\", \"Food\": {\"Name\": \"F\", \"Calories\": 10, \"Servings\": 1}}"
            ))
        // 12:05 AM is 00:05; 9:07 am is 09:07; 12:05 PM is 12:05; 2:40 PM is 14:40.
        #expect(log.entries.map(\.foodName) == ["D", "F", "E", "A", "B", "C"])
        #expect(log.entries.map(\.time.hhmm) == ["00:05", "09:07", "12:05", "14:39", "14:40", "14:41"])
        #expect(log.entries.allSatisfy { $0.date.iso == "2023-08-23" && $0.source == .backlog })
    }

    @Test func backlogKcalAndNutrientsAreTheFoodTimesServings() throws {
        let log = try S.read(
            backlog: Self.backlog(
                "{\"Date\": \"Aug 27, 2023 at 18:30\", \"Food\": {\"Name\": \"Yogurt\", \"id\": 7, \"Calories\": \"120\", \"Protein\": 10, \"Sodium\": \"\", \"Servings\": \"0.5\"}}"
            ))
        let entry = try #require(log.entries.first)
        // kcal = Calories × Servings = 120 × 0.5 = 60; protein = 10 × 0.5 = 5 g; an empty Sodium counts as 0.
        #expect(entry.kcal == 60)
        #expect(entry.servings == 0.5)
        #expect(entry.foodID == FoodID(7))
        #expect(entry.match == .embedded)
        #expect(entry.nutrients?[.protein] == 5)
        #expect(entry.nutrients?[.calories] == 60)
        #expect(entry.nutrients?[.sodium] == 0)
    }

    @Test func backlogEntriesAlreadyLoggedAreDuplicates() throws {
        // Same date, minute, name and servings as the history's Apple (its kcal may differ: the backlog's
        // are computed, 95.4 × 1 here); the second copy has no match left, so it is new.
        let apple =
            "{\"Date\": \"Aug 24, 2023 at 12:30 PM\", \"Food\": {\"Name\": \"Apple\", \"Calories\": 95.4, \"Servings\": 1}}"
        let log = try S.read(history: Self.history, backlog: Self.backlog(apple, apple))
        #expect(log.duplicateBacklogEntries == 1)
        #expect(log.duplicateCacheEntries == 0)
        #expect(log.entries.count == 3)
        #expect(log.entries.filter { $0.source == .backlog }.map(\.kcal) == [95.4])
    }

    @Test func backlogMatchesCacheEntriesToo() throws {
        let log = try S.read(
            cache: Self.cache(
                "{\"date\": \"2023-08-27\", \"time\": \"09:10\", \"food\": \"Apple\", \"servings\": 2, \"cals\": 190}"),
            backlog: Self.backlog(
                "{\"Date\": \"Aug 27, 2023 at 9:10 AM\", \"Food\": {\"Name\": \"Apple\", \"Calories\": 95, \"Servings\": 2}}"
            ))
        #expect(log.duplicateBacklogEntries == 1)
        #expect(log.entries.map(\.source) == [.cache])
    }
}
