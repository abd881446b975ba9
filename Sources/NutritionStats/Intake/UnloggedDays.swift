/// How days without any entry take part in averages and budgets.
public enum UnloggedDays: String, Sendable, Hashable, CaseIterable {
    /// Days without entries are shown as "not logged" and left out of averages, budgets and balances
    /// (the default: an empty day usually means the user forgot to log, not that they ate nothing).
    case excluded
    /// Days without entries count as days with zero intake.
    case countedAsZero = "zero"
}
