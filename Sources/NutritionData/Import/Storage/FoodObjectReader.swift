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

    /// Reads the object `value`. Fields are named through `path` (`backlog[2] Food.Name`, or just
    /// `Name` for a food object file, whose path is empty).
    func read(_ value: JSONValue, path: FieldPath = FieldPath(""), withServings: Bool = false) throws(InputError)
        -> Result
    {
        guard value.kind == .object else {
            let field = path.entry.map { $0 + " " + path.keyPrefix.dropLast() }
            throw fields.error(
                .expected("a food object {\"Name\": …, \"Calories\": …}", found: .shown(value.excerpt)),
                field: field, line: value.line)
        }
        var name: JSONValue?
        var servingSize: JSONValue?
        var barcode: JSONValue?
        var id: JSONValue?
        var servings: JSONValue?
        var amounts = NutrientVector()
        for member in value.members {
            let key = member.key
            try fields.checkUnique(member, field: path(key))
            switch key {
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
                    field: path(key), missingLine: value.line)
            }
        }
        let food = FoodItem(
            id: try fields.foodID(id, field: path("id")),
            name: try fields.name(name, noun: "the food's name", field: path("Name"), missingLine: value.line),
            servingSize: try fields.optionalText(servingSize, noun: "a serving size", field: path("Serving Size"))
                ?? "",
            barcode: try fields.optionalText(barcode, noun: "a barcode", field: path("Barcode")),
            perServing: amounts)
        var count: Double?
        if withServings {
            count = try fields.amount(
                servings, noun: "a number of servings", limit: EntryFields.maxServings,
                field: path("Servings"), missingLine: value.line)
        }
        return Result(food: food, servings: count)
    }
}
