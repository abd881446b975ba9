import Mustache
import NutritionData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A parsed report template for HTML or Markdown, with the partials it may call.
///
/// **Where templates come from.** The built-in templates are the `*.mustache` files of the package's
/// `templates/` folder, compiled into this module at build time by the `EmbedReportTemplates` build
/// plugin (`EmbeddedTemplates`). So `swift build`, `swift build -c release`, `swift test` and a
/// binary copied to another machine all carry the same templates and never look for files at run
/// time; editing a file in `templates/` rebuilds the module. A user's own template
/// (``custom(text:file:)``) is read by the caller and may call the built-in templates as partials
/// (`{{> report-style.css}}`), named by their file name without `.mustache`.
///
/// **Escaping.** `{{name}}` is escaped for the format (`TemplateEscaping`; every template, built-in
/// or custom, and every partial it calls, is switched to it): HTML templates escape `<`, `>`, `&`, `"`
/// and `'` and replace control characters (``HTMLEscaping``); Markdown templates escape Markdown's
/// special characters, replace control characters and isolate bidirectional text
/// (``MarkdownEscaping``). `{{{name}}}`
/// inserts text unescaped: only for the charts' SVG (`{{{svg}}}`) and other text NutriStats itself makes.
public struct ReportTemplate: Sendable {
    /// HTML or Markdown.
    public let format: ReportFormat
    /// The file the template came from (for errors); nil for a built-in template.
    public let file: String?
    /// The template's pieces (``TemplateChunks``), filled one after the other.
    private let pieces: [MustacheTemplate]
    private let library: MustacheLibrary

    /// The built-in template of `format` (HTML or Markdown).
    public static func builtIn(_ format: ReportFormat) throws(InputError) -> ReportTemplate {
        try BuiltInTemplates.parsed(format, review: false).get()
    }

    /// ``builtIn(_:)`` parsed now, without the cache of ``BuiltInTemplates``.
    static func parseBuiltIn(_ format: ReportFormat) throws(InputError) -> ReportTemplate {
        guard let name = format.templateName, let text = EmbeddedTemplates.files[name + ".mustache"] else {
            throw InputError(
                .data, file: "templates/\(format.fileName).mustache",
                problem: "no built-in template for \(format.rawValue) (the build embedded none)")
        }
        return try ReportTemplate(text: text, format: format, file: nil, name: "templates/\(name).mustache")
    }

    /// The built-in review template of `format` (HTML or Markdown): `templates/review.html.mustache`
    /// and `templates/review.md.mustache`.
    public static func builtInReview(_ format: ReportFormat) throws(InputError) -> ReportTemplate {
        try BuiltInTemplates.parsed(format, review: true).get()
    }

    /// ``builtInReview(_:)`` parsed now, without the cache of ``BuiltInTemplates``.
    static func parseBuiltInReview(_ format: ReportFormat) throws(InputError) -> ReportTemplate {
        let name = "review." + (format == .html ? "html" : "md")
        guard format != .pdf, let text = EmbeddedTemplates.files[name + ".mustache"] else {
            throw InputError(
                .data, file: "templates/\(name).mustache",
                problem: "no built-in review template for \(format.rawValue) (the build embedded none)")
        }
        return try ReportTemplate(text: text, format: format, file: nil, name: "templates/\(name).mustache")
    }

    /// The template a report of `format` is filled with: `custom` when it is of that format, else the
    /// built-in one (the review's when `review`).
    static func chosen(for format: ReportFormat, custom: ReportTemplate?, review: Bool) throws(InputError)
        -> ReportTemplate
    {
        if let custom, custom.format == format { return custom }
        return review ? try builtInReview(format) : try builtIn(format)
    }

    /// A user's template; its format comes from the file name (``ReportFormat/templateFormat(ofFile:)``).
    public static func custom(text: String, file: String) throws(InputError) -> ReportTemplate {
        guard let format = ReportFormat.templateFormat(ofFile: file) else {
            throw InputError(
                .data, file: file,
                problem: .stated(
                    "cannot tell the template's format from its name; "
                        + "name it *.html, *.htm, *.md or *.markdown (optionally followed by .mustache)"))
        }
        return try ReportTemplate(text: text, format: format, file: file, name: file)
    }

    private init(text: String, format: ReportFormat, file: String?, name: String) throws(InputError) {
        self.format = format
        self.file = file
        self.pieces = try Self.parsePieces(text, format: format, name: name)
        var library = MustacheLibrary()
        for (partialName, partialText) in Self.partials(calledFrom: text) {
            library.register(
                try Self.parse(partialText, format: format, name: "templates/\(partialName).mustache"),
                named: partialName)
        }
        self.library = library
    }

