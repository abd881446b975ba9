import NutritionData
import NutritionStats

/// A setting the configuration file can hold. Each key is named as its command-line flag without the
/// dashes (`goal` is `--goal`), so the file and the command line say the same thing the same way.
///
/// A key lives in one table: the inputs in `[inputs]`, the settings every command shares in
/// `[settings]`. The rule that checks a key's value — and the words that say what it takes — are
/// here once, for the file and for the flag alike.
public enum ConfigurationKey: String, Sendable, Hashable, CaseIterable, Comparable {
    case storage
    case history
    case foodLog = "food-log"
    case activity
    case body
    case pantry
    case goal
    case dailyValues = "dv"
    case weekStart = "week-start"
    case stepsGoal = "steps-goal"
    case timeZone = "time-zone"
    case devicePriority = "device-priority"
    case dateOrder = "date-order"
    case weightUnit = "weight-unit"

    /// The table a key belongs in.
    public enum Table: String, Sendable, CaseIterable {
        /// `[inputs]`: the files and folders read.
        case inputs
        /// `[settings]`: the settings every command shares.
        case settings
    }

    /// The key as written in the file, and its flag without `--`.
    public var name: String { rawValue }

    /// The command-line flag of the key: `--goal`.
    public var flag: String { "--" + rawValue }

    /// The table the key belongs in.
    public var table: Table {
        switch self {
        case .storage, .history, .foodLog, .activity, .body, .pantry: return .inputs
        default: return .settings
        }
    }

    /// Whether the key takes a list of files (its flag is repeated), in the order given.
    public var isList: Bool { self == .foodLog || self == .activity || self == .body }

    /// Whether the key names a file or folder (relative paths in the file are relative to the file).
    /// `dv` names one unless it is `current` or `legacy`.
    public var isPath: Bool { table == .inputs }

    /// The keys a command line replaces together: `--storage` or `--history` on the command line
    /// replaces the file's `storage` and `history` (both are the food folder); every other key replaces
    /// only itself.
    public var replacedTogether: [ConfigurationKey] {
        self == .storage || self == .history ? [.storage, .history] : [self]
    }

    /// What the key (and its flag) takes, worded for "takes …" and "expected …".
    public var expected: String {
        switch self {
        case .storage: return "a Nutrition shortcut storage folder"
        case .history: return "a foodHistory.json file"
        case .foodLog: return "a food log file or a list of them"
        case .activity: return "an activity file or a list of them"
        case .body: return "a body-measurement file or a list of them"
        case .pantry: return "a pantry list file"
        case .goal: return "a number of kcal from " + Self.bounds(StatsSettings.kcalGoalRange)
        case .dailyValues: return "current, legacy or a targets file"
        case .weekStart: return "monday or sunday"
        case .stepsGoal: return "a number of steps from " + Self.bounds(StatsSettings.stepsGoalRange)
        case .timeZone: return "a time zone name such as Europe/Lisbon or America/New_York"
        case .devicePriority: return DevicePriority.expected
        case .dateOrder: return "mdy or dmy"
        case .weightUnit: return "kg or lb"
        }
    }

    /// A value's usage sentence: `--goal takes a number of kcal from 1 to 100,000, not 0.4.`
    public func refusal(of value: String, quoted: Bool = false) -> String {
        "\(flag) takes \(expected), not \(quoted ? "'\(value)'" : value)."
    }

    /// `text` as the flag's argument when it is one the key takes (names of days, orders and
    /// priorities in any case); nil when it is not. Numbers are checked by ``number(_:)``.
    public func checkedText(_ text: String) -> String? {
        switch self {
        case .weekStart: return WeekStart(argument: text).map(\.rawValue)
        case .dateOrder: return DateOrder(argument: text).map(\.rawValue)
        case .devicePriority: return DevicePriority(argument: text)?.argument
        case .timeZone: return RecordTimeZone(argument: text)?.identifier
        case .weightUnit: return WeightUnit(argument: text)?.rawValue
        case .goal, .stepsGoal: return nil
        default: return text.isEmpty ? nil : text
        }
    }

    /// Whether the key takes a number (`goal`, `steps-goal`).
    public var isNumber: Bool { self == .goal || self == .stepsGoal }

    /// The range a number key takes; nil for other keys.
    public var numberRange: ClosedRange<Double>? {
        switch self {
        case .goal: return StatsSettings.kcalGoalRange
        case .stepsGoal: return StatsSettings.stepsGoalRange
        default: return nil
        }
    }

    /// `1 to 100,000`: a range of numbers as usage messages write it.
    public static func bounds(_ range: ClosedRange<Double>) -> String {
        let low = FigureDigits.format(range.lowerBound, decimals: 0, grouping: true)?.digits ?? ""
        let high = FigureDigits.format(range.upperBound, decimals: 0, grouping: true)?.digits ?? ""
        return "\(low) to \(high)"
    }

    public static func < (a: ConfigurationKey, b: ConfigurationKey) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
