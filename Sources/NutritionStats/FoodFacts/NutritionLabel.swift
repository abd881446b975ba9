import NutritionData

/// The figures of a Nutrition Facts label in the 2016 format (21 CFR 101.9(d)), rounded by
/// ``LabelRounding`` and compared with the FDA 2016 Daily Values, for one serving of a food.
///
/// The label always uses the 2016 Daily Values, whatever `--dv` says: its footnote and its format
/// are the 2016 rule's. Nutrients the food object does not record (vitamin D, added sugars) are not
/// shown rather than shown as zero.
public struct NutritionLabel: Sendable, Equatable {
    /// One line of the label: a nutrient, its declared amount and, where the label gives one, its %DV.
    public struct Line: Sendable, Equatable {
        /// The nutrient.
        public var nutrient: Nutrient
        /// The amount as declared.
        public var amount: LabelAmount
        /// The %DV as declared; nil where the label shows none (trans fat, sugars, protein).
        public var percent: Int?
        /// Whether the line is indented under the one above (saturated and trans fat, fiber, sugars).
        public var isIndented: Bool

        /// A line with these members, as given.
        public init(nutrient: Nutrient, amount: LabelAmount, percent: Int?, isIndented: Bool) {
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
    /// Fat, cholesterol, sodium, carbohydrate and protein lines, in the label's order.
    public var nutrients: [Line]
    /// Vitamin and mineral lines (calcium, iron, potassium, then vitamins A and C), in the label's order.
    public var vitaminsAndMinerals: [Line]

    /// The nutrients of the upper block, in order, with whether each is indented and shows a %DV.
    static let upperBlock: [(Nutrient, indented: Bool, percent: Bool)] = [
        (.fat, false, true), (.saturated, true, true), (.trans, true, false),
        (.cholesterol, false, true), (.sodium, false, true),
        (.carbs, false, true), (.fiber, true, true), (.sugar, true, false),
        (.protein, false, false),
    ]

    /// The vitamins and minerals the food object records, in the order 101.9(c)(8)(iv) lists them
    /// (the mandatory calcium, iron and potassium first, then the voluntary vitamins A and C).
    static let lowerBlock: [Nutrient] = [.calcium, .iron, .potassium, .vitaminA, .vitaminC]

    /// The label of `amounts` (per one serving described by `servingSize`). A nutrient `amounts` leaves
    /// unknown (``/NutritionData/NutrientVector/unknown``) has no line: a label cannot declare it.
    public init(servingSize: String, amounts: NutrientVector) {
        let table = DailyValueTable.fdaCurrent
        self.servingSize = servingSize
        self.calories = Int(LabelRounding.calories(amounts.kcal).value ?? 0)
        self.nutrients = Self.upperBlock.compactMap { nutrient, indented, showsPercent in
            guard amounts.known(nutrient) != nil,
                let declared = LabelRounding.amount(of: nutrient, amounts[nutrient])
            else { return nil }
            let percent =
                showsPercent
                ? table[nutrient].map { LabelRounding.percent(amounts[nutrient], dailyValue: $0.amount) } : nil
            return Line(nutrient: nutrient, amount: declared, percent: percent, isIndented: indented)
        }
        self.vitaminsAndMinerals = Self.lowerBlock.compactMap { nutrient in
            guard amounts.known(nutrient) != nil, let declared = LabelRounding.amount(of: nutrient, amounts[nutrient]),
                let dailyValue = table[nutrient]
            else { return nil }
            let percent = LabelRounding.vitaminOrMineralPercent(amounts[nutrient], dailyValue: dailyValue.amount)
            return Line(nutrient: nutrient, amount: declared, percent: percent, isIndented: false)
        }
    }

    /// The label of one serving of `food`.
    public init(food: KnownFood) {
        self.init(servingSize: food.servingSize, amounts: food.perServing)
    }
}
