/// A custom Daily Value targets file (`--dv FILE`), such as a dietitian's, read line by line: which
/// nutrient, how much (converted to the nutrient's unit) and, optionally, how to read it.
///
/// One target per line, `NUTRIENT = AMOUNT UNIT [limit|target|reference]`:
///
/// ```
/// # Targets from my dietitian, November 2026
/// Sodium = 1500 mg limit
/// Protein = 90 g target
/// Fiber = 30 g            # no kind: keeps the table's (target)
/// Vitamin A = 3000 IU     # IU of retinol, 0.3 mcg each
/// Magnesium = 400 mg target
/// vitamin_d = 15 mcg
/// ```
///
/// - NUTRIENT is any nutrient of the catalogue (``NutrientCatalogue/nutrient(named:)``): a food-object
///   key (`VitC`, `Saturated`), a display name (`Vitamin C`, `Saturated fat`, `Thiamin`), an id
///   (`vitamin_d`) or a food-log column name (`B1 (Thiamine)`), any case.
/// - AMOUNT is a positive decimal number written with digits and at most one `.`.
/// - UNIT is converted to the nutrient's unit: `g`, `mg`, `mcg` (or `µg`, `ug`) for masses, `kcal` or
///   `kJ` for energy, `mL` or `L` for water, `IU` for vitamins A, D and E (the catalogue's factors).
/// - The kind is optional.
/// - `#` starts a comment; blank lines are ignored. A nutrient may appear once.
///
/// This reads the file's form only; which amounts a target may have is the engine's rule
/// (`CustomTargets` in NutritionStats), checked line by line through `check` so that errors come in
/// line order. The format is parsed by hand: it is five tokens per line, and the parser must name the
/// line and field of each mistake, which a generic CSV or config library would not.
public struct TargetsFile: Sendable, Equatable {
    /// One target line.
    public struct Line: Sendable, Equatable {
        /// The nutrient.
        public var nutrient: KnownNutrient
        /// The amount per day, converted to the nutrient's ``KnownNutrient/unit``.
        public var amount: Double
        /// Limit, target or reference; nil when the line gives none.
        public var kind: DailyValueKind?
        /// The 1-based line.
        public var line: Int
        /// The amount and the unit as written, for messages.
        public var amountText: String
        public var unitText: String
    }

    /// The targets in file order.
    public var lines: [Line]

    /// Parses the text of a targets file; `file` names it in errors. `check` is called with each line
    /// as it is read (before the next one), so that its error comes in line order.
    ///
    /// - Throws: ``InputError`` naming the file, line and field (`nutrient`, `amount`, `unit`, `kind`)
    ///   and what was expected; or when the file holds no target.
    public init(parsing text: String, file: String, check: (Line) throws(InputError) -> Void = { _ in })
        throws(InputError)
    {
        var lines: [Line] = []
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            var line = Substring(rawLine)
            if lineNumber == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let content = line.trimmingWhitespace()
            if content.isEmpty { continue }
            let target = try Self.parseLine(content, line: lineNumber, file: file)
            try check(target)
            if let earlier = lines.first(where: { $0.nutrient == target.nutrient }) {
                throw InputError(
                    file: file, line: lineNumber, field: "nutrient",
                    problem: "\(target.nutrient.targetName) is already set on line \(earlier.line)"
                )
            }
            lines.append(target)
        }
        guard !lines.isEmpty else {
            throw InputError(file: file, problem: "no targets found; expected lines such as 'Sodium = 1500 mg limit'")
        }
        self.lines = lines
    }

    static let lineShape = "expected 'NUTRIENT = AMOUNT UNIT [limit|target|reference]'"

    private static func parseLine(_ content: Substring, line: Int, file: String) throws(InputError) -> Line {
        guard let equals = content.firstIndex(of: "=") else {
            throw InputError(file: file, line: line, problem: "\(lineShape), found '\(content)'")
        }
        let name = content[..<equals].trimmingWhitespace()
        guard let nutrient = Self.nutrient(named: name) else {
            let known = Nutrient.allCases.map(\.key).joined(separator: ", ")
            throw InputError(
                file: file, line: line, field: "nutrient",
                problem: .expected("a nutrient (\(known))", found: "'\(name)'")
            )
        }
        let words = content[content.index(after: equals)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2, words.count <= 3 else {
            throw InputError(file: file, line: line, problem: "\(lineShape), found '\(content)'")
        }
        guard let amount = Self.amount(words[0]) else {
            throw InputError(
                file: file, line: line, field: "amount",
                problem: .expected("a positive number such as 1500 or 2.5", found: "'\(words[0])'")
            )
        }
        guard let converted = TargetUnit(text: words[1])?.convert(amount, to: nutrient) else {
            throw InputError(
                file: file, line: line, field: "unit",
                problem: .expected(
                    "a unit for \(nutrient.targetName) (\(TargetUnit.accepted(for: nutrient)))", found: "'\(words[1])'")
            )
        }
        var kind: DailyValueKind?
        if words.count == 3 {
            guard let parsed = DailyValueKind(rawValue: words[2].lowercased()) else {
                throw InputError(
                    file: file, line: line, field: "kind",
                    problem: .expected("limit, target or reference", found: "'\(words[2])'")
                )
            }
            kind = parsed
        }
        return Line(
            nutrient: nutrient, amount: converted, kind: kind, line: line,
            amountText: String(words[0]), unitText: String(words[1]))
    }

    /// The nutrient `name` names, ignoring case: the catalogue's (``NutrientCatalogue/nutrient(named:)``).
    static func nutrient(named name: Substring) -> KnownNutrient? {
        NutrientCatalogue.nutrient(named: String(name))
    }

    /// A positive finite decimal: digits with at most one `.` and at least one digit.
    static func amount(_ text: Substring) -> Double? {
        var dots = 0
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                dots += 1
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
            } else {
                return nil
            }
        }
        guard dots <= 1, digits >= 1, let value = Double(text), value.isFinite, value > 0 else { return nil }
        return value
    }
}

