import ArgumentParser
import NutriStatsCommandLine
import NutritionReport

/// `--format html,md,pdf`: the report formats to write, comma-separated, in any order
/// (``NutritionReport/ReportFormat/list(parsing:)``).
struct ReportFormatList: ExpressibleByArgument, Equatable {
    var formats: [ReportFormat]

    init(_ formats: [ReportFormat]) {
        self.formats = formats
    }

    init?(argument: String) {
        guard let formats = ReportFormat.list(parsing: argument) else { return nil }
        self.formats = formats
    }

    var defaultValueDescription: String { ReportFormat.listText(formats) }

    static var all: ReportFormatList { ReportFormatList(ReportFormat.allCases) }
}
