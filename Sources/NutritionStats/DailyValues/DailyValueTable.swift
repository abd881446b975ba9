import NutritionData

/// Daily Values for the nutrients that have one, keyed by catalogue identity
/// (``/NutritionData/KnownNutrient``); nutrients without a Daily Value are shown without %DV.
///
/// Two FDA tables are built in (``fdaCurrent`` and ``fdaLegacy``, every nutrient with an FDA Daily
/// Value: 35, and energy's 2,000 kcal reference), and custom targets (a dietitian's file, see
/// ``CustomTargets``) can override or add a value for any known nutrient with
/// ``overriding(with:source:)``.
///
/// ``dailyValues`` and ``subscript(_:)`` are the values of the shortcut's 17 nutrients, the
/// ones today's outputs show; ``catalogueDailyValues`` and ``subscript(known:)`` are all of them.
public struct DailyValueTable: Sendable, Equatable {
    /// A short name for people ("FDA 2016", "FDA legacy", "FDA 2016 + custom (targets.txt)").
    public var name: String
    /// Indexed by ``/NutritionData/KnownNutrient/rawValue``.
    private var values: [CatalogueDailyValue?]
    /// Nutrients of the 17 whose value came from custom targets.
    public private(set) var customNutrients: Set<Nutrient> = []
    /// Nutrients whose value came from custom targets (the 17 and the others).
    public private(set) var customKnownNutrients: Set<KnownNutrient> = []
    /// The name of the built-in table the values start from ("FDA 2016", "FDA legacy"), whatever
    /// custom targets override: where every value not in ``customKnownNutrients`` comes from.
    public private(set) var baseName: String
    /// Where the custom targets came from (the `--dv` file, `targets.txt`); nil without any.
    public private(set) var customSource: String?

    /// A table holding `values` (a later value for the same nutrient replaces an earlier one).
    public init(name: String, values: [CatalogueDailyValue]) {
        self.name = name
        self.baseName = name
        self.values = Array(repeating: nil, count: KnownNutrient.allCases.count)
        for value in values { self.values[Int(value.nutrient.rawValue)] = value }
    }

    /// A table holding `values` of the 17 (a later value for the same nutrient replaces an earlier one).
    public init(name: String, values: [DailyValue]) {
        self.init(name: name, values: values.map(\.catalogueValue))
    }

    /// The Daily Value of `nutrient`, or nil when it has none.
    public subscript(nutrient: Nutrient) -> DailyValue? {
        values[Int(KnownNutrient(nutrient).rawValue)].map { DailyValue(nutrient, $0.amount, $0.kind) }
    }

    /// The Daily Value of any known `nutrient`, or nil when it has none.
    public subscript(known nutrient: KnownNutrient) -> CatalogueDailyValue? {
        values[Int(nutrient.rawValue)]
    }

    /// Every Daily Value of the shortcut's 17, in ``/NutritionData/Nutrient`` order.
    public var dailyValues: [DailyValue] { Nutrient.allCases.compactMap { self[$0] } }

    /// Every Daily Value, in catalogue order (``/NutritionData/KnownNutrient``).
    public var catalogueDailyValues: [CatalogueDailyValue] { values.compactMap { $0 } }

    /// Where the value of `nutrient` comes from: `custom (targets.txt)` for a custom target, as
    /// ``name`` words it, else the built-in table (``baseName``).
    public func source(of nutrient: KnownNutrient) -> String {
        guard customKnownNutrients.contains(nutrient), let customSource else { return baseName }
        return "custom (\(customSource))"
    }

    /// This table with `targets` replacing (or adding) values. A target without a kind keeps the kind
    /// this table gives the nutrient, or ``DailyValueKind/reference`` when it has none.
    public func overriding(with targets: [CustomTarget], source: String) -> DailyValueTable {
        var table = self
        for target in targets {
            let kind = target.kind ?? self[known: target.nutrient]?.kind ?? .reference
            table.values[Int(target.nutrient.rawValue)] = CatalogueDailyValue(target.nutrient, target.amount, kind)
            table.customKnownNutrients.insert(target.nutrient)
            if let nutrient = target.nutrient.inline { table.customNutrients.insert(nutrient) }
        }
        if !targets.isEmpty {
            table.name = "\(name) + custom (\(source))"
            table.customSource = source
        }
        return table
    }

    /// One reading per Daily Value (in ``/NutritionData/Nutrient`` order) of the amounts `intake` states
    /// (exact, lower bound or unknown).
    public func readings(intake: (Nutrient) -> NutrientAmount) -> [DailyValueReading] {
        dailyValues.map { DailyValueReading(dailyValue: $0, intake: intake($0.nutrient)) }
    }
}

