import NutritionData

/// Which entries of a period are one food: **the one rule** for every ranking of foods (``TopFoods``,
/// ``NutrientSources``).
///
/// Entries are one food by id, else by name as ``/NutritionData/FoodNameSpelling`` reads names
/// (no-break spaces as spaces). An entry without an id counts with the food logged under the same
/// name with an id among the entries (the shortcut's older entries have no id; the food is the same),
/// unless several ids share that name; otherwise it is grouped by name.
struct FoodGrouping {
    /// A food: its id, or its name's key when it has no id.
    enum Key: Hashable {
        case id(FoodID)
        case name(String)
    }

    private var idByName: [String: FoodID] = [:]
    private var namesOfSeveralIDs: Set<String> = []

    /// The grouping of `entries`.
    ///
    /// - Complexity: O(n) for n entries.
    init(entries: some Sequence<LogEntry>) {
        for entry in entries {
            guard let id = entry.foodID else { continue }
            let name = FoodNameSpelling.key(entry.foodName)
            if let known = idByName[name], known != id { namesOfSeveralIDs.insert(name) } else { idByName[name] = id }
        }
    }

    /// The food id `entry` counts under: its own, or the one its name has among the entries.
    func foodID(of entry: LogEntry) -> FoodID? {
        entry.foodID
            ?? {
                let name = FoodNameSpelling.key(entry.foodName)
                return namesOfSeveralIDs.contains(name) ? nil : idByName[name]
            }()
    }

    /// The food `entry` belongs to.
    func key(of entry: LogEntry) -> Key {
        foodID(of: entry).map { .id($0) } ?? .name(FoodNameSpelling.key(entry.foodName))
    }
}
