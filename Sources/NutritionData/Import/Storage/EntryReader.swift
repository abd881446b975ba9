/// Reads one logged entry: an ENTRY object `{"food", "cals", "servings", "id"?}` (as in the history and,
/// with `date` and `time`, in the cache) or an older app's text entry (see ``LegacyTextEntry``).
struct EntryReader {
    let fields: EntryFields

    /// The members of an ENTRY object that matter, found in one pass over its keys (any order).
    struct Members {
        var food: JSONValue?
        var cals: JSONValue?
        var servings: JSONValue?
        var id: JSONValue?
        var date: JSONValue?
        var time: JSONValue?
    }

    /// Collects the known members of the object `value`; a repeated key is an error.
    func members(of value: JSONValue, fieldPrefix: String) throws(InputError) -> Members {
        var found = Members()
        for member in value.members {
            try fields.checkUnique(member, field: fieldPrefix + member.key)
            switch member.key {
            case "food": found.food = member.value
            case "cals": found.cals = member.value
            case "servings": found.servings = member.value
            case "id": found.id = member.value
            case "date": found.date = member.value
            case "time": found.time = member.value
            default: continue
            }
        }
        return found
    }

    /// An entry of the history at `date` and `time`: an ENTRY object or a text entry.
    func entry(
        _ value: JSONValue, date: LocalDate, time: LocalTime, fieldPrefix: String, source: EntrySource
    ) throws(InputError) -> LogEntry {
        switch value.kind {
        case .object:
            let found = try members(of: value, fieldPrefix: fieldPrefix)
            return try entry(found, objectLine: value.line, date: date, time: time, fieldPrefix: fieldPrefix, source: source)
        case .string:
            guard let text = value.string, let legacy = LegacyTextEntry(text) else {
                throw fields.error(
                    "expected an entry {\"food\", \"cals\", \"servings\"} or text such as \"1x Fried egg (90.16 kCal)\", found \(value.excerpt)",
                    field: String(fieldPrefix.dropLast()), line: value.line)
            }
            guard legacy.servings <= EntryFields.maxServings else {
                throw fields.error("expected a number of servings ≤ 10,000, found \(value.excerpt)",
                                   field: String(fieldPrefix.dropLast()), line: value.line)
            }
            guard legacy.kcal <= EntryFields.maxKcal else {
                throw fields.error("expected a number of kcal ≤ 100,000, found \(value.excerpt)",
                                   field: String(fieldPrefix.dropLast()), line: value.line)
            }
            return LogEntry(date: date, time: time, foodName: legacy.name, servings: legacy.servings,
                            kcal: legacy.kcal, source: source)
        default:
            throw fields.error("expected an entry {\"food\", \"cals\", \"servings\"}, found \(value.excerpt)",
                               field: String(fieldPrefix.dropLast()), line: value.line)
        }
    }

    /// An entry from the members of an ENTRY object.
    func entry(
        _ found: Members, objectLine: Int, date: LocalDate, time: LocalTime, fieldPrefix: String, source: EntrySource
    ) throws(InputError) -> LogEntry {
        let name = try fields.name(found.food, noun: "the food's name", field: fieldPrefix + "food", missingLine: objectLine)
        let kcal = try fields.amount(found.cals, noun: "a number of kcal", limit: EntryFields.maxKcal,
                                     field: fieldPrefix + "cals", missingLine: objectLine)
        let servings = try fields.amount(found.servings, noun: "a number of servings", limit: EntryFields.maxServings,
                                         field: fieldPrefix + "servings", missingLine: objectLine)
        let id = try fields.foodID(found.id, field: fieldPrefix + "id")
        return LogEntry(date: date, time: time, foodName: name, servings: servings, kcal: kcal, foodID: id, source: source)
    }

    /// How many entries `value` (the value of a time key) holds, for counting skipped rows.
    static func entryCount(_ value: JSONValue) -> Int {
        value.kind == .array ? max(value.count, 1) : 1
    }
}
