import ArgumentParser

extension ChartCommand {
    /// The request of `--metric pantry`.
    func pantryRequest() throws -> PantryChartRequest {
        guard let file = pantry.pantry else { throw ValidationError("--metric pantry needs --pantry FILE.") }
        guard csv == nil, x == nil, y == nil, kind == nil, !input.hasFoodInput, input.activity.isEmpty, !period.isChosen
        else {
            throw ValidationError(
                "--metric pantry reads --pantry FILE (with --today and --soon) only; leave out --csv, --x, --y, "
                    + "--kind, the food and activity inputs and the period flags.")
        }
        return PantryChartRequest(file: file, options: pantry, strictness: input.strictness)
    }
}