extension DailyValueTable {
    /// The FDA Daily Values of the 2016 rule (81 FR 33742, 21 CFR 101.9(c)(8)(iv) and (c)(9)), adults
    /// and children 4 years and older, 2,000 kcal reference: every nutrient with a Daily Value.
    public static let fdaCurrent = DailyValueTable(
        name: "FDA 2016",
        values: [
            CatalogueDailyValue(.calories, 2_000, .reference),
            CatalogueDailyValue(.carbs, 275, .reference),
            CatalogueDailyValue(.fat, 78, .limit),
            CatalogueDailyValue(.protein, 50, .target),
            CatalogueDailyValue(.fiber, 28, .target),
            CatalogueDailyValue(.saturated, 20, .limit),
            CatalogueDailyValue(.sodium, 2_300, .limit),
            CatalogueDailyValue(.cholesterol, 300, .limit),
            CatalogueDailyValue(.potassium, 4_700, .target),
            CatalogueDailyValue(.vitaminC, 90, .target),
            CatalogueDailyValue(.calcium, 1_300, .target),
            CatalogueDailyValue(.iron, 18, .target),
            CatalogueDailyValue(.vitaminA, 900, .target),  // mcg RAE
            CatalogueDailyValue(.addedSugars, 50, .limit),
            CatalogueDailyValue(.vitaminD, 20, .target),  // mcg (800 IU)
            CatalogueDailyValue(.vitaminE, 15, .target),  // mg alpha-tocopherol
            CatalogueDailyValue(.vitaminK, 120, .target),
            CatalogueDailyValue(.thiamin, 1.2, .target),
            CatalogueDailyValue(.riboflavin, 1.3, .target),
            CatalogueDailyValue(.niacin, 16, .target),  // mg NE
            CatalogueDailyValue(.pantothenicAcid, 5, .target),
            CatalogueDailyValue(.vitaminB6, 1.7, .target),
            CatalogueDailyValue(.biotin, 30, .target),
            CatalogueDailyValue(.folate, 400, .target),  // mcg DFE
            CatalogueDailyValue(.vitaminB12, 2.4, .target),
            CatalogueDailyValue(.choline, 550, .target),
            CatalogueDailyValue(.phosphorus, 1_250, .target),
            CatalogueDailyValue(.iodine, 150, .target),
            CatalogueDailyValue(.magnesium, 420, .target),
            CatalogueDailyValue(.zinc, 11, .target),
            CatalogueDailyValue(.selenium, 55, .target),
            CatalogueDailyValue(.copper, 0.9, .target),
            CatalogueDailyValue(.manganese, 2.3, .target),
            CatalogueDailyValue(.chromium, 35, .target),
            CatalogueDailyValue(.molybdenum, 45, .target),
            CatalogueDailyValue(.chloride, 2_300, .target),
        ])

    /// The FDA Daily Values before the 2016 rule (the RDIs and DRVs based on the 1968 RDAs). Values in
    /// IU are stored in the catalogue's unit by its IU factors (``/NutritionData/NutrientCatalogue``):
    /// vitamin A 5,000 IU = 1,500 mcg (retinol, 0.3 mcg each), vitamin D 400 IU = 10 mcg, vitamin E
    /// 30 IU = 20.1 mg (natural α-tocopherol, 0.67 mg each). Added sugars and choline had none.
    public static let fdaLegacy = DailyValueTable(
        name: "FDA legacy",
        values: [
            CatalogueDailyValue(.calories, 2_000, .reference),
            CatalogueDailyValue(.carbs, 300, .reference),
            CatalogueDailyValue(.fat, 65, .limit),
            CatalogueDailyValue(.protein, 50, .target),
            CatalogueDailyValue(.fiber, 25, .target),
            CatalogueDailyValue(.saturated, 20, .limit),
            CatalogueDailyValue(.sodium, 2_400, .limit),
            CatalogueDailyValue(.cholesterol, 300, .limit),
            CatalogueDailyValue(.potassium, 3_500, .target),
            CatalogueDailyValue(.vitaminC, 60, .target),
            CatalogueDailyValue(.calcium, 1_000, .target),
            CatalogueDailyValue(.iron, 18, .target),
            CatalogueDailyValue(.vitaminA, internationalUnits(5_000, of: .vitaminA), .target),
            CatalogueDailyValue(.vitaminD, internationalUnits(400, of: .vitaminD), .target),
            CatalogueDailyValue(.vitaminE, internationalUnits(30, of: .vitaminE), .target),
            CatalogueDailyValue(.vitaminK, 80, .target),
            CatalogueDailyValue(.thiamin, 1.5, .target),
            CatalogueDailyValue(.riboflavin, 1.7, .target),
            CatalogueDailyValue(.niacin, 20, .target),
            CatalogueDailyValue(.pantothenicAcid, 10, .target),
            CatalogueDailyValue(.vitaminB6, 2, .target),
            CatalogueDailyValue(.biotin, 300, .target),
            CatalogueDailyValue(.folate, 400, .target),
            CatalogueDailyValue(.vitaminB12, 6, .target),
            CatalogueDailyValue(.phosphorus, 1_000, .target),
            CatalogueDailyValue(.iodine, 150, .target),
            CatalogueDailyValue(.magnesium, 400, .target),
            CatalogueDailyValue(.zinc, 15, .target),
            CatalogueDailyValue(.selenium, 70, .target),
            CatalogueDailyValue(.copper, 2, .target),
            CatalogueDailyValue(.manganese, 2, .target),
            CatalogueDailyValue(.chromium, 120, .target),
            CatalogueDailyValue(.molybdenum, 75, .target),
            CatalogueDailyValue(.chloride, 3_400, .target),
        ])

    /// `units` IU of `nutrient` in its unit, by the catalogue's factor (NaN, caught by the tests, for a
    /// nutrient without one).
    private static func internationalUnits(_ units: Double, of nutrient: KnownNutrient) -> Double {
        units * (nutrient.definition.perInternationalUnit ?? .nan)
    }
}
