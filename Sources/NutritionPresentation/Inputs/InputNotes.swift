import NutritionData

/// The notes the commands write on standard error about what the importers read: rows skipped in
/// lenient mode (so none is dropped silently), record types of an Apple Health export not used, and
/// days of food logs left out. The facts are the importers'; this only words them, one line each.
package enum InputNotes {
    /// The notes of everything read: the food log's and the activity's skipped rows (merged per file
    /// and reason), then one line per Apple Health export with record types NutriStats does not use,
    /// then one per Fitbit file whose UTC minutes were counted on UTC days (``ActivityClockText``).
    package static func imports(foodLog: FoodLog, activity: ActivityLog) -> [String] {
        skipped(foodLog.skipped.merging(activity.skipped)) + unusedRecordTypes(activity)
            + ActivityClockText.notes(activity)
            + noteContinuations(activity)
    }

    /// The notes of the activity files alone (for a command that reads its food log at another time).
    package static func imports(activity: ActivityLog) -> [String] {
        skipped(activity.skipped) + unusedRecordTypes(activity) + ActivityClockText.notes(activity)
            + noteContinuations(activity)
    }

    /// One line per activity file (MyFitnessPal's exercise summary) with lines read as the rest of a
    /// Note, worded as for food logs (``noteContinuationText(_:)``).
    package static func noteContinuations(_ activity: ActivityLog) -> [String] {
        activity.files.filter { $0.noteContinuations > 0 }.map { file in
            "nutristats: note: \(file.file): \(noteContinuationText(file.noteContinuations))"
        }
    }

    /// `nutristats: skipped 2 rows of steps.csv:14: expected a number, found "x"`: one line per file and
    /// reason of the rows (or items) skipped in lenient mode.
    package static func skipped(_ skipped: SkippedRows) -> [String] {
        skipped.tallies.map { tally in
            let line = tally.firstLine.map { ":\($0)" } ?? ""
            return "nutristats: skipped \(Plural.count(tally.count, "row")) of \(tally.file)\(line): \(tally.reason)"
        }
    }

    /// One line per Apple Health export of `activity` with record types NutriStats does not use (see
    /// the function of the same name taking one summary).
    package static func unusedRecordTypes(_ activity: ActivityLog) -> [String] {
        activity.unusedRecordTypes().map(unusedRecordTypes)
    }

    /// `nutristats: export.zip: 1,204 records of 57 types NutriStats does not use were counted, not read
    /// (most: DistanceWalkingRunning 800, …); 'nutristats inspect' lists every type`.
    package static func unusedRecordTypes(_ unused: UnusedRecordTypes) -> String {
        let named = unused.largest.map { "\($0.type) \(TextNumbers.grouped($0.rows))" }.joined(separator: ", ")
        var text =
            "nutristats: \(unused.file): \(TextNumbers.count(unused.rows, "record")) of "
            + "\(TextNumbers.count(unused.types, "type")) NutriStats does not use \(Plural.word(unused.rows, "was", "were")) counted, not read "
            + "(\(unused.types > unused.largest.count ? "most: " + named + ", …" : named))"
        if unused.dietaryRows > 0 {
            text += "; \(TextNumbers.grouped(unused.dietaryRows)) of them dietary (food: read with --food-log)"
        }
        return text + "; 'nutristats inspect' lists every type"
    }

    /// `nutristats: note: servings.csv: 3 days left out, already given by Storage (a day's food comes from
    /// one source); 'nutristats inspect' lists them`: one line per food log with days left out.
    package static func daysLeftOut(_ days: [DayLeftOut]) -> [String] {
        DaysLeftOutText.byFile(days).map { file, fileDays in
            "nutristats: note: \(file): \(TextNumbers.count(fileDays.count, "day")) left out, already given by "
                + "\(DaysLeftOutText.keepers(fileDays)) (a day's food comes from one source); 'nutristats inspect' lists them"
        }
    }

    /// `nutristats: note: Nutrition-Summary.csv: 2 lines were read as the rest of the Note on the line before
    /// (MyFitnessPal writes line breaks in notes unquoted)`: one line per food log that had such lines.
    package static func noteContinuations(_ files: [FoodLogFile]) -> [String] {
        files.filter { $0.noteContinuations > 0 }.map { file in
            "nutristats: note: \(file.file): \(noteContinuationText(file.noteContinuations))"
        }
    }

    /// `2 lines were read as the rest of the Note on the line before (MyFitnessPal writes line breaks in
    /// notes unquoted)`: the words of stderr, `inspect` and the report.
    package static func noteContinuationText(_ lines: Int) -> String {
        "\(TextNumbers.count(lines, "line")) \(Plural.word(lines, "was", "were")) read as the rest of the Note on the "
            + "line before (MyFitnessPal writes line breaks in notes unquoted)"
    }

    /// `nutristats: note: 2 rows skipped (--lenient); 'nutristats inspect --lenient' lists why`, or
    /// nothing when no row was skipped (`history`, which lists entries rather than figures).
    package static func skippedCount(_ skipped: Int) -> [String] {
        guard skipped > 0 else { return [] }
        return [
            "nutristats: note: \(TextNumbers.count(skipped, "row")) skipped (--lenient); 'nutristats inspect --lenient' lists why"
        ]
    }
}
