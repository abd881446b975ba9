/// An amount as a Nutrition Facts label declares it: a rounded number, or "less than" a bound.
///
/// Wording ("less than 1g", "<1g") is the front end's; this only says which of the two the rules chose.
public enum LabelAmount: Sendable, Hashable {
    /// The amount rounded to the rule's increment (0 for an insignificant amount).
    case amount(Double)
    /// The rules call for "less than" this bound (cholesterol 2–5 mg: less than 5 mg; carbohydrate,
    /// fiber, sugars and protein 0.5–1 g: less than 1 g).
    case lessThan(Double)

    /// The declared number, or nil for a "less than" declaration.
    public var value: Double? {
        if case .amount(let value) = self { return value }
        return nil
    }
}
