import ArgumentParser
import NutritionData
import NutritionStats

/// `nutristats stats`: every figure of a day or period, as a table, CSV or JSON.
///
/// The command only reads the inputs, builds ``StatsSettings`` from the flags and hands the figures
/// of ``NutritionStatistics`` to a formatter; it computes nothing itself.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Figures of a day or period: intake, budget, %Daily Value, macros, energy balance, activity, trends.",
        discussion: """
            Without a period flag, the latest calendar week in the data is shown. Days without any entry \
            are shown as not logged and left out of averages, unless --count-unlogged-as-zero is given.
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var period: PeriodOptions

    @Option(help: ArgumentHelp(
        "Daily energy goal in kcal (default 2,000, or the Calories line of a --dv targets file).", valueName: "KCAL"))
    var goal: Double?

    @Option(help: ArgumentHelp(
        "Daily Values: current (FDA 2016), legacy (FDA before 2016), or a targets file overriding current values.",
        valueName: "current|legacy|FILE"))
    var dv: String = "current"

    @Flag(help: "Add active kcal back to the budget: remaining = goal − intake + active.")
    var activityCredit = false

    @Flag(help: "Count days without entries as 0 kcal instead of leaving them out of averages.")
    var countUnloggedAsZero = false

    @Option(help: ArgumentHelp("Resting kcal per day, for days whose activity data has no resting energy.", valueName: "N"))
    var restingKcal: Double?

    @Option(help: ArgumentHelp("Daily steps goal.", valueName: "N"))
    var stepsGoal: Double = StatsSettings.defaultStepsGoal

    @Option(help: ArgumentHelp("How many top foods to list.", valueName: "N"))
    var top: Int = StatsSettings.defaultTopFoods

    @Option(help: ArgumentHelp("Output format: table, csv or json.", valueName: "FORMAT"))
    var format: StatsOutputFormat = .table

    func validate() throws {
        if let goal, !(goal.isFinite && goal > 0) {
            throw ValidationError("--goal takes a number of kcal above 0, not \(goal).")
        }
        if let restingKcal, !(restingKcal.isFinite && restingKcal >= 0) {
            throw ValidationError("--resting-kcal takes a number of kcal of 0 or more, not \(restingKcal).")
        }
        guard stepsGoal.isFinite && stepsGoal > 0 else {
            throw ValidationError("--steps-goal takes a number of steps above 0, not \(stepsGoal).")
        }
        guard top >= 0 else { throw ValidationError("--top takes a number of foods of 0 or more, not \(top).") }
    }

    func run() throws {
        let text = try reportingInputErrors { () throws -> String? in
            let foodLog = try input.readFoodLog()
            // Only the activity days the chosen period needs are read (rows of other days are passed
            // over after reading their dates); the figures are the same as with a full read.
            let activity = try input.readActivity(days: NutritionStatistics.activityDays(
                for: period.isChosen ? try period.selection(default: .all) : nil,
                lastFoodDate: foodLog.entries.lazy.map(\.date).max(),
                weekStart: (try? period.parsedWeekStart()) ?? .monday
            ))
            Self.noteSkipped(foodLog.skipped.merging(activity.skipped))
            return try output(foodLog: foodLog, activity: activity, settings: try settings())
        }
        guard let text else {
            Terminal.error("the data holds no entries or activity, so there is no latest week to show; "
                + "give a period with --on, --week, --month or --from/--to")
            throw ExitStatus.data
        }
        print(text, terminator: "")
    }

    /// The settings the flags ask for; reads the targets file of `--dv FILE`.
    func settings() throws(InputError) -> StatsSettings {
        let table = try DailyValueChoice(argument: dv).table()
        let customGoal = table.customNutrients.contains(.calories) ? table[.calories]?.amount : nil
        return StatsSettings(
            // --week-start was checked in PeriodOptions.validate(), so the fallback is never taken.
            weekStart: (try? period.parsedWeekStart()) ?? .monday,
            kcalGoal: goal ?? customGoal ?? StatsSettings.defaultKcalGoal,
            activityCredit: activityCredit,
            unloggedDays: countUnloggedAsZero ? .countedAsZero : .excluded,
            restingKcal: restingKcal,
            stepsGoal: stepsGoal,
            dailyValues: table,
            topFoods: top
        )
    }

    /// The figures of the chosen period in the chosen format; nil when no period was chosen and the
    /// data is empty (so there is no latest week).
    func output(foodLog: FoodLog, activity: ActivityLog, settings: StatsSettings) throws -> String? {
        let stats = NutritionStatistics(foodLog: foodLog, activity: activity, settings: settings)
        let fallback = stats.dataSpan.map { PeriodSelection.week(containing: $0.last) }
        let selection = try period.selection(default: fallback ?? .all)
        let isDefault = fallback != nil && !period.isChosen
        guard let range = stats.resolve(selection) else { return nil }
        guard range.dayCount <= Self.maximumDays else {
            throw ValidationError("The period \(range) has \(range.dayCount) days; stats covers at most "
                + "\(Self.maximumDays) days (100 years) at a time.")
        }
        let view = StatsView(figures: stats.period(range), selection: selection, isDefault: isDefault,
                             dataSpan: stats.dataSpan)
        return try format.render(view)
    }

    /// The longest period shown: 100 years of days. Every day of a period gets its own figures, so a
    /// mistyped range (`--from 0001-01-01`) would otherwise take minutes and gigabytes.
    static let maximumDays = 36_525

    /// Tells on stderr how many rows were skipped in lenient mode, so none is dropped silently.
    static func noteSkipped(_ skipped: SkippedRows) {
        for tally in skipped.tallies {
            let line = tally.firstLine.map { ":\($0)" } ?? ""
            Terminal.note("nutristats: skipped \(tally.count) row\(tally.count == 1 ? "" : "s") of \(tally.file)\(line): \(tally.reason)")
        }
    }
}

// File-private so other commands adding similar helpers cannot clash at merge time.
fileprivate extension PeriodOptions {
    /// Whether any period flag was given.
    var isChosen: Bool {
        on != nil || week != nil || month != nil || from != nil || to != nil || last != nil || all
    }
}

fileprivate extension SkippedRows {
    /// These tallies followed by `other`'s.
    func merging(_ other: SkippedRows) -> SkippedRows {
        var merged = self
        merged.merge(other)
        return merged
    }
}
