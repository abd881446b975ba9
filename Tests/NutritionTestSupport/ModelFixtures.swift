import NutritionData

// Builders for model values in the test targets. They take literals only, so a failed unwrap is a
// typo in a test and stops it at once.

/// The date `iso` (`2026-11-09`).
public func fixtureDate(_ iso: String) -> LocalDate {
    guard let date = LocalDate(iso: iso) else { fatalError("bad test date \(iso)") }
    return date
}

/// The time `text` (`08:30`).
public func fixtureTime(_ text: String) -> LocalTime {
    guard let time = LocalTime(text: text) else { fatalError("bad test time \(text)") }
    return time
}

/// A log entry on `day` at `time`; `nutrients` nil means no food object was found for it, otherwise
/// it was matched by id.
public func fixtureEntry(
    _ day: String, _ time: LocalTime, _ name: String, kcal: Double, servings: Double = 1, id: Int? = nil,
    nutrients: [Nutrient: Double]? = nil, source: EntrySource = .history
) -> LogEntry {
    LogEntry(
        date: fixtureDate(day), time: time, foodName: name, servings: servings, kcal: kcal,
        foodID: id.map { FoodID($0) }, nutrients: nutrients.map { NutrientVector($0) },
        match: nutrients == nil ? .none : .byID, source: source)
}

/// A log entry on `day` at `hour`:`minute` (see the other ``fixtureEntry(_:_:_:kcal:servings:id:nutrients:source:)``).
public func fixtureEntry(
    _ day: String, _ hour: Int, _ minute: Int, _ name: String, kcal: Double, servings: Double = 1, id: Int? = nil,
    nutrients: [Nutrient: Double]? = nil, source: EntrySource = .history
) -> LogEntry {
    guard let time = LocalTime(hour: hour, minute: minute) else { fatalError("bad test time \(hour):\(minute)") }
    return fixtureEntry(day, time, name, kcal: kcal, servings: servings, id: id, nutrients: nutrients, source: source)
}
