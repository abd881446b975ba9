import Mustache

/// What a template sees: the ``WeeklyReport``'s stored properties by name, and the rendered charts
/// as `charts` (a list) and `chart` (by id: `{{#chart.kcal}}{{{svg}}}{{/chart.kcal}}`).
struct ReportTemplateContext: MustacheParent {
    var report: WeeklyReport
    var charts: [RenderedChart]

    func child(named name: String) -> Any? {
        switch name {
        case "charts":
            return charts
        case "chart":
            return Dictionary(charts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        default:
            guard let value = Mirror(reflecting: report).children.first(where: { $0.label == name })?.value else { return nil }
            return Self.unwrapped(value)
        }
    }

    /// The value inside an optional, nil for an empty one, or the value itself.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map(\.value)
    }
}
