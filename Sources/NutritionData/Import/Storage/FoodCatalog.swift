/// The food objects of a storage folder, with the precedence rule applied, for joining entries.
///
/// When the same id appears in several folders, Presets wins, then Barcodes, then Recents (the user's
/// own presets are the copies they curate; recents are snapshots). Within one folder, the file that
/// sorts first wins. Name lookups are exact (case-sensitive) and follow the same precedence; a name
/// that differs only by no-break spaces is the same name (``FoodNameSpelling``), found after an exact
/// match.
struct FoodCatalog {
    /// The foods kept, in precedence order.
    private(set) var foods: [FoodItem] = []
    /// The per-serving amounts of `foods`, kept apart so joining touches only them.
    private var perServing: [NutrientVector] = []
    private var byID: [FoodID: Int] = [:]
    /// `byID` for ids that are small numbers, as a table indexed by the number (-1: none).
    private var byNumber: [Int32] = []
    private var byName: [String: Int] = [:]
    /// Foods by ``FoodNameSpelling/key(_:)`` of their names (no-break spaces read as spaces).
    private var bySpelling: [String: Int] = [:]

    /// Adds `food` unless a food with its id is already present. Returns whether it was kept.
    @discardableResult
    mutating func add(_ food: FoodItem) -> Bool {
        if let id = food.id {
            guard byID[id] == nil else { return false }
            byID[id] = foods.count
            if let number = Self.smallNumber(id) {
                if number >= byNumber.count {
                    byNumber.append(contentsOf: repeatElement(-1, count: number + 1 - byNumber.count))
                }
                byNumber[number] = Int32(foods.count)
            }
        }
        if byName[food.name] == nil { byName[food.name] = foods.count }
        let spelling = FoodNameSpelling.key(food.name)
        if bySpelling[spelling] == nil { bySpelling[spelling] = foods.count }
        foods.append(food)
        perServing.append(food.perServing)
        return true
    }

    /// The log entry for `pending`, joined to its food: by id when its id names a known food, else by
    /// exact name, else with kcal only. The name and id are moved out of `pending` (left empty), so
    /// no reference count is touched.
    func logEntry(taking pending: inout PendingEntry) -> LogEntry {
        var nutrients: NutrientVector?
        var match = NutrientMatch.none
        if let id = pending.foodID, let index = index(of: id) {
            nutrients = perServing[index] * pending.servings
            match = .byID
        } else if let index = byName[pending.foodName] ?? bySpelling[FoodNameSpelling.key(pending.foodName)] {
            nutrients = perServing[index] * pending.servings
            match = .byName
        }
        var name = ""
        swap(&name, &pending.foodName)
        var id: FoodID?
        swap(&id, &pending.foodID)
        return LogEntry(
            date: pending.date, time: pending.time, foodName: name, servings: pending.servings,
            kcal: pending.kcal, foodID: id, nutrients: nutrients, match: match, source: pending.source,
            kcalKnown: pending.kcalKnown)
    }

    /// The position of the food with `id`: through a direct table for the usual small numeric ids,
    /// else through the hashed table.
    private func index(of id: FoodID) -> Int? {
        if let number = Self.smallNumber(id), number < byNumber.count {
            let index = byNumber[number]
            return index >= 0 ? Int(index) : nil
        }
        return byID[id]
    }

    /// The id as a number below 2^17 when it is written as one (`175`), else nil.
    private static func smallNumber(_ id: FoodID) -> Int? {
        var value = 0
        var digits = 0
        for byte in id.text.utf8 {
            guard byte >= 48, byte <= 57, digits < 7 else { return nil }
            value = value * 10 + Int(byte - 48)
            digits += 1
        }
        guard digits > 0, value < 1 << 17, id.text.utf8.first != 48 || digits == 1 else { return nil }
        return value
    }
}
