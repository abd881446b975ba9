import Foundation
import NutritionTestSupport
import Testing

/// What a run must write on standard error.
enum ExpectedMessage: Sendable {
    /// Nothing (the run succeeds quietly).
    case none
    /// Exactly one line, `nutristats: error: MESSAGE`.
    case error(String)
    /// Exactly this text (`OUT` stands for the output folder of the run).
    case exactly(String)

    func text(out: String) -> String {
        switch self {
        case .none: ""
        case .error(let message): "nutristats: error: " + message + "\n"
        case .exactly(let text): text.replacingOccurrences(of: "OUT", with: out)
        }
    }
}

/// One committed bad input (under BadInputs/), the command it goes through and what must come out.
struct BadInput: Sendable, CustomTestStringConvertible {
    var file: String
    var arguments: [String]
    var status: Int32
    var expected: ExpectedMessage

    var testDescription: String { "\(arguments[0]) \(file)" + (arguments.contains("--lenient") ? " --lenient" : "") }

    /// `stats FLAG FILE --on 2026-11-16 --format csv`.
    static func stats(_ flag: String, _ file: String, _ status: Int32, _ expected: ExpectedMessage) -> BadInput {
        BadInput(
            file: file, arguments: ["stats", flag, file, "--on", "2026-11-16", "--format", "csv"], status: status,
            expected: expected)
    }

    /// `inspect FLAG FILE`.
    static func inspect(_ flag: String, _ file: String, _ status: Int32, _ expected: ExpectedMessage) -> BadInput {
        BadInput(file: file, arguments: ["inspect", flag, file], status: status, expected: expected)
    }

    /// `history FLAG FILE`.
    static func history(_ flag: String, _ file: String, _ status: Int32, _ expected: ExpectedMessage) -> BadInput {
        BadInput(file: file, arguments: ["history", flag, file], status: status, expected: expected)
    }

    /// `stats --food-log FILE --on 2026-11-16 --format csv`, with `--lenient` when `lenient`.
    static func foodLog(_ file: String, lenient: Bool, _ status: Int32, _ expected: ExpectedMessage) -> BadInput {
        var input = stats("--food-log", file, status, expected)
        if lenient { input.arguments.append("--lenient") }
        return input
    }

    /// `stats --activity FILE --on 2026-11-16 --format csv --lenient`.
    static func activityLenient(_ file: String, _ status: Int32, _ expected: ExpectedMessage) -> BadInput {
        var input = stats("--activity", file, status, expected)
        input.arguments.append("--lenient")
        return input
    }

    /// `chart --csv FILE --x date --y kcal --out OUT/chart.png`.
    static func chart(_ file: String, _ status: Int32, _ expected: ExpectedMessage) -> BadInput {
        BadInput(
            file: file, arguments: ["chart", "--csv", file, "--x", "date", "--y", "kcal", "--out", "OUT/chart.png"],
            status: status, expected: expected)
    }
}

/// The start of the message for a file given with `--activity` that holds something else.
private let notActivity =
    "expected activity data (steps, energy or heart rate by day or by sample), found what looks like "

/// The Withings aggregates NutriStats reads, as messages name them.
private let withingsNames =
    "aggregates_steps.csv (steps), aggregates_calories_earned.csv (active kcal) or aggregates_calories_passive.csv (resting kcal)"

/// The sentence naming every food-log dialect, which ends an unrecognised food-log header message.
private let foodLogDialects =
    "expected the header of a Cronometer servings.csv (Day,Time,Group,Food Name,Amount,Energy (kcal),…), "
    + "a Cronometer dailysummary.csv (Date,Energy (kcal),…,Completed) or a MyFitnessPal Nutrition-Summary CSV (Date,Meal,Calories,…)"

