/// Cronometer's `Amount` cell — a number and a unit as the user chose them (`1.50 cup`, `100.00 g`,
/// `2 large`) — read as servings: the one place that decides when an amount is a count of portions.
///
/// - The leading number is the servings when the unit counts portions: household measures and pieces
///   (`cup`, `tbsp`, `slice`, `large`, `serving`, `shot`, …) and a bare number (`2`). `1.50 cup` is
///   1.5 servings, as the shortcut's own `2x tbsp Palm Oil` is 2 servings.
/// - A mass or a metric/imperial volume (`g`, `kg`, `mg`, `µg`/`mcg`, `oz`, `lb`, `ml`, `l`, `dl`, `cl`,
///   `fl oz`) measures the food rather than counting it: `100.00 g` is one serving (not 100), so servings
///   averages stay servings.
/// - A cell with no leading number (`a pinch`), or one whose number is not above 0 or is above
///   ``EntryFields/maxServings``, is one serving.
///
/// Whatever the servings, the cell's text is kept (``LogEntry/amount``), and the entry's kcal and
/// nutrients stay the row's own: Cronometer's row is already the amount eaten, so nothing is multiplied.
/// The amount is never an error: it is text, and the row's numbers do not depend on it.
struct FoodLogAmount: Equatable {
    /// Servings the row stands for (see the type's rules).
    var servings: Double
    /// The cell's text without surrounding spaces; nil when the cell is empty.
    var text: String?

    init(_ cell: String) {
        let trimmed = cell.trimmingSpaces()
        text = trimmed.isEmpty ? nil : trimmed
        servings = 1
        let (number, unit) = Self.split(trimmed)
        guard let number, let value = EntryFields.decimalNumber(String(number)), value.isFinite,
            value > 0, value <= EntryFields.maxServings
        else { return }
        if Self.measures.contains(unit.lowercased()) { return }
        servings = value + 0
    }

    /// `1.50 cup` → (`1.50`, `cup`); `2` → (`2`, ``); `a pinch` → (nil, `a pinch`). The number is the text
    /// up to the first space, when it starts with a digit, a point or a sign.
    static func split(_ text: String) -> (number: Substring?, unit: String) {
        guard let first = text.unicodeScalars.first,
            ("0"..."9").contains(first) || first == "." || first == "+" || first == "-"
        else { return (nil, text) }
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text[...], "") }
        return (text[..<space], String(text[space...]).trimmingSpaces())
    }

    /// Units (lower-cased) that measure mass or volume: an amount in one of them is one serving.
    static let measures: Set<String> = [
        "g", "gram", "grams", "kg", "mg", "µg", "μg", "mcg", "ug",
        "oz", "ounce", "ounces", "lb", "lbs", "pound", "pounds",
        "ml", "millilitre", "milliliter", "l", "litre", "liter", "dl", "cl", "fl oz", "fl. oz", "floz",
    ]
}
