import NutritionStats

/// The words of a nutrient's flag in the report's tables and summary.
enum ReportFlagText {
    /// `over limit`, `under target`, or `unknown whether under` for a lower bound under a target
    /// (``/NutritionStats/NutrientReading/isUnknownWhetherUnder``); nil otherwise.
    static func flag(_ flag: DailyValueFlag?, isUnknownWhetherUnder: Bool) -> String? {
        switch flag {
        case .overLimit: "over limit"
        case .underTarget: "under target"
        case nil: isUnknownWhetherUnder ? "unknown whether under" : nil
        }
    }
}