/// The end-to-end layer of bad inputs: every committed file under BadInputs/ through the real binary,
/// with its exit status and its exact message (file, line, field, what was expected, what was found).
/// The parsers' own unit tests cover each rule; these show what a person sees. Files that are good
/// despite a BOM and CRLF line ends are here too, to show they are accepted.
let badInputs: [BadInput] = [
    .stats(
        "--activity", "activity/auto-export-heart-rate-incomplete.csv", 65,
        .error(
            "activity/auto-export-heart-rate-incomplete.csv:2: field 'Heart Rate [Min] (count/min)': expected a value because the row has other heart-rate values, found an empty field"
        )),
    .stats(
        "--activity", "activity/auto-export-heart-rate-order.csv", 65,
        .error(
            "activity/auto-export-heart-rate-order.csv:2: field 'Heart Rate [Max] (count/min)': expected at least the row's minimum heart rate (80), found 60"
        )),
    .stats(
        "--activity", "activity/auto-export-ambiguous-dates.csv", 65,
        .error(
            "activity/auto-export-ambiguous-dates.csv:2: field 'Date': the dates (such as \"1/2/2021 0:00\") could be month/day or day/month, and no day is above 12 to tell; give --date-order mdy or --date-order dmy"
        )),
    .stats(
        "--activity", "activity/binary-garbage.csv", 65,
        .error("activity/binary-garbage.csv:1: unrecognised header \"�PNG\": " + ExpectedMessages.activityDialects)),
    .stats("--activity", "activity/bom-crlf-good.csv", 0, .none),
    .stats(
        "--activity", "activity/bom-only.csv", 65,
        .error("activity/bom-only.csv:1: expected a header line, found an empty line")),
    .stats(
        "--activity", "activity/crlf-bad-line-3.csv", 65,
        .error("activity/crlf-bad-line-3.csv:3: field 'value': expected a finite, non-negative number, found \"-5\"")),
    .stats(
        "--activity", "activity/duplicate-column.csv", 65,
        .error("activity/duplicate-column.csv:1: field 'value': expected each column once, found it again in column 10")
    ),
    .stats(
        "--activity", "activity/duplicate-metric-header.csv", 65,
        .error(
            "activity/duplicate-metric-header.csv:1: field 'Step Count (steps)': expected each metric in one column only, found it again in column 3"
        )),
    .stats(
        "--activity", "activity/empty.csv", 65,
        .error("activity/empty.csv:1: expected a header line, found an empty file")),
    .stats(
        "--activity", "activity/end-before-start.csv", 65,
        .error(
            "activity/end-before-start.csv:2: field 'endDate': expected a time at or after startDate 2026-11-16 08:00:00 -0500, found \"2026-11-16 07:00:00 -0500\""
        )),
    .stats(
        "--activity", "activity/february-30.csv", 65,
        .error(
            "activity/february-30.csv:2: field 'startDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2023-02-30 08:00:00 -0500\""
        )),
    .stats(
        "--activity", "activity/google-fit-day-undated.csv", 65,
        .error(
            "activity/google-fit-day-undated.csv: field 'file name': expected the day in the file's name, as Google Fit names its per-day files (2023-10-29.csv): the rows hold only times of day; found \"google-fit-day-undated.csv\""
        )),
    .stats(
        "--activity", "activity/google-fit-negative.csv", 65,
        .error(
            "activity/google-fit-negative.csv:2: field 'Calories (kcal)': expected a finite, non-negative number or an empty field, found \"-1400\""
        )),
    .stats(
        "--activity", "activity/huge-value.csv", 65,
        .error("activity/huge-value.csv:2: field 'value': expected a number of at most 1000000000, found \"1e300\"")),
    .stats(
        "--activity", "activity/missing-column.csv", 65,
        .error(
            "activity/missing-column.csv:1: field 'endDate': expected this column in an Apple Health record header, found none"
        )),
    .stats(
        "--activity", "activity/nan-value.csv", 65,
        .error("activity/nan-value.csv:2: field 'value': expected a finite, non-negative number, found \"NaN\"")),
    .stats(
        "--activity", "activity/negative-value.csv", 65,
        .error("activity/negative-value.csv:2: field 'value': expected a finite, non-negative number, found \"-5\"")),
    .stats(
        "--activity", "activity/no-utc-offset.csv", 65,
        .error(
            "activity/no-utc-offset.csv:2: field 'startDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2026-11-16 08:00:00\""
        )),
    .stats(
        "--activity", "activity/plain-february-30.csv", 65,
        .error("activity/plain-february-30.csv:3: field 'date': expected a date like 2026-07-11, found \"2023-02-30\"")),
    .stats(
        "--activity", "activity/plain-missing-field.csv", 65,
        .error("activity/plain-missing-field.csv:2: field 'active_kcal': expected 3 fields as in the header, found 2")),
    .stats(
        "--activity", "activity/plain-string-steps.csv", 65,
        .error(
            "activity/plain-string-steps.csv:2: field 'steps': expected a finite, non-negative number or an empty field, found \"two\""
        )),
    .stats(
        "--activity", "activity/sample-over-31-days.csv", 65,
        .error(
            "activity/sample-over-31-days.csv:2: field 'endDate': expected at most 31 days after startDate 2026-11-16 08:00:00 -0500, found \"2027-01-16 08:00:00 -0500\""
        )),
    .stats(
        "--activity", "activity/string-value.csv", 65,
        .error("activity/string-value.csv:2: field 'value': expected a finite, non-negative number, found \"two\"")),
    .stats(
        "--activity", "activity/time-25-61.csv", 65,
        .error(
            "activity/time-25-61.csv:2: field 'endDate': expected a timestamp like 2019-01-01 08:00:00 -0500, found \"2026-11-16 25:61:00 -0500\""
        )),
    .stats(
        "--activity", "activity/too-many-fields.csv", 65,
        .error("activity/too-many-fields.csv:2: expected 9 fields as in the header, found 10")),
    .stats(
        "--activity", "activity/truncated-row.csv", 65,
        .error("activity/truncated-row.csv:3: field 'endDate': expected 9 fields as in the header, found 7")),
    .stats(
        "--activity", "activity/unknown-header.csv", 65,
        .error(
            "activity/unknown-header.csv:1: unrecognised header \"when,how many\": " + ExpectedMessages.activityDialects
        )),
    .stats(
        "--activity", "activity/unknown-unit-header.csv", 65,
        .error(
            "activity/unknown-unit-header.csv:1: field 'Active Energy (lbs)': expected an energy unit kcal, Cal, kJ or cal in parentheses, found \"lbs\""
        )),
    .stats(
        "--activity", "activity/unknown-unit-record.csv", 65,
        .error(
            "activity/unknown-unit-record.csv:2: field 'unit': expected kcal, Cal, kJ or cal for ActiveEnergyBurned, found \"kWh\""
        )),
    .stats(
        "--activity", "activity/unterminated-quote.csv", 65,
        .error(
            "activity/unterminated-quote.csv:2: field 'sourceName': expected a closing quote on the same line (a quoted field cannot span lines), found none"
        )),
    .stats(
        "--activity", "activity/workouts.csv", 65,
        .error(
            "activity/workouts.csv:1: field 'Workout': expected activity data (steps, energy or heart rate by day or by sample), found what looks like a workouts export, which is not read as activity"
        )),
    // Activity exports of the third round: MyFitnessPal's exercise summary with a bad number, Withings
    // aggregates whose name does not say what they hold or names one not read, and files NutriStats reads
    // neither as activity nor as food (one sentence each, in both modes).
    .stats(
        "--activity", "activity/mfp-exercise-bad-calories.csv", 65,
        .error(
            "activity/mfp-exercise-bad-calories.csv:3: field 'Exercise Calories': expected a finite, non-negative number or an empty field, found \"lots\""
        )),
    .activityLenient(
        "activity/mfp-exercise-bad-calories.csv", 0,
        .exactly(
            "nutristats: skipped 1 row of activity/mfp-exercise-bad-calories.csv:3: field 'Exercise Calories': expected a finite, non-negative number or an empty field, found \"lots\"\n"
        )),
    .stats(
        "--activity", "activity/withings-unnamed.csv", 65,
        .error(
            "activity/withings-unnamed.csv: field 'file name': expected the file's name to say what its values are, as Withings names its date,value files: "
                + withingsNames + "; found \"withings-unnamed.csv\"")),
    .stats(
        "--activity", "activity/aggregates_distance.csv", 65,
        .error(
            "activity/aggregates_distance.csv: field 'file name': expected one of the Withings aggregates NutriStats reads, "
                + withingsNames
                + ", found \"aggregates_distance.csv\" (distance by day), which NutriStats does not read")),
    .stats(
        "--activity", "activity/garmin-activities-de.csv", 65,
        .error(
            "activity/garmin-activities-de.csv:1: field 'Aktivitätstyp': " + notActivity
                + "a Garmin Connect Activities.csv (one row per workout), which NutriStats does not read")),
    .activityLenient(
        "activity/garmin-activities-de.csv", 65,
        .error(
            "activity/garmin-activities-de.csv:1: field 'Aktivitätstyp': " + notActivity
                + "a Garmin Connect Activities.csv (one row per workout), which NutriStats does not read")),
    .stats(
        "--activity", "activity/oura.json", 65,
        .error(
            "activity/oura.json:2: field 'sleep': " + notActivity
                + "an Oura JSON export (lists of sleep, activity or readiness records), which NutriStats does not read")
    ),
    .stats(
        "--activity", "activity/raw-json-cells.csv", 65,
        .error(
            "activity/raw-json-cells.csv:2: field 'payload': " + notActivity
                + "raw tracker data (JSON objects inside CSV cells), which NutriStats does not read")),
    .foodLog(
        "activity/garmin-activities-de.csv", lenient: true, 65,
        .error(
            "activity/garmin-activities-de.csv:1: expected a food log, found what looks like a Garmin Connect Activities.csv (one row per workout), which NutriStats does not read"
        )),
    .foodLog(
        "activity/oura.json", lenient: true, 65,
        .error(
            "activity/oura.json:2: field 'sleep': expected a food log, found what looks like an Oura JSON export (lists of sleep, activity or readiness records), which NutriStats does not read"
        )),
    .foodLog(
        "activity/raw-json-cells.csv", lenient: false, 65,
        .error(
            "activity/raw-json-cells.csv:1: expected a food log, found what looks like raw tracker data (JSON objects inside CSV cells), which NutriStats does not read"
        )),
    .foodLog(
        "activity/mfp-exercise-bad-calories.csv", lenient: false, 65,
        .error(
            "activity/mfp-exercise-bad-calories.csv:1: expected a food log, found what looks like activity data (myfitnesspal-exercise); give it with --activity"
        )),
    .inspect(
        "--history", "history/bad-escape.json", 65,
        .error(
            "history/bad-escape.json:3: invalid escape '\\x' in text; allowed: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
        )),
    .inspect(
        "--history", "history/binary-garbage.json", 65,
        .error("history/binary-garbage.json:1: expected a value, found the byte 0x1F")),
    .inspect("--history", "history/bom-crlf-good.json", 0, .none),
    .inspect(
        "--history", "history/cals-as-object.json", 65,
        .error(
            "history/cals-as-object.json:3: field '2026-11-16 08:00 cals': expected a number of kcal, found an object")),
    .inspect(
        "--history", "history/control-in-string.json", 65,
        .error(
            "history/control-in-string.json:3: text in quotes holds the control character U+001B; write it as an escape such as \\n"
        )),
    .inspect(
        "--history", "history/duplicate-date.json", 65,
        .error("history/duplicate-date.json:3: field 'date': the date \"2026-11-16\" appears twice (first on line 2)")),
    .inspect(
        "--history", "history/empty.json", 65, .error("history/empty.json:1: the file is empty; expected a JSON value")),
    .inspect(
        "--history", "history/february-30.json", 65,
        .error(
            "history/february-30.json:2: field 'date': expected a real date as YYYY-MM-DD, found \"2023-02-30\" (no such day)"
        )),
    .inspect(
        "--history", "history/huge-servings.json", 65,
        .error(
            "history/huge-servings.json:3: field '2026-11-16 08:00 servings': expected a finite number of servings, found 1e400"
        )),
    .inspect(
        "--history", "history/missing-food.json", 65,
        .error("history/missing-food.json:3: field '2026-11-16 08:00 food': missing; expected the food's name as text")),
    .inspect(
        "--history", "history/nan-servings.json", 65,
        .error("history/nan-servings.json:3: expected a value, found 'NaN'")),
    .inspect(
        "--history", "history/negative-servings.json", 65,
        .error(
            "history/negative-servings.json:3: field '2026-11-16 08:00 servings': expected a number of servings ≥ 0, found -1"
        )),
    .inspect(
        "--history", "history/servings-as-text.json", 65,
        .error(
            "history/servings-as-text.json:3: field '2026-11-16 08:00 servings': expected a number of servings, found \"two\""
        )),
    .inspect(
        "--history", "history/servings-bool.json", 65,
        .error(
            "history/servings-bool.json:3: field '2026-11-16 08:00 servings': expected a number of servings, found true"
        )),
    .inspect(
        "--history", "history/time-25-61.json", 65,
        .error(
            "history/time-25-61.json:3: field '2026-11-16 time': expected a time of day as HH:MM (00:00 to 23:59), found \"25:61\""
        )),
    .inspect(
        "--history", "history/too-many-servings.json", 65,
        .error(
            "history/too-many-servings.json:3: field '2026-11-16 08:00 servings': expected a number of servings ≤ 10,000, found 20000"
        )),
    .inspect(
        "--history", "history/top-level-array.json", 65,
        .error(
            "history/top-level-array.json:1: expected an object of dates {\"YYYY-MM-DD\": {\"HH:MM\": entry}}, found a list"
        )),
    .inspect(
        "--history", "history/trailing-garbage.json", 65,
        .error("history/trailing-garbage.json:1: expected the end of the file after the JSON value, found 'x'")),
    .inspect(
        "--history", "history/truncated.json", 65,
        .error("history/truncated.json:1: text in quotes is not closed before the end of the file (is it cut short?)")),
    .stats(
        "--storage", "storage/bad-backlog", 65,
        .error(
            "storage/bad-backlog/Other/backlog.json:2: field 'backlog[0] Date': expected a date such as \"Aug 23, 2023 at 14:39\" or \"Aug 23, 2023 at 2:39 PM\", found \"Feb 30, 2023 at 25:61\""
        )),
    .stats(
        "--storage", "storage/bad-cache", 65,
        .error(
            "storage/bad-cache/History/foodHistoryCache.json:1: field 'cache': expected a list [ … ], found an object")),
    .stats(
        "--storage", "storage/bad-food-object", 65,
        .error(
            "storage/bad-food-object/Presets/Foods/food_1.json:5: field 'Calories': expected an amount in kcal, found \"lots\""
        )),
    .stats("--storage", "storage/cache-only", 0, .none),
    .stats(
        "--storage", "storage/empty-folder", 74,
        .error(
            "storage/empty-folder: holds no food history; expected History/foodHistory.json, History/foodHistoryCache.json or Other/backlog.json inside it"
        )),
    .stats(
        "--storage", "storage/food-object-as-list", 65,
        .error(
            "storage/food-object-as-list/Recents/Foods/food_1.json:1: expected a food object {\"Name\": …, \"Calories\": …}, found a list"
        )),
    .stats(
        "--storage", "storage/history-is-folder", 74,
        .error("storage/history-is-folder/History/foodHistory.json: is a folder; expected a JSON file")),
    .inspect(
        "--storage", "storage/bad-cache/History/foodHistoryCache.json", 74,
        .error(
            "storage/bad-cache/History/foodHistoryCache.json: is a file, not a storage folder (give a bare foodHistory.json with --history)"
        )),
    .history(
        "--storage", "storage/history-is-folder", 74,
        .error("storage/history-is-folder/History/foodHistory.json: is a folder; expected a JSON file")),
    .stats(
        "--dv", "targets/amount-vanishes.txt", 65,
        .error(
            "targets/amount-vanishes.txt:1: field 'amount': "
                + "expected an amount from 0.05 to 1,000,000,000 g once converted, found '0.\(String(repeating: "0", count: 319))1' mcg"
        )),
    .stats(
        "--dv", "targets/amount-shown-as-zero.txt", 65,
        .error(
            "targets/amount-shown-as-zero.txt:2: field 'amount': "
                + "expected an amount from 0.5 to 1,000,000,000 mg once converted, found '0.4' mg")),
    .stats(
        "--dv", "targets/calories-beyond-goal-bound.txt", 65,
        .error(
            "targets/calories-beyond-goal-bound.txt:3: field 'amount': "
                + "expected an amount from 1 to 100,000 kcal once converted, found '1\(String(repeating: "0", count: 307))' kcal"
        )),
    .stats("--dv", "targets/bom-crlf-good.txt", 0, .none),
    .stats(
        "--dv", "targets/duplicate-nutrient.txt", 65,
        .error("targets/duplicate-nutrient.txt:3: field 'nutrient': Fiber is already set on line 1")),
    .stats(
        "--dv", "targets/empty.txt", 65,
        .error("targets/empty.txt: no targets found; expected lines such as 'Sodium = 1500 mg limit'")),
    .stats(
        "--dv", "targets/latin1.txt", 65,
        .error("targets/latin1.txt:1: expected UTF-8 text, found the byte 0xE9 (save the file as UTF-8)")),
    .stats(
        "--dv", "targets/nan-amount.txt", 65,
        .error("targets/nan-amount.txt:1: field 'amount': expected a positive number such as 1500 or 2.5, found 'NaN'")),
    .stats(
        "--dv", "targets/negative-amount.txt", 65,
        .error(
            "targets/negative-amount.txt:1: field 'amount': expected a positive number such as 1500 or 2.5, found '-90'"
        )),
    .stats(
        "--dv", "targets/no-equals.txt", 65,
        .error(
            "targets/no-equals.txt:1: expected 'NUTRIENT = AMOUNT UNIT [limit|target|reference]', found 'Sodium 1500 mg'"
        )),
    .stats(
        "--dv", "targets/only-comments.txt", 65,
        .error("targets/only-comments.txt: no targets found; expected lines such as 'Sodium = 1500 mg limit'")),
    .stats(
        "--dv", "targets/unknown-kind.txt", 65,
        .error("targets/unknown-kind.txt:1: field 'kind': expected limit, target or reference, found 'maximum'")),
    .stats(
        "--dv", "targets/unknown-nutrient.txt", 65,
        .error(
            "targets/unknown-nutrient.txt:2: field 'nutrient': expected a nutrient (Calories, Carbs, Fat, Protein, Sugar, Fiber, Monounsaturated, Polyunsaturated, Saturated, Trans, Sodium, Cholesterol, Potassium, VitC, Calcium, Iron, VitA), found 'Unobtainium'"
        )),
    .stats(
        "--dv", "targets/unknown-unit.txt", 65,
        .error("targets/unknown-unit.txt:1: field 'unit': expected a unit for Protein (g, mg or mcg), found 'lb'")),
    // Food logs, strict then --lenient: a file that is no food log, or whose dates cannot be read, fails
    // in both; a bad row stops a strict read and is skipped (and counted) by a lenient one.
    .foodLog(
        "food-log/unknown-header.csv", lenient: false, 65,
        .error("food-log/unknown-header.csv:1: " + foodLogDialects + ", found \"Date,Food,Kcal\"")),
    .foodLog(
        "food-log/unknown-header.csv", lenient: true, 65,
        .error("food-log/unknown-header.csv:1: " + foodLogDialects + ", found \"Date,Food,Kcal\"")),
    .foodLog(
        "food-log/text-in-nutrient.csv", lenient: false, 65,
        .error("food-log/text-in-nutrient.csv:3: field 'Protein (g)': expected a number, found \"lots\"")),
    .foodLog(
        "food-log/text-in-nutrient.csv", lenient: true, 0,
        .exactly(
            "nutristats: skipped 1 row of food-log/text-in-nutrient.csv:3: field 'Protein (g)': expected a number, found \"lots\"\n"
        )),
    .foodLog(
        "food-log/february-30.csv", lenient: false, 65,
        .error(
            "food-log/february-30.csv:3: field 'Day': expected a real date as YYYY-MM-DD or M/D/YYYY, found \"2026-02-30\""
        )),
    .foodLog(
        "food-log/february-30.csv", lenient: true, 0,
        .exactly(
            "nutristats: skipped 1 row of food-log/february-30.csv:3: field 'Day': expected a real date as YYYY-MM-DD or M/D/YYYY, found \"2026-02-30\"\n"
        )),
    .foodLog(
        "food-log/ambiguous-slashed-dates.csv", lenient: false, 65,
        .error(
            "food-log/ambiguous-slashed-dates.csv:2: field 'Date': the dates (such as \"11/12/2026\") could be month/day or day/month, and no day is above 12 to tell; give --date-order mdy or --date-order dmy"
        )),
    .foodLog(
        "food-log/ambiguous-slashed-dates.csv", lenient: true, 65,
        .error(
            "food-log/ambiguous-slashed-dates.csv:2: field 'Date': the dates (such as \"11/12/2026\") could be month/day or day/month, and no day is above 12 to tell; give --date-order mdy or --date-order dmy"
        )),
    .foodLog("food-log/bom-crlf-good.csv", lenient: false, 0, .none),
    .foodLog("food-log/bom-crlf-good.csv", lenient: true, 0, .none),
    .chart(
        "chart/bom-crlf-good.csv", 0,
        .exactly("nutristats: wrote OUT/chart.png (2 rows from chart/bom-crlf-good.csv)\n")),
    // Rows 3 and 6 are drawn at +1e306 and −1e306; −2e308 (beyond a Double: −infinity) and nan are left out.
    .chart(
        "chart/huge-and-infinite.csv", 0,
        .exactly(
            "nutristats: wrote OUT/chart.png (5 rows from chart/huge-and-infinite.csv; "
                + "2 values not finite, not drawn; 2 values beyond ±1e306 drawn at ±1e306)\n")),
    .chart(
        "chart/empty.csv", 65, .error("chart/empty.csv:1: the file is empty; expected a header line naming the columns")
    ),
    .chart(
        "chart/missing-column.csv", 65,
        .error("chart/missing-column.csv:1: field 'kcal': no such column; the header has 'date', 'energy'")),
    .chart(
        "chart/short-row.csv", 65,
        .error("chart/short-row.csv:3: field 'protein': expected 3 fields like the header, found 2")),
    .chart(
        "chart/string-value.csv", 65,
        .error("chart/string-value.csv:3: field 'kcal': expected a number, found \"two thousand\"")),
    .chart(
        "chart/unclosed-quote.csv", 65, .error("chart/unclosed-quote.csv:2: a quoted field opened here is never closed")
    ),
]

