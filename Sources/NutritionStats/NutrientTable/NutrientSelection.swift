import NutritionData

/// Which nutrients a nutrient table lists (`stats --nutrients all|dv|LIST`), and in which order.
///
/// The order is one rule (``tableOrder(_:)``), for a list too: by group (energy and macros, fats,
/// carbohydrates, vitamins, minerals, other — ``/NutritionData/NutrientGroup``), then in catalogue
/// order within a group, custom nutrients last by id.
public enum NutrientSelection: Sendable, Equatable {
    /// Every nutrient some entry of the period reports, and the shortcut's 17 always (every output
    /// carries them, unknown ones as unknown): the default.
    case withData
    /// Every nutrient that has a Daily Value in the table in force, with data or not (those without
    /// are listed as unknown), and energy.
    case dailyValues
    /// The nutrients named: each a catalogue name (``nutrient(named:reported:)``: `vitamin_d`,
    /// `Vitamin D`, `VitC`, `B1 (Thiamine)`, `B1`; `kcal` and `energy` for energy) or a custom nutrient's
    /// name or id as its file writes it (`Oxalate`, `custom_oxalate`).
    case named([String])

    /// A selection as written on the command line: `all`, `dv`, or a comma-separated list of names.
    /// Nil for an empty text or an empty name in the list.
    public init?(argument: String) {
        switch argument.trimmingSpaces().lowercased() {
        case "all": self = .withData
        case "dv": self = .dailyValues
        default:
            let names = argument.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0).trimmingSpaces()
            }
            guard !names.contains(where: \.isEmpty) else { return nil }
            self = .named(names)
        }
    }

    /// A name of ``named(_:)`` that names no nutrient of the catalogue and no custom nutrient the
    /// period's entries report.
    public struct UnknownName: Error, Sendable, Equatable {
        /// The name as written.
        public var name: String
    }

    /// The nutrients to list, given those the period's entries report (``IntakeTotals/reportedNutrients``)
    /// and the Daily Values in force.
    ///
    /// - Throws: ``UnknownName`` for a name of ``named(_:)`` that names nothing.
    /// - Complexity: O(n log n) in the number of nutrients.
    public func nutrients(
        reported: [NutrientIdentity], dailyValues: DailyValueTable
    ) throws(UnknownName) -> [NutrientIdentity] {
        switch self {
        case .withData:
            let seventeen = Nutrient.allCases.map { NutrientIdentity.known(KnownNutrient($0)) }
            return Self.tableOrder(Array(Set(reported + seventeen)))
        case .dailyValues:
            let withValue = dailyValues.catalogueDailyValues.map { NutrientIdentity.known($0.nutrient) }
            return Self.tableOrder(Array(Set(withValue + [.known(KnownNutrient(.calories))])))
        case .named(let names):
            var list: [NutrientIdentity] = []
            for name in names {
                guard let nutrient = Self.nutrient(named: name, reported: reported) else {
                    throw UnknownName(name: name)
                }
                if !list.contains(nutrient) { list.append(nutrient) }
            }
            return Self.tableOrder(list)
        }
    }

    /// The nutrient `name` names: a known nutrient by the catalogue's one naming rule
    /// (``/NutritionData/NutrientCatalogue/nutrient(named:)``: `sodium`, `Vitamin D`, `vitamin_d`, `B1`,
    /// `thiamin`, `VitC`, `kcal`), else a reported custom nutrient whose id or name it is (any case);
    /// nil otherwise.
    public static func nutrient(named name: String, reported: [NutrientIdentity]) -> NutrientIdentity? {
        if let known = NutrientCatalogue.nutrient(named: name) { return .known(known) }
        let folded = name.trimmingSpaces().lowercased()
        return reported.first {
            guard case .custom(let custom) = $0 else { return false }
            return custom.id == folded || custom.displayName.lowercased() == folded
                || CustomNutrient(name: name, unit: custom.unit)?.id == custom.id
        }
    }

    /// `nutrients` in table order: by group, then catalogue order (custom nutrients, all in
    /// ``/NutritionData/NutrientGroup/other``, last by id).
    public static func tableOrder(_ nutrients: [NutrientIdentity]) -> [NutrientIdentity] {
        nutrients.sorted { a, b in a.group != b.group ? a.group < b.group : a < b }
    }
}
