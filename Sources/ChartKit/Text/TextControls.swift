/// The characters of untrusted text (food names, CSV labels, notes) that are not shown as themselves:
/// control characters, which can end a C string, break a line or command a terminal, and text that
/// reorders its surroundings (bidirectional controls, right-to-left letters).
///
/// Each output kind decides what becomes of them in one place: terminals (`nutristats` itself),
/// HTML and Markdown (the report's escaping), and drawn text (ChartKitCairo, which hands C strings
/// to Cairo) use ``isControl(_:)``, ``replacingControls(_:)`` and ``isolated(_:)``.
public enum TextControls {
    /// U+FFFD REPLACEMENT CHARACTER, shown for a control character that has no place in the output.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"
    /// U+2068 FIRST STRONG ISOLATE: the text up to ``popIsolate`` takes its direction from its own
    /// first strong letter and cannot reorder the text around it.
    public static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE: ends an isolate, and any embedding or override left open in it.
    public static let popIsolate: Unicode.Scalar = "\u{2069}"

    /// Whether `scalar` is a C0 control (U+0000–U+001F), DEL (U+007F) or a C1 control (U+0080–U+009F).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    /// `text` for a document or a drawing: line breaks (CR, LF, CR LF) and tabs become one space each
    /// (a name stays on its line or table row), every other control character becomes U+FFFD. Other
    /// text is kept.
    public static func replacingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r": continue
            case "\n", "\r", "\t": out.append(" ")
            case _ where isControl(scalar): out.append(replacement)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `text` holds a bidirectional formatting character (an embedding, override, isolate or
    /// mark) or a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and the like), so it could
    /// reorder the text around it.
    public static func affectsDirection(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // formatting characters
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true  // right-to-left scripts
            case 0x10800...0x10FFF, 0x1E800...0x1EFFF: true  // historic and other right-to-left scripts
            default: false
            }
        }
    }

    /// `text` between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE when
    /// ``affectsDirection(_:)``, else unchanged: an unclosed RIGHT-TO-LEFT OVERRIDE or an Arabic name
    /// then cannot reverse what follows it ("(kcal only)", the next column).
    ///
    /// The explicit embeddings, overrides and isolates inside `text` (U+202A–U+202E, U+2066–U+2069)
    /// become U+FFFD first: a stray POP DIRECTIONAL ISOLATE in a name would otherwise close our
    /// isolate early and let an override after it run on. The marks (U+200E, U+200F, U+061C), which
    /// open nothing, stay.
    public static func isolated(_ text: String) -> String {
        guard affectsDirection(text) else { return text }
        var out = String.UnicodeScalarView()
        out.append(firstStrongIsolate)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x202A...0x202E, 0x2066...0x2069: out.append(replacement)
            default: out.append(scalar)
            }
        }
        out.append(popIsolate)
        return String(out)
    }
}
