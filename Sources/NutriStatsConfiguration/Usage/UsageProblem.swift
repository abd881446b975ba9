import NutritionData
import NutritionStats

/// Why a command line cannot be run as given, as a value: one case per sentence, worded in one place
/// (`UsageProblem+Wording.swift`), as ``NutritionData/InputProblem`` is for inputs. The commands throw
/// it as ArgumentParser's usage error (exit 64); the flag types of this module throw it themselves.
public enum UsageProblem: Error, Sendable, Hashable, CustomStringConvertible {
    // The inputs.

    /// A command that needs some data (`report`, `export`) was given no food and no activity input.
    case needsData
    /// `--storage` and `--history` together.
    case storageAndHistory
    /// `inspect` without any input.
    case inspectNeedsInput
    /// `history` without a food input.
    case historyNeedsFoodLog
    /// `food` without a food input.
    case foodNeedsFoods
    /// `pantry` without `--pantry`.
    case pantryNeedsFile
    /// `--config` and `--no-config` together.
    case configAndNoConfig
    /// `config` given folders without `--init`.
    case foldersWithoutInit
    /// `config --init --no-config`.
    case initWithNoConfig

    // Dates and periods.

    /// A day flag (`--today`, `food --on`) whose value is not a date.
    case date(flag: String, given: String)
    /// A period flag (`--on`, `--week`, `--from`, `--to`, `--compare`) whose value is not a date.
    case periodDate(flag: String, given: String)
    /// `--month` whose value is not a month.
    case month(given: String)
    /// `--from` without `--to`, or the other way round.
    case fromWithoutTo
    /// `--to` before `--from`.
    case toBeforeFrom(to: String, from: String)
    /// `--last` below 1.
    case lastDays(Int)
    /// More than one period flag.
    case severalPeriods
    /// A period over ``NutritionStats/PeriodSelection/maximumDays``, naming the flag that chose it.
    case periodTooLong(PeriodTooLong)
    /// `--compare` naming no period.
    case compare(given: String)
    /// `--compare START..END` with START after END.
    case compareReversed(given: String)
    /// `--compare START..END` over ``NutritionStats/PeriodSelection/maximumDays``.
    case compareTooLong(given: String, days: Int)
    /// `--compare previous` of a period with no day before it.
    case noPreviousPeriod(NoPreviousPeriod)

    // The figures' settings.

    /// A shared setting's flag out of its range (`--goal`, `--steps-goal`): the configuration key's own sentence.
    case setting(ConfigurationKey, given: String)
    /// `--resting-kcal` out of ``NutritionStats/StatsSettings/restingKcalRange``.
    case restingKcal(Double)
    /// `--top` below 0.
    case top(Int)
    /// `--soon` outside 0…365.
    case soon(Int)
    /// `--expenditure-window` outside ``NutritionStats/ExpenditureWindow/allowedDays``.
    case expenditureWindow(Int)
    /// `--weight-goal` not above 0 or above ``NutritionStats/BodyFigures/Request/maximumKilograms``, in `unit`.
    case weightGoal(Double, unit: WeightUnit)
    /// `--weight-rate` beyond ``NutritionStats/BodyFigures/Request/maximumKilogramsPerWeek``, in `unit`.
    case weightRate(Double, unit: WeightUnit)
    /// `food --servings` outside its range.
    case servings(Double)
    /// `food --on` without `--servings`.
    case onWithoutServings
    /// `stats --nutrient` with `--format csv`.
    case nutrientWithCSV
    /// A name given to `flag` (`--nutrient`, `--nutrients`) that names no nutrient of the catalogue and
    /// no custom nutrient of the food log.
    case unknownNutrient(flag: String, name: String)
    /// `stats --compare` with `--format json`.
    case compareWithJSON

    // Outputs.

    /// An output path (given to `flag`) that cannot be resolved: the output error's own text.
    case unresolvableOutput(flag: String, reason: String)
    /// An output onto or around an input (``SafeOutput`` words the conflict), then what to do instead.
    case outputConflict(String, advice: String)
    /// An image output (`--out`, `--label`) not ending in .png, .svg or .pdf; `given` nil where the name is not repeated.
    case imageExtension(flag: String, given: String?)
    /// `report --out` empty.
    case outTakesFolder
    /// `report --template` whose name tells no format.
    case templateName(String)
    /// `report --template` of a format `--format` does not write.
    case templateNotWritten(String, format: String, formats: String)
    /// `export` with both or neither of `--sqlite` and `--csv`.
    case oneDestination
    /// `export --participant` not an ID; `rule` says what an ID is.
    case participant(String, rule: String)
    /// `export --sqlite` whose file name leaves no room for SQLite's journal's name.
    case databaseName(String, bytes: Int, most: Int)

    // Charts.

    /// `--width` outside 80…8000.
    case width(Double)
    /// `--height` outside 60…8000.
    case height(Double)
    /// `--scale` not above 0 or above 8.
    case scale(Double)
    /// A canvas over 16384 pixels either way.
    case canvasTooLarge
    /// `--theme` neither light nor dark.
    case theme(String)
    /// `chart` with neither `--metric` nor `--csv`.
    case chartNeedsData
    /// `chart --metric` and `--csv` (or its `--x`, `--y`) together.
    case metricAndCSV
    /// `chart --csv` with the inputs or period flags of `--metric`.
    case csvWithMetricInputs
    /// `chart --csv` without `--x`.
    case csvNeedsX
    /// `chart --csv` without `--y`.
    case csvNeedsY
    /// `chart --metric` naming no metric; `names` lists those there are.
    case metric(String, names: String)
    /// `--kind` given to a metric drawn one way only.
    case metricOneKind(String)
    /// `--kind` a metric is not drawn as; `kinds` lists those it is.
    case metricKind(String, kinds: String, given: String)
    /// `chart --metric` without food or activity input.
    case metricNeedsData
    /// `--metric weight` or `expenditure` with the flags of other charts.
    case bodyMetricOneWay(String)
    /// `--metric weight` or `expenditure` without `--body`.
    case bodyMetricNeedsBody(String)
    /// `--pantry` with a chart other than `--metric pantry`.
    case pantryWithoutPantryMetric
    /// `--metric pantry` without `--pantry`.
    case pantryMetricNeedsFile
    /// `--metric pantry` with flags it does not read.
    case pantryMetricOnly
}
