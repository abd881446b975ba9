// Fuzzes Fitbit's `food_logs-N.json` through `FitbitFileKind` (detection by content and name) and
// `FitbitFoodLogParser`: the JSON grammar, entries that are not objects, nested `loggedFood`, `unit`
// and `nutritionalValues`, keys missing, repeated or in any order, dates, amounts as numbers or text,
// meal ids. The first byte chooses strict or lenient; the rest is the file.
import FuzzSupport

@testable import NutritionData

let fileName = "food_logs-1.json"
let meals: Set<String> = ["Breakfast", "Morning Snack", "Lunch", "Afternoon Snack", "Dinner", "Evening Snack"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFitbitFoodLog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let strictness: Strictness = input.takeByte() & 1 == 1 ? .lenient : .strict
    let bytes = input.bytes.assumingMemoryBound(to: UInt8.self)
    if let kind = FitbitFileKind.detect(head: bytes, path: fileName) {
        Invariant.check(kind != .minutesOfUnnamedMetric || FitbitMetric.named(fileName) == nil, "\(kind)")
    }
    let contents: FoodLogReader.Contents
    do {
        contents = try FitbitFoodLogParser(file: fileName, strictness: strictness).read(bytes)
    } catch {
        Invariant.checkMessage(error, files: [fileName])
        return 0
    }
    let entries = contents.entries
    let summary = contents.summary
    // Nothing dropped silently: every element is an entry or a counted skip.
    Invariant.check(summary.entries == entries.count, "summary says \(summary.entries) entries, \(entries.count) read")
    Invariant.check(
        summary.rows == entries.count + contents.skipped.total,
        "\(summary.rows) elements, \(entries.count) entries, \(contents.skipped.total) skipped")
    if strictness == .strict { Invariant.check(contents.skipped.isEmpty, "a strict read skipped entries") }
    Invariant.check(summary.dialect == .fitbitFoodLog, "\(summary.dialect)")
    var days = 0
    for (index, entry) in entries.enumerated() {
        if index > 0 {
            Invariant.check(entries[index - 1].date <= entry.date, "entries out of date order")
            if entries[index - 1].date != entry.date { days += 1 }
        } else {
            days = 1
        }
        Invariant.checkAmount(entry.kcal, "kcal")
        Invariant.check(
            entry.kcalKnown && !entry.timeKnown && entry.servings == 1 && entry.source == .foodLog, "entry \(entry)")
        Invariant.check(
            !entry.foodName.isEmpty && entry.foodName == entry.foodName.trimmingSpaces(), "name \(entry.foodName)")
        Invariant.check(entry.mealName.map(meals.contains) ?? true, "meal \(String(describing: entry.mealName))")
        if let vector = entry.nutrients {
            Invariant.check(entry.match == .embedded && vector[.calories] == entry.kcal, "nutrients \(vector)")
            for nutrient in Nutrient.allCases
            where !FitbitNutritionalValues.read.contains(nutrient) && nutrient != .calories {
                Invariant.check(vector.unknown.contains(nutrient), "\(nutrient) known in a Fitbit entry")
            }
            for nutrient in FitbitNutritionalValues.read { Invariant.checkAmount(vector[nutrient], "\(nutrient)") }
        } else {
            Invariant.check(entry.match == .none, "match \(entry.match) without nutrients")
        }
    }
    Invariant.check(summary.days == days, "summary says \(summary.days) days, \(days) counted")
    return 0
}
