import ChartKit
import NutritionPresentation

extension Scene {
    /// What the chart does not show as given, for the note after `wrote …`: values left out (NaN,
    /// ±infinity) and values drawn at ±10³⁰⁶ (``ChartKit/NiceTicks/magnitudeLimit``) instead of their
    /// own size, as ChartKit counted them (`; 2 values not finite, not drawn; 1 value beyond ±1e306 drawn
    /// at ±1e306`); empty when every value was drawn as it is.
    public var valueNotes: String {
        var notes = ""
        if skippedValues > 0 { notes += "; \(skippedValues) values not finite, not drawn" }
        if clampedValues > 0 {
            let limit = ValueFormat.plain.string(NiceTicks.magnitudeLimit)
            notes += "; \(Plural.count(clampedValues, "value")) beyond ±\(limit) drawn at ±\(limit)"
        }
        return notes
    }
}
