/// Reads a FOOD OBJECT — `{"Name", "Serving Size", "Barcode", "id", "Calories", "Carbs", …}` with amounts
/// for one serving — into a ``FoodItem``.
///
/// A nutrient key that is missing, `null` or empty text counts as 0. Amounts may be numbers or numbers in
/// text (`"12.5"`) and must be finite, ≥ 0 and ≤ 100,000 in their unit. Unknown keys are ignored; a key
/// that appears twice is an error.
struct FoodObjectReader {
    let fields: EntryFields

    /// A food object and, when asked for, its `Servings` (a logged copy, as in the backlog).
    struct Result {
        var food: FoodItem
        var servings: Double?
    }

    /// Reads the object `value`. Field names in errors start with `fieldPrefix` (`backlog[2] Food.`).
    func read(_ value: JSONValue, fieldPrefix: String, withServings: Bool = false) throws(InputError) -> Result {
        guard value.kind == .object else {
            throw fields.error("expected a food object {\"Name\": …, \"Calories\": …}, found \(value.excerpt)",
                               field: fieldPrefix.isEmpty ? nil : String(fieldPrefix.dropLast()), line: value.line)
        }
        var name: JSONValue?
        var servingSize: JSONValue?
        var barcode: JSONValue?
        var id: JSONValue?
        var servings: JSONValue?
        var amounts = NutrientVector()
        for member in value.members {
            let field = fieldPrefix + member.key
            try fields.checkUnique(member, field: field)
            switch member.key {
            case "Name": name = member.value
            case "Serving Size": servingSize = member.value
            case "Barcode": barcode = member.value
            case "id": id = member.value
            case "Servings": servings = member.value
            default:
                guard let nutrient = Nutrient(key: member.key) else { continue }
                let amountValue = member.value
                if amountValue.isNull || amountValue.string == "" { continue }
                amounts[nutrient] = try fields.amount(
                    amountValue, noun: "an amount in \(nutrient.unit.symbol)", limit: EntryFields.maxNutrientAmount,
                    field: field, missingLine: value.line)
            }
        }
        let food = FoodItem(
            id: try fields.foodID(id, field: fieldPrefix + "id"),
            name: try fields.name(name, noun: "the food's name", field: fieldPrefix + "Name", missingLine: value.line),
            servingSize: try fields.optionalText(servingSize, noun: "a serving size", field: fieldPrefix + "Serving Size") ?? "",
            barcode: try fields.optionalText(barcode, noun: "a barcode", field: fieldPrefix + "Barcode"),
            perServing: amounts)
        var count: Double?
        if withServings {
            count = try fields.amount(servings, noun: "a number of servings", limit: EntryFields.maxServings,
                                      field: fieldPrefix + "Servings", missingLine: value.line)
        }
        return Result(food: food, servings: count)
    }
}
