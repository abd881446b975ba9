/// Turns one item's field texts (from a CSV row or a Parse object) into a ``PantryItem``, with the
/// rules both formats share: an id and a name are required, dates follow ``PantryDate``, an expiry
/// before the purchase is an error, `favorited` is true/false/yes/no/1/0.
struct PantryItemBuilder {
    /// The file, for errors.
    var file: String
    /// How the item is named in messages besides its line: "" for CSV rows, "item 3: " for Parse objects.
    var itemLabel: String = ""

    /// The item of `fields` (missing fields are nil; `lines` gives each field's line, else `line`).
    func item(_ fields: [PantryField: String], line: Int, lines: [PantryField: Int] = [:]) throws(InputError)
        -> PantryItem
    {
        func error(_ field: PantryField, _ problem: InputProblem) -> InputError {
            InputError(
                file: file, line: lines[field] ?? line, field: field.rawValue, problem: .labelled(itemLabel, problem))
        }
        let id = (fields[.itemId] ?? "").trimmingSpaces()
        guard !id.isEmpty else { throw error(.itemId, .expected("an item id", found: "an empty field")) }
        let name = (fields[.itemName] ?? "").trimmingSpaces()
        guard !name.isEmpty else { throw error(.itemName, .expected("the item's name", found: "an empty field")) }
        let category = (fields[.category] ?? "").trimmingSpaces()

        func date(_ field: PantryField) throws(InputError) -> LocalDate? {
            let text = (fields[field] ?? "").trimmingSpaces()
            if text.isEmpty { return nil }
            guard let day = PantryDate.day(text) else {
                throw error(
                    field,
                    .expected(
                        "a date YYYY-MM-DD or an ISO 8601 timestamp such as 2026-11-20T00:00:00.000Z",
                        found: .quoted(text)))
            }
            return day
        }
        let purchased = try date(.purchaseDate)
        let expires = try date(.expiryDate)
        if let purchased, let expires, expires < purchased {
            throw error(.expiryDate, "the expiry date \(expires.iso) is before the purchase date \(purchased.iso)")
        }
        let favorite: Bool
        let favorited = (fields[.favorited] ?? "").trimmingSpaces()
        switch favorited.lowercased() {
        case "", "false", "no", "0": favorite = false
        case "true", "yes", "1": favorite = true
        default:
            throw error(.favorited, .expected("true, false, yes, no, 1 or 0", found: .quoted(favorited)))
        }
        return PantryItem(
            id: id, name: name, category: category.isEmpty ? nil : category, purchased: purchased,
            expires: expires, favorite: favorite, line: line)
    }
}
