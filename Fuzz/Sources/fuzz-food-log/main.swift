// Fuzzes other trackers' food logs (`--food-log`): the CSV records (quotes, line ends, BOM, UTF-8),
// dialect detection by header, column mapping and units, slashed dates and their order, 12- and
// 24-hour times, amounts, Cronometer's Amount as servings, meal names, the one-source-per-day
// combining, columns of nutrients beyond the 17 (known and custom, into `LogEntry.otherNutrients`), and per-meal daily summaries whose Total rows are compared with their meals. The first
// byte chooses lenient or strict and the date order given (none, mdy, dmy); the rest is the file.
import FuzzSupport

@testable import NutritionData

let fileName = "food-log.csv"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFoodLog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let options = input.takeByte()
    let strictness: Strictness = options & 1 == 1 ? .lenient : .strict
    let order: DateOrder? =
        switch (options >> 1) % 3 {
        case 1: .mdy
        case 2: .dmy
        default: nil
        }
    let bytes = Array(input.bytes)
    checkReadings(of: bytes, strictness: strictness, order: order)
    let contents: FoodLogReader.Contents
    do {
        contents = try FoodLogReader(strictness: strictness, dateOrder: order).read(bytes: bytes, file: fileName)
    } catch {
        Invariant.checkMessage(error, files: [fileName])
        return 0
    }
    let entries = contents.entries
    let summary = contents.summary
    // Nothing dropped silently: every data row is an entry, a total row compared (never counted) or a
    // counted skip.
    Invariant.check(summary.entries == entries.count, "summary says \(summary.entries) entries, \(entries.count) read")
    let totalRows = summary.totals.map { $0.checked + $0.blank } ?? 0
    if summary.dialect == .appleHealthRecordsCSV {
        // Dietary records of one source and start make one entry.
        Invariant.check(entries.count <= summary.rows, "\(entries.count) entries of \(summary.rows) dietary records")
    } else if summary.dialect == .healthAutoExport {
        // A day's rows make one entry; rows without food make none (fuzz-food-log-auto-export checks more).
        Invariant.check(
            entries.count + summary.rowsWithoutFood + contents.skipped.total <= summary.rows,
            "\(summary.rows) rows, \(entries.count) entries, \(summary.rowsWithoutFood) without food")
    } else {
        Invariant.check(summary.rowsWithoutFood == 0, "rows without food in \(summary.dialect)")
        Invariant.check(
            summary.rows == entries.count + totalRows + contents.skipped.total,
            "\(summary.rows) rows, \(entries.count) entries, \(totalRows) totals, \(contents.skipped.total) skipped")
    }
    Invariant.check(
        (summary.totals != nil) == (summary.dialect == .cronometerDailySummaryByMeal), "totals of \(summary.dialect)")
    if let totals = summary.totals {
        // Mismatches are of total rows with numbers, on days of the file, with finite figures.
        Invariant.check(totals.mismatches.isEmpty || totals.checked > 0, "mismatches without a checked total")
        Invariant.check(
            totals.daysWithoutTotal <= summary.days,
            "\(totals.daysWithoutTotal) days without a total of \(summary.days)")
        for mismatch in totals.mismatches {
            Invariant.check(mismatch.fileTotal.isFinite && mismatch.sumOfRows.isFinite, "mismatch \(mismatch)")
            Invariant.check(mismatch.fileTotal != mismatch.sumOfRows, "a mismatch of equal numbers \(mismatch)")
        }
    }
    if strictness == .strict { Invariant.check(contents.skipped.isEmpty, "a strict read skipped rows") }
    for (index, entry) in entries.enumerated() {
        Invariant.checkAmount(entry.kcal, "kcal")
        Invariant.check(entry.kcalKnown || entry.kcal == 0, "unknown kcal carry \(entry.kcal)")
        Invariant.check(entry.source == .foodLog, "entry \(entry)")
        // Servings come from Cronometer's Amount only, and stay a sane count.
        Invariant.check(
            entry.servings.isFinite && entry.servings > 0 && entry.servings <= EntryFields.maxServings,
            "servings \(entry.servings)")
        Invariant.check(entry.amount != nil || entry.servings == 1, "servings \(entry.servings) without an amount")
        Invariant.check(
            entry.amount.map { !$0.isEmpty && $0 == $0.trimmingSpaces() } ?? true,
            "amount \(String(describing: entry.amount))")
        if let meal = entry.mealName {
            Invariant.check(
                !meal.isEmpty && meal == meal.trimmingSpaces() && meal.lowercased() != "uncategorized", "meal \(meal)")
        }
        Invariant.check(!entry.foodName.isEmpty, "an entry without a name")
        if let nutrients = entry.nutrients {
            for nutrient in Nutrient.allCases { Invariant.checkAmount(nutrients[nutrient], "\(nutrient)") }
            // Unknown nutrients hold 0, energy is never one of them, and a nutrient without a column is unknown.
            Invariant.check(!nutrients.unknown.contains(.calories), "energy marked unknown")
            Invariant.check(nutrients.unknown.allSatisfy { nutrients[$0] == 0 }, "an unknown nutrient holds an amount")
            Invariant.check(
                summary.missingNutrients.allSatisfy(nutrients.unknown.contains), "a missing column is not unknown")
        } else {
            Invariant.check(summary.givesKcalOnly, "an entry without nutrients from a file with nutrient columns")
        }
        // Nutrients beyond the 17: finite, non-negative, sorted, each once, never one of the 17, and only
        // from a file with such columns.
        let others = entry.otherNutrients
        for amount in others.known { Invariant.checkAmount(amount.amount, "\(amount.nutrient)") }
        for amount in others.custom {
            Invariant.checkAmount(amount.amount, amount.nutrient.id)
            Invariant.check(
                amount.nutrient.id.hasPrefix("custom_") && !amount.nutrient.unit.isEmpty, "custom \(amount.nutrient)")
        }
        Invariant.check(others.known.allSatisfy { $0.nutrient.inline == nil }, "one of the 17 among the others")
        Invariant.check(
            zip(others.known, others.known.dropFirst()).allSatisfy { $0.nutrient < $1.nutrient }, "others out of order")
        Invariant.check(
            zip(others.custom, others.custom.dropFirst()).allSatisfy { $0.nutrient < $1.nutrient },
            "customs out of order")
        Invariant.check(
            others.count <= summary.otherNutrientColumns.count,
            "\(others.count) other nutrients of \(summary.otherNutrientColumns.count) columns")
        if index > 0 {
            let previous = entries[index - 1]
            Invariant.check(
                previous.date < entry.date || (previous.date == entry.date && previous.time <= entry.time),
                "entries out of order at \(index)")
        }
    }
    // Combined with itself: the second copy adds nothing and every one of its days is left out.
    let combined = FoodLogCombiner.combine(FoodLog(entries: []), baseName: "", files: [contents, contents])
    Invariant.check(
        combined.entries.count == entries.count, "the same file twice gave \(combined.entries.count) entries")
    Invariant.check(
        combined.daysLeftOut.count == summary.days, "\(combined.daysLeftOut.count) days left out of \(summary.days)")
    return 0
}

