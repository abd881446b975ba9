/// A Parse server's export of KeepFresh's `Items` class: `{"results": [ {...}, ... ]}`.
///
/// Each object's keys are matched like CSV headers (``PantryField``); others (`objectId`, `owner`,
/// `createdAt`, `updatedAt`, `ACL`) are ignored. Dates are Parse Date objects
/// `{"__type": "Date", "iso": "2026-11-20T00:00:00.000Z"}`, or plain strings; `null` or a missing
/// key is no date. `itemId` may be a string or a whole number; `favorited` a boolean or the CSV words.
/// Errors name the line of the value and the item's position ("item 3").
struct PantryJSONParser {
    var file: String
    var strictness: Strictness

    func parse(_ bytes: [UInt8]) throws(InputError) -> PantryList {
        let root = try JSONDocument(bytes: bytes, file: file).root
        guard root.kind == .object else {
            throw InputError(
                file: file, line: root.line,
                problem: .expected("a Parse export {\"results\": [...]}", found: "\(root.kind.phrase)"))
        }
        guard let results = root.members.first(where: { $0.key == "results" })?.value else {
            throw InputError(
                file: file, line: root.line, field: "results",
                problem: .expected("a Parse export {\"results\": [...]}", found: "no \"results\" key"))
        }
        guard results.kind == .array else {
            throw InputError(
                file: file, line: results.line, field: "results",
                problem: .expected("a list of items", found: "\(results.kind.phrase)"))
        }
        var collector = PantryItemCollector(file: file, strictness: strictness)
        for (index, object) in results.elements.enumerated() {
            let label = "item \(index + 1): "
            try collector.add(label: label) { () throws(InputError) -> PantryItem in try item(object, label: label) }
        }
        return PantryList(
            file: file, format: .parseJSON, items: collector.items, itemsInFile: collector.itemsInFile,
            skipped: collector.skipped)
    }

    private func item(_ object: JSONValue, label: String) throws(InputError) -> PantryItem {
        guard object.kind == .object else {
            throw InputError(
                file: file, line: object.line,
                problem: .labelled(label, .expected("an object", found: "\(object.kind.phrase)")))
        }
        var fields: [PantryField: String] = [:]
        var lines: [PantryField: Int] = [:]
        for member in object.members {
            guard let field = PantryField(name: member.key) else { continue }
            func error(_ problem: InputProblem) -> InputError {
                InputError(file: file, line: member.value.line, field: member.key, problem: .labelled(label, problem))
            }
            if lines[field] != nil { throw error("the key appears twice in the item") }
            lines[field] = member.value.line
            let value = member.value
            if value.isNull { continue }
            switch field {
            case .itemId:
                if let text = value.string {
                    fields[field] = text
                } else if let number = value.numberText, number.allSatisfy(\.isNumber) {
                    fields[field] = number
                } else {
                    throw error(.expected("the id as a string or a whole number", found: .shown(value.excerpt)))
                }
            case .itemName, .category:
                guard let text = value.string else { throw error(.expected("a string", found: .shown(value.excerpt))) }
                fields[field] = text
            case .purchaseDate, .expiryDate:
                fields[field] = try dateText(value, error: error)
            case .favorited:
                if let flag = value.bool {
                    fields[field] = flag ? "true" : "false"
                } else if let text = value.string ?? value.numberText {
                    fields[field] = text
                } else {
                    throw error(.expected("true or false", found: .shown(value.excerpt)))
                }
            }
        }
        return try PantryItemBuilder(file: file, itemLabel: label).item(fields, line: object.line, lines: lines)
    }

    /// The text of a Parse Date object's `iso`, or of a plain string.
    private func dateText(_ value: JSONValue, error: (InputProblem) -> InputError) throws(InputError) -> String {
        if let text = value.string { return text }
        let expected = "a Parse date {\"__type\": \"Date\", \"iso\": \"2026-11-20T00:00:00.000Z\"} or a date string"
        guard value.kind == .object else { throw error(.expected(expected, found: .shown(value.excerpt))) }
        var type: String?
        var iso: String?
        for member in value.members {
            if member.key == "__type" { type = member.value.string }
            if member.key == "iso" { iso = member.value.string }
        }
        guard type == "Date", let iso else { throw error(.expected(expected, found: .shown(value.excerpt))) }
        return iso
    }
}
