/// The two bounds an amount read from a food log is held to: what **cannot be** (an error) and what is
/// **implausible but possible** (read as written, and named so the user can check the file).
///
/// - Physical maximum: more than one row (a food, a meal or a day) can hold. Energy: 100,000 kcal
///   (``EntryFields/maxKcal``, over 11 kg of pure fat). Any other nutrient: 100 kg (100,000 g =
///   10⁸ mg = 10¹¹ µg), more food than a person can hold. Above it, or negative, or not a number, a
///   value is an input error.
/// - Plausible daily maximum: more than anyone is known to take in on one day from food and common
///   supplements. A row above it is still read (a spreadsheet re-save, a supplement megadose or a
///   unit slip are all possible) and is named as suspicious (``SuspiciousAmount``). The values are
///   round numbers about ten times the Tolerable Upper Intake Level where one exists (vitamin A UL
///   3,000 µg RAE → 30,000; vitamin C UL 2,000 mg → 20,000; calcium 2,500 mg → 25,000; iron 45 mg →
///   500), and for the macronutrients several times a competitive eater's day (energy 15,000 kcal).
public enum NutrientBounds {
    /// The most one row may hold of `nutrient`, in its unit (``Nutrient/unit``).
    public static func physicalMaximum(_ nutrient: Nutrient) -> Double {
        physicalMaximum(nutrient.unit)
    }

    /// The most one row may hold of a nutrient kept in `unit`: 100 kg of a mass, 100 L of water.
    public static func physicalMaximum(_ unit: NutrientUnit) -> Double {
        switch unit {
        case .kilocalorie: EntryFields.maxKcal
        case .gram, .milliliter: 1e5
        case .milligram: 1e8
        case .microgram: 1e11
        }
    }

    /// The most one row may hold of a custom nutrient in `unit` as written: 100 kg for the mass units
    /// (`g`, `mg`, `mcg`), 10¹¹ of any other unit (`IU`, `%`: no physical bound is known, so only
    /// numbers no file means are refused).
    public static func physicalMaximum(customUnit unit: String) -> Double {
        switch unit {
        case "g": physicalMaximum(.gram)
        case "mg": physicalMaximum(.milligram)
        default: 1e11
        }
    }

    /// Above this amount of `nutrient` (in its unit), a row is suspicious: read, and named.
    public static func plausibleDailyMaximum(_ nutrient: Nutrient) -> Double {
        switch nutrient {
        case .calories: 15_000
        case .carbs: 2_000
        case .fat: 1_000
        case .protein: 1_000
        case .sugar: 1_500
        case .fiber: 300
        case .monounsaturated, .polyunsaturated: 700
        case .saturated: 500
        case .trans: 100
        case .sodium: 25_000
        case .cholesterol: 10_000
        case .potassium: 30_000
        case .vitaminC: 20_000
        case .calcium: 25_000
        case .iron: 500
        case .vitaminA: 30_000
        }
    }
}

/// An amount of a food log row above ``NutrientBounds/plausibleDailyMaximum(_:)``: read as written,
/// and named on stderr, in `inspect` and in the report's notes.
public struct SuspiciousAmount: Sendable, Equatable {
    public var line: Int
    public var date: LocalDate
    /// The column as the header names it (`Vitamin A (µg)`).
    public var column: String
    public var nutrient: Nutrient
    /// The amount read, in the nutrient's unit.
    public var amount: Double

    public init(line: Int, date: LocalDate, column: String, nutrient: Nutrient, amount: Double) {
        self.line = line
        self.date = date
        self.column = column
        self.nutrient = nutrient
        self.amount = amount
    }

    /// The plausible daily maximum it is above, in the nutrient's unit.
    public var plausibleMaximum: Double { NutrientBounds.plausibleDailyMaximum(nutrient) }
}
