import Mustache

/// What a template sees: the ``PeriodReport``'s stored properties by name, and the rendered charts
/// as `charts` (a list) and `chart` (by id: `{{#chart.kcal}}{{{svg}}}{{/chart.kcal}}`).
///
/// Values reach the template through ``TemplateValue`` (each struct's properties in a table built
/// once), which gives the same text as swift-mustache's own reflection, much faster.
struct ReportTemplateContext: MustacheParent {
    /// A report's values prepared for templates (``TemplateValue``) once and shared by every template
    /// filled with it: the prepared values never change, so the HTML and Markdown jobs read them at the
    /// same time.
    struct Values: @unchecked Sendable {
        fileprivate let report: TemplateObject?

        /// The values of a day-by-day report.
        init(_ report: PeriodReport) {
            self.report = TemplateValue.prepare(report) as? TemplateObject
        }

        /// The values of a review.
        init(_ review: ReviewReport) {
            self.report = TemplateValue.prepare(review) as? TemplateObject
        }
    }

    private let report: TemplateObject?
    private let charts: Any?
    private let chartsByID: Any?

    /// What a template sees: the prepared `values` of a report, and its `charts`. The pantry chart and the
    /// vitamins and minerals chart are shown in their sections (`chart.pantry`, `chart.vitamins-minerals`),
    /// not in the list of charts.
    init(values: Values, charts: [RenderedChart]) {
        self.report = values.report
        self.charts = TemplateValue.prepare(charts.filter { !ReportCharts.isSectionChart($0.id) })
        chartsByID = TemplateValue.prepare(
            Dictionary(charts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    func child(named name: String) -> Any? {
        switch name {
        case "charts": charts
        case "chart": chartsByID
        default: report?.child(named: name)
        }
    }
}
