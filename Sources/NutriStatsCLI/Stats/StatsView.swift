import NutritionData
import NutritionStats

/// What the stats formatters print: the period's figures, how the period was chosen, and the notes
/// that must accompany the figures (what was unknown, assumed or counted as zero).
struct StatsView {
    /// The figures.
    var figures: PeriodStatistics
    /// How the period was chosen, for people ("week", "last 30 days", "latest week in the data").
    var selection: String
    /// A short machine-readable name of the selection ("week", "last-days", "default-week", …).
    var selectionKind: String
    /// Sentences about what the figures leave out or assume.
    var notes: [String]

    init(figures: PeriodStatistics, selection: PeriodSelection, isDefault: Bool) {
        self.figures = figures
        switch selection {
        case _ where isDefault: (self.selection, selectionKind) = ("latest week in the data", "default-week")
        case .day: (self.selection, selectionKind) = ("day", "day")
        case .week: (self.selection, selectionKind) = ("week", "week")
        case .month: (self.selection, selectionKind) = ("month", "month")
        case .range: (self.selection, selectionKind) = ("range", "range")
        case .lastDays(let n): (self.selection, selectionKind) = ("last \(n) days", "last-days")
        case .all: (self.selection, selectionKind) = ("all data", "all")
        }
        self.notes = StatsNotes.notes(for: figures)
    }

    /// The column name of a nutrient in CSV and JSON: the food-object key in lower case and its unit
    /// (`carbs_g`, `vitc_mg`, `vita_mcg`); energy is `kcal`.
    static func column(_ nutrient: Nutrient) -> String {
        nutrient == .calories ? "kcal" : nutrient.key.lowercased() + "_" + nutrient.unit.symbol
    }

    /// The nutrients other than energy, in ``Nutrient`` order.
    static let nutrientsWithoutEnergy = Nutrient.allCases.filter { $0 != .calories }

    /// The nutrients other than energy as `{"carbs_g": 210.5, …}`, rounded for JSON.
    static func nutrientObject(_ nutrients: NutrientVector) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: nutrientsWithoutEnergy.compactMap { nutrient in
            FigureKind.nutrient(nutrient).rounded(nutrients[nutrient]).map { (column(nutrient), $0) }
        })
    }

    /// `sodium_mg:over-limit;fiber_g:under-target` for the flagged readings.
    static func flagList(_ readings: [DailyValueReading]) -> String {
        readings.compactMap { reading in reading.flag.map { column(reading.nutrient) + ":" + $0.rawValue } }
            .joined(separator: ";")
    }
}
