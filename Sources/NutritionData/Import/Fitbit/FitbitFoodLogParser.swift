/// Reads a Fitbit food log from Google Takeout (`Fitbit/Global Export Data/food_logs-N.json`) into
/// food-log entries.
///
/// The file is a JSON list with one element per food logged:
/// `{"logId": …, "logDate": "2015-05-22", "loggedFood": {"name": "…", "calories": 143, "amount": 231.0,
/// "unit": {"name": "gram", …}, "mealTypeId": 1, …}, "nutritionalValues": {…}}`. Each element is one
/// entry named by `loggedFood.name`, on `logDate` (the local day it was logged for) with **no time**
/// (the file has none), of `loggedFood.calories` kcal, one serving, its amount kept as written
/// (`231.0 gram`), in the meal `mealTypeId` names (``FitbitMealType``). When the element has
/// `nutritionalValues`, its `carbs`, `fat`, `fiber`, `protein` and `sodium` are the entry's nutrients
/// (``FitbitNutritionalValues``) and every other nutrient is unknown; without it the entry has kcal
/// only. Other keys are not read.
///
/// The file is read whole and walked once with ``JSONPullReader`` (no node list is built). A bad
/// element (not an object, a key missing or written twice, a date that does not exist, an amount
/// that is not a number in range) is an error naming the file, the line of the value and its key
/// path (`loggedFood.calories`); with `--lenient` it is skipped and counted. Text that is not JSON
/// fails in both modes.
struct FitbitFoodLogParser {
    var file: String
    var strictness: Strictness

    /// Reads the file.
    func run() throws(InputError) -> FoodLogReader.Contents {
        let bytes = try LocalFiles.readBytes(path: file, shownAs: file, expected: "expected a Fitbit JSON file")
        return try bytes.withUnsafeBufferPointer { input throws(InputError) in try read(input) }
    }

    /// The values of one element, as read (checked afterwards, so a bad one leaves the reader in step).
    private struct Element {
        var line: Int
        var logDate: JSONToken?
        var name: JSONToken?
        var calories: JSONToken?
        var amount: JSONToken?
        var unitName: JSONToken?
        var mealTypeId: JSONToken?
        var loggedFoodLine: Int?
        var nutrients: [(key: String, value: JSONToken)]?
        /// The first key written twice, with its path and line.
        var repeated: (path: String, line: Int)?

        /// Keeps `value` in `slot`, noting the key (at `key`, named by `path`) if it was read before.
        mutating func take(
            _ slot: WritableKeyPath<Element, JSONToken?>, _ value: JSONToken, path: String, key: JSONNode
        ) {
            if self[keyPath: slot] != nil { noteRepeated(path, key) }
            self[keyPath: slot] = value
        }

        /// Notes a key read before, unless another one was already noted.
        mutating func noteRepeated(_ path: String, _ key: JSONNode) {
            if repeated == nil { repeated = (path, Int(key.line)) }
        }
    }

    /// Reads the bytes of the file. Pure.
    func read(_ input: UnsafeBufferPointer<UInt8>) throws(InputError) -> FoodLogReader.Contents {
        var reader = try JSONPullReader(input: input, file: file)
        guard try reader.peek() == .array else {
            let top = JSONToken(node: try reader.readValue(), input: input)
            throw InputError(
                file: file, line: top.line,
                problem: .expected(
                    "a Fitbit food log [{\"logDate\": …, \"loggedFood\": {…}}, …]", found: .shown(top.excerpt)))
        }
        _ = try reader.enterArray()
        var issues = ImportIssues(strictness: strictness)
        var entries: [LogEntry] = []
        var rows = 0
        var given: Set<Nutrient> = []
        while try reader.nextElement() {
            rows += 1
            do throws(InputError) {
                guard let element = try element(&reader, input) else { continue }
                let entry = try entry(element)
                if let vector = entry.nutrients {
                    given.formUnion(FitbitNutritionalValues.read.filter { !vector.unknown.contains($0) })
                }
                entries.append(entry)
            } catch {
                try issues.skip(error)
            }
        }
        try reader.finish()
        // Stable: entries of one day keep their order in the file.
        entries.sort { $0.date < $1.date }
        var days = 0
        for index in entries.indices where index == 0 || entries[index - 1].date != entries[index].date { days += 1 }
        let summary = FoodLogFile(
            file: file, dialect: .fitbitFoodLog, rows: rows, entries: entries.count, days: days, unusedColumns: [],
            dateOrder: nil, missingNutrients: Nutrient.allCases.filter { $0 != .calories && !given.contains($0) })
        return FoodLogReader.Contents(summary: summary, entries: entries, skipped: issues.skipped)
    }

