import NutritionData

/// The figures of a Nutrition Facts label in the 2016 format (21 CFR 101.9(d)), rounded by
/// ``LabelRounding`` and compared with the FDA 2016 Daily Values, for one serving of a food.
///
/// The label always uses the 2016 Daily Values, whatever `--dv` says: its footnote and its format
/// are the 2016 rule's. Nutrients the food does not report (vitamin D and added sugars for a food
/// object) are not shown rather than shown as zero. Added sugars, when reported (0 g included), are
/// the 2016 format's "Includes 10g Added Sugars 20%" line under Total Sugars (``Line/isInclusion``).
public struct NutritionLabel: Sendable, Equatable {
    /// One line of the label: a nutrient, its declared amount and, where the label gives one, its %DV.
    public struct Line: Sendable, Equatable {
        /// The nutrient.
        public var nutrient: KnownNutrient
        /// The amount as declared.
        public var amount: LabelAmount
        /// The %DV as declared; nil where the label shows none (trans fat, sugars, protein).
        public var percent: Int?
        /// Whether the line is indented under the one above (saturated and trans fat, fiber, sugars,
        /// added sugars).
        public var isIndented: Bool

        /// Whether the line states a part of the line above, worded "Includes 10g Added Sugars" and
        /// indented under it: added sugars under Total Sugars (21 CFR 101.9(c)(6)(iii), the 2016 format).
        public var isInclusion: Bool { nutrient == .addedSugars }

        /// A line with these members, as given.
        public init(nutrient: KnownNutrient, amount: LabelAmount, percent: Int?, isIndented: Bool) {
            self.nutrient = nutrient
            self.amount = amount
            self.percent = percent
            self.isIndented = isIndented
        }
    }

    /// The serving as text ("1 cup (240 ml)").
    public var servingSize: String
    /// Calories as declared.
    public var calories: Int
    /// Fat, cholesterol, sodium, carbohydrate and protein lines, in the label's order (added sugars
    /// after total sugars, before protein).
    public var nutrients: [Line]
    /// Vitamin and mineral lines in the label's order (``lowerBlock``): the mandatory vitamin D,
    /// calcium, iron and potassium, then the voluntary ones the food reports.
    public var vitaminsAndMinerals: [Line]

    /// The nutrients of the upper block, in order, with whether each is indented and shows a %DV.
    static let upperBlock: [(Nutrient, indented: Bool, percent: Bool)] = [
        (.fat, false, true), (.saturated, true, true), (.trans, true, false),
        (.cholesterol, false, true), (.sodium, false, true),
        (.carbs, false, true), (.fiber, true, true), (.sugar, true, false),
        (.protein, false, false),
    ]

    /// The vitamins and minerals of the 2016 format in the order of its lower block: the mandatory
    /// vitamin D, calcium, iron and potassium, in that order (21 CFR 101.9(d)(8)), then the voluntary
    /// vitamins and minerals in the order of the RDI table of 101.9(c)(8)(iv) (vitamin A, vitamin C,
    /// [calcium, iron, vitamin D, declared above,] vitamin E, vitamin K, thiamin, riboflavin, niacin,
    /// vitamin B6, folate, vitamin B12, biotin, pantothenic acid, phosphorus, iodine, magnesium, zinc,
    /// selenium, copper, manganese, chromium, molybdenum, chloride, choline). Every one has an FDA 2016
    /// Daily Value; a food that does not report one has no line for it.
    public static let lowerBlock: [KnownNutrient] = [
        .vitaminD, .calcium, .iron, .potassium,
        .vitaminA, .vitaminC, .vitaminE, .vitaminK, .thiamin, .riboflavin, .niacin, .vitaminB6, .folate,
        .vitaminB12, .biotin, .pantothenicAcid, .phosphorus, .iodine, .magnesium, .zinc, .selenium, .copper,
        .manganese, .chromium, .molybdenum, .chloride, .choline,
    ]

    /// The label of `amounts` and `others` (per one serving described by `servingSize`). A nutrient
    /// `amounts` leaves unknown (``/NutritionData/NutrientVector/unknown``) or `others` does not report
    /// has no line: a label cannot declare it.
    public init(servingSize: String, amounts: NutrientVector, others: OtherNutrients = .none) {
        let table = DailyValueTable.fdaCurrent
        self.servingSize = servingSize
        self.calories = Int(LabelRounding.calories(amounts.kcal).value ?? 0)
        var nutrients = Self.upperBlock.compactMap { nutrient, indented, showsPercent -> Line? in
            guard amounts.known(nutrient) != nil,
                let declared = LabelRounding.amount(of: nutrient, amounts[nutrient])
            else { return nil }
            let percent =
                showsPercent
                ? table[nutrient].map { LabelRounding.percent(amounts[nutrient], dailyValue: $0.amount) } : nil
            return Line(nutrient: KnownNutrient(nutrient), amount: declared, percent: percent, isIndented: indented)
        }
        if let added = others.amount(of: .addedSugars),
            let declared = LabelRounding.amount(ofKnown: .addedSugars, added),
            let dailyValue = table[known: .addedSugars]
        {
            let line = Line(
                nutrient: .addedSugars, amount: declared,
                percent: LabelRounding.percent(added, dailyValue: dailyValue.amount), isIndented: true)
            nutrients.insert(line, at: nutrients.firstIndex { $0.nutrient == .protein } ?? nutrients.endIndex)
        }
        self.nutrients = nutrients
        self.vitaminsAndMinerals = Self.lowerBlock.compactMap { nutrient in
            let amount = nutrient.inline.map { amounts.known($0) } ?? others.amount(of: nutrient)
            guard let amount, let declared = LabelRounding.amount(ofKnown: nutrient, amount),
                let dailyValue = table[known: nutrient]
            else { return nil }
            let percent = LabelRounding.vitaminOrMineralPercent(amount, dailyValue: dailyValue.amount)
            return Line(nutrient: nutrient, amount: declared, percent: percent, isIndented: false)
        }
    }

    /// The label of one serving of `food`.
    public init(food: KnownFood) {
        self.init(servingSize: food.servingSize, amounts: food.perServing, others: food.otherPerServing)
    }
}
