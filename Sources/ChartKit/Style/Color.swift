/// An sRGB colour with 8-bit channels and an opacity.
public struct Color: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Opacity from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = Swift.min(1, Swift.max(0, alpha.isNaN ? 1 : alpha))
    }

    /// Parses a hex colour as the Nutrition shortcut writes them: `#RGB`, `#RRGGBB` or `#RRGGBBAA`,
    /// the `#` optional, letters in either case, surrounding spaces ignored (`"#FF6B6B"`, `"ff6b6b"`).
    ///
    /// Bad text is an error, never a silent fallback; callers that prefer a fallback write
    /// `(try? Color(hex: text)) ?? fallback` so the choice is visible where it is made.
    public init(hex text: String) throws(ColorParseError) {
        var digits = Substring(text).drop { $0 == " " }
        while digits.last == " " { digits = digits.dropLast() }
        if digits.first == "#" { digits = digits.dropFirst() }
        var nibbles: [UInt8] = []
        for scalar in digits.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39: nibbles.append(UInt8(scalar.value - 0x30))
            case 0x41...0x46: nibbles.append(UInt8(scalar.value - 0x41 + 10))
            case 0x61...0x66: nibbles.append(UInt8(scalar.value - 0x61 + 10))
            default: throw ColorParseError(text: text)
            }
        }
        switch nibbles.count {
        case 3:
            self.init(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            self.init(
                red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
        default:
            throw ColorParseError(text: text)
        }
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque), upper-case.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var channels = [red, green, blue]
        if alpha < 1 { channels.append(UInt8((alpha * 255).rounded())) }
        return "#" + String(channels.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Relative luminance (WCAG 2 definition) from 0 (black) to 1 (white).
    public var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two opaque colours (1 to 21).
    public func contrast(with other: Color) -> Double {
        let a = luminance + 0.05
        let b = other.luminance + 0.05
        return Swift.max(a, b) / Swift.min(a, b)
    }

    /// White or black, whichever reads better on this colour (labels inside bars and slices).
    public var contrastingInk: Color {
        contrast(with: .white) >= contrast(with: .black) ? .white : .black
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
