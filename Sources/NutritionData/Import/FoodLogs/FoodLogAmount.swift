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

    init(_ cell: String) { self = Array(cell.utf8).withUnsafeBufferPointer { FoodLogAmount(cell: $0) } }

    /// The amount a cell's bytes write (the food-log reader's form: no `String` but the kept text).
    ///
    /// - Complexity: O(n) in the cell's bytes.
    init(cell: UnsafeBufferPointer<UInt8>) {
        let trimmed = CSVFieldBuffer.trimmed(cell)
        text = trimmed.isEmpty ? nil : String(decoding: trimmed, as: UTF8.self)
        servings = 1
        // The number is the text up to the first blank, when it starts with a digit, a point or a sign.
        guard let first = trimmed.first,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: ".")
                || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
        else { return }
        let space = trimmed.firstIndex(where: CSVFieldBuffer.isBlank) ?? trimmed.endIndex
        guard let value = DecimalNumber.value(UnsafeBufferPointer(rebasing: trimmed[..<space])), value.isFinite,
            value > 0, value <= EntryFields.maxServings
        else { return }
        var unit = trimmed[space...]
        while let first = unit.first, CSVFieldBuffer.isBlank(first) { unit = unit.dropFirst() }
        if Self.isMeasure(UnsafeBufferPointer(rebasing: unit)) { return }
        servings = value + 0
    }

    /// Whether a unit's bytes name a measure (``measures``, any case).
    private static func isMeasure(_ unit: UnsafeBufferPointer<UInt8>) -> Bool {
        guard unit.allSatisfy({ $0 < 0x80 }) else {
            // Lower-casing beyond ASCII (`ΜG` is `μg`) is the standard library's.
            return measures.contains(String(decoding: unit, as: UTF8.self).lowercased())
        }
        guard let key = PackedUnit(lowercasing: unit) else { return false }
        return measureKeys.contains(key)
    }

    /// Up to 16 ASCII bytes of a unit, lower-cased, in two words: compared without a `String` or an
    /// array per cell (making one for each row's unit was a twentieth of a food log's reading time).
    private struct PackedUnit: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// The length, so that a NUL byte is not the end of the text.
        var count: Int

        /// Nil when `bytes` is longer than 16 bytes (longer than any measure).
        init?(lowercasing bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count <= 16 else { return nil }
            count = bytes.count
            for (index, byte) in bytes.enumerated() {
                let lower = UInt64(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
                if index < 8 { low |= lower << (8 * UInt64(index)) } else { high |= lower << (8 * UInt64(index - 8)) }
            }
        }
    }

    /// ``measures`` written in ASCII, packed.
    private static let measureKeys: [PackedUnit] = measures.compactMap { measure in
        Array(measure.utf8).withUnsafeBufferPointer { $0.allSatisfy { $0 < 0x80 } ? PackedUnit(lowercasing: $0) : nil }
    }

    /// Units (lower-cased) that measure mass or volume: an amount in one of them is one serving.
    static let measures: Set<String> = [
        "g", "gram", "grams", "kg", "mg", "µg", "μg", "mcg", "ug",
        "oz", "ounce", "ounces", "lb", "lbs", "pound", "pounds",
        "ml", "millilitre", "milliliter", "l", "litre", "liter", "dl", "cl", "fl oz", "fl. oz", "floz",
    ]
}
