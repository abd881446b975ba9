import ChartKit

/// Escaping for text placed into HTML by a template's `{{name}}`: `<`, `>`, `&`, `"` and `'` become
/// entities (as Mustache's own HTML escaping does), and control characters, which HTML forbids (NUL)
/// or shows as nothing (ESC, BEL), are replaced: line breaks and tabs by a space, the others by
/// U+FFFD (``/ChartKit/TextControls/replacingControls(_:)``).
///
/// Bidirectional text is isolated by the templates themselves: every food name sits in a `<bdi>`
/// element, so an unclosed RIGHT-TO-LEFT OVERRIDE ends with the name.
public enum HTMLEscaping {
    /// `text` safe between HTML tags and inside a quoted attribute value.
    public static func escape(_ text: String) -> String {
        let clean = TextControls.replacingControls(text)
        guard
            clean.utf8.contains(where: {
                $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&")
                    || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
            })
        else { return clean }
        var out = ""
        out.reserveCapacity(clean.utf8.count + 16)
        for character in clean {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
