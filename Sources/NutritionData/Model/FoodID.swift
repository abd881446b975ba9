/// A food object's identifier. It never changes when the food is edited.
///
/// The shortcut writes ids as numbers (`175`), but files also carry them as strings (`"175"`) or
/// floats (`175.0`); all three normalise to the same id. Non-numeric ids are kept verbatim.
public struct FoodID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The normalised text of the id (`"175"`).
    public let text: String

    /// An id from its text; integral numbers written as `175.0` or `+175` normalise to `175`.
    public init(_ text: String) {
        let trimmed = text.trimmingSpaces()
        if let number = Double(trimmed), number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            self.text = String(Int64(number))
        } else {
            self.text = trimmed
        }
    }

    /// An id from a JSON number.
    public init(_ number: Int) {
        self.text = String(number)
    }

    public var description: String { text }
    public static func < (lhs: FoodID, rhs: FoodID) -> Bool { lhs.text < rhs.text }
}

extension String {
    /// The string without leading and trailing ASCII spaces and tabs (food ids, `chart --csv` fields
    /// and `--y` column names).
    public func trimmingSpaces() -> String {
        // Most cells have nothing to trim: a look at the first and last byte (the UTF-8 view, without
        // Substring's index machinery) returns them as they are. Profiled on a 60-column Cronometer
        // file: the general path below was a fifth of the reading time.
        let bytes = utf8
        guard let head = bytes.first, let tail = bytes.last else { return self }
        if head != 0x20 && head != 0x09 && tail != 0x20 && tail != 0x09 { return self }
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" { view = view.dropLast() }
        return String(view)
    }
}
