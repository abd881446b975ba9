/// A deterministic, font-free measurer whose widths approximate DejaVu Sans: each Unicode scalar
/// gets a width class (narrow, regular, wide, double for East Asian wide characters, zero for
/// combining marks), scaled by the font size and 1.1 for bold. Ascent and descent are DejaVu Sans's
/// (0.928 and 0.236 of the em size), so vertical layout matches the Cairo measurer.
///
/// Use it for unit tests of layout; real output uses the backend's measurer.
public struct ApproximateTextMeasurer: TextMeasurer, Sendable {
    public init() {}

    public func measure(_ text: String, font: Font) -> TextExtent {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += Self.width(of: scalar)
        }
        let weightFactor = font.weight == .bold ? 1.1 : 1.0
        return TextExtent(width: ems * font.size * weightFactor, ascent: 0.928 * font.size, descent: 0.236 * font.size)
    }

    /// Width in ems of one scalar.
    static func width(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFE00...0xFE0F:
            return 0  // combining marks, zero-width characters, bidirectional controls
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF:
            return 1.0  // East Asian wide, emoji
        default: break
        }
        switch Character(scalar) {
        case "i", "j", "l", "I", ".", ",", ":", ";", "'", "|", "!", " ", "(", ")", "[", "]", "f", "t", "r":
            return 0.34
        case "m", "w", "M", "W", "%", "@", "—", "…":
            return 0.9
        case "A"..."Z":
            return 0.7
        default:
            return 0.6
        }
    }
}
