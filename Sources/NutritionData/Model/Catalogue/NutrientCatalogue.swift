/// The nutrient catalogue: **the** place that knows a nutrient's identity, unit, group and the names it
/// goes by in each format. Readers ask it what a column or a record type is (``column(named:)``,
/// ``appleHealthType(_:)``); it never reads a file itself.
///
/// It knows every nutrient with an FDA Daily Value (35, see `docs/nutrients.md`), the Nutrition
/// shortcut's 17 amounts, every Apple Health dietary type (`HKQuantityTypeIdentifierDietary…`, 39),
/// the common Cronometer columns (B vitamins, carotenoids, sugars, fatty acids, amino acids), water,
/// caffeine and alcohol. A column it does not know is not dropped: it becomes a ``CustomNutrient``
/// with its own name and unit.
///
/// Units and IU: amounts are kept in each nutrient's ``NutrientDefinition/unit``; a column in another
/// unit is converted by ``KnownNutrient/factor(fromUnit:)``. International units convert by the
/// published factors: vitamin A 1 IU = 0.3 µg RAE (as retinol, the FDA's label factor for preformed
/// vitamin A; IU of β-carotene are worth less, 0.05 µg RAE, and files do not say which they hold);
/// vitamin D 1 IU = 0.025 µg; vitamin E 1 IU = 0.67 mg α-tocopherol, the factor of natural
/// (RRR-, "d-") α-tocopherol (21 CFR 101.9(c)(8)(vi)). Natural rather than synthetic (dl-, 0.45 mg): the
/// vitamin E of foods — oils, nuts, seeds, the bulk of what a food log holds — is the natural form;
/// the synthetic one is found mainly in supplements and some fortified foods, where this overstates
/// the amount by half (0.67 / 0.45).
public enum NutrientCatalogue {
    /// Every known nutrient's definition, indexed by ``KnownNutrient/rawValue``.
    public static let definitions: [NutrientDefinition] = {
        let list = table
        var byIndex = [NutrientDefinition?](repeating: nil, count: KnownNutrient.allCases.count)
        for definition in list { byIndex[Int(definition.nutrient.rawValue)] = definition }
        return byIndex.enumerated().map { index, definition in
            guard let definition else {
                fatalError("the nutrient catalogue has no definition of \(KnownNutrient.allCases[index])")
            }
            return definition
        }
    }()

    /// The known nutrient whose id is `id` (`vitamin_d`), if any. O(1).
    public static func nutrient(id: String) -> KnownNutrient? { byID[id] }

    /// The known nutrient a CSV food-log column is named after (`B1 (Thiamine)`, `Dietary Energy`,
    /// `Saturated Fat`), its name compared without regard to case or surrounding spaces and without its
    /// unit; nil for a name the catalogue does not know. O(1).
    public static func column(named name: String) -> KnownNutrient? {
        byColumnName[name.trimmingSpaces().lowercased()]
    }

    /// The known nutrient of an Apple Health dietary type, written whole
    /// (`HKQuantityTypeIdentifierDietaryThiamin`); nil for a type that is not one. O(1).
    public static func appleHealthType(_ type: String) -> KnownNutrient? {
        guard type.hasPrefix(appleHealthPrefix) else { return nil }
        return byAppleHealthType[String(type.dropFirst(appleHealthPrefix.count))]
    }

    /// The prefix of every Apple Health dietary quantity type.
    public static let appleHealthPrefix = "HKQuantityTypeIdentifierDietary"

    /// The known nutrient a person names — on the command line (`--nutrient`, `--nutrients`) or in a
    /// `--dv` file —, **the** naming rule: its id (`vitamin_d`), display name (`Vitamin D`), shortcut key
    /// (`VitC`), any of its column names (`B1 (Thiamine)`, `Thiamine`) or, for energy, `kcal`; compared
    /// in any case and without spaces, underscores and hyphens (`vitamin d` = `vitamin_d` = `Vitamin-D`,
    /// `saturated-fat` = `Saturated fat`). A vitamin may be named without the word "vitamin" (`D`, `B1`,
    /// `B12`). Nil for any other name. O(1).
    public static func nutrient(named name: String) -> KnownNutrient? {
        let key = nameKey(name)
        guard !key.isEmpty else { return nil }
        return byAnyName[key] ?? byAnyName["vitamin" + key]
    }

