/// A history entry written as text by older versions of the Nutrition shortcut, in one of three shapes:
///
/// - `1x Fried egg (90.16 kCal)` — servings, `x`, the name, the kcal in parentheses;
/// - `1 [Chicken Noodles Super Pack (430 Kcal)]` — servings, then the name and kcal in brackets;
/// - `Nox Test (0 kCal)` — the name and kcal without servings: one serving.
///
/// The kcal are taken as the energy of the whole entry, like `cals` in today's entries. The unit is
/// matched without regard to case (`kCal`, `Kcal`, `kcal`). Anything else is not guessed at.
struct LegacyTextEntry: Equatable {
    var servings: Double
    var name: String
    var kcal: Double

    init(servings: Double, name: String, kcal: Double) {
        self.servings = servings
        self.name = name
        self.kcal = kcal
    }

    /// Parses `text`, or returns nil when it has none of the three shapes.
    init?(_ text: String) {
        let trimmed = Substring(text.trimmingSpaces())
        if let (servings, body) = Self.servingsAndBody(trimmed) {
            // Servings were written: the rest must be NAME (KCAL UNIT), or the entry is mistyped.
            guard let (name, kcal) = Self.nameAndKcal(body) else { return nil }
            self.init(servings: servings, name: String(name), kcal: kcal)
        } else if let (name, kcal) = Self.nameAndKcal(trimmed) {
            // `Nox Test (0 kCal)`: a name and its kcal without servings is one serving.
            self.init(servings: 1, name: String(name), kcal: kcal)
        } else {
            return nil
        }
    }

    /// `1.5x BODY` or `1 [BODY]` as the servings and BODY, or nil.
    private static func servingsAndBody(_ text: Substring) -> (Double, Substring)? {
        var rest = text
        guard let servings = leadingNumber(&rest) else { return nil }
        if rest.first == "x" || rest.first == "X" || rest.first == "×" {
            rest = rest.dropFirst()
            guard rest.first == " " else { return nil }
            return (servings, rest.drop(while: { $0 == " " }))
        }
        let inner = rest.drop(while: { $0 == " " })
        guard inner.count < rest.count, inner.first == "[", inner.last == "]" else { return nil }
        return (servings, inner.dropFirst().dropLast())
    }

    /// `NAME (KCAL UNIT)` as NAME and KCAL (unit `kcal` or `cal` in any case), or nil.
    private static func nameAndKcal(_ body: Substring) -> (Substring, Double)? {
        guard body.last == ")", let open = body.lastIndex(of: "(") else { return nil }
        var amount = body[body.index(after: open)..<body.index(before: body.endIndex)].drop(while: { $0 == " " })
        guard let kcal = leadingNumber(&amount) else { return nil }
        let unit = amount.drop(while: { $0 == " " }).lowercased()
        guard unit == "kcal" || unit == "cal" else { return nil }
        let name = body[..<open].trimmingCharacters(while: { $0 == " " })
        guard !name.isEmpty else { return nil }
        return (name, kcal)
    }

    /// One line of a day of the older history format (see ``LegacyHistoryDay``): an entry in one of the
    /// two shapes, or a bare food name with neither servings nor kcal.
    enum Line: Equatable {
        /// `1.5x Yogurt and Granola (414.68 kCal)`, `1 [Chicken Noodles (430 Kcal)]` or `Nox Test (0 kCal)`.
        case entry(LegacyTextEntry)
        /// `Banana`: the food's name alone. Its kcal are unknown, and it stands for one serving.
        case bareName(String)
    }

    /// Reads one line of an older history day: an entry, a bare name, or nil for a line that is
    /// neither — one that ends like an entry (`… kcal)` or `… kcal)]`) but does not parse as one, so a
    /// mistyped entry is reported instead of being read as a food named `1x Egg (ninety kCal)`.
    /// Blank lines are not passed here (the caller skips them).
    static func line(_ text: String) -> Line? {
        if let entry = LegacyTextEntry(text) { return .entry(entry) }
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else { return nil }
        let tail = trimmed.suffix(6).lowercased()
        if tail.hasSuffix("cal)") || tail.hasSuffix("cal)]") { return nil }
        return .bareName(String(trimmed))
    }

    /// Reads `12`, `1.5` or `0.25` from the front of `text`.
    private static func leadingNumber(_ text: inout Substring) -> Double? {
        let number = text.prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") })
        guard !number.isEmpty, number.first != ".", number.last != ".", number.filter({ $0 == "." }).count <= 1,
            let value = Double(number), value.isFinite
        else { return nil }
        text = text.dropFirst(number.count)
        return value
    }
}

extension Substring {
    fileprivate func trimmingCharacters(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let first = result.first, predicate(first) { result = result.dropFirst() }
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
