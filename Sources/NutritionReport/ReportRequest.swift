import NutritionData
import NutritionPresentation
import NutritionStats
import Pantry
import SafeOutput

/// Everything one report needs, and the one entry point that makes it: figures → view model → charts →
/// files → an atomically written folder. `nutristats report` parses its flags into this and calls
/// ``write(to:)``; tests and other front ends do the same.
public struct ReportRequest: Sendable {
    /// The indexed data and the settings every figure is computed with.
    public var statistics: NutritionStatistics
    /// The days reported on; nil for the default (``ReportPeriodChoice/defaultRange(for:)``).
    public var period: (range: DateRange, choice: ReportPeriodChoice)?
    /// What reading the inputs found worth saying (duplicates, skipped rows, files read).
    public var imports: ImportNotes
    /// The formats to write.
    public var formats: [ReportFormat]
    /// A template of the user's replacing the built-in one of its format.
    public var customTemplate: ReportTemplate?
    /// The period to set the report against (`--compare`); a comparison is always written as a review.
    public var comparison: ComparisonPeriod?
    /// Whether a review keeps the per-entry food log (`--with-food-log`).
    public var withFoodLog: Bool
    /// A pantry list to add as the report's Pantry section (`--pantry`), with the chart of what expires.
    public var pantry: PantryInput?
    /// Body weights for the *Weight and expenditure* section (`--body`).
    public var body: BodyInput?

    /// The day weights of the body files and what the user asked of them.
    public struct BodyInput: Sendable {
        /// The day weights.
        public var weights: DayWeights
        /// Window, goal and planned rate.
        public var request: BodyFigures.Request
        /// The unit weights are shown in.
        public var unit: WeightUnit

        public init(weights: DayWeights, request: BodyFigures.Request, unit: WeightUnit) {
            self.weights = weights
            self.request = request
            self.unit = unit
        }
    }

    /// A pantry list and how to see it: on `today` (nil: the report period's last day), with items
    /// expiring within `soonDays` days counted as soon.
    public struct PantryInput: Sendable {
        public var list: PantryList
        public var today: LocalDate?
        public var soonDays: Int

        /// A pantry input with these members, as given.
        public init(list: PantryList, today: LocalDate?, soonDays: Int) {
            self.list = list
            self.today = today
            self.soonDays = soonDays
        }
    }

    /// A request with these members, as given.
    public init(
        statistics: NutritionStatistics, period: (range: DateRange, choice: ReportPeriodChoice)?, imports: ImportNotes,
        formats: [ReportFormat], customTemplate: ReportTemplate? = nil, comparison: ComparisonPeriod? = nil,
        withFoodLog: Bool = false, pantry: PantryInput? = nil, body: BodyInput? = nil
    ) {
        self.statistics = statistics
        self.period = period
        self.imports = imports
        self.formats = formats
        self.customTemplate = customTemplate
        self.comparison = comparison
        self.withFoodLog = withFoodLog
        self.pantry = pantry
        self.body = body
    }

    /// What was written.
    public struct Outcome: Sendable, Equatable {
        /// The days reported on.
        public var range: DateRange
        /// How they were chosen, as the report words it.
        public var choice: String
        /// Whether a review was written (more than ``ReviewReport/thresholdDays`` days, or a comparison).
        public var isReview: Bool
        /// The days the report was set against, with `--compare`.
        public var comparedWith: DateRange?
        /// The files written, relative to the folder, sorted.
        public var files: [String]
        /// Notes about what was left out (a pantry in a review) and about the folder (an earlier
        /// report's files replaced, a leftover removed).
        public var folderNotes: [String]

        /// What was written into `folder`, as `nutristats report` tells it: `wrote week46 for 9–15 Nov
        /// 2026 (the last complete week in the data): report.html, report.md, report.pdf, 7 charts in
        /// charts/`, or `wrote year, a review of … (…) compared with …: …` for a review.
        public func summary(folder: String) -> String {
            let charts = files.filter { $0.hasPrefix(Self.chartFolder) }.count
            let written =
                files.filter { !$0.hasPrefix(Self.chartFolder) }
                + (charts > 0 ? ["\(charts) charts in \(Self.chartFolder)"] : [])
            let what =
                isReview
                ? ", a review of \(DateText.range(range)) (\(choice))"
                    + (comparedWith.map { " compared with \(DateText.range($0))" } ?? "")
                : " for \(DateText.range(range)) (\(choice))"
            return "wrote \(folder)" + what + ": " + written.joined(separator: ", ")
        }

