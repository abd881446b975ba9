/// Whether intake was below, above or equal to spent energy.
public enum BalanceDirection: String, Sendable, Hashable, CaseIterable {
    /// Intake below spending (net < 0): a deficit.
    case deficit
    /// Intake above spending (net > 0): a surplus.
    case surplus
    /// Net energy rounds to 0 kcal (|net| < 0.5).
    case balanced

    /// The direction of `net` kcal; `balanced` when it rounds to zero whole kcal, so the tag always
    /// agrees with the net shown.
    public init(net: Double) {
        if abs(net) < 0.5 {
            self = .balanced
        } else {
            self = net < 0 ? .deficit : .surplus
        }
    }
}
