/// One row of the report's vitamins and minerals table: a vitamin or mineral's average intake per
/// counted day, its coverage, and its Daily Value where it has one.
public struct ReportVitaminMineral: Sendable, Equatable {
    /// `Magnesium`.
    public var name: String
    /// Average per counted day: `312`, `≥ 1.4` for a lower bound, `–` when unknown.
    public var amount: String
    /// `mg`, `mcg`.
    public var unit: String
    /// Share of the logged kcal from entries that report it, whole percent: `100`, `62`; nil without kcal.
    public var coverage: String?
    /// The Daily Value with unit: `420 mg`; nil when the nutrient has none.
    public var dailyValue: String?
    /// Average %DV: `74`, `≥ 45` for a lower bound; nil without a Daily Value or amount.
    public var percent: String?
    /// `over limit`, `under target` or `unknown whether under` (a lower bound under a target); nil when
    /// not flagged.
    public var flag: String?
    /// Over its limit on average.
    public var isOverLimit: Bool
    /// Under its target on average.
    public var isUnderTarget: Bool
    /// A lower bound under its target: it is unknown whether under.
    public var isUnknownWhetherUnder: Bool
    /// Whether the amount is a lower bound (some entries do not report the nutrient).
    public var isLowerBound: Bool

    /// A value with these members, as given.
    public init(
        name: String, amount: String, unit: String, coverage: String?, dailyValue: String?, percent: String?,
        flag: String?, isOverLimit: Bool, isUnderTarget: Bool, isUnknownWhetherUnder: Bool, isLowerBound: Bool
    ) {
        self.name = name
        self.amount = amount
        self.unit = unit
        self.coverage = coverage
        self.dailyValue = dailyValue
        self.percent = percent
        self.flag = flag
        self.isOverLimit = isOverLimit
        self.isUnderTarget = isUnderTarget
        self.isUnknownWhetherUnder = isUnknownWhetherUnder
        self.isLowerBound = isLowerBound
    }
}
