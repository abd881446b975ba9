/// The diverging colours of a ``CalendarHeatmap``: ColorBrewer's PuOr schemes (Cynthia Brewer,
/// colorbrewer2.org, marked colour-blind safe there), purple below the center and orange above it.
/// The middle colour is a mid-light grey instead of PuOr's near-white, so a day on goal stays
/// visible on a white page and never looks like an empty (unlogged) cell.
public enum HeatmapColors {
    /// Grey for the middle bin.
    public static let neutral = Color(red: 0xD4, green: 0xD4, blue: 0xD4)

    /// Below-center colours, darkest (furthest below) first, for 1 … 4 steps a side.
    static let below: [[Color]] = [
        [hex(0x998EC3)],
        [hex(0x5E3C99), hex(0xB2ABD2)],
        [hex(0x542788), hex(0x998EC3), hex(0xD8DAEB)],
        [hex(0x542788), hex(0x8073AC), hex(0xB2ABD2), hex(0xD8DAEB)],
    ]

    /// Above-center colours, palest (nearest the center) first, for 1 … 4 steps a side.
    static let above: [[Color]] = [
        [hex(0xF1A340)],
        [hex(0xFDB863), hex(0xE66101)],
        [hex(0xFEE0B6), hex(0xF1A340), hex(0xB35806)],
        [hex(0xFEE0B6), hex(0xFDB863), hex(0xE08214), hex(0xB35806)],
    ]

    /// The colours of `bins` bins (an odd number from 1 to 9), lowest bin first; more than nine bins
    /// reuse the nine-bin colours at the ends.
    public static func colors(bins: Int) -> [Color] {
        let side = Swift.max(0, (bins - 1) / 2)
        guard side > 0 else { return [neutral] }
        let table = Swift.min(side, below.count) - 1
        var lower = below[table]
        var upper = above[table]
        while lower.count < side { lower.insert(lower[0], at: 0) }
        while upper.count < side { upper.append(upper[upper.count - 1]) }
        return lower + [neutral] + upper
    }

    private static func hex(_ value: UInt32) -> Color {
        Color(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}