@Suite struct ReliabilityBadInputTests {
    @Test(arguments: badInputs)
    func exactStatusAndMessage(_ input: BadInput) throws {
        let out = try ReliabilityFolder()
        let arguments = input.arguments.map { $0.replacingOccurrences(of: "OUT", with: out.url.path) }
        let result = try ReliabilityCLI.run(arguments, in: ReliabilityCLI.badInputs())
        #expect(result.status == input.status)
        #expect(result.stderr == input.expected.text(out: out.url.path))
        if input.status != 0 {
            // No partial output: nothing on stdout, and no chart file.
            #expect(result.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: out.url.appendingPathComponent("chart.png").path))
        } else if input.arguments[0] != "chart" {
            #expect(!result.stdout.isEmpty)
        }
    }

    @Test func everyCommittedFileIsInTheTable() throws {
        // Each file (or folder of storage/) under BadInputs/ is fed to the binary by some case.
        let root = ReliabilityCLI.badInputs()
        let used = Set(badInputs.map(\.file))
        var files: [String] = []
        for kind in ["activity", "history", "targets", "chart", "storage", "food-log"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(kind).path)
            files += names.filter { !$0.hasPrefix(".") }.map { "\(kind)/\($0)" }
        }
        #expect(files.count >= 40)
        #expect(Set(files).subtracting(used).sorted() == [])
    }
}
