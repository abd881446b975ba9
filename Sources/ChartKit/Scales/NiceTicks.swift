#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tick values for a numeric axis by Paul Heckbert's "nice numbers" algorithm ("Nice Numbers for
/// Graph Labels", Graphics Gems, 1990), loose labelling: the axis is widened to whole steps so the
/// first and last ticks enclose the data.
///
/// Steps are 1, 2 or 5 × 10ⁿ. Tick values are computed as integer multiples of the step divided by
/// an exact power of ten, so 0.1-steps give 0.3, not 0.30000000000000004.
public struct NiceTicks: Sendable, Hashable {
    /// The tick values, ascending; the first and last are the axis ends.
    public var values: [Double]
    /// The step's leading digit: 1, 2 or 5.
    public var stepMantissa: Int
    /// The step's power of ten.
    public var stepExponent: Int

    /// The distance between ticks.
    public var step: Double { NiceTicks.scaled(stepMantissa, exponent: stepExponent) }
    /// The lowest tick.
    public var lower: Double { values.first ?? 0 }
    /// The highest tick.
    public var upper: Double { values.last ?? 1 }
    /// Decimals needed to print every tick exactly (Heckbert's `nfrac`).
    public var fractionDigits: Int { Swift.max(0, -stepExponent) }

    /// The largest magnitude handled; larger finite values are clamped to it so spans stay finite.
    public static let magnitudeLimit = 1e306

    /// Ticks covering `lower...upper` with about `count` ticks (at least 2).
    ///
    /// An empty or degenerate span is widened first: 0…0 becomes 0…1, and v…v becomes the span
    /// from 0 to v (or v…0 when v is negative). Non-finite bounds give the ticks of 0…1.
    public init(lower: Double, upper: Double, count: Int) {
        var low = Swift.min(lower, upper)
        var high = Swift.max(lower, upper)
        if !low.isFinite || !high.isFinite { (low, high) = (0, 1) }
        low = Swift.max(-Self.magnitudeLimit, low)
        high = Swift.min(Self.magnitudeLimit, high)
        // A span too small to resolve against the values' own size counts as a single value.
        if high - low <= Swift.max(abs(low), abs(high)) * 1e-12 {
            if high == 0 && low == 0 { high = 1 } else if high > 0 { low = Swift.min(0, low) } else { high = 0 }
        }
        let ticks = Swift.max(2, count)
        let range = NiceTicks.niceNumber(high - low, round: false)
        let step = NiceTicks.niceNumber(
            NiceTicks.scaled(range.mantissa, exponent: range.exponent) / Double(ticks - 1), round: true)
        let stepValue = NiceTicks.scaled(step.mantissa, exponent: step.exponent)
        let first = (low / stepValue).rounded(.down)
        let last = (high / stepValue).rounded(.up)
        var values: [Double] = []
        if abs(first) < 1e15, abs(last) < 1e15, last - first <= 10_000 {
            var k = Int(first)
            while k <= Int(last) {
                values.append(NiceTicks.scaled(k * step.mantissa, exponent: step.exponent))
                k += 1
            }
        } else {
            values = [low, high]
        }
        self.values = values
        self.stepMantissa = step.mantissa
        self.stepExponent = step.exponent
    }

    /// Heckbert's `nicenum`: a number of the form 1, 2, 5 × 10ⁿ close to `x` — rounded to the
    /// nearest when `round`, otherwise the smallest one not below `x`. Returned as (mantissa, exponent)
    /// so callers can compute exact multiples.
    static func niceNumber(_ x: Double, round: Bool) -> (mantissa: Int, exponent: Int) {
        guard x > 0, x.isFinite else { return (1, 0) }
        var exponent = Int(log10(x).rounded(.down))
        var fraction = x / powerOfTen(exponent)
        // log10 can land one off near exact powers of ten; correct it so 1 ≤ fraction < 10.
        if fraction >= 10 {
            exponent += 1
            fraction = x / powerOfTen(exponent)
        }
        if fraction < 1 {
            exponent -= 1
            fraction = x / powerOfTen(exponent)
        }
        let mantissa: Int
        if round {
            mantissa = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
        } else {
            mantissa = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        }
        return mantissa == 10 ? (1, exponent + 1) : (mantissa, exponent)
    }

    /// `integer × 10^exponent`, dividing by an exact power of ten for negative exponents.
    static func scaled(_ integer: Int, exponent: Int) -> Double {
        exponent >= 0 ? Double(integer) * powerOfTen(exponent) : Double(integer) / powerOfTen(-exponent)
    }

    static func powerOfTen(_ exponent: Int) -> Double {
        pow(10, Double(exponent))
    }
}
