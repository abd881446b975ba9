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

    /// A request with these members, as given.
    public init(
        statistics: NutritionStatistics, period: (range: DateRange, choice: ReportPeriodChoice)?, imports: ImportNotes,
        formats: [ReportFormat], customTemplate: ReportTemplate? = nil
    ) {
        self.statistics = statistics
        self.period = period
        self.imports = imports
        self.formats = formats
        self.customTemplate = customTemplate
    }

    /// What was written.
    public struct Outcome: Sendable, Equatable {
        /// The days reported on.
        public var range: DateRange
        /// How they were chosen, as the report words it.
        public var choice: String
        /// The files written, relative to the folder, sorted.
        public var files: [String]
        /// Notes about the folder (an earlier report's files replaced, a leftover removed).
        public var folderNotes: [String]
    }

    /// The report's files, in memory; nil when there is no period (no data and none chosen).
    public func files() throws -> (files: [ReportFile], range: DateRange, report: PeriodReport)? {
        guard let (range, choice) = period ?? ReportPeriodChoice.defaultRange(for: statistics) else { return nil }
        let figures = ReportFigures(statistics: statistics, range: range, choice: choice)
        let report = PeriodReport(figures: figures, imports: imports)
        let files = try ReportRenderer(formats: formats, customTemplate: customTemplate)
            .render(report, charts: ReportCharts.entries(for: figures))
        return (files, range, report)
    }

    /// Makes the report and writes it into `destination` (replacing an earlier report there as a
    /// whole); nil, with nothing written, when there is no period.
    public func write(to destination: OutputLocation) throws -> Outcome? {
        guard let (files, range, report) = try files() else { return nil }
        let notes = try ReportFolderWriter.write(files, to: destination)
        return Outcome(range: range, choice: report.period.choice, files: files.map(\.path), folderNotes: notes)
    }
}