        /// The folder of the charts' image files beside the Markdown.
        static let chartFolder = "charts/"
    }

    /// Whether a report of `dayCount` days is a review: more than ``ReviewReport/thresholdDays`` days,
    /// or any span set against another (the one rule; the command line asks it ahead to prepare).
    public static func isReview(dayCount: Int, comparing: Bool) -> Bool {
        dayCount > ReviewReport.thresholdDays || comparing
    }

    /// Whether the report of `selection` (nil: the default, the last complete week of the data) will be
    /// a review, when that is known before the data is read; nil when it depends on the data (`--all`).
    /// The command asks this ahead, to prepare the templates while the inputs are read.
    public static func predictedReview(of selection: PeriodSelection?, comparing: Bool) -> Bool? {
        guard let selection else { return isReview(dayCount: ReportPeriodChoice.defaultDayCount, comparing: comparing) }
        let days: Int? =
            if case .lastDays(let count) = selection {
                count
            } else {
                (try? selection.resolve(dataSpan: nil))??.dayCount
            }
        return days.map { isReview(dayCount: $0, comparing: comparing) }
    }

    /// The report's files, in memory; nil when there is no period (no data and none chosen). A span of
    /// more than ``ReviewReport/thresholdDays`` days, or any span set against another, gives a review
    /// (its cards and tables carry the changes); otherwise the daily report.
    public func files() throws -> (files: [ReportFile], outcome: Outcome)? {
        guard let (range, choice) = period ?? ReportPeriodChoice.defaultRange(for: statistics) else { return nil }
        if Self.isReview(dayCount: range.dayCount, comparing: comparison != nil) {
            let compareRange = try comparison.map { comparison throws(NoPreviousPeriod) in
                try comparison.resolve(against: range)
            }
            let figures = ReviewFigures(
                statistics: statistics, range: range, compareRange: compareRange, choice: choice,
                withFoodLog: withFoodLog)
            var report = ReviewReport(figures: figures, imports: imports)
            var charts = ReviewCharts.entries(for: figures)
            if let body {
                let bodyFigures = BodyFigures(
                    statistics: statistics, weights: body.weights, range: range, request: body.request)
                report.body = ReviewBody(figures: bodyFigures, unit: body.unit)
                charts.append(ReportCharts.weightEntry(bodyFigures, figures: figures.review.span, unit: body.unit))
            }
            let files = try ReviewRenderer(formats: formats, customTemplate: customTemplate).render(
                report, charts: charts)
            // The review has no Pantry section (it shows a span, the pantry one day): say so rather than drop it.
            let notes =
                pantry == nil
                ? []
                : [
                    "a review has no Pantry section; --pantry was left out (a report of up to "
                        + "\(ReviewReport.thresholdDays) days without --compare shows it)"
                ]
            return (
                files,
                Outcome(
                    range: range, choice: choice.description, isReview: true, comparedWith: compareRange,
                    files: files.map(\.path), folderNotes: notes)
            )
        }
        let figures = ReportFigures(statistics: statistics, range: range, choice: choice)
        var report = PeriodReport(figures: figures, imports: imports)
        var charts = ReportCharts.entries(for: figures)
        if let pantry {
            let overview = PantryOverview(
                items: pantry.list.items, today: pantry.today ?? range.last, soonDays: pantry.soonDays)
            report.pantry = ReportPantry(overview: overview, file: pantry.list.file, skipped: pantry.list.skipped.total)
            charts.append(ReportCharts.pantryEntry(for: overview))
        }
        if let body {
            let figures = BodyFigures(
                statistics: statistics, weights: body.weights, range: range, request: body.request)
            report.body = ReportBody(figures: figures, weights: body.weights, unit: body.unit)
        }
        let files = try ReportRenderer(formats: formats, customTemplate: customTemplate).render(report, charts: charts)
        return (
            files,
            Outcome(
                range: range, choice: report.period.choice, isReview: false, comparedWith: nil,
                files: files.map(\.path), folderNotes: [])
        )
    }

    /// Makes the report and writes it into `destination` (replacing an earlier report there as a
    /// whole); nil, with nothing written, when there is no period.
    public func write(to destination: OutputLocation) throws -> Outcome? {
        guard let (files, written) = try files() else { return nil }
        var outcome = written
        outcome.folderNotes += try ReportFolderWriter.write(files, to: destination)
        return outcome
    }
}
