import NutritionData
import NutritionStats
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

    /// A request with these members, as given.
    public init(
        statistics: NutritionStatistics, period: (range: DateRange, choice: ReportPeriodChoice)?, imports: ImportNotes,
        formats: [ReportFormat], customTemplate: ReportTemplate? = nil, comparison: ComparisonPeriod? = nil,
        withFoodLog: Bool = false
    ) {
        self.statistics = statistics
        self.period = period
        self.imports = imports
        self.formats = formats
        self.customTemplate = customTemplate
        self.comparison = comparison
        self.withFoodLog = withFoodLog
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
        /// Notes about the folder (an earlier report's files replaced, a leftover removed).
        public var folderNotes: [String]
    }

    /// The report's files, in memory; nil when there is no period (no data and none chosen). A span of
    /// more than ``ReviewReport/thresholdDays`` days, or any span set against another, gives a review
    /// (its cards and tables carry the changes); otherwise the daily report.
    public func files() throws -> (files: [ReportFile], outcome: Outcome)? {
        guard let (range, choice) = period ?? ReportPeriodChoice.defaultRange(for: statistics) else { return nil }
        if range.dayCount > ReviewReport.thresholdDays || comparison != nil {
            let compareRange = comparison.map { $0.resolve(against: range) }
            let figures = ReviewFigures(statistics: statistics, range: range, compareRange: compareRange, choice: choice,
                                        withFoodLog: withFoodLog)
            let report = ReviewReport(figures: figures, imports: imports)
            let files = try ReviewRenderer(formats: formats, customTemplate: customTemplate)
                .render(report, charts: ReviewCharts.entries(for: figures))
            return (files, Outcome(range: range, choice: choice.description, isReview: true, comparedWith: compareRange,
                                   files: files.map(\.path), folderNotes: []))
        }
        let figures = ReportFigures(statistics: statistics, range: range, choice: choice)
        let report = PeriodReport(figures: figures, imports: imports)
        let files = try ReportRenderer(formats: formats, customTemplate: customTemplate)
            .render(report, charts: ReportCharts.entries(for: figures))
        return (files, Outcome(range: range, choice: report.period.choice, isReview: false, comparedWith: nil,
                               files: files.map(\.path), folderNotes: []))
    }

    /// Makes the report and writes it into `destination` (replacing an earlier report there as a
    /// whole); nil, with nothing written, when there is no period.
    public func write(to destination: OutputLocation) throws -> Outcome? {
        guard var (files, outcome) = try files() else { return nil }
        outcome.folderNotes = try ReportFolderWriter.write(files, to: destination)
        return outcome
    }
}
