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

    package init(
        figures: PeriodStatistics, selection: PeriodSelection, isDefault: Bool, body: BodyFigures? = nil,
        weightUnit: WeightUnit = .kilograms, sourcesOf nutrient: Nutrient? = nil
    ) {
        self.figures = figures
        self.nutrientSources = nutrient.map { figures.sources(of: $0, limit: figures.settings.topFoods) }
        self.body = body
        self.weightUnit = weightUnit
        let wording = PeriodWording(selection, isDefault: isDefault)
        self.selection = wording.short
        self.selectionKind = wording.kind
        self.notes = StatsNotes.notes(for: figures)
    }

    /// The column name of a nutrient in CSV and JSON: the food-object key in lower case and its unit
    /// (`carbs_g`, `vitc_mg`, `vita_mcg`); energy is `kcal`.
    package static func column(_ nutrient: Nutrient) -> String {
        nutrient == .calories ? "kcal" : nutrient.key.lowercased() + "_" + nutrient.unit.symbol
    }

    /// The nutrients other than energy, in ``Nutrient`` order.
    package static let nutrientsWithoutEnergy = Nutrient.allCases.filter { $0 != .calories }

    /// The nutrients other than energy as `{"carbs_g": 210.5, "trans_fat_g": null, …}`, rounded for JSON;
    /// an unknown nutrient (``NutrientVector/unknown``) is `null`.
    package static func nutrientObject(_ nutrients: NutrientVector) -> [String: Double?] {
        Dictionary(uniqueKeysWithValues: nutrientsWithoutEnergy.compactMap { nutrient -> (String, Double?)? in
            guard let amount = nutrients.known(nutrient) else { return (column(nutrient), nil) }
            return FigureKind.nutrient(nutrient).rounded(amount).map { (column(nutrient), $0) }
        })
    }

    /// `sodium_mg:over-limit;fiber_g:under-target` for the flagged readings.
    package static func flagList(_ readings: [DailyValueReading]) -> String {
        readings.compactMap { reading in reading.flag.map { column(reading.nutrient) + ":" + $0.rawValue } }
            .joined(separator: ";")
    }
}
