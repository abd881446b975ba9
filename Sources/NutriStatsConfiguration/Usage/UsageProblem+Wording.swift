import NutritionData
import NutritionPresentation
import NutritionStats

// Every usage sentence of the commands, in one place; the end-to-end tests hold them to what users saw.

extension UsageProblem {
    /// The sentence ArgumentParser prints after `Error: `.
    public var description: String {
        switch self {
        case .needsData:
            "Give the data: --storage DIR (or --history FILE, --food-log FILE), and --activity FILE for activity."
        case .storageAndHistory: "Give --storage DIR or --history FILE, not both."
        case .inspectNeedsInput:
            "inspect needs an input: --storage DIR, --history FILE, --food-log FILE, --activity FILE or --body FILE."
        case .historyNeedsFoodLog: "history needs a food log: --storage DIR, --history FILE or --food-log FILE."
        case .foodNeedsFoods: "food needs foods: --storage DIR, --history FILE or --food-log FILE."
        case .pantryNeedsFile: "pantry needs --pantry FILE."
        case .configAndNoConfig: "Give --config FILE or --no-config, not both."
        case .foldersWithoutInit: "Folders go with --init."
        case .initWithNoConfig: "--init writes a file; leave out --no-config."
        case .date(let flag, let given): "\(flag) takes a date YYYY-MM-DD, not '\(given)'."
        case .periodDate(let flag, let given):
            "\(flag) takes a date as YYYY-MM-DD from 0001-01-01 to 9999-12-31, not '\(given)'."
        case .month(let given): "--month takes YYYY-MM from 0001-01 to 9999-12, not '\(given)'."
        case .fromWithoutTo: "--from and --to go together."
        case .toBeforeFrom(let to, let from): "--to \(to) is before --from \(from)."
        case .lastDays(let days): "--last takes a number of days ≥ 1, not \(days)."
        case .severalPeriods: "Choose one period: --on, --week, --month, --from/--to, --last or --all."
        case .periodTooLong(let error):
            "\(Self.chosen(error)) covers \(TextNumbers.count(error.days, "day")); a period covers at most "
                + "\(Self.maximumPeriod) (100 years). Choose a shorter one with --from/--to or --last."
        case .compare(let given):
            "--compare takes previous or START..END (YYYY-MM-DD..YYYY-MM-DD), not '\(given)'."
        case .compareReversed(let given): "--compare \(given): the first day comes after the last."
        case .compareTooLong(let given, let days):
            "--compare \(given) covers \(TextNumbers.count(days, "day")); a period covers at most "
                + "\(Self.maximumPeriod) (100 years)."
        case .noPreviousPeriod(let error):
            "--compare previous: the period before \(error.range.first.iso) would begin before 0001-01-01, "
                + "the first day NutriStats has; choose --compare START..END."
        case .setting(let key, let given): key.refusal(of: given)
        case .restingKcal(let kcal):
            "--resting-kcal takes a number of kcal from \(ConfigurationKey.bounds(StatsSettings.restingKcalRange)), "
                + "not \(kcal)."
        case .top(let count): "--top takes a number of foods of 0 or more, not \(count)."
        case .soon(let days): "--soon takes a number of days from 0 to 365, not \(days)."
        case .expenditureWindow(let days): "--expenditure-window takes a number of days from 14 to 90, not \(days)."
        case .weightGoal(let weight, let unit):
            "--weight-goal takes a weight above 0 and at most "
                + "\(Self.weight(BodyFigures.Request.maximumKilograms, unit)) \(unit.symbol), not \(weight)."
        case .weightRate(let rate, let unit):
            "--weight-rate takes a change of at most \(Self.weight(BodyFigures.Request.maximumKilogramsPerWeek, unit)) "
                + "\(unit.symbol) a week either way, not \(rate)."
        case .servings(let servings): "--servings takes a number above 0 and at most 1,000, not \(servings)."
        case .onWithoutServings: "--on goes with --servings N."
        case .nutrientWithCSV: "--nutrient is written in the table and JSON; leave out --format csv."
        case .unknownNutrient(let flag, let name):
            "\(flag): no nutrient is named \"\(name)\"; expected a nutrient of the catalogue (such as kcal, protein, "
                + "sodium, vitamin_d, magnesium: docs/nutrients.md lists them) or a custom nutrient of the food log"
        case .compareWithJSON: "--compare writes a table or CSV; leave out --format json."
        case .unresolvableOutput(let flag, let reason): "\(flag) \(reason)."
        case .outputConflict(let conflict, let advice): conflict + "; " + advice + "."
        case .imageExtension(let flag, let given):
            "\(flag) must end in .png, .svg or .pdf" + (given.map { ", not '\($0)'." } ?? ".")
        case .outTakesFolder: "--out takes a folder."
        case .templateName(let file):
            "--template \(file): name the file *.html or *.md (optionally followed by .mustache) so its format "
                + "is known."
        case .templateNotWritten(let file, let format, let formats):
            "--template \(file) is a \(format) template, but --format \(formats) does not write \(format)."
        case .oneDestination: "Give one destination: --sqlite FILE or --csv DIR."
        case .participant(let given, let rule): "--participant takes \(rule), not '\(given)'."
        case .databaseName(let given, let bytes, let most):
            "--sqlite \(given): the database's file name has \(bytes) bytes; at most "
                + "\(most) fit beside SQLite's -journal file (file names hold 255)."
        case .width(let width): "--width takes 80 to 8000, not \(width)."
        case .height(let height): "--height takes 60 to 8000, not \(height)."
        case .scale(let scale): "--scale takes a number above 0 and at most 8, not \(scale)."
        case .canvasTooLarge: "--width × --scale and --height × --scale must stay within 16384 pixels."
        case .theme(let theme): "--theme takes light or dark, not '\(theme)'."
        case .chartNeedsData:
            "Give the data: --metric NAME with --storage DIR (and --activity FILE), or --csv FILE "
                + "with --x COL and --y COL[,COL]."
        case .metricAndCSV: "Give --metric NAME or --csv FILE (with --x and --y), not both."
        case .csvWithMetricInputs:
            "--storage, --history, --food-log, --activity and the period flags go with --metric, not --csv."
        case .csvNeedsX: "--csv needs --x COL: the column for the x axis."
        case .csvNeedsY: "--csv needs --y COL[,COL]: the column(s) to plot."
        case .metric(let given, let names): "--metric takes \(names), not '\(given)'."
        case .metricOneKind(let metric): "--metric \(metric) is drawn one way only; leave out --kind."
        case .metricKind(let metric, let kinds, let given): "--metric \(metric) takes --kind \(kinds), not \(given)."
        case .metricNeedsData: "--metric needs data: --storage DIR (or --history FILE) and/or --activity FILE."
        case .bodyMetricOneWay(let metric):
            "--metric \(metric) is drawn one way only, from --body files; leave out --csv, --x, --y and --kind."
        case .bodyMetricNeedsBody(let metric): "--metric \(metric) needs --body FILE."
        case .pantryWithoutPantryMetric: "--pantry goes with --metric pantry."
        case .pantryMetricNeedsFile: "--metric pantry needs --pantry FILE."
        case .pantryMetricOnly:
            "--metric pantry reads --pantry FILE (with --today and --soon) only; leave out --csv, --x, --y, "
                + "--kind, the food and activity inputs and the period flags."
        }
    }

    /// The flag (or period) that chose a period found too long: `--last 99999999`, `--all (the data's span, …)`.
    private static func chosen(_ error: PeriodTooLong) -> String {
        switch error.selection {
        case .lastDays(let n): "--last \(n)"
        case .range(let range): "--from \(range.first.iso) --to \(range.last.iso)"
        case .all: "--all" + (error.range.map { " (the data's span, \($0))" } ?? "")
        case .day, .week, .month: "the period" + (error.range.map { " \($0)" } ?? "")
        }
    }

    /// `36,525 days`: the longest period.
    private static var maximumPeriod: String { TextNumbers.count(PeriodSelection.maximumDays, "day") }

    /// A limit in kilograms written in `unit`, one decimal: `1,543.2`.
    private static func weight(_ kilograms: Double, _ unit: WeightUnit) -> String {
        FigureDigits.text(unit.amount(fromKilograms: kilograms), decimals: 1, grouping: true) ?? ""
    }
}
