import NutritionData
import NutritionStats

/// What the stats formatters print: the period's figures, how the period was chosen, and the notes
/// that must accompany the figures (what was unknown, assumed or counted as zero).
package struct StatsView {
    /// The figures.
    package var figures: PeriodStatistics
    /// How the period was chosen, for people ("week", "last 30 days", "latest week in the data").
    package var selection: String
    /// A short machine-readable name of the selection ("week", "last-days", "default-week", …).
    package var selectionKind: String
    /// Sentences about what the figures leave out or assume.
    package var notes: [String]
    /// The body figures of the period, when body files were given.
    package var body: BodyFigures?
    /// The unit weights are shown in (CSV and JSON stay in kg).
    package var weightUnit: WeightUnit
    /// Where the nutrient of `stats --nutrient` came from, when one was asked for.
    package var nutrientSources: NutrientSources?
    /// The nutrient table's rows (`--nutrients`; by default every nutrient with data and the 17), in
    /// table order: averages per counted day with their Daily Values.
    package var nutrientReadings: [NutrientReading]

    /// `nutrientReadings` defaults to the period's ``NutrientSelection/withData`` readings.
    package init(
        figures: PeriodStatistics, selection: PeriodSelection, isDefault: Bool, body: BodyFigures? = nil,
        weightUnit: WeightUnit = .kilograms, sourcesOf nutrient: NutrientIdentity? = nil,
        nutrientReadings: [NutrientReading]? = nil
    ) {
        self.figures = figures
        self.nutrientSources = nutrient.map { figures.sources(of: $0, limit: figures.settings.topFoods) }
        // `.withData` names nothing, so it cannot throw.
        self.nutrientReadings = nutrientReadings ?? (try? figures.nutrientReadings(.withData)) ?? []
        self.body = body
        self.weightUnit = weightUnit
        let wording = PeriodText(selection, isDefault: isDefault)
        self.selection = wording.short
        self.selectionKind = wording.kind
        self.notes = StatsNotes.notes(for: figures)
    }

    /// The column name of a nutrient in CSV and JSON: the food-object key in lower case and its unit
    /// (`carbs_g`, `vitc_mg`, `vita_mcg`); energy is `kcal`.
    package static func column(_ nutrient: Nutrient) -> String {
        nutrient == .calories ? "kcal" : nutrient.key.lowercased() + "_" + nutrient.unit.symbol
    }

    /// The column name of any nutrient in CSV and JSON — one rule for stats and export: the 17 as
    /// ``column(_:)-(Nutrient)`` (their names predate the catalogue and stay), every other nutrient its
    /// catalogue or custom id and its unit in lower case, anything but letters and digits made `_`
    /// (`thiamin_mg`, `vitamin_d_mcg`, `water_ml`, `custom_oxalate_mg`).
    package static func column(_ nutrient: NutrientIdentity) -> String {
        if case .known(let known) = nutrient, let inline = known.inline { return column(inline) }
        let unit = String(
            nutrient.unitSymbol.lowercased().unicodeScalars.map {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_"
            })
        return nutrient.id + "_" + unit
    }

    /// The nutrients beyond the 17 that the table lists, in its order: the extra columns of CSV and
    /// keys of JSON.
    package var otherNutrients: [NutrientIdentity] {
        nutrientReadings.map(\.nutrient).filter { !Self.isOneOfTheSeventeen($0) }
    }

    /// Whether `nutrient` is one of the shortcut's 17 (kept in ``NutritionData/NutrientVector``).
    package static func isOneOfTheSeventeen(_ nutrient: NutrientIdentity) -> Bool {
        if case .known(let known) = nutrient { return known.inline != nil }
        return false
    }

    /// The nutrients other than energy, in ``Nutrient`` order.
    package static let nutrientsWithoutEnergy = Nutrient.allCases.filter { $0 != .calories }

    /// The nutrients other than energy as `{"carbs_g": 210.5, "trans_fat_g": null, …}`, rounded for JSON;
    /// an unknown amount (``NutrientAmount/Certainty/unknown``) is `null`, a lower bound its value (see
    /// ``nutrientCoverageObject(_:)``).
    package static func nutrientObject(_ amount: (Nutrient) -> NutrientAmount) -> [String: Double?] {
        Dictionary(
            uniqueKeysWithValues: nutrientsWithoutEnergy.compactMap { nutrient -> (String, Double?)? in
                guard let value = amount(nutrient).value else { return (column(nutrient), nil) }
                return FigureKind.nutrient(nutrient).rounded(value).map { (column(nutrient), $0) }
            })
    }

    /// The nutrients other than energy as `{"protein_g": {"coverage_pct": 62, "lower_bound": true}, …}`.
    package static func nutrientCoverageObject(_ amount: (Nutrient) -> NutrientAmount) -> [String: NutrientCoverageJSON]
    {
        Dictionary(
            uniqueKeysWithValues: nutrientsWithoutEnergy.map { nutrient in
                (column(nutrient), NutrientCoverageJSON(amount(nutrient)))
            })
    }

    /// `{"magnesium_mg": 310, "custom_oxalate_mg": null}`: ``nutrientObject(_:)-(Nutrient)`` for
    /// nutrients beyond the 17.
    package static func nutrientObject(
        _ nutrients: [NutrientIdentity], _ amount: (NutrientIdentity) -> NutrientAmount
    ) -> [String: Double?] {
        Dictionary(
            uniqueKeysWithValues: nutrients.compactMap { nutrient -> (String, Double?)? in
                guard let value = amount(nutrient).value else { return (column(nutrient), nil) }
                return FigureKind.anyNutrient(nutrient).rounded(value).map { (column(nutrient), $0) }
            })
    }

    /// ``nutrientCoverageObject(_:)-(Nutrient)`` for nutrients beyond the 17.
    package static func nutrientCoverageObject(
        _ nutrients: [NutrientIdentity], _ amount: (NutrientIdentity) -> NutrientAmount
    ) -> [String: NutrientCoverageJSON] {
        Dictionary(uniqueKeysWithValues: nutrients.map { (column($0), NutrientCoverageJSON(amount($0))) })
    }

    /// The nutrients whose 7-day moving average CSV and JSON carry besides kcal, in column order.
    package static let movingAverageMacros: [Nutrient] = [.carbs, .protein, .fat]

    /// `carbs_g_7d_avg`: the CSV column of a nutrient's 7-day moving average.
    package static func movingAverageColumn(_ nutrient: Nutrient) -> String { column(nutrient) + "_7d_avg" }

    /// `protein_g;sodium_mg`: the nutrients other than energy whose amount is a lower bound.
    package static func lowerBoundList(_ amount: (Nutrient) -> NutrientAmount) -> String {
        nutrientsWithoutEnergy.filter { amount($0).isLowerBound }.map(column).joined(separator: ";")
    }

    /// `protein_g_coverage_pct`, `vitc_mg_coverage_pct`, …: a nutrient's coverage column in the CSV.
    package static func coverageColumn(_ nutrient: Nutrient) -> String { column(nutrient) + "_coverage_pct" }

    /// `magnesium_mg_coverage_pct`: any nutrient's coverage column in the CSV.
    package static func coverageColumn(_ nutrient: NutrientIdentity) -> String { column(nutrient) + "_coverage_pct" }

    /// What a reading's flag says, for CSV and JSON: `over-limit`, `under-target`, or
    /// `unknown-whether-under` for a lower bound under a target (``DailyValueReading/isUnknownWhetherUnder``);
    /// nil when none.
    package static func flagName(_ reading: DailyValueReading) -> String? {
        reading.flag?.rawValue ?? (reading.isUnknownWhetherUnder ? unknownWhetherUnder : nil)
    }

    /// ``flagName(_:)-(DailyValueReading)`` for any nutrient's reading.
    package static func flagName(_ reading: NutrientReading) -> String? {
        reading.flag?.rawValue ?? (reading.isUnknownWhetherUnder ? unknownWhetherUnder : nil)
    }

    /// The name of a flag a lower bound cannot assert.
    package static let unknownWhetherUnder = "unknown-whether-under"

    /// `sodium_mg:over-limit;fiber_g:under-target;protein_g:unknown-whether-under` for the flagged readings.
    package static func flagList(_ readings: [DailyValueReading]) -> String {
        readings.compactMap { reading in flagName(reading).map { column(reading.nutrient) + ":" + $0 } }
            .joined(separator: ";")
    }
}