/// The fast paths read as the full rules do: plain lines split whole against the byte-by-byte CSV
/// rules (the same records or the same error), and two halves on two threads (as files of 2 MiB or more
/// are read) against one pass (the same entries, summary and skips, or the same error).
func checkReadings(of bytes: [UInt8], strictness: Strictness, order: DateOrder?) {
    func records(plain: Bool) -> Result<[CSVRecords.Record], InputError> {
        var options = CSVRecords.Options()
        options.readsPlainLinesWhole = plain
        do throws(InputError) {
            return .success(try CSVRecords(bytes: bytes, file: fileName, options: options).records)
        } catch {
            return .failure(error)
        }
    }
    Invariant.check(records(plain: true) == records(plain: false), "plain lines read otherwise than by the rules")
    func read(halves: Bool) -> Result<FoodLogReader.Contents, InputError> {
        var reader = FoodLogReader(strictness: strictness, dateOrder: order)
        reader.twoHalvesThreshold = halves ? 0 : Int.max
        do throws(InputError) {
            return .success(try reader.read(bytes: bytes, file: fileName))
        } catch {
            return .failure(error)
        }
    }
    switch (read(halves: false), read(halves: true)) {
    case (.success(let one), .success(let two)):
        Invariant.check(
            one.summary == two.summary && one.entries == two.entries && one.skipped == two.skipped,
            "two halves read otherwise than one pass")
    case (.failure(let one), .failure(let two)):
        Invariant.check(one == two, "two halves failed otherwise than one pass: \(two), not \(one)")
    default:
        Invariant.check(false, "two halves and one pass disagree on whether the file reads")
    }
}
