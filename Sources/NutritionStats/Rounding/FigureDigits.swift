/// The digits of a figure, written the same way by every output (the `stats` table and CSV, the
/// report): exactly a given number of decimals, optionally commas between thousands. The sign is
/// left to the caller, which writes it in its own style (`-` in CSV and tables, `−` and `+` in the
/// report).
public enum FigureDigits {
    /// The magnitude of `value` with exactly `decimals` digits after the point (the value is rounded
    /// half away from zero at that digit) and commas between thousands when `grouping`, and whether a
    /// minus sign is due: only for a negative value that is not written as zero. Nil for NaN and
    /// infinities. Magnitudes of 9 × 10¹⁵ or more (beyond exact integers) are written by Swift.
    public static func format(_ value: Double, decimals: Int, grouping: Bool) -> (digits: String, isNegative: Bool)? {
        guard value.isFinite else { return nil }
        let scale = FigureRounding.scale(decimals: decimals)
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return (String(abs(value)), value < 0) }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = String(units / divisor)
        var text = ""
        if grouping {
            for (index, digit) in whole.enumerated() {
                if index > 0, (whole.count - index) % 3 == 0 { text.append(",") }
                text.append(digit)
            }
        } else {
            text = whole
        }
        if decimals > 0 {
            let fraction = String(units % divisor)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return (text, value < 0 && units > 0)
    }

    /// **The one number writer** of every output (the `stats` table, CSV and JSON through
    /// `FigureKind`, the report through `ReportNumber`, the `--dv` file's messages): `value` rounded
    /// by ``FigureRounding/rounded(_:decimals:)``, with exactly `decimals` digits after the point,
    /// commas between thousands when `grouping`, `minus` before a negative value that is not written
    /// as zero, and `+` before a positive one when `explicitPlus`. Nil for NaN and infinities, which
    /// each output writes as it writes any unknown figure.
    public static func text(
        _ value: Double, decimals: Int, grouping: Bool, minus: String = "-", explicitPlus: Bool = false
    ) -> String? {
        let rounded = FigureRounding.rounded(value, decimals: decimals)
        guard let written = format(rounded, decimals: decimals, grouping: grouping) else { return nil }
        if written.isNegative { return minus + written.digits }
        return explicitPlus && rounded > 0 ? "+" + written.digits : written.digits
    }
}
