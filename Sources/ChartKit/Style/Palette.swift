/// An ordered list of series colours.
///
/// The defaults are the Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2008), whose eight
/// colours stay distinguishable under the common forms of colour blindness. The order puts the most
/// distinct, highest-contrast colours first for each background.
public struct Palette: Sendable, Hashable {
    public var colors: [Color]

    public init(_ colors: [Color]) {
        self.colors = colors
    }

    /// The colour for series `index`, cycling when there are more series than colours.
    public subscript(index: Int) -> Color {
        guard !colors.isEmpty else { return .black }
        return colors[((index % colors.count) + colors.count) % colors.count]
    }

    // The Okabe–Ito colours.
    public static let okabeItoBlue = Color(red: 0x00, green: 0x72, blue: 0xB2)
    public static let okabeItoOrange = Color(red: 0xE6, green: 0x9F, blue: 0x00)
    public static let okabeItoBluishGreen = Color(red: 0x00, green: 0x9E, blue: 0x73)
    public static let okabeItoVermillion = Color(red: 0xD5, green: 0x5E, blue: 0x00)
    public static let okabeItoReddishPurple = Color(red: 0xCC, green: 0x79, blue: 0xA7)
    public static let okabeItoSkyBlue = Color(red: 0x56, green: 0xB4, blue: 0xE9)
    public static let okabeItoYellow = Color(red: 0xF0, green: 0xE4, blue: 0x42)
    public static let okabeItoBlack = Color(red: 0x00, green: 0x00, blue: 0x00)

    /// Okabe–Ito for a light background: blue, orange, bluish green, vermillion, reddish purple,
    /// sky blue, yellow, black.
    public static let okabeItoLight = Palette([
        okabeItoBlue, okabeItoOrange, okabeItoBluishGreen, okabeItoVermillion,
        okabeItoReddishPurple, okabeItoSkyBlue, okabeItoYellow, okabeItoBlack,
    ])

    /// Okabe–Ito for a dark background: sky blue, orange, bluish green, vermillion, reddish purple,
    /// yellow, blue, and a light grey in place of black.
    public static let okabeItoDark = Palette([
        okabeItoSkyBlue, okabeItoOrange, okabeItoBluishGreen, okabeItoVermillion,
        okabeItoReddishPurple, okabeItoYellow, okabeItoBlue, Color(red: 0xE0, green: 0xE0, blue: 0xE0),
    ])
}
