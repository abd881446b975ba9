/// The values of an ENTRY object that matter, collected in one pass over its keys (in any order).
struct EntryMembers<Value: JSONScalar> {
    var food: Value?
    var cals: Value?
    var servings: Value?
    var id: Value?
    var date: Value?
    var time: Value?

    init() {}
}

/// Checks one logged entry: an ENTRY object `{"food", "cals", "servings", "id"?}` (as in the history and,
/// with `date` and `time`, in the cache) or an older app's text entry (see ``LegacyTextEntry``).
struct EntryReader {
    let fields: EntryFields

    // The four known keys, packed for comparing in one step (stored, not static: a static would be
    // checked for initialisation on every use).
    private let foodKey = JSONToken.packed("food")
    private let calsKey = JSONToken.packed("cals")
    private let servingsKey = JSONToken.packed("servings")
    private let idKey = JSONToken.packed("id")

    init(fields: EntryFields) {
        self.fields = fields
    }

    /// Collects the known members of the object `value` of a parsed document; a repeated key is an error.
    func members(of value: JSONValue, path: FieldPath) throws(InputError) -> EntryMembers<JSONValue> {
        var found = EntryMembers<JSONValue>()
        for member in value.members {
            try fields.checkUnique(member, field: path(member.key))
            if member.hasKey("food") {
                found.food = member.value
            } else if member.hasKey("cals") {
                found.cals = member.value
            } else if member.hasKey("servings") {
                found.servings = member.value
            } else if member.hasKey("id") {
                found.id = member.value
            } else if member.hasKey("date") {
                found.date = member.value
            } else if member.hasKey("time") {
                found.time = member.value
            }
        }
        return found
    }

    /// Reads the entry at the reader's position (an ENTRY object, a text entry, or anything else) and
    /// checks it as it goes by, value by value, keeping nothing but the result.
    ///
    /// Grammar errors throw. A problem with the entry itself is put in `problem` (the first one met; the
    /// rest of the entry is still read, so reading can go on) and the result is nil.
    func readEntry(
        _ reader: inout JSONPullReader, keys: inout JSONKeySet, date: LocalDate, time: LocalTime, path: FieldPath,
        source: EntrySource, problem: inout InputError?
    ) throws(InputError) -> PendingEntry? {
        let input = reader.input
        guard try reader.peek() == .object else {
            let value = JSONToken(node: try reader.readValue(), input: input)
            do throws(InputError) {
                return try entry(
                    value, members: EntryMembers<JSONToken>?.none, date: date, time: time, path: path, source: source)
            } catch {
                problem = error
                return nil
            }
        }
        let objectLine = Int(try reader.enterObject().line)
        var name: String?
        var kcal: Double?
        var servings: Double?
        var id: FoodID?
        var failed = false
        // Repeated keys: the four known keys are tracked with a bit each (and their lines); only
        // other keys, rare in practice, go through the key set.
        var seen: UInt8 = 0
        var firstLines = (0, 0, 0, 0)
        keys.removeAll()
        while let keyNode = try reader.nextKey() {
            let key = JSONToken(node: keyNode, input: input)
            let value = JSONToken(node: try reader.readValue(), input: input)
            if failed { continue }
            do throws(InputError) {
                let known: Int?
                switch key.packedBytes {
                case foodKey: known = 0
                case calsKey: known = 1
                case servingsKey: known = 2
                case idKey: known = 3
                case nil:
                    known = key.is("food") ? 0 : key.is("cals") ? 1 : key.is("servings") ? 2 : key.is("id") ? 3 : nil
                default: known = nil
                }
                var firstLine: Int?
                if let known {
                    let bit: UInt8 = 1 << UInt8(known)
                    if seen & bit != 0 {
                        firstLine = [firstLines.0, firstLines.1, firstLines.2, firstLines.3][known]
                    }
                    seen |= bit
                    switch known {
                    case 0: firstLines.0 = key.line
                    case 1: firstLines.1 = key.line
                    case 2: firstLines.2 = key.line
                    default: firstLines.3 = key.line
                    }
                } else {
                    firstLine = keys.insert(key)
                }
                if let firstLine {
                    throw fields.error(
                        "the key \(key.excerpt) appears twice in the same object (first on line \(firstLine))",
                        field: path(key.string ?? ""), line: key.line)
                }
                switch known {
                case 0:
                    name = try fields.name(value, noun: "the food's name", field: path("food"), missingLine: objectLine)
                case 1:
                    kcal = try fields.amount(
                        value, noun: "a number of kcal", limit: EntryFields.maxKcal,
                        field: path("cals"), missingLine: objectLine)
                case 2:
                    servings = try fields.amount(
                        value, noun: "a number of servings", limit: EntryFields.maxServings,
                        field: path("servings"), missingLine: objectLine)
                case 3:
                    id = try fields.foodID(value, field: path("id"))
                default:
                    break
                }
            } catch {
                problem = error
                failed = true
            }
        }
        if failed { return nil }
        guard let name else {
            problem = fields.error("missing; expected the food's name as text", field: path("food"), line: objectLine)
            return nil
        }
        guard let kcal else {
            problem = fields.error("missing; expected a number of kcal", field: path("cals"), line: objectLine)
            return nil
        }
        guard let servings else {
            problem = fields.error("missing; expected a number of servings", field: path("servings"), line: objectLine)
            return nil
        }
        return PendingEntry(
            date: date, time: time, foodName: name, servings: servings, kcal: kcal, foodID: id, source: source)
    }

