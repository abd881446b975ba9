import ChartKit

/// Escaping for text placed into Markdown (GitHub Flavored Markdown), so a food name or a note can
/// neither add markup nor break a table: `{{name}}` in a Markdown template goes through
/// ``escape(_:)`` the way HTML templates escape `<`, `>`, `&`, `"` and `'`.
///
/// - Backslash-escaped everywhere: `\`, the backtick, `*` `_` `[` `]` `<` `>` `&` `|` `~` `#` — emphasis, code,
///   links and images, raw HTML and entities, table cells, strikethrough and headings.
/// - At the start of the text only: `-`, `+` or `=` followed by a space or the end (list items and
///   heading underlines), and a `.` or `)` after leading digits followed by a space or the end
///   (`1. ` ordered lists); `18.0` stays as it is.
/// - Line breaks and tabs become spaces, so a value stays on its table row or list item; other control
///   characters (ESC, BEL, NUL, C1) become U+FFFD (``/ChartKit/TextControls/replacingControls(_:)``).
/// - Text with bidirectional controls or right-to-left letters is isolated between U+2068 and U+2069
///   (``/ChartKit/TextControls/isolated(_:)``), so an unclosed RIGHT-TO-LEFT OVERRIDE in a food name cannot
///   reverse the "(kcal only)" after it or the next table cell.
///
/// `(`, `)` and `!` are left alone: with `[` and `]` escaped they cannot form a link or an image.
public enum MarkdownEscaping {
    /// The characters escaped wherever they appear.
    static let alwaysEscaped: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "~", "#"]

    /// `text` with Markdown's special characters escaped (see the type's description).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        let characters = Array(TextControls.replacingControls(text))
        var leadingDigits = true
        for (index, character) in characters.enumerated() {
            if alwaysEscaped.contains(character) {
                out.append("\\")
            } else if index == 0, character == "-" || character == "+" || character == "=",
                characters.count == 1 || characters[1] == " "
            {
                out.append("\\")
            } else if leadingDigits, index > 0, character == "." || character == ")",
                index + 1 == characters.count || characters[index + 1] == " "
            {
                out.append("\\")
            }
            if !character.isASCIIDigit { leadingDigits = false }
            out.append(character)
        }
        return TextControls.isolated(out)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
