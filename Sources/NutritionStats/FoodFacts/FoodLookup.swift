import NutritionData

/// Finds a food by id or by name among ``KnownFood``s.
///
/// The order of tries: an exact id; then names equal to the query after ``FoodNameFolding``; then
/// names containing the folded query. The first try with any match decides: one match is the food,
/// several are listed for the user to choose by id. With no match at all, the closest names by
/// edit distance are offered.
public struct FoodLookup: Sendable {
    /// What a query found.
    public enum Outcome: Sendable, Equatable {
        /// Exactly one food.
        case found(KnownFood)
        /// Several foods match equally well, in name order.
        case several([KnownFood])
        /// Nothing matches; up to ``FoodLookup/suggestionCount`` foods with the closest names, closest first.
        case none(closest: [KnownFood])
    }

    /// How many close names a failed query offers.
    public static let suggestionCount = 3

    /// The foods searched.
    public var foods: [KnownFood]

    /// A lookup over `foods`.
    public init(foods: [KnownFood]) {
        self.foods = foods
    }

    /// The food(s) `query` names.
    public func find(_ query: String) -> Outcome {
        let trimmed = query.trimmedOfSpaces()
        if !trimmed.isEmpty {
            let id = FoodID(trimmed)
            let byID = foods.filter { $0.id == id }
            if let outcome = Self.outcome(byID) { return outcome }
        }
        let folded = FoodNameFolding.fold(query)
        let names = foods.map { FoodNameFolding.fold($0.name) }
        let equal = foods.indices.filter { names[$0] == folded }.map { foods[$0] }
        if let outcome = Self.outcome(equal) { return outcome }
        if !folded.isEmpty {
            let containing = foods.indices.filter { FoodNameFolding.contains(names[$0], folded) }.map { foods[$0] }
            if let outcome = Self.outcome(containing) { return outcome }
        }
        let ranked = foods.indices.map { (index: $0, distance: EditDistance.between(names[$0], folded)) }
            .sorted {
                $0.distance != $1.distance ? $0.distance < $1.distance : foods[$0.index].name < foods[$1.index].name
            }
        return .none(closest: ranked.prefix(Self.suggestionCount).map { foods[$0.index] })
    }

    private static func outcome(_ matches: [KnownFood]) -> Outcome? {
        switch matches.count {
        case 0: nil
        case 1: .found(matches[0])
        default:
            .several(
                matches.sorted { $0.name != $1.name ? $0.name < $1.name : ($0.id?.text ?? "") < ($1.id?.text ?? "") })
        }
    }
}

extension String {
    fileprivate func trimmedOfSpaces() -> String {
        let set: [Character] = [" ", "\t"]
        var view = Substring(self)
        while let first = view.first, set.contains(first) { view = view.dropFirst() }
        while let last = view.last, set.contains(last) { view = view.dropLast() }
        return String(view)
    }
}
