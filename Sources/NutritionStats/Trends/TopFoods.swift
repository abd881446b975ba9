import NutritionData

/// The foods that brought the most kcal, and those logged most often, in a period.
public struct TopFoods: Sendable, Equatable {
    /// By logged kcal, highest first (ties: more entries first, then name).
    public var byKcal: [FoodRank]
    /// By number of entries, most first (ties: more kcal first, then name).
    public var byCount: [FoodRank]

    /// The top `limit` foods of `entries` (in date and time order, so the latest name wins), one food
    /// as ``FoodGrouping`` decides.
    public init(entries: [LogEntry], limit: Int) {
        let grouping = FoodGrouping(entries: entries)
        typealias Key = FoodGrouping.Key
        var ranks: [Key: FoodRank] = [:]
        var kcalSums: [Key: CompensatedSum] = [:]
        var servingSums: [Key: CompensatedSum] = [:]
        for entry in entries {
            let id = grouping.foodID(of: entry)
            let key = grouping.key(of: entry)
            var rank = ranks[key] ?? FoodRank(name: entry.foodName, foodID: id, entries: 0, kcal: 0, servings: 0)
            rank.name = entry.foodName
            rank.entries += 1
            ranks[key] = rank
            kcalSums[key, default: CompensatedSum()].add(entry.kcal)
            servingSums[key, default: CompensatedSum()].add(entry.servings)
        }
        let all = ranks.map { key, rank in
            var rank = rank
            rank.kcal = kcalSums[key]?.value ?? 0
            rank.servings = servingSums[key]?.value ?? 0
            return rank
        }
        let count = max(0, limit)
        byKcal = Array(
            all.sorted { a, b in
                if a.kcal != b.kcal { return a.kcal > b.kcal }
                if a.entries != b.entries { return a.entries > b.entries }
                return Self.nameOrder(a, b)
            }.prefix(count))
        byCount = Array(
            all.sorted { a, b in
                if a.entries != b.entries { return a.entries > b.entries }
                if a.kcal != b.kcal { return a.kcal > b.kcal }
                return Self.nameOrder(a, b)
            }.prefix(count))
    }

    /// A total order on names, then ids, so the ranking never depends on dictionary order.
    private static func nameOrder(_ a: FoodRank, _ b: FoodRank) -> Bool {
        if a.name != b.name { return a.name < b.name }
        return (a.foodID?.text ?? "") < (b.foodID?.text ?? "")
    }
}
