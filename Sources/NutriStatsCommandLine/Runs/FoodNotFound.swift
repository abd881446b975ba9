import NutritionData
import NutritionPresentation
import NutritionStats

/// A `food` query that matches several foods or none: a usage error (exit 64, ``CommandFailure``)
/// whose message is followed by the foods to choose from, one a line.
package struct FoodNotFound: Error, Sendable, Equatable {
    /// `3 foods match 'oat'; give one of their ids:`, or `no food matches 'xyz'; closest: …`.
    package var message: String
    /// `  149 Oatmeal`, …: the foods a query matched.
    package var lines: [String]

    /// A failed query's message and lines, as given.
    package init(message: String, lines: [String]) {
        self.message = message
        self.lines = lines
    }

    /// The food `query` names in `log` (``NutritionStats/FoodLookup``); several or no matches are thrown,
    /// worded by ``NutritionPresentation/FoodText``.
    package static func find(_ query: String, in log: FoodLog) throws(FoodNotFound) -> KnownFood {
        switch FoodLookup(foods: KnownFood.all(in: log)).find(query) {
        case .found(let food):
            return food
        case .several(let foods):
            let (message, lines) = FoodText.severalMatches(query, foods)
            throw FoodNotFound(message: message, lines: lines)
        case .none(let closest):
            throw FoodNotFound(message: FoodText.noMatch(query, closest: closest), lines: [])
        }
    }
}
