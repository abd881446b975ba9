import NutritionData

/// One food that `nutristats food` can show: a food object of the storage folder, or a food another
/// tracker's log (Cronometer, Apple Health) gave with its own nutrients.
public struct KnownFood: Sendable, Equatable {
    /// Where the food's per-serving amounts come from.
    public enum Origin: Sendable, Hashable {
        /// A food object (Presets, Barcodes, Recents): amounts per serving as stored.
        case foodObject
        /// Entries that carried their own nutrients (a food log's rows, a backlog entry): amounts of
        /// the latest such entry divided by its servings.
        case loggedEntry(EntrySource)
    }

    /// The food's id, when it has one.
    public var id: FoodID?
    /// The name as the food object or the log writes it.
    public var name: String
    /// The serving as text ("1 cup (240 ml)"); "1 serving" when the source gives none.
    public var servingSize: String
    /// Amounts for one serving of the shortcut's 17 nutrients (those the source leaves unknown in
    /// ``/NutritionData/NutrientVector/unknown``).
    public var perServing: NutrientVector
    /// Amounts for one serving of every other nutrient the source reports (a Cronometer row's vitamin D,
    /// thiamin, magnesium, a custom column …); empty for food objects, which hold the 17 only. A
    /// nutrient not in it is not reported, which is not zero.
    public var otherPerServing: OtherNutrients
    /// Where the amounts come from.
    public var origin: Origin

    /// A food with these members, as given.
    public init(
        id: FoodID?, name: String, servingSize: String, perServing: NutrientVector, origin: Origin,
        otherPerServing: OtherNutrients = .none
    ) {
        self.id = id
        self.name = name
        self.servingSize = servingSize
        self.perServing = perServing
        self.otherPerServing = otherPerServing
        self.origin = origin
    }

    /// Whether `entry` logged this food: by id when both have one, else by the name as the storage
    /// reader joins names (exact, no-break spaces read as spaces: ``/NutritionData/FoodNameSpelling``).
    public func wasLogged(in entry: LogEntry) -> Bool {
        if let id, let entryID = entry.foodID { return id == entryID }
        return entry.foodName == name || FoodNameSpelling.key(entry.foodName) == FoodNameSpelling.key(name)
    }
}

extension KnownFood {
    /// The serving text used when a source names none.
    public static let unnamedServing = "1 serving"

    /// Every food of `log`: its food objects, then foods known only from entries carrying their own
    /// nutrients (one per name, from the latest entry with servings above 0), in name order. Such a
    /// food's amounts per serving are the entry's — the 17 and every other nutrient it reports
    /// (``/NutritionData/LogEntry/otherNutrients``) — divided by its servings.
    public static func all(in log: FoodLog) -> [KnownFood] {
        var foods = log.foods.map {
            KnownFood(
                id: $0.id, name: $0.name, servingSize: $0.servingSize.isEmpty ? unnamedServing : $0.servingSize,
                perServing: $0.perServing, origin: .foodObject)
        }
        let ids = Set(log.foods.compactMap(\.id))
        let names = Set(log.foods.map { FoodNameSpelling.key($0.name) })
        var latest: [String: LogEntry] = [:]
        var order: [String] = []
        for entry in log.entries where entry.match == .embedded {
            guard entry.nutrients != nil, entry.servings > 0, entry.servings.isFinite else { continue }
            if let id = entry.foodID, ids.contains(id) { continue }
            let key = FoodNameSpelling.key(entry.foodName)
            if names.contains(key) { continue }
            if latest[key] == nil { order.append(key) }
            latest[key] = entry
        }
        for key in order {
            guard let entry = latest[key], let nutrients = entry.nutrients else { continue }
            let name = entry.foodName
            let serving = entry.servings == 1 ? (entry.amount ?? unnamedServing) : unnamedServing
            foods.append(
                KnownFood(
                    id: entry.foodID, name: name, servingSize: serving,
                    perServing: nutrients * (1 / entry.servings), origin: .loggedEntry(entry.source),
                    otherPerServing: entry.otherNutrients * (1 / entry.servings)))
        }
        return foods
    }
}
