/// What a food-log column or a record is an amount of: a nutrient of the catalogue, or a custom one.
public enum NutrientIdentity: Sendable, Hashable, Comparable {
    case known(KnownNutrient)
    case custom(CustomNutrient)

    /// The stable snake_case id (`vitamin_d`, `custom_oxalate`).
    public var id: String {
        switch self {
        case .known(let nutrient): nutrient.id
        case .custom(let nutrient): nutrient.id
        }
    }

    /// The name for people (`Vitamin D`, `Oxalate`).
    public var displayName: String {
        switch self {
        case .known(let nutrient): nutrient.displayName
        case .custom(let nutrient): nutrient.displayName
        }
    }

    /// The unit's symbol (`mcg`, `mg`, or a custom nutrient's unit as written).
    public var unitSymbol: String {
        switch self {
        case .known(let nutrient): nutrient.unit.symbol
        case .custom(let nutrient): nutrient.unit
        }
    }

    /// The group it is listed in; custom nutrients are ``NutrientGroup/other``.
    public var group: NutrientGroup {
        switch self {
        case .known(let nutrient): nutrient.group
        case .custom: .other
        }
    }

    /// Known nutrients in catalogue order, then custom ones by id.
    public static func < (lhs: NutrientIdentity, rhs: NutrientIdentity) -> Bool {
        switch (lhs, rhs) {
        case (.known(let a), .known(let b)): a < b
        case (.custom(let a), .custom(let b)): a < b
        case (.known, .custom): true
        case (.custom, .known): false
        }
    }
}
