import Mustache

/// Escaping for text placed into Markdown (GitHub Flavored Markdown), so a food name or a note can
/// neither add markup nor break a table: `{{name}}` in a Markdown template goes through
/// ``escape(_:)`` the way HTML templates escape `<`, `>`, `&`, `"` and `'`.
///
/// - Backslash-escaped everywhere: `\` `` ` `` `*` `_` `[` `]` `<` `>` `&` `|` `~` `#` — emphasis, code,
///   links and images, raw HTML and entities, table cells, strikethrough and headings.
/// - At the start of the text only: `-`, `+` or `=` followed by a space or the end (list items and
///   heading underlines), and a `.` or `)` after leading digits followed by a space or the end
///   (`1. ` ordered lists); `18.0` stays as it is.
/// - Line breaks become spaces, so a value stays on its table row or list item.
///
/// `(`, `)` and `!` are left alone: with `[` and `]` escaped they cannot form a link or an image.
public enum MarkdownEscaping {
    /// The characters escaped wherever they appear.
    static let alwaysEscaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "~", "#"]

    /// `text` with Markdown's special characters escaped (see the type's description).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        let characters = Array(text)
        var leadingDigits = true
        for (index, character) in characters.enumerated() {
            if character == "\n" || character == "\r" || character == "\r\n" {
                out.append(" ")
                leadingDigits = false
                continue
            }
            if alwaysEscaped.contains(character) {
                out.append("\\")
            } else if index == 0, character == "-" || character == "+" || character == "=",
                      characters.count == 1 || characters[1] == " " {
                out.append("\\")
            } else if leadingDigits, index > 0, character == "." || character == ")",
                      index + 1 == characters.count || characters[index + 1] == " " {
                out.append("\\")
            }
            if !character.isASCIIDigit { leadingDigits = false }
            out.append(character)
        }
        return out
    }

    /// The Mustache content type that applies ``escape(_:)``; templates switch to it with
    /// `{{% CONTENT_TYPE: MARKDOWN}}` (NutriStats adds that line to every Markdown template itself).
    struct ContentType: MustacheContentType {
        func escapeText(_ text: String) -> String { MarkdownEscaping.escape(text) }
    }

    /// The name the content type is registered under.
    static let contentTypeName = "MARKDOWN"

    /// Registers the content type with Mustache once; evaluated before any Markdown template is parsed.
    static let registered: Bool = {
        MustacheContentTypes.register(ContentType(), named: contentTypeName)
        return true
    }()

    /// The line put before every Markdown template so its variables are escaped for Markdown.
    static let pragma = "{{% CONTENT_TYPE: \(contentTypeName)}}\n"
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
