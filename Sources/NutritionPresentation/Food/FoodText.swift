import NutritionData
import NutritionStats

/// How a food is named in messages and tables.
package enum FoodText {
    /// `149 Banana`, or `– Skyr` for a food without an id; names made safe for a terminal.
    package static func idAndName(_ food: KnownFood) -> String {
        (food.id?.text ?? "–") + " " + TerminalText.name(food.name)
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

private extension String {
    func replacingSpaces() -> String { split(separator: " ").joined(separator: "-") }
}
