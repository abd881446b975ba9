/// Everything the catalogue knows about one known nutrient: its stable id, its name for people, the unit
/// its amounts are kept in, its group and the names it goes by in each format. The definitions
/// themselves are ``NutrientCatalogue/definitions``.
public struct NutrientDefinition: Sendable, Equatable {
    /// The nutrient defined.
    public let nutrient: KnownNutrient
    /// A stable snake_case id (`thiamin`, `vitamin_d`, `omega_3`): the name in machine-readable outputs
    /// and in `--dv` files.
    public let id: String
    /// A name for people (`Thiamin`, `Vitamin D`).
    public let displayName: String
    /// The unit amounts are kept and shown in.
    public let unit: NutrientUnit
    public let group: NutrientGroup
    /// The Nutrition shortcut's food-object key (`VitC`), for the 17 amounts a food object holds.
    public let shortcutKey: String?
    public let aliases: NutrientAliases
    /// The amount in ``unit`` of one international unit (IU), for the vitamins older files write in IU
    /// (A, D, E); nil for every other nutrient (an IU column of them is not read).
    public let perInternationalUnit: Double?

    init(
        _ nutrient: KnownNutrient, _ id: String, _ displayName: String, _ unit: NutrientUnit, _ group: NutrientGroup,
        shortcutKey: String? = nil, aliases: NutrientAliases = NutrientAliases(), perInternationalUnit: Double? = nil
    ) {
        self.nutrient = nutrient
        self.id = id
        self.displayName = displayName
        self.unit = unit
        self.group = group
        self.shortcutKey = shortcutKey
        self.aliases = aliases
        self.perInternationalUnit = perInternationalUnit
    }
}
