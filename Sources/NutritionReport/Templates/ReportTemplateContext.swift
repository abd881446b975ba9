import Mustache

/// What a template sees: the ``PeriodReport``'s stored properties by name, and the rendered charts
/// as `charts` (a list) and `chart` (by id: `{{#chart.kcal}}{{{svg}}}{{/chart.kcal}}`).
///
/// Values reach the template through ``TemplateValue`` (each struct's properties in a table built
/// once), which gives the same text as swift-mustache's own reflection, much faster.
struct ReportTemplateContext: MustacheParent {
    private let report: TemplateObject?
    private let charts: Any?
    private let chartsByID: Any?

    init(report: PeriodReport, charts: [RenderedChart]) {
        self.report = TemplateValue.prepare(report) as? TemplateObject
        // The pantry chart is shown in the pantry section (`chart.pantry`), not in the list of charts.
        self.charts = TemplateValue.prepare(charts.filter { !ReportCharts.isPantry($0.id) })
        chartsByID = TemplateValue.prepare(Dictionary(charts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// What a review template sees: the ``ReviewReport``'s stored properties and its charts.
    init(review: ReviewReport, charts: [RenderedChart]) {
        self.report = TemplateValue.prepare(review) as? TemplateObject
        self.charts = TemplateValue.prepare(charts)
        chartsByID = TemplateValue.prepare(Dictionary(charts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    func child(named name: String) -> Any? {
        switch name {
        case "charts": charts
        case "chart": chartsByID
        default: report?.child(named: name)
        }
    }
}
