#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How numbers on an axis or label are written.
///
/// - `plain`: `12,345.6` — thousands separated by commas, `−` (U+2212) for negatives; magnitudes of
///   10¹⁵ and more in scientific form (`1.5e300`).
/// - `compact`: `950`, `1.2k`, `3.4M`, `5G`, `7T`, then scientific (`1e300`); trailing zeros dropped.
/// - `percent`: the value is already a percentage: `45 %`.
/// Any style can carry a unit suffix (`2,000 kcal`).
public struct ValueFormat: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain, compact, percent
    }

    public var style: Style
    /// Appended after a space, e.g. "kcal".
    public var unit: String?
    /// Fixed decimals; nil lets the tick step or the value decide.
    public var decimals: Int?

    public init(style: Style = .plain, unit: String? = nil, decimals: Int? = nil) {
        self.style = style
        self.unit = unit
        self.decimals = decimals
    }

    public static let plain = ValueFormat()
    public static let compact = ValueFormat(style: .compact)
    public static let percent = ValueFormat(style: .percent)
    /// Plain numbers followed by `unit`.
    public static func unit(_ unit: String) -> ValueFormat { ValueFormat(unit: unit) }

    /// Labels for axis ticks: every tick gets the decimals its step needs, so 0, 0.5, 1 reads
    /// `0.0`, `0.5`, `1.0`. Compact ticks share one suffix, chosen by the largest tick, so
    /// 1,800…2,200 reads `1.8k`, `2.0k`, `2.2k` (zero stays `0`).
    public func tickLabels(_ ticks: NiceTicks) -> [String] {
        guard style == .compact, decimals == nil else {
            return ticks.values.map { string($0, stepExponent: ticks.stepExponent) }
        }
        let largest = ticks.values.map(abs).max() ?? 0
        guard largest < 1e15,
            let (threshold, exponent, suffix) = Self.suffixes.first(where: { largest >= $0.0 * 0.9995 })
        else {
            return ticks.values.map { string($0, stepExponent: ticks.stepExponent) }
        }
        let digits = Swift.min(6, Swift.max(0, exponent - ticks.stepExponent))
        return ticks.values.map { value in
            guard value != 0 else { return unit.map { "0 " + $0 } ?? "0" }
            let text = Self.fixed(value / threshold, decimals: digits, grouping: false, trim: false) + suffix
            return unit.map { text + " " + $0 } ?? text
        }
    }

    static let suffixes: [(Double, Int, String)] = [(1e12, 12, "T"), (1e9, 9, "G"), (1e6, 6, "M"), (1e3, 3, "k")]

    /// One value as text. With `stepExponent` (the power of ten of a tick step) decimals follow the
    /// step; otherwise they follow the value: none from 100 up, one from 10, two below.
    public func string(_ value: Double, stepExponent: Int? = nil) -> String {
        guard value.isFinite else { return value.isNaN ? "–" : (value > 0 ? "∞" : "−∞") }
        let text: String
        switch style {
        case .plain, .percent:
            let digits = decimals ?? stepExponent.map { Swift.max(0, -$0) } ?? Self.automaticDecimals(value)
            text = Self.plain(value, decimals: digits, trim: decimals == nil && stepExponent == nil)
            if style == .percent { return text + " %" + (unit.map { " " + $0 } ?? "") }
        case .compact:
            text = Self.compact(value, stepExponent: stepExponent, decimals: decimals)
        }
        return unit.map { text + " " + $0 } ?? text
    }

    static func automaticDecimals(_ value: Double) -> Int {
        let magnitude = abs(value)
        return magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    }

    /// Fixed-point text with grouping, or scientific beyond 10¹⁵.
    static func plain(_ value: Double, decimals: Int, trim: Bool) -> String {
        if abs(value) >= 1e15 { return scientific(value, stepExponent: nil) }
        return fixed(value, decimals: Swift.min(decimals, 12), grouping: true, trim: trim)
    }

    /// `1.2k`-style text.
    static func compact(_ value: Double, stepExponent: Int?, decimals: Int?) -> String {
        let magnitude = abs(value)
        if magnitude >= 1e15 { return scientific(value, stepExponent: stepExponent) }
        for (threshold, exponent, suffix) in suffixes where magnitude >= threshold * 0.9995 {
            let digits = decimals ?? stepExponent.map { Swift.max(0, exponent - $0) } ?? 1
            return fixed(value / threshold, decimals: Swift.min(digits, 6), grouping: false, trim: true) + suffix
        }
        let digits = decimals ?? stepExponent.map { Swift.max(0, -$0) } ?? automaticDecimals(value)
        return fixed(value, decimals: Swift.min(digits, 12), grouping: false, trim: true)
    }

    /// `1.5e300`: mantissa with the decimals the step needs (or up to 2), then the exponent.
    static func scientific(_ value: Double, stepExponent: Int?) -> String {
        guard value != 0 else { return "0" }
        var exponent = Int(log10(abs(value)).rounded(.down))
        var mantissa = value / pow(10, Double(exponent))
        if abs(mantissa) >= 10 {
            exponent += 1
            mantissa /= 10
        }
        let digits = stepExponent.map { Swift.min(6, Swift.max(0, exponent - $0)) } ?? 2
        var text = fixed(mantissa, decimals: digits, grouping: false, trim: true)
        if text == "10" || text == "−10" {  // rounding carried into the next power
            text = value < 0 ? "−1" : "1"
            exponent += 1
        }
        return text + "e" + String(exponent)
    }

    /// Fixed-point text with `decimals` digits after the point, half away from zero.
    static func fixed(_ value: Double, decimals: Int, grouping: Bool, trim: Bool) -> String {
        let scale = pow(10, Double(decimals))
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return scientific(value, stepExponent: nil) }
        let units = UInt64(scaled)
        let factor = UInt64(scale)
        let whole = units / factor
        var fraction = decimals > 0 ? String(units % factor) : ""
        if decimals > 0 { fraction = String(repeating: "0", count: decimals - fraction.count) + fraction }
        if trim { while fraction.last == "0" { fraction.removeLast() } }
        var wholeText = String(whole)
        if grouping && wholeText.count > 3 {
            var grouped = ""
            for (i, c) in wholeText.enumerated() {
                if i > 0 && (wholeText.count - i) % 3 == 0 { grouped.append(",") }
                grouped.append(c)
            }
            wholeText = grouped
        }
        let negative = value < 0 && units != 0
        return (negative ? "−" : "") + wholeText + (fraction.isEmpty ? "" : "." + fraction)
    }
}
