import Dispatch
import NutritionData

/// The built-in templates, each parsed at most once per process, and parsed ahead on another thread
/// when the caller knows which ones a report will need (``prepare(_:review:)``).
///
/// swift-mustache's parser takes ~10 ms for the HTML template (it is quadratic in a template's
/// length), and a report used to parse its templates on the main thread between computing its
/// figures and starting to draw: parsed while the inputs are read, that time is off the critical
/// path. Each template is a lazily initialised static, so a report that asks for one that is being
/// parsed waits for it (the runtime's once-only initialisation) instead of parsing it again.
public enum BuiltInTemplates {
    private static let reportHTML = Result { () throws(InputError) in try ReportTemplate.parseBuiltIn(.html) }
    private static let reportMarkdown = Result { () throws(InputError) in try ReportTemplate.parseBuiltIn(.md) }
    private static let reviewHTML = Result { () throws(InputError) in try ReportTemplate.parseBuiltInReview(.html) }
    private static let reviewMarkdown = Result { () throws(InputError) in try ReportTemplate.parseBuiltInReview(.md) }

    /// The parsed built-in template of `format` (the review's when `review`).
    static func parsed(_ format: ReportFormat, review: Bool) -> Result<ReportTemplate, InputError> {
        switch (format, review) {
        case (.html, false): reportHTML
        case (.md, false): reportMarkdown
        case (.html, true): reviewHTML
        case (.md, true): reviewMarkdown
        case (.pdf, _): .failure(InputError(.data, file: "templates", problem: "the PDF has no template"))
        }
    }

    /// Starts parsing the built-in templates of `formats` (the review's when `review`) on other
    /// threads, and returns at once. Nothing is lost when the report turns out not to need them.
    public static func prepare(_ formats: [ReportFormat], review: Bool) {
        for format in formats where format != .pdf {
            DispatchQueue.global(qos: .userInitiated).async { _ = parsed(format, review: review) }
        }
    }
}
