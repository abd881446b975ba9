import ArgumentParser
import NutritionReport

/// `--format html,md,pdf`: the report formats to write, comma-separated, in any order.
struct ReportFormatList: ExpressibleByArgument, Equatable {
    var formats: [ReportFormat]

    init(_ formats: [ReportFormat]) {
        self.formats = formats
    }

    init?(argument: String) {
        var formats: [ReportFormat] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: " ").lowercased()
            guard let format = ReportFormat(rawValue: name == "markdown" ? "md" : name) else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { return nil }
        self.formats = formats.sorted()
    }

    var defaultValueDescription: String { formats.map(\.rawValue).joined(separator: ",") }

    static var all: ReportFormatList { ReportFormatList(ReportFormat.allCases) }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var view = self
        while view.first == set { view = view.dropFirst() }
        while view.last == set { view = view.dropLast() }
        return String(view)
    }
}
