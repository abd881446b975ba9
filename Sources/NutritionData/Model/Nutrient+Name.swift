extension Nutrient {
    /// The nutrient a person names on the command line (`--nutrient sodium`): its food-object key
    /// (`Sodium`, `VitC`), its display name (`Vitamin C`, `Saturated fat`) or that name in snake case
    /// (`vitamin_c`, `saturated_fat`), in any case; `kcal` and `energy` name ``calories``. Nil for any
    /// other text.
    public init?(name: String) {
        let wanted = Self.folded(name)
        guard !wanted.isEmpty else { return nil }
        if wanted == "kcal" || wanted == "energy" || wanted == "calories" {
            self = .calories
            return
        }
        guard
            let found = Nutrient.allCases.first(where: {
                Self.folded($0.key) == wanted || Self.folded($0.displayName) == wanted
            })
        else { return nil }
        self = found
    }

    /// The names ``init(name:)`` takes, one per nutrient, in snake case (`saturated_fat`): for help
    /// texts and error messages.
    public static var names: [String] {
        allCases.map { $0 == .calories ? "kcal" : $0.displayName.lowercased().replacingSpaces(with: "_") }
    }

    /// `text` lowercased, with spaces, underscores and hyphens removed.
    private static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" }.map(Character.init))
    }
}

extension String {
    fileprivate func replacingSpaces(with separator: String) -> String {
        split(separator: " ").joined(separator: separator)
    }
}
