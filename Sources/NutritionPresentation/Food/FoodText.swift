import NutritionData
import NutritionStats

/// How a food is named in messages and tables.
package enum FoodText {
    /// `149 Banana`, or `– Skyr` for a food without an id; names made safe for a terminal.
    package static func idAndName(_ food: KnownFood) -> String {
        (food.id?.text ?? TextNumbers.unknown) + " " + TerminalText.name(food.name)
    }

    /// The message of a query that matches several foods, then one line per food: `3 foods match
    /// 'oat'; give one of their ids:`, `  149 Oatmeal`, ….
    package static func severalMatches(_ query: String, _ foods: [KnownFood]) -> (message: String, lines: [String]) {
        (
            "\(foods.count) foods match '\(TerminalText.name(query))'; give one of their ids:",
            foods.map { "  \(idAndName($0))" }
        )
    }

    /// The message of a query that matches no food: `no food matches 'xyz'; closest: 149 Oatmeal; 12 Oat milk`.
    package static func noMatch(_ query: String, closest: [KnownFood]) -> String {
        "no food matches '\(TerminalText.name(query))'"
            + (closest.isEmpty
                ? " (the input holds no foods)" : "; closest: \(closest.map(idAndName).joined(separator: "; "))")
    }

    /// Where the food's amounts come from, for people.
    static func origin(_ food: KnownFood) -> String {
        switch food.origin {
        case .foodObject: "food object"
        case .loggedEntry(let source): "latest \(source.rawValue) entry, per serving"
        }
    }

    /// A stable key for JSON: `food-object`, `history`, `backlog`, `food-log`.
    static func originKey(_ food: KnownFood) -> String {
        switch food.origin {
        case .foodObject: "food-object"
        case .loggedEntry(let source): source.rawValue.replacingSpaces()
        }
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { split(separator: " ").joined(separator: "-") }
}