/// The units a custom target may be written in.
enum TargetUnit: Sendable {
    case gram, milligram, microgram, kilocalorie, kilojoule, internationalUnit, milliliter, liter

    init?(text: Substring) {
        switch text.lowercased() {
        case "g": self = .gram
        case "mg": self = .milligram
        case "mcg", "µg", "μg", "ug": self = .microgram
        case "kcal": self = .kilocalorie
        case "kj": self = .kilojoule
        case "iu": self = .internationalUnit
        case "ml": self = .milliliter
        case "l": self = .liter
        default: return nil
        }
    }

    /// `amount` of this unit in `nutrient`'s unit, or nil when the two do not convert.
    ///
    /// Masses convert by powers of ten, applied as one multiplication or division by an exact
    /// integer power so that `1.5 g` becomes exactly `1500 mg` and `1500 mg` exactly `1.5 g`.
    func convert(_ amount: Double, to nutrient: KnownNutrient) -> Double? {
        switch (self, nutrient.unit) {
        case (.kilocalorie, .kilocalorie): return amount
        case (.kilojoule, .kilocalorie): return amount / EnergyUnit.kilojoulesPerKilocalorie
        // IU: vitamin A as retinol, D, E natural.
        case (.internationalUnit, _): return nutrient.definition.perInternationalUnit.map { amount * $0 }
        case (.milliliter, .milliliter): return amount
        case (.liter, .milliliter): return amount * 1_000
        case (.kilocalorie, _), (.kilojoule, _), (.milliliter, _), (.liter, _), (_, .kilocalorie), (_, .milliliter):
            return nil
        default:
            guard let from = decimalExponent, let to = Self.decimalExponent(nutrient.unit) else { return nil }
            var scale = 1.0
            for _ in 0..<abs(from - to) { scale *= 10 }
            return from >= to ? amount * scale : amount / scale
        }
    }

    /// The power of ten of a gram this unit is (mg: −3).
    private var decimalExponent: Int? {
        switch self {
        case .gram: 0
        case .milligram: -3
        case .microgram: -6
        case .kilocalorie, .kilojoule, .internationalUnit, .milliliter, .liter: nil
        }
    }

    private static func decimalExponent(_ unit: NutrientUnit) -> Int? {
        switch unit {
        case .gram: 0
        case .milligram: -3
        case .microgram: -6
        case .kilocalorie, .milliliter: nil
        }
    }

    /// The units accepted for `nutrient`, for error messages.
    static func accepted(for nutrient: KnownNutrient) -> String {
        switch nutrient.unit {
        case .kilocalorie: "kcal or kJ"
        case .milliliter: "mL or L"
        case .gram, .milligram, .microgram:
            nutrient.definition.perInternationalUnit == nil ? "g, mg or mcg" : "g, mg, mcg or IU"
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> Substring {
        var view = self
        while let first = view.first, first == " " || first == "\t" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" { view = view.dropLast() }
        return view
    }
}

extension KnownNutrient {
    /// How a targets file's messages name the nutrient: its food-object key for the 17 (`VitC`), else
    /// its display name (`Thiamin`).
    var targetName: String { definition.shortcutKey ?? displayName }
}
