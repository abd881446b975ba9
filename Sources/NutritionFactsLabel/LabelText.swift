import NutritionData
import NutritionStats

/// The words and numbers printed on a Nutrition Facts label: nutrient names as the 2016 format
/// writes them ("Total Fat", "Dietary Fiber") and amounts without a space before the unit ("8g").
public enum LabelText {
    /// The name a label gives `nutrient`.
    public static func name(_ nutrient: Nutrient) -> String {
        switch nutrient {
        case .calories: "Calories"
        case .fat: "Total Fat"
        case .saturated: "Saturated Fat"
        case .trans: "Trans Fat"
        case .cholesterol: "Cholesterol"
        case .sodium: "Sodium"
        case .carbs: "Total Carbohydrate"
        case .fiber: "Dietary Fiber"
        case .sugar: "Total Sugars"
        case .protein: "Protein"
        case .calcium: "Calcium"
        case .iron: "Iron"
        case .potassium: "Potassium"
        case .vitaminA: "Vitamin A"
        case .vitaminC: "Vitamin C"
        case .monounsaturated: "Monounsaturated Fat"
        case .polyunsaturated: "Polyunsaturated Fat"
        }
    }

    /// The name a label gives any catalogue nutrient: the 17 as ``name(_:)-(Nutrient)``, the other
    /// vitamins and minerals as the 2016 format's sample labels write them ("Vitamin D", "Thiamin",
    /// "Pantothenic Acid"), anything else by its catalogue name.
    public static func name(_ nutrient: KnownNutrient) -> String {
        if let inline = nutrient.inline { return name(inline) }
        return switch nutrient {
        case .pantothenicAcid: "Pantothenic Acid"
        case .addedSugars: "Added Sugars"
        default: nutrient.displayName
        }
    }

    /// The words of a line that states a part of the line above (``/NutritionStats/NutritionLabel/Line/isInclusion``):
    /// "Includes 10g Added Sugars", "Includes less than 1g Added Sugars".
    public static func inclusion(_ nutrient: KnownNutrient, amount: LabelAmount) -> String {
        "Includes " + Self.amount(amount, unit: nutrient.unit) + " " + name(nutrient)
    }

    /// A declared amount with its unit: "8g", "2.5g", "0.3mg", "less than 1g".
    public static func amount(_ amount: LabelAmount, unit: NutrientUnit) -> String {
        switch amount {
        case .amount(let value): number(value) + unit.symbol
        case .lessThan(let bound): "less than " + number(bound) + unit.symbol
        }
    }

    /// A declared percentage: "13%".
    public static func percent(_ percent: Int) -> String {
        "\(percent)%"
    }

    /// A rounded label number: whole numbers without decimals, others with the one decimal the rules
    /// allow (0.5 g steps, 0.1 mg steps).
    public static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = tenths / 10
        let tenth = tenths % 10
        return tenth == 0 ? "\(whole)" : "\(whole).\(tenth)"
    }

    /// The footnote of the 2016 format (21 CFR 101.9(d)(9)).
    public static let footnote =
        "* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice."
}