    /// An entry of the history at `date` and `time`, from an ENTRY object's members or a text entry.
    func entry<V: JSONScalar>(
        _ value: V, members: EntryMembers<V>?, date: LocalDate, time: LocalTime, path: FieldPath, source: EntrySource
    ) throws(InputError) -> PendingEntry {
        switch value.kind {
        case .object:
            guard let members else {
                throw fields.error(
                    "expected an entry {\"food\", \"cals\", \"servings\"}", field: path.entry, line: value.line)
            }
            return try entry(members, objectLine: value.line, date: date, time: time, path: path, source: source)
        case .string:
            guard let text = value.string, let legacy = LegacyTextEntry(text) else {
                throw fields.error(
                    .expected(
                        "an entry {\"food\", \"cals\", \"servings\"} or text such as \"1x Fried egg (90.16 kCal)\"",
                        found: .shown(value.excerpt)),
                    field: path.entry, line: value.line)
            }
            try fields.checkLimits(legacy, found: value.excerpt, field: path.entry, line: value.line)
            return PendingEntry(
                date: date, time: time, foodName: legacy.name, servings: legacy.servings,
                kcal: legacy.kcal, foodID: nil, source: source)
        default:
            throw fields.error(
                .expected("an entry {\"food\", \"cals\", \"servings\"}", found: .shown(value.excerpt)),
                field: path.entry, line: value.line)
        }
    }

    /// An entry from the members of an ENTRY object.
    func entry<V: JSONScalar>(
        _ found: EntryMembers<V>, objectLine: Int, date: LocalDate, time: LocalTime, path: FieldPath,
        source: EntrySource
    ) throws(InputError) -> PendingEntry {
        let name = try fields.name(found.food, noun: "the food's name", field: path("food"), missingLine: objectLine)
        let kcal = try fields.amount(
            found.cals, noun: "a number of kcal", limit: EntryFields.maxKcal,
            field: path("cals"), missingLine: objectLine)
        let servings = try fields.amount(
            found.servings, noun: "a number of servings", limit: EntryFields.maxServings,
            field: path("servings"), missingLine: objectLine)
        let id = try fields.foodID(found.id, field: path("id"))
        return PendingEntry(
            date: date, time: time, foodName: name, servings: servings, kcal: kcal, foodID: id, source: source)
    }
}
