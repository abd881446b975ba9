import NutritionData

/// Daily Values for the nutrients that have one; nutrients without a Daily Value are shown without %DV.
///
/// Two FDA tables are built in (``fdaCurrent`` and ``fdaLegacy``), and custom targets (a dietitian's
/// file, see ``CustomTargets``) can override any value with ``overriding(with:source:)``.
public struct DailyValueTable: Sendable, Equatable {
    /// A short name for people ("FDA 2016", "FDA legacy", "FDA 2016 + custom (targets.txt)").
    public var name: String
    /// Indexed by ``/NutritionData/Nutrient/rawValue``.
    private var values: [DailyValue?]
    /// Nutrients whose value came from custom targets.
    public private(set) var customNutrients: Set<Nutrient> = []

    /// A table holding `values` (a later value for the same nutrient replaces an earlier one).
    public init(name: String, values: [DailyValue]) {
        self.name = name
        self.values = Array(repeating: nil, count: Nutrient.count)
        for value in values { self.values[value.nutrient.rawValue] = value }
    }

    /// The Daily Value of `nutrient`, or nil when it has none.
    public subscript(nutrient: Nutrient) -> DailyValue? {
        values[nutrient.rawValue]
    }

    /// Every Daily Value, in ``/NutritionData/Nutrient`` order.
    public var dailyValues: [DailyValue] { values.compactMap { $0 } }

    /// This table with `targets` replacing (or adding) values. A target without a kind keeps the kind
    /// this table gives the nutrient, or ``DailyValueKind/reference`` when it has none.
    public func overriding(with targets: [CustomTarget], source: String) -> DailyValueTable {
        var table = self
        for target in targets {
            let kind = target.kind ?? self[target.nutrient]?.kind ?? .reference
            table.values[target.nutrient.rawValue] = DailyValue(target.nutrient, target.amount, kind)
            table.customNutrients.insert(target.nutrient)
        }
        if !targets.isEmpty { table.name = "\(name) + custom (\(source))" }
        return table
    }

    /// One reading per Daily Value (in ``/NutritionData/Nutrient`` order), with amounts from `amount` (nil = unknown).
    public func readings(amount: (Nutrient) -> Double?) -> [DailyValueReading] {
        dailyValues.map { DailyValueReading(dailyValue: $0, amount: amount($0.nutrient)) }
    }

    /// One reading per Daily Value (in ``/NutritionData/Nutrient`` order) of the amounts `intake` states
    /// (exact, lower bound or unknown).
    public func readings(intake: (Nutrient) -> NutrientAmount) -> [DailyValueReading] {
        dailyValues.map { DailyValueReading(dailyValue: $0, intake: intake($0.nutrient)) }
    }
}

extension DailyValueTable {
    /// The FDA Daily Values of the 2016 rule (81 FR 33742, 21 CFR 101.9), adults and children 4 years
    /// and older, 2,000 kcal reference.
    public static let fdaCurrent = DailyValueTable(name: "FDA 2016", values: [
        DailyValue(.calories, 2_000, .reference),
        DailyValue(.carbs, 275, .reference),
        DailyValue(.fat, 78, .limit),
        DailyValue(.protein, 50, .target),
        DailyValue(.fiber, 28, .target),
        DailyValue(.saturated, 20, .limit),
        DailyValue(.sodium, 2_300, .limit),
        DailyValue(.cholesterol, 300, .limit),
        DailyValue(.potassium, 4_700, .target),
        DailyValue(.vitaminC, 90, .target),
        DailyValue(.calcium, 1_300, .target),
        DailyValue(.iron, 18, .target),
        DailyValue(.vitaminA, 900, .target),
    ])

    /// The FDA Daily Values before the 2016 rule. Vitamin A's 5,000 IU is stored as 1,500 mcg
    /// (1 IU of retinol = 0.3 mcg).
    public static let fdaLegacy = DailyValueTable(name: "FDA legacy", values: [
        DailyValue(.calories, 2_000, .reference),
        DailyValue(.carbs, 300, .reference),
        DailyValue(.fat, 65, .limit),
        DailyValue(.protein, 50, .target),
        DailyValue(.fiber, 25, .target),
        DailyValue(.saturated, 20, .limit),
        DailyValue(.sodium, 2_400, .limit),
        DailyValue(.cholesterol, 300, .limit),
        DailyValue(.potassium, 3_500, .target),
        DailyValue(.vitaminC, 60, .target),
        DailyValue(.calcium, 1_000, .target),
        DailyValue(.iron, 18, .target),
        DailyValue(.vitaminA, 1_500, .target),
    ])
}
