/// A history entry written as text by older versions of the Nutrition shortcut, in one of two shapes:
///
/// - `1x Fried egg (90.16 kCal)` — servings, `x`, the name, the kcal in parentheses;
/// - `1 [Chicken Noodles Super Pack (430 Kcal)]` — servings, then the name and kcal in brackets.
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

    /// Parses `text`, or returns nil when it has neither shape.
    init?(_ text: String) {
        var rest = Substring(text.trimmingSpaces())
        guard let servings = Self.leadingNumber(&rest) else { return nil }
        let body: Substring
        if rest.first == "x" || rest.first == "X" || rest.first == "×" {
            rest = rest.dropFirst()
            guard rest.first == " " else { return nil }
            body = rest.drop(while: { $0 == " " })
        } else {
            let inner = rest.drop(while: { $0 == " " })
            guard inner.count < rest.count, inner.first == "[", inner.last == "]" else { return nil }
            body = inner.dropFirst().dropLast()
        }
        // body: NAME (KCAL UNIT)
        guard body.last == ")", let open = body.lastIndex(of: "(") else { return nil }
        var amount = body[body.index(after: open)..<body.index(before: body.endIndex)].drop(while: { $0 == " " })
        guard let kcal = Self.leadingNumber(&amount) else { return nil }
        let unit = amount.drop(while: { $0 == " " }).lowercased()
        guard unit == "kcal" || unit == "cal" else { return nil }
        let name = body[..<open].trimmingCharacters(while: { $0 == " " })
        guard !name.isEmpty else { return nil }
        self.servings = servings
        self.name = String(name)
        self.kcal = kcal
    }

    /// Reads `12`, `1.5` or `0.25` from the front of `text`.
    private static func leadingNumber(_ text: inout Substring) -> Double? {
        let number = text.prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") })
        guard !number.isEmpty, number.first != ".", number.last != ".", number.filter({ $0 == "." }).count <= 1,
              let value = Double(number), value.isFinite else { return nil }
        text = text.dropFirst(number.count)
        return value
    }
}

private extension Substring {
    func trimmingCharacters(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let first = result.first, predicate(first) { result = result.dropFirst() }
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
