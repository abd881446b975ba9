/// What an intake compared with a Daily Value calls attention to.
public enum DailyValueFlag: String, Sendable, Hashable, CaseIterable {
    /// A limit nutrient above 100 %DV.
    case overLimit = "over-limit"
    /// A target nutrient below 100 %DV.
    case underTarget = "under-target"
}
