import NutritionReport

extension ReportFormat {
    /// The formats `report --format` lists, comma-separated in any order and any case (`markdown` for
    /// `md`, spaces around names allowed), each once, in the order of ``allCases``; nil when a name is no
    /// format or none is given.
    package static func list(parsing argument: String) -> [ReportFormat]? {
        var formats: [ReportFormat] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.withoutSpacesAround().lowercased()
            guard let format = ReportFormat(rawValue: name == "markdown" ? "md" : name) else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats.isEmpty ? nil : formats.sorted()
    }

    /// `html,md,pdf`: `formats` as `--format` takes them.
    package static func listText(_ formats: [ReportFormat]) -> String {
        formats.map(\.rawValue).joined(separator: ",")
    }
}

extension Substring {
    /// The text without the spaces at either end (tabs stay: `html\t` is no format).
    fileprivate func withoutSpacesAround() -> String {
        var view = self
        while view.first == " " { view = view.dropFirst() }
        while view.last == " " { view = view.dropLast() }
        return String(view)
    }
}
