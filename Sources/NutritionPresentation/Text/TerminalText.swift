import ChartKit

/// Text from input files (food names, device names, file names) made safe to show on a terminal,
/// and the width text takes there: the terminal rule of ``TextControls``, for `history`, `inspect`
/// and the `stats` table. CSV and JSON keep names exact (escaped for their format instead).
package enum TerminalText {
    /// The most columns a name takes in a listing or table; a longer name is cut and ends in "…".
    package static let maximumNameWidth = 48

    /// Whether `scalar` is a C0 control, DEL or a C1 control (``TextControls/isControl(_:)``).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        TextControls.isControl(scalar)
    }

    /// `text` that can neither command the terminal nor break the line nor reorder the line around
    /// it: C0 controls and DEL become their Control Pictures (U+2400–U+2421: ␛ ␊ ␀ ␡), C1 controls
    /// U+FFFD, and text with bidirectional controls or right-to-left letters is isolated
    /// (U+2068 … U+2069, ``TextControls/isolated(_:)``).
    package static func safe(_ text: String) -> String {
        TextControls.isolated(visibleControls(text))
    }

    /// A name for a listing or table: ``safe(_:)``, at most ``maximumNameWidth`` columns wide; a longer
    /// one keeps what fits before "…". Only the characters shown are looked at, so a 10 MB name costs
    /// no more than a short one.
    package static func name(_ text: String) -> String {
        let visible = visibleControls(text)
        var columns = 0
        var cut = visible.startIndex  // the end of the prefix that leaves room for "…"
        var index = visible.startIndex
        while index < visible.endIndex {
            columns += width(of: visible[index])
            if columns > maximumNameWidth {
                var prefix = visible[..<cut]
                while prefix.last == " " { prefix = prefix.dropLast() }
                // Isolated after cutting, so the closing U+2069 is never cut off.
                return TextControls.isolated(String(prefix) + TextFitting.ellipsis)
            }
            index = visible.index(after: index)
            if columns <= maximumNameWidth - 1 { cut = index }
        }
        return TextControls.isolated(visible)
    }

    /// The columns `text` takes in a monospaced terminal, character (grapheme cluster) by character:
    /// none for format characters (isolates, marks, joiners) and for combining marks standing alone, two
    /// for East Asian wide and full-width characters and for emoji (an emoji presentation character, or
    /// any emoji followed by U+FE0F VARIATION SELECTOR-16), one for everything else — a letter with its
    /// combining marks ("é" as e + U+0301) is one column.
    package static func width(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    // MARK: Rules

    /// C0 controls and DEL as Control Pictures, C1 controls as U+FFFD.
    private static func visibleControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 {
                out.append(Unicode.Scalar(0x2400 + scalar.value) ?? TextControls.replacement)
            } else if scalar.value == 0x7F {
                out.append("\u{2421}")
            } else if isControl(scalar) {
                out.append(TextControls.replacement)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if scalar.properties.isEmoji, character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        switch scalar.value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0  // Hangul vowels and final consonants, which join
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// `text` followed by spaces to `width` terminal columns (``width(_:)``).
    package static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - Self.width(text)))
    }

    /// Spaces then `text`, to `width` terminal columns (``width(_:)``).
    package static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - Self.width(text))) + text
    }
}
