/// Colours and type sizes of a chart: everything about its look that is not data.
public struct Theme: Sendable, Hashable {
    public var name: String
    public var background: Color
    /// Titles, tick labels, data labels.
    public var text: Color
    /// Subtitles, axis titles, legend labels, empty-state messages.
    public var secondaryText: Color
    public var gridline: Color
    public var axis: Color
    /// Reference lines (goal, average) and their labels.
    public var reference: Color
    /// Shaded bands (recommended ranges); drawn translucent.
    public var band: Color
    public var palette: Palette
    /// Horizontal bars over their limit.
    public var overLimit: Color
    /// Horizontal bars under their target.
    public var underTarget: Color
    /// Horizontal bars within their goal.
    public var withinGoal: Color

    public var titleFont = Font(size: 16, weight: .bold)
    public var subtitleFont = Font(size: 12)
    public var tickFont = Font(size: 11)
    public var axisTitleFont = Font(size: 11)
    public var legendFont = Font(size: 11)
    public var labelFont = Font(size: 11)
    public var emptyStateFont = Font(size: 14)

    public init(
        name: String, background: Color, text: Color, secondaryText: Color, gridline: Color, axis: Color,
        reference: Color, band: Color, palette: Palette, overLimit: Color, underTarget: Color,
        withinGoal: Color
    ) {
        self.name = name
        self.background = background
        self.text = text
        self.secondaryText = secondaryText
        self.gridline = gridline
        self.axis = axis
        self.reference = reference
        self.band = band
        self.palette = palette
        self.overLimit = overLimit
        self.underTarget = underTarget
        self.withinGoal = withinGoal
    }

    /// Dark text on white, Okabe–Ito colours.
    public static let light = Theme(
        name: "light",
        background: .white,
        text: Color(red: 0x22, green: 0x22, blue: 0x22),
        secondaryText: Color(red: 0x55, green: 0x55, blue: 0x55),
        gridline: Color(red: 0xE4, green: 0xE4, blue: 0xE4),
        axis: Color(red: 0x88, green: 0x88, blue: 0x88),
        reference: Color(red: 0x33, green: 0x33, blue: 0x33),
        band: Palette.okabeItoBluishGreen.withAlpha(0.14),
        palette: .okabeItoLight,
        overLimit: Palette.okabeItoVermillion,
        underTarget: Palette.okabeItoReddishPurple,
        withinGoal: Palette.okabeItoBlue
    )

    /// Light text on near-black, Okabe–Ito colours reordered for contrast.
    public static let dark = Theme(
        name: "dark",
        background: Color(red: 0x1C, green: 0x1C, blue: 0x1E),
        text: Color(red: 0xEE, green: 0xEE, blue: 0xEE),
        secondaryText: Color(red: 0xB0, green: 0xB0, blue: 0xB0),
        gridline: Color(red: 0x3A, green: 0x3A, blue: 0x3C),
        axis: Color(red: 0x80, green: 0x80, blue: 0x84),
        reference: Color(red: 0xDD, green: 0xDD, blue: 0xDD),
        band: Palette.okabeItoBluishGreen.withAlpha(0.22),
        palette: .okabeItoDark,
        overLimit: Palette.okabeItoVermillion,
        underTarget: Palette.okabeItoReddishPurple,
        withinGoal: Palette.okabeItoSkyBlue
    )
}
