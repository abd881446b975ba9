/// Reads `Other/backlog.json`: `{"backlog": [{"Date": "Aug 23, 2023 at 14:39", "Food": FOOD OBJECT + "Servings"}]}`.
///
/// Each entry carries its own food object, so its nutrients are the object's per-serving amounts ×
/// `Servings` (``NutrientMatch/embedded``) and its kcal are `Calories` × `Servings`. Fields are named
/// `backlog[INDEX] Date` or `backlog[INDEX] Food.KEY` in errors (the index counts from 0).
struct BacklogFileReader {
    let fields: EntryFields

    func read(_ document: JSONDocument, issues: inout ImportIssues) throws(InputError) -> [LogEntry] {
        let list = try topLevelList(
            document, key: "backlog", fields: fields,
            shape: "{\"backlog\": [{\"Date\": …, \"Food\": {…}}, …]}")
        let foods = FoodObjectReader(fields: fields)
        var entries: [LogEntry] = []
        for (index, value) in list.elements.enumerated() {
            let path = FieldPath("backlog[\(index)]")
            do throws(InputError) {
                guard value.kind == .object else {
                    throw fields.error(
                        .expected("an entry {\"Date\": …, \"Food\": {…}}", found: .shown(value.excerpt)),
                        field: path.entry, line: value.line)
                }
                var dateValue: JSONValue?
                var foodValue: JSONValue?
                for member in value.members {
                    try fields.checkUnique(member, field: path(member.key))
                    if member.hasKey("Date") { dateValue = member.value }
                    if member.hasKey("Food") { foodValue = member.value }
                }
                guard let dateValue else {
                    throw fields.error(
                        "missing; expected \(BacklogDate.expected)", field: path("Date"), line: value.line)
                }
                guard let dateText = dateValue.string, let when = BacklogDate(dateText) else {
                    throw fields.error(
                        .expected("\(BacklogDate.expected)", found: .shown(dateValue.excerpt)),
                        field: path("Date"), line: dateValue.line)
                }
                guard let foodValue else {
                    throw fields.error(
                        "missing; expected a food object {\"Name\": …, \"Servings\": …}",
                        field: path("Food"), line: value.line)
                }
                let logged = try foods.read(foodValue, path: path.nested("Food."), withServings: true)
                let servings = logged.servings ?? 0
                let kcal = logged.food.perServing.kcal * servings
                guard kcal <= EntryFields.maxKcal else {
                    throw fields.error(
                        .expected("at most 100,000 kcal per entry", found: "Calories × Servings = \(kcal)"),
                        field: path("Food.Servings"), line: foodValue.line)
                }
                entries.append(
                    LogEntry(
                        date: when.date, time: when.time, foodName: logged.food.name, servings: servings, kcal: kcal,
                        foodID: logged.food.id, nutrients: logged.food.perServing * servings, match: .embedded,
                        source: .backlog))
            } catch {
                try issues.skip(error)
            }
        }
        return entries
    }
}
