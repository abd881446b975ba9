/// One nutrient the catalogue knows (``NutrientCatalogue``): its canonical identity, whatever a file
/// calls it (`B1 (Thiamine) (mg)`, `HKQuantityTypeIdentifierDietaryThiamin` and `Thiamin` are all
/// ``thiamin``). One byte, so amounts of many nutrients are stored compactly (``OtherNutrients``).
///
/// The first 17 cases are the Nutrition shortcut's amounts, with the names of ``Nutrient``'s cases;
/// their amounts are kept inline in ``NutrientVector`` (``inline``), the others' in ``OtherNutrients``.
/// The cases are in catalogue order (grouped by ``NutrientGroup`` after the first 17); a raw value is a
/// position in ``NutrientCatalogue/definitions`` and never leaves the process (ids do, ``id``).
public enum KnownNutrient: UInt8, Sendable, Hashable, CaseIterable, Comparable {
    // The shortcut's 17, in ``Nutrient`` order.
    case calories, carbs, fat, protein, sugar, fiber, monounsaturated, polyunsaturated, saturated, trans
    case sodium, cholesterol, potassium, vitaminC, calcium, iron, vitaminA
    // Energy and macros.
    case alcohol
    // Fats.
    case omega3, omega6, alphaLinolenicAcid, eicosapentaenoicAcid, docosapentaenoicAcid, docosahexaenoicAcid
    case linoleicAcid, arachidonicAcid
    // Carbohydrates.
    case netCarbs, solubleFiber, insolubleFiber, starch, addedSugars, sugarAlcohols
    case fructose, galactose, glucose, lactose, maltose, sucrose
    // Vitamins.
    case retinol, alphaCarotene, betaCarotene, betaCryptoxanthin, luteinZeaxanthin, lycopene
    case vitaminD, vitaminE, vitaminK, thiamin, riboflavin, niacin, pantothenicAcid, vitaminB6, biotin, folate
    case vitaminB12, choline
    // Minerals.
    case chloride, chromium, copper, fluoride, iodine, magnesium, manganese, molybdenum, phosphorus
    case selenium, zinc
    // Other.
    case water, caffeine
    case alanine, arginine, asparticAcid, cystine, glutamicAcid, glycine, histidine, hydroxyproline, isoleucine
    case leucine, lysine, methionine, phenylalanine, proline, serine, threonine, tryptophan, tyrosine, valine

    /// The catalogue's definition of this nutrient. O(1).
    @inlinable public var definition: NutrientDefinition { NutrientCatalogue.definitions[Int(rawValue)] }

    /// The stable snake_case id (`vitamin_d`).
    public var id: String { definition.id }
    /// The name for people (`Vitamin D`).
    public var displayName: String { definition.displayName }
    /// The unit amounts are kept in.
    public var unit: NutrientUnit { definition.unit }
    public var group: NutrientGroup { definition.group }

    /// The shortcut's amount this is, kept in ``NutrientVector``; nil for the nutrients beyond the 17,
    /// kept in ``OtherNutrients``.
    @inlinable public var inline: Nutrient? {
        rawValue < Nutrient.count ? Nutrient(rawValue: Int(rawValue)) : nil
    }

    /// The catalogue identity of one of the shortcut's 17 amounts.
    @inlinable public init(_ nutrient: Nutrient) {
        self = KnownNutrient(rawValue: UInt8(nutrient.rawValue))!
    }

    public static func < (lhs: KnownNutrient, rhs: KnownNutrient) -> Bool { lhs.rawValue < rhs.rawValue }
}
