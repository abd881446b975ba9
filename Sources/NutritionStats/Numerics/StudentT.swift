/// The multipliers of 80 % intervals: the 90th percentile of the standard normal and of Student's t.
///
/// An 80 % two-sided interval leaves 10 % on each side, so its half-width is the 0.90 quantile times
/// the standard error.
public enum StudentT {
    /// Φ⁻¹(0.90) = 1.2815515655446004, the normal multiplier of an 80 % interval.
    public static let normalQuantile90 = 1.2815515655446004

    /// t₀.₉₀(ν), the 90th percentile of Student's t with `degreesOfFreedom` ν (≥ 1): the multiplier of
    /// an 80 % interval of a quantity whose standard error was estimated from ν degrees of freedom.
    ///
    /// Exact for ν = 1 (`tan(0.4π)` = 3.0777) and ν = 2 (`0.8 / √0.18` = 1.8856); for ν ≥ 3 the
    /// Cornish–Fisher expansion of t in powers of 1/ν up to the fourth (Abramowitz & Stegun 26.7.5),
    /// which is within 3.2·10⁻⁴ of the exact value at ν = 3, 8·10⁻⁵ at ν = 4 and 2·10⁻⁶ from ν = 8, far
    /// below the digits an interval is shown with. Tends to ``normalQuantile90`` as ν grows. O(1).
    public static func quantile90(degreesOfFreedom: Int) -> Double {
        precondition(degreesOfFreedom >= 1, "Student's t needs at least one degree of freedom")
        switch degreesOfFreedom {
        case 1:
            // The Cauchy distribution: F⁻¹(p) = tan(π(p − ½)); tan(0.4π) = tan 72° = √(5 + 2√5).
            return (5 + 2 * Double(5).squareRoot()).squareRoot()
        case 2:
            // F⁻¹(p) = (2p − 1) / √(2p(1 − p)) for ν = 2.
            return 0.8 / (2 * 0.9 * 0.1).squareRoot()
        default:
            let z = normalQuantile90
            let v = Double(degreesOfFreedom)
            let z2 = z * z
            let g1 = (z2 + 1) * z / 4
            let g2 = ((5 * z2 + 16) * z2 + 3) * z / 96
            let g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384
            let g4 = ((((79 * z2 + 776) * z2 + 1_482) * z2 - 1_920) * z2 - 945) * z / 92_160
            return z + g1 / v + g2 / (v * v) + g3 / (v * v * v) + g4 / (v * v * v * v)
        }
    }
}