    /// `name` as ``nutrient(named:)`` compares it: lowercased, without spaces, underscores and hyphens.
    static func nameKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !nameSeparators.contains($0) }.map(Character.init))
    }

    private static let nameSeparators: Set<Unicode.Scalar> = [" ", "_", "-", "\t"]

    /// Every name ``nutrient(named:)`` takes, by its key (``nameKey(_:)``), in catalogue order. No key
    /// names two nutrients (a test checks it).
    static let namesByKey: [(key: String, nutrient: KnownNutrient)] = definitions.flatMap { definition in
        let energy = definition.nutrient == KnownNutrient(.calories) ? ["kcal"] : []
        let own = [definition.id, definition.displayName] + (definition.shortcutKey.map { [$0] } ?? []) + energy
        return (own + definition.aliases.columnNames).map { (nameKey($0), definition.nutrient) }
    }

    private static let byID: [String: KnownNutrient] = Dictionary(
        uniqueKeysWithValues: definitions.map { ($0.id, $0.nutrient) })

    private static let byColumnName: [String: KnownNutrient] = {
        var names: [String: KnownNutrient] = [:]
        for definition in definitions {
            for name in definition.aliases.columnNames { names[name.lowercased()] = definition.nutrient }
        }
        return names
    }()

    private static let byAppleHealthType: [String: KnownNutrient] = {
        var types: [String: KnownNutrient] = [:]
        for definition in definitions {
            if let type = definition.aliases.appleHealth { types[type] = definition.nutrient }
        }
        return types
    }()

    private static let byAnyName: [String: KnownNutrient] = Dictionary(
        namesByKey.map { ($0.key, $0.nutrient) }, uniquingKeysWith: { first, _ in first })

    /// The facts: one line per known nutrient, in any order (``definitions`` puts them in case order).
    private static var table: [NutrientDefinition] {
        typealias A = NutrientAliases
        let macros = NutrientGroup.energyAndMacros
        return [
            // The shortcut's 17, with the names of `Nutrient` (display names and keys unchanged).
            .init(
                .calories, "energy", "Energy", .kilocalorie, macros, shortcutKey: "Calories",
                aliases: A(
                    cronometer: ["Energy"], appleHealth: "EnergyConsumed", healthAutoExport: ["Dietary Energy"],
                    myFitnessPal: ["Calories"])),
            .init(
                .carbs, "carbs", "Carbohydrate", .gram, macros, shortcutKey: "Carbs",
                aliases: A(
                    cronometer: ["Carbs"], appleHealth: "Carbohydrates", healthAutoExport: ["Carbohydrates"],
                    myFitnessPal: ["Carbohydrates"], other: ["Total Carbs"])),
            .init(
                .fat, "fat", "Fat", .gram, macros, shortcutKey: "Fat",
                aliases: A(
                    cronometer: ["Fat"], appleHealth: "FatTotal", healthAutoExport: ["Total Fat"], myFitnessPal: ["Fat"]
                )),
            .init(
                .protein, "protein", "Protein", .gram, macros, shortcutKey: "Protein",
                aliases: A(
                    cronometer: ["Protein"], appleHealth: "Protein", healthAutoExport: ["Protein"],
                    myFitnessPal: ["Protein"])),
            .init(
                .sugar, "sugar", "Sugars", .gram, .carbohydrates, shortcutKey: "Sugar",
                aliases: A(
                    cronometer: ["Sugars"], appleHealth: "Sugar", healthAutoExport: ["Dietary Sugar"],
                    myFitnessPal: ["Sugar"])),
            .init(
                .fiber, "fiber", "Fiber", .gram, .carbohydrates, shortcutKey: "Fiber",
                aliases: A(
                    cronometer: ["Fiber"], appleHealth: "Fiber", healthAutoExport: ["Fiber"], myFitnessPal: ["Fiber"],
                    other: ["Fibre"])),
            .init(
                .monounsaturated, "monounsaturated_fat", "Monounsaturated fat", .gram, .fats,
                shortcutKey: "Monounsaturated",
                aliases: A(
                    cronometer: ["Monounsaturated"], appleHealth: "FatMonounsaturated",
                    healthAutoExport: ["Monounsaturated Fat"], myFitnessPal: ["Monounsaturated Fat"])),
            .init(
                .polyunsaturated, "polyunsaturated_fat", "Polyunsaturated fat", .gram, .fats,
                shortcutKey: "Polyunsaturated",
                aliases: A(
                    cronometer: ["Polyunsaturated"], appleHealth: "FatPolyunsaturated",
                    healthAutoExport: ["Polyunsaturated Fat"], myFitnessPal: ["Polyunsaturated Fat"])),
            .init(
                .saturated, "saturated_fat", "Saturated fat", .gram, .fats, shortcutKey: "Saturated",
                aliases: A(
                    cronometer: ["Saturated"], appleHealth: "FatSaturated", healthAutoExport: ["Saturated Fat"],
                    myFitnessPal: ["Saturated Fat"])),
            .init(
                .trans, "trans_fat", "Trans fat", .gram, .fats, shortcutKey: "Trans",
                aliases: A(cronometer: ["Trans-Fats"], myFitnessPal: ["Trans Fat"], other: ["Trans Fats"])),
            .init(
                .sodium, "sodium", "Sodium", .milligram, .minerals, shortcutKey: "Sodium",
                aliases: A(
                    cronometer: ["Sodium"], appleHealth: "Sodium", healthAutoExport: ["Sodium"],
                    myFitnessPal: ["Sodium"])),
            .init(
                .cholesterol, "cholesterol", "Cholesterol", .milligram, .fats, shortcutKey: "Cholesterol",
                aliases: A(
                    cronometer: ["Cholesterol"], appleHealth: "Cholesterol",
                    healthAutoExport: ["Cholesterol", "Dietary Cholesterol"],
                    myFitnessPal: ["Cholesterol"])),
            .init(
                .potassium, "potassium", "Potassium", .milligram, .minerals, shortcutKey: "Potassium",
                aliases: A(
                    cronometer: ["Potassium"], appleHealth: "Potassium", healthAutoExport: ["Potassium"],
                    myFitnessPal: ["Potassium"])),
            .init(
                .vitaminC, "vitamin_c", "Vitamin C", .milligram, .vitamins, shortcutKey: "VitC",
                aliases: A(
                    cronometer: ["Vitamin C"], appleHealth: "VitaminC", healthAutoExport: ["Vitamin C"],
                    myFitnessPal: ["Vitamin C"])),
            .init(
                .calcium, "calcium", "Calcium", .milligram, .minerals, shortcutKey: "Calcium",
                aliases: A(
                    cronometer: ["Calcium"], appleHealth: "Calcium", healthAutoExport: ["Calcium"],
                    myFitnessPal: ["Calcium"])),
            .init(
                .iron, "iron", "Iron", .milligram, .minerals, shortcutKey: "Iron",
                aliases: A(
                    cronometer: ["Iron"], appleHealth: "Iron", healthAutoExport: ["Iron"], myFitnessPal: ["Iron"])),
            .init(
                .vitaminA, "vitamin_a", "Vitamin A", .microgram, .vitamins, shortcutKey: "VitA",
                aliases: A(
                    cronometer: ["Vitamin A"], appleHealth: "VitaminA", healthAutoExport: ["Vitamin A"],
                    myFitnessPal: ["Vitamin A"]),
                perInternationalUnit: 0.3),
            // Energy and macros.
            .init(.alcohol, "alcohol", "Alcohol", .gram, macros, aliases: A(cronometer: ["Alcohol"])),
            // Fats.
            .init(.omega3, "omega_3", "Omega-3", .gram, .fats, aliases: A(cronometer: ["Omega-3"])),
            .init(.omega6, "omega_6", "Omega-6", .gram, .fats, aliases: A(cronometer: ["Omega-6"])),
            .init(
                .alphaLinolenicAcid, "ala", "Alpha-linolenic acid (ALA)", .gram, .fats, aliases: A(cronometer: ["ALA"])),
            .init(
                .eicosapentaenoicAcid, "epa", "Eicosapentaenoic acid (EPA)", .gram, .fats,
                aliases: A(cronometer: ["EPA"])),
            .init(
                .docosapentaenoicAcid, "dpa", "Docosapentaenoic acid (DPA)", .gram, .fats,
                aliases: A(cronometer: ["DPA"])),
            .init(
                .docosahexaenoicAcid, "dha", "Docosahexaenoic acid (DHA)", .gram, .fats, aliases: A(cronometer: ["DHA"])
            ),
            .init(.linoleicAcid, "linoleic_acid", "Linoleic acid (LA)", .gram, .fats, aliases: A(cronometer: ["LA"])),
            .init(
                .arachidonicAcid, "arachidonic_acid", "Arachidonic acid (AA)", .gram, .fats,
                aliases: A(cronometer: ["AA"])),
            // Carbohydrates.
            .init(.netCarbs, "net_carbs", "Net carbs", .gram, .carbohydrates, aliases: A(cronometer: ["Net Carbs"])),
            .init(
                .solubleFiber, "soluble_fiber", "Soluble fiber", .gram, .carbohydrates,
                aliases: A(cronometer: ["Soluble Fiber"])),
            .init(
                .insolubleFiber, "insoluble_fiber", "Insoluble fiber", .gram, .carbohydrates,
                aliases: A(cronometer: ["Insoluble Fiber"])),
            .init(.starch, "starch", "Starch", .gram, .carbohydrates, aliases: A(cronometer: ["Starch"])),
            .init(
                .addedSugars, "added_sugars", "Added sugars", .gram, .carbohydrates,
                aliases: A(cronometer: ["Added Sugars"])),
            .init(
                .sugarAlcohols, "sugar_alcohols", "Sugar alcohols", .gram, .carbohydrates,
                aliases: A(cronometer: ["Sugar Alcohol"], other: ["Sugar Alcohols"])),
            .init(.fructose, "fructose", "Fructose", .gram, .carbohydrates, aliases: A(cronometer: ["Fructose"])),
            .init(.galactose, "galactose", "Galactose", .gram, .carbohydrates, aliases: A(cronometer: ["Galactose"])),
            .init(.glucose, "glucose", "Glucose", .gram, .carbohydrates, aliases: A(cronometer: ["Glucose"])),
            .init(.lactose, "lactose", "Lactose", .gram, .carbohydrates, aliases: A(cronometer: ["Lactose"])),
            .init(.maltose, "maltose", "Maltose", .gram, .carbohydrates, aliases: A(cronometer: ["Maltose"])),
            .init(.sucrose, "sucrose", "Sucrose", .gram, .carbohydrates, aliases: A(cronometer: ["Sucrose"])),
            // Vitamins.
            .init(.retinol, "retinol", "Retinol", .microgram, .vitamins, aliases: A(cronometer: ["Retinol"])),
            .init(
                .alphaCarotene, "alpha_carotene", "Alpha-carotene", .microgram, .vitamins,
                aliases: A(cronometer: ["Alpha-carotene"])),
            .init(
                .betaCarotene, "beta_carotene", "Beta-carotene", .microgram, .vitamins,
                aliases: A(cronometer: ["Beta-carotene"])),
            .init(
                .betaCryptoxanthin, "beta_cryptoxanthin", "Beta-cryptoxanthin", .microgram, .vitamins,
                aliases: A(cronometer: ["Beta-cryptoxanthin"])),
            .init(
                .luteinZeaxanthin, "lutein_zeaxanthin", "Lutein + zeaxanthin", .microgram, .vitamins,
                aliases: A(cronometer: ["Lutein+Zeaxanthin"])),
            .init(.lycopene, "lycopene", "Lycopene", .microgram, .vitamins, aliases: A(cronometer: ["Lycopene"])),
            .init(
                .vitaminD, "vitamin_d", "Vitamin D", .microgram, .vitamins,
                aliases: A(cronometer: ["Vitamin D"], appleHealth: "VitaminD", healthAutoExport: ["Vitamin D"]),
                perInternationalUnit: 0.025),
            .init(
                .vitaminE, "vitamin_e", "Vitamin E", .milligram, .vitamins,
                aliases: A(cronometer: ["Vitamin E"], appleHealth: "VitaminE", healthAutoExport: ["Vitamin E"]),
                perInternationalUnit: 0.67),
            .init(
                .vitaminK, "vitamin_k", "Vitamin K", .microgram, .vitamins,
                aliases: A(cronometer: ["Vitamin K"], appleHealth: "VitaminK", healthAutoExport: ["Vitamin K"])),
            .init(
                .thiamin, "thiamin", "Thiamin", .milligram, .vitamins,
                aliases: A(
                    cronometer: ["B1 (Thiamine)"], appleHealth: "Thiamin", healthAutoExport: ["Thiamin"],
                    other: ["Vitamin B1", "Thiamine"])),
            .init(
                .riboflavin, "riboflavin", "Riboflavin", .milligram, .vitamins,
                aliases: A(
                    cronometer: ["B2 (Riboflavin)"], appleHealth: "Riboflavin", healthAutoExport: ["Riboflavin"],
                    other: ["Vitamin B2"])),
            .init(
                .niacin, "niacin", "Niacin", .milligram, .vitamins,
                aliases: A(
                    cronometer: ["B3 (Niacin)"], appleHealth: "Niacin", healthAutoExport: ["Niacin"],
                    other: ["Vitamin B3"])),
            .init(
                .pantothenicAcid, "pantothenic_acid", "Pantothenic acid", .milligram, .vitamins,
                aliases: A(
                    cronometer: ["B5 (Pantothenic Acid)"], appleHealth: "PantothenicAcid",
                    healthAutoExport: ["Pantothenic Acid"], other: ["Vitamin B5"])),
            .init(
                .vitaminB6, "vitamin_b6", "Vitamin B6", .milligram, .vitamins,
                aliases: A(cronometer: ["B6 (Pyridoxine)"], appleHealth: "VitaminB6", healthAutoExport: ["Vitamin B6"])),
            .init(
                .biotin, "biotin", "Biotin", .microgram, .vitamins,
                aliases: A(
                    cronometer: ["Biotin", "B7 (Biotin)"], appleHealth: "Biotin",
                    healthAutoExport: ["Biotin", "Dietary Biotin"],
                    other: ["Vitamin B7"])),
            .init(
                .folate, "folate", "Folate", .microgram, .vitamins,
                aliases: A(
                    cronometer: ["Folate"], appleHealth: "Folate", healthAutoExport: ["Folate"], other: ["Vitamin B9"])),
            .init(
                .vitaminB12, "vitamin_b12", "Vitamin B12", .microgram, .vitamins,
                aliases: A(
                    cronometer: ["B12 (Cobalamin)"], appleHealth: "VitaminB12", healthAutoExport: ["Vitamin B12"])),
            .init(.choline, "choline", "Choline", .milligram, .vitamins, aliases: A(cronometer: ["Choline"])),
            // Minerals.
            .init(
                .chloride, "chloride", "Chloride", .milligram, .minerals,
                aliases: A(appleHealth: "Chloride", healthAutoExport: ["Chloride"])),
            .init(
                .chromium, "chromium", "Chromium", .microgram, .minerals,
                aliases: A(cronometer: ["Chromium"], appleHealth: "Chromium", healthAutoExport: ["Chromium"])),
            .init(
                .copper, "copper", "Copper", .milligram, .minerals,
                aliases: A(cronometer: ["Copper"], appleHealth: "Copper", healthAutoExport: ["Copper"])),
            .init(.fluoride, "fluoride", "Fluoride", .microgram, .minerals, aliases: A(cronometer: ["Fluoride"])),
            .init(
                .iodine, "iodine", "Iodine", .microgram, .minerals,
                aliases: A(cronometer: ["Iodine"], appleHealth: "Iodine", healthAutoExport: ["Iodine"])),
            .init(
                .magnesium, "magnesium", "Magnesium", .milligram, .minerals,
                aliases: A(cronometer: ["Magnesium"], appleHealth: "Magnesium", healthAutoExport: ["Magnesium"])),
            .init(
                .manganese, "manganese", "Manganese", .milligram, .minerals,
                aliases: A(cronometer: ["Manganese"], appleHealth: "Manganese", healthAutoExport: ["Manganese"])),
            .init(
                .molybdenum, "molybdenum", "Molybdenum", .microgram, .minerals,
                aliases: A(cronometer: ["Molybdenum"], appleHealth: "Molybdenum", healthAutoExport: ["Molybdenum"])),
            .init(
                .phosphorus, "phosphorus", "Phosphorus", .milligram, .minerals,
                aliases: A(cronometer: ["Phosphorus"], appleHealth: "Phosphorus", healthAutoExport: ["Phosphorus"])),
            .init(
                .selenium, "selenium", "Selenium", .microgram, .minerals,
                aliases: A(cronometer: ["Selenium"], appleHealth: "Selenium", healthAutoExport: ["Selenium"])),
            .init(
                .zinc, "zinc", "Zinc", .milligram, .minerals,
                aliases: A(cronometer: ["Zinc"], appleHealth: "Zinc", healthAutoExport: ["Zinc"])),
            // Other: water, caffeine, amino acids.
            .init(
                .water, "water", "Water", .milliliter, .other,
                aliases: A(cronometer: ["Water"], appleHealth: "Water", healthAutoExport: ["Water", "Dietary Water"])),
            .init(
                .caffeine, "caffeine", "Caffeine", .milligram, .other,
                aliases: A(cronometer: ["Caffeine"], appleHealth: "Caffeine", healthAutoExport: ["Caffeine"])),
            aminoAcid(.alanine, "alanine", "Alanine"), aminoAcid(.arginine, "arginine", "Arginine"),
            aminoAcid(.asparticAcid, "aspartic_acid", "Aspartic acid"), aminoAcid(.cystine, "cystine", "Cystine"),
            aminoAcid(.glutamicAcid, "glutamic_acid", "Glutamic acid"), aminoAcid(.glycine, "glycine", "Glycine"),
            aminoAcid(.histidine, "histidine", "Histidine"),
            aminoAcid(.hydroxyproline, "hydroxyproline", "Hydroxyproline"),
            aminoAcid(.isoleucine, "isoleucine", "Isoleucine"), aminoAcid(.leucine, "leucine", "Leucine"),
            aminoAcid(.lysine, "lysine", "Lysine"), aminoAcid(.methionine, "methionine", "Methionine"),
            aminoAcid(.phenylalanine, "phenylalanine", "Phenylalanine"), aminoAcid(.proline, "proline", "Proline"),
            aminoAcid(.serine, "serine", "Serine"), aminoAcid(.threonine, "threonine", "Threonine"),
            aminoAcid(.tryptophan, "tryptophan", "Tryptophan"), aminoAcid(.tyrosine, "tyrosine", "Tyrosine"),
            aminoAcid(.valine, "valine", "Valine"),
        ]
    }

    /// An amino acid: grams, group other, Cronometer's column of the same name.
    private static func aminoAcid(_ nutrient: KnownNutrient, _ id: String, _ name: String) -> NutrientDefinition {
        NutrientDefinition(nutrient, id, name, .gram, .other, aliases: NutrientAliases(cronometer: [name]))
    }
}