    /// Reads one element of the list, or throws the error of an element that is not an object (after
    /// stepping over it).
    private func element(_ reader: inout JSONPullReader, _ input: UnsafeBufferPointer<UInt8>) throws(InputError)
        -> Element?
    {
        guard try reader.peek() == .object else {
            let other = JSONToken(node: try reader.readValue(), input: input)
            throw InputError(
                file: file, line: other.line,
                problem: .expected("an object {\"logDate\": …, \"loggedFood\": {…}}", found: .shown(other.excerpt)))
        }
        var element = Element(line: Int(try reader.enterObject().line))
        while let key = try reader.nextKey() {
            let name = JSONToken(node: key, input: input)
            if name.is("logDate") {
                element.take(
                    \.logDate, JSONToken(node: try reader.readValue(), input: input), path: "logDate", key: key)
            } else if name.is("loggedFood"), try reader.peek() == .object {
                if element.loggedFoodLine != nil { element.noteRepeated("loggedFood", key) }
                element.loggedFoodLine = Int(try reader.enterObject().line)
                while let inner = try reader.nextKey() {
                    let field = JSONToken(node: inner, input: input)
                    if field.is("unit"), try reader.peek() == .object {
                        _ = try reader.enterObject()
                        while let unitKey = try reader.nextKey() {
                            if JSONToken(node: unitKey, input: input).is("name") {
                                element.take(
                                    \.unitName, JSONToken(node: try reader.readValue(), input: input),
                                    path: "loggedFood.unit.name", key: unitKey)
                            } else {
                                try reader.skipValue()
                            }
                        }
                        continue
                    }
                    let value = JSONToken(node: try reader.readValue(), input: input)
                    if field.is("name") { element.take(\.name, value, path: "loggedFood.name", key: inner) }
                    if field.is("calories") { element.take(\.calories, value, path: "loggedFood.calories", key: inner) }
                    if field.is("amount") { element.take(\.amount, value, path: "loggedFood.amount", key: inner) }
                    if field.is("mealTypeId") {
                        element.take(\.mealTypeId, value, path: "loggedFood.mealTypeId", key: inner)
                    }
                }
            } else if name.is("nutritionalValues"), try reader.peek() == .object {
                if element.nutrients != nil { element.noteRepeated("nutritionalValues", key) }
                _ = try reader.enterObject()
                var nutrients: [(key: String, value: JSONToken)] = []
                while let inner = try reader.nextKey() {
                    let text = JSONScanner.text(inner, input)
                    guard FitbitNutritionalValues.nutrient(text) != nil else {
                        try reader.skipValue()
                        continue
                    }
                    if nutrients.contains(where: { $0.key == text }) {
                        element.noteRepeated("nutritionalValues." + text, inner)
                    }
                    nutrients.append((text, JSONToken(node: try reader.readValue(), input: input)))
                }
                element.nutrients = nutrients
            } else {
                try reader.skipValue()
            }
        }
        return element
    }

    /// The entry of a read element, or the error that makes it a bad one.
    private func entry(_ element: Element) throws(InputError) -> LogEntry {
        func error(_ path: String, _ line: Int, _ problem: InputProblem) -> InputError {
            InputError(file: file, line: line, field: path, problem: problem)
        }
        if let repeated = element.repeated {
            throw error(repeated.path, repeated.line, .keyRepeated)
        }
        guard let logDate = element.logDate else {
            throw error(
                "logDate", element.line, .expected("the day of the entry (\"logDate\": \"2015-05-22\")", found: "none"))
        }
        guard let text = logDate.string, text.utf8.count == 10, let date = LocalDate(iso: text) else {
            throw error(
                "logDate", logDate.line, .expected("a real date like \"2015-05-22\"", found: .shown(logDate.excerpt)))
        }
        guard let foodLine = element.loggedFoodLine else {
            throw error(
                "loggedFood", element.line,
                .expected("the food logged (\"loggedFood\": {\"name\": …, \"calories\": …})", found: "none"))
        }
        guard let nameToken = element.name else {
            throw error("loggedFood.name", foodLine, .expected("the food's name", found: "none"))
        }
        guard let name = nameToken.string?.trimmingSpaces(), !name.isEmpty else {
            throw error(
                "loggedFood.name", nameToken.line,
                .expected("the food's name as non-empty text", found: .shown(nameToken.excerpt)))
        }
        guard let caloriesToken = element.calories else {
            throw error("loggedFood.calories", foodLine, .expected("the entry's energy in kcal", found: "none"))
        }
        let kcal = try amount(caloriesToken, path: "loggedFood.calories", limit: EntryFields.maxKcal)
        var meal: String?
        if let id = element.mealTypeId {
            guard let number = id.number, number == number.rounded(), abs(number) < 1e9 else {
                throw error(
                    "loggedFood.mealTypeId", id.line,
                    .expected("a whole number (1 Breakfast … 7 Anytime)", found: .shown(id.excerpt)))
            }
            meal = FitbitMealType.name(Int(number))
        }
        var written: String?
        if let amountToken = element.amount, let number = amountToken.numberText {
            written = [number, element.unitName?.string].compactMap { $0 }.joined(separator: " ")
        }
        var vector: NutrientVector?
        if let nutrients = element.nutrients {
            var amounts = NutrientVector()
            amounts[.calories] = kcal
            amounts.unknown = NutrientSet(Nutrient.allCases.filter { $0 != .calories })
            for (key, value) in nutrients {
                guard let nutrient = FitbitNutritionalValues.nutrient(key) else { continue }
                amounts[nutrient] = try amount(
                    value, path: "nutritionalValues." + key, limit: EntryFields.maxNutrientAmount)
                _ = amounts.unknown.remove(nutrient)
            }
            vector = amounts
        }
        return LogEntry(
            date: date, time: .midnight, foodName: name, servings: 1, kcal: kcal, foodID: nil, nutrients: vector,
            match: vector == nil ? .none : .embedded, source: .foodLog, mealName: meal, amount: written,
            timeKnown: false)
    }

    /// A JSON number (or a number in text) from 0 to `limit`.
    private func amount(_ token: JSONToken, path: String, limit: Double) throws(InputError) -> Double {
        let number = token.number ?? token.string.flatMap { EntryFields.decimalNumber($0.trimmingSpaces()) }
        guard let number, number.isFinite, number >= 0, number <= limit else {
            throw InputError(
                file: file, line: token.line, field: path,
                problem: .numberOutOfRange(limit: limit, found: .shown(token.excerpt)))
        }
        return number + 0
    }
}
