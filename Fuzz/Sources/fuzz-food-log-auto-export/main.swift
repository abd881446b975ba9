// Fuzzes Health Auto Export daily (and hourly) CSVs read as food logs (`--food-log`): the nutrition
// columns among the activity ones, kcal and kJ, dates with a time or slashed by a spreadsheet, the
// older `Date,` layout with a trailing space and CRLF, rows without food, a day's rows summed into one
// entry, custom nutrients only in mass units. The first byte chooses: bits 0–2 the header, bit 3
// strict or lenient, bits 4–5 the date order given (none, mdy, dmy), bit 6 a byte order mark; the rest
// is the file's body, after the header line. The same bytes are then read as an activity file, as
// `--activity` reads the same export.
import FuzzSupport

@testable import NutritionData

let fileName = "HealthAutoExport.csv"
nonisolated(unsafe) let scratch = ScratchFile(name: "auto-export-food-log.csv")

let headers = [
    "Date/Time,Active Energy (kcal),Dietary Energy (kcal),Protein (g),Step Count (count)",
    "Date/Time,Carbohydrates (g),Cholesterol (mg),Dietary Biotin (mcg),Dietary Energy (kJ),Dietary Sugar (g),Total Fat (g),Vitamin D (IU),Water (mL)",
    "Date,Active Energy (kcal),Dietary Energy (kcal),Fiber (g),Sodium (mg),Step Count (count),Water (fl. oz.) ",
    "Date,Active Energy (kJ),Dietary Cholesterol (mg),Dietary Energy (kJ),Protein (g),Step Count (steps),Zinc (mg) \r",
    "Date/Time,Dietary Energy (kcal),Insulin Delivery (IU),Oxalate (mg),Alcohol Consumption (count),Caffeine (mg)",
    "Date/Time,Dietary Energy (kcal)",
    "date/time,Dietary Energy (Cal),Vitamin A (IU),Saturated Fat (g),Iron (mg),Weight/Body Mass (kg)",
    "Date/Time,Protein (g),Step Count (count)",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFoodLogAutoExport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let header = headers[Int(options & 7) % headers.count]
    let strictness: Strictness = options & 8 == 0 ? .strict : .lenient
    let order: DateOrder? =
        switch (options >> 4) % 4 {
        case 1: .mdy
        case 2: .dmy
        default: nil
        }
    let bytes: [UInt8] =
        (options & 64 != 0 ? [0xEF, 0xBB, 0xBF] : []) + Array((header + "\n").utf8) + Array(input.bytes)
    let contents: FoodLogReader.Contents
    do {
        contents = try FoodLogReader(strictness: strictness, dateOrder: order).read(bytes: bytes, file: fileName)
    } catch {
        Invariant.checkMessage(error, files: [fileName])
        return 0
    }
    let entries = contents.entries
    let summary = contents.summary
    Invariant.check(summary.dialect == .healthAutoExport, "dialect \(summary.dialect) for \(header)")
    Invariant.check(HealthAutoExportHeader.isFoodLog(header.split(separator: ",").map(String.init)), "header rule")
    if strictness == .strict { Invariant.check(contents.skipped.isEmpty, "a strict read skipped rows") }
    // Nothing dropped silently: each row is a day's entry (a day's rows make one), a row without food, or a
    // counted skip.
    Invariant.check(
        entries.count + summary.rowsWithoutFood + contents.skipped.total <= summary.rows,
        "\(summary.rows) rows, \(entries.count) entries, \(summary.rowsWithoutFood) without food, "
            + "\(contents.skipped.total) skipped")
    Invariant.check(summary.entries == entries.count && summary.days == entries.count, "one entry per day")
    Invariant.check(summary.missingNutrients.contains(.trans), "no trans fat column, yet trans fat known")
    for (index, entry) in entries.enumerated() {
        Invariant.check(entry.foodName == "Day total" && !entry.timeKnown && entry.mealName == nil, "entry \(entry)")
        Invariant.check(entry.servings == 1 && entry.amount == nil && entry.source == .foodLog, "entry \(entry)")
        Invariant.checkAmount(entry.kcal, "kcal")
        Invariant.check(entry.kcalKnown || entry.kcal == 0, "unknown kcal carry \(entry.kcal)")
        if index > 0 { Invariant.check(entries[index - 1].date < entry.date, "days out of order or twice at \(index)") }
        var reportsSomething = entry.kcalKnown || !entry.otherNutrients.isEmpty
        if let nutrients = entry.nutrients {
            Invariant.check(
                nutrients[.calories] == entry.kcal, "vector energy \(nutrients[.calories]) ≠ \(entry.kcal)")
            Invariant.check(!nutrients.unknown.contains(.calories), "energy marked unknown")
            for nutrient in Nutrient.allCases { Invariant.checkAmount(nutrients[nutrient], "\(nutrient)") }
            Invariant.check(nutrients.unknown.allSatisfy { nutrients[$0] == 0 }, "an unknown nutrient holds an amount")
            reportsSomething = reportsSomething || nutrients.unknown.count < Nutrient.allCases.count - 1
        }
        // A day without energy and without any nutrient is no entry.
        Invariant.check(reportsSomething, "an entry that reports nothing on \(entry.date)")
        for amount in entry.otherNutrients.known { Invariant.checkAmount(amount.amount, "\(amount.nutrient)") }
        for amount in entry.otherNutrients.custom {
            Invariant.checkAmount(amount.amount, amount.nutrient.id)
            Invariant.check(HealthAutoExportHeader.keepsAsCustomNutrient(unit: amount.nutrient.unit), "custom unit")
        }
    }
    // The same bytes as an activity file: read or refused, never a crash (a nutrition-only header has no
    // activity metric: `Date,` with only nutrition is not activity at all).
    bytes.withUnsafeBytes { scratch.write([$0]) }
    ActivityFuzzing.read([scratch.path], strictness: strictness, priority: .watchFirst)
    return 0
}
