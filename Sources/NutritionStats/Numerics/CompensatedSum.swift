/// A running sum of `Double`s with Neumaier's compensation (an improved Kahan summation).
///
/// A plain running sum loses up to one rounding error per addition, so its error grows with the
/// number of terms (about n·ε·Σ|x|). The compensated sum keeps the low-order bits lost by each
/// addition in a second accumulator and adds them back at the end, so the result is within about
/// one rounding error of the exact sum of the terms, however many there are. For the sizes of real
/// food logs the difference is far below what is shown (ten years of daily totals: n·ε ≈ 4·10⁻¹³
/// relative), but it makes totals independent of how many terms went into them, which the
/// property tests rely on.
public struct CompensatedSum: Sendable, Equatable {
    /// The plain running sum of the terms.
    private var runningSum: Double = 0
    /// The rounding errors of the additions so far.
    private var compensation: Double = 0

    /// An empty sum (zero).
    public init() {}

    /// Adds one term.
    public mutating func add(_ term: Double) {
        Self.add(term, to: &runningSum, compensation: &compensation)
    }

    /// Neumaier's step: adds `term` to a running `sum`, collecting the rounding error in
    /// `compensation`. The true sum is `sum + compensation` (see ``value``). Shared by callers that
    /// keep many sums side by side in their own storage.
    @inline(__always)
    static func add(_ term: Double, to sum: inout Double, compensation: inout Double) {
        let next = sum + term
        guard next.isFinite else {
            // An infinite or NaN term makes the sum infinite or NaN; there is nothing to compensate.
            sum = next
            return
        }
        if abs(sum) >= abs(term) {
            compensation += (sum - next) + term
        } else {
            compensation += (term - next) + sum
        }
        sum = next
    }

    /// The total of a running sum and its compensation.
    @inline(__always)
    static func total(_ sum: Double, _ compensation: Double) -> Double {
        sum.isFinite ? sum + compensation : sum
    }

    /// The sum of the terms added so far.
    public var value: Double {
        Self.total(runningSum, compensation)
    }
}

extension Sequence where Element == Double {
    /// The sum of the elements, computed with ``CompensatedSum``.
    public var compensatedSum: Double {
        var sum = CompensatedSum()
        for term in self { sum.add(term) }
        return sum.value
    }
}