    /// The built-in templates `text` may call as partials, directly or through each other: those
    /// whose name (file name without `.mustache`) appears in it or in a partial already taken.
    ///
    /// A name that merely appears in the text (not in a `{{> name}}` tag) costs one needless parse,
    /// never a missing partial. Parsing every built-in template for each report used to be a third
    /// of the HTML report's drawing time: swift-mustache's parser takes time quadratic in a
    /// template's length (it measures the rest of the text, in characters, at every tag).
    static func partials(calledFrom text: String) -> [(name: String, text: String)] {
        let available = EmbeddedTemplates.files.sorted { $0.key < $1.key }.map {
            (name: String($0.key.dropLast(".mustache".count)), text: $0.value)
        }
        var taken: [(name: String, text: String)] = []
        var searched = [text]
        while let next = searched.popLast() {
            // A byte search: Foundation's `contains` on String went through CFString and UTF-16,
            // 4 % of a weekly report's CPU time.
            for partial in available
            where !taken.contains(where: { $0.name == partial.name })
                && Self.contains(next, partial.name)
            {
                taken.append(partial)
                searched.append(partial.text)
            }
        }
        return taken.sorted { $0.name < $1.name }
    }

    /// Whether `text` contains `word`, byte for byte: `memchr` for the first byte, `memcmp` for the
    /// rest (the standard library's generic `firstRange(of:)` took 5 % of a weekly report's CPU time).
    static func contains(_ text: String, _ word: String) -> Bool {
        var text = text
        var word = word
        return text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard let wanted = needle.baseAddress, let base = haystack.baseAddress else { return needle.isEmpty }
                let first = Int32(wanted[0])
                var position = 0
                while haystack.count - position >= needle.count,
                    let found = memchr(base + position, first, haystack.count - position - needle.count + 1)
                {
                    let offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    if memcmp(base + offset, wanted, needle.count) == 0 { return true }
                    position = offset + 1
                }
                return false
            }
        }
    }

    /// `text` parsed for `format` in pieces (``TemplateChunks``); `name` names it in errors. When a
    /// piece cannot be parsed, the whole text is parsed for the error, so that it names the line
    /// of the template.
    static func parsePieces(_ text: String, format: ReportFormat, name: String) throws(InputError) -> [MustacheTemplate]
    {
        let pieces = TemplateChunks.pieces(of: text)
        if pieces.count > 1,
            let parsed = try? pieces.map({ piece throws(InputError) in
                try parse(String(piece), format: format, name: name)
            })
        {
            return parsed
        }
        return [try parse(text, format: format, name: name)]
    }

    /// `text` parsed for `format`; `name` names it in errors.
    static func parse(_ text: String, format: ReportFormat, name: String) throws(InputError) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: TemplateEscaping.pragma(for: format) + text)
        } catch let error as MustacheTemplate.ParserError {
            // The escaping pragma adds one line before the template's first line.
            let line = error.context.lineNumber - 1
            let text = error.context.line.trimmingCharacters()
            let place =
                text.isEmpty ? " (at the end of the template)" : " (column \(error.context.columnNumber): '\(text)')"
            throw InputError(
                .data, file: name, line: max(1, line), field: "template",
                problem: .stated(Self.describe(error.error) + place))
        } catch {
            throw InputError(.data, file: name, field: "template", problem: "cannot be parsed: \(error)")
        }
    }

    /// Mustache's parse error in words.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "cannot be parsed: \(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with another name than it was opened with"
        case .unfinishedName: return "a tag is not finished (expected a name and '}}')"
        case .expectedSectionEnd: return "a section is never closed (expected {{/name}})"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: return "a transform is applied to an inheritance section"
        case .illegalTokenInsideInheritSection: return "an inheritance section holds a tag it may not hold"
        case .textInsideInheritSection: return "an inheritance section holds text outside blocks"
        case .invalidConfigVariableSyntax: return "a {{% … }} tag is malformed"
        case .unrecognisedConfigVariable: return "a {{% … }} tag names an unknown setting"
        }
    }

    /// The template filled with `context`.
    func render(_ context: ReportTemplateContext) -> String {
        var text = ""
        for piece in pieces { text += piece.render(context, library: library) }
        return text
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view = view.dropFirst() }
        while let last = view.last, last.isWhitespace { view = view.dropLast() }
        return String(view)
    }
}
