/// The food objects of a storage folder, with the precedence rule applied, for joining entries.
///
/// When the same id appears in several folders, Presets wins, then Barcodes, then Recents (the user's
/// own presets are the copies they curate; recents are snapshots). Within one folder, the file that
/// sorts first wins. Name lookups are exact (case-sensitive) and follow the same precedence.
struct FoodCatalog {
    /// The foods kept, in precedence order.
    private(set) var foods: [FoodItem] = []
    private var byID: [FoodID: Int] = [:]
    private var byName: [String: Int] = [:]

    /// Adds `food` unless a food with its id is already present. Returns whether it was kept.
    @discardableResult
    mutating func add(_ food: FoodItem) -> Bool {
        if let id = food.id {
            guard byID[id] == nil else { return false }
            byID[id] = foods.count
        }
        if byName[food.name] == nil { byName[food.name] = foods.count }
        foods.append(food)
        return true
    }

    /// The food with this id.
    func food(id: FoodID) -> FoodItem? { byID[id].map { foods[$0] } }

    /// The first food (in precedence order) with exactly this name.
    func food(named name: String) -> FoodItem? { byName[name].map { foods[$0] } }

    /// `entry` with its nutrients joined: by id when its id names a known food, else by exact name,
    /// else left with kcal only. Entries that carry their own food object (backlog) are left as they are.
    func joined(_ entry: LogEntry) -> LogEntry {
        guard entry.match != .embedded else { return entry }
        var result = entry
        if let id = entry.foodID, let food = food(id: id) {
            result.nutrients = food.perServing * entry.servings
            result.match = .byID
        } else if let food = food(named: entry.foodName) {
            result.nutrients = food.perServing * entry.servings
            result.match = .byName
        } else {
            result.nutrients = nil
            result.match = .none
        }
        return result
    }
}
