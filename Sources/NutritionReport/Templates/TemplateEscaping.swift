import Mustache

/// How `{{name}}` is escaped in a report template of each text format: ``HTMLEscaping`` for HTML,
/// ``MarkdownEscaping`` for Markdown. Each is a Mustache content type, registered once; NutriStats
/// puts the ``pragma(for:)`` line before every template and partial it parses, built-in or custom,
/// so no template can opt out.
enum TemplateEscaping {
    /// A Mustache content type that escapes with `escape`.
    struct ContentType: MustacheContentType {
        let escape: @Sendable (String) -> String
        func escapeText(_ text: String) -> String { escape(text) }
    }

    /// The content type names NutriStats registers.
    static func contentTypeName(for format: ReportFormat) -> String {
        format == .md ? "NUTRISTATS_MARKDOWN" : "NUTRISTATS_HTML"
    }

    /// Registers both content types with Mustache once; evaluated before any template is parsed.
    private static let registered: Bool = {
        MustacheContentTypes.register(ContentType(escape: HTMLEscaping.escape), named: contentTypeName(for: .html))
        MustacheContentTypes.register(ContentType(escape: MarkdownEscaping.escape), named: contentTypeName(for: .md))
        return true
    }()

    /// The line put before every template of `format` so its variables are escaped for it (one line:
    /// parse errors subtract it from their line numbers).
    static func pragma(for format: ReportFormat) -> String {
        _ = registered
        return "{{% CONTENT_TYPE: \(contentTypeName(for: format))}}\n"
    }
}
