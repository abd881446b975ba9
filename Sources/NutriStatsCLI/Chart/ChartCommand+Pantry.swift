import ArgumentParser
import NutriStatsConfiguration

extension ChartCommand {
    /// The request of `--metric pantry`.
    func pantryRequest() throws -> PantryChartRequest {
        guard let file = pantry.pantry else { throw ValidationError(.pantryMetricNeedsFile) }
        guard csv == nil, x == nil, y == nil, kind == nil, !input.hasFoodInput, input.activity.isEmpty, !period.isChosen
        else { throw ValidationError(.pantryMetricOnly) }
        return PantryChartRequest(file: file, options: pantry, strictness: input.strictness)
    }
}
