/// An output format of the report.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable, Comparable {
    /// One self-contained HTML file: inline CSS, charts inline as SVG.
    case html
    /// GitHub Flavored Markdown, with the charts as PNG files in `charts/` beside it.
    case md
    /// A multi-page PDF drawn with Cairo.
    case pdf

    /// The file the format is written to inside the report folder.
    public var fileName: String { "report." + rawValue }

    /// The built-in template of a text format (`report.html.mustache`); nil for PDF.
    var templateName: String? {
        switch self {
        case .html: "report.html"
        case .md: "report.md"
        case .pdf: nil
        }
    }

    /// The text format a template file is for, from its name: `*.html`, `*.htm`, `*.md` or
    /// `*.markdown`, each optionally followed by `.mustache` (any case); nil for any other name.
    public static func templateFormat(ofFile path: String) -> ReportFormat? {
        var name = Substring(path.split(separator: "/").last ?? "").lowercased()[...]
        if name.hasSuffix(".mustache") { name = name.dropLast(".mustache".count) }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "html", "htm": return .html
        case "md", "markdown": return .md
        default: return nil
        }
    }

    public static func < (lhs: ReportFormat, rhs: ReportFormat) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
