import ChartKitCairo
import NutriStatsConfiguration
import NutritionData
import NutritionFactsLabel
import NutritionPresentation
import NutritionStats
import SafeOutput

/// One run of `nutristats food NAME|ID`: its flags as given and checked (``check()``), where the label
/// goes (``labelLocation()``), and what it prints (``text(labelAt:context:)``): the food found
/// (``NutritionStats/FoodLookup``), the library's figures (``NutritionStats/FoodFacts``,
/// ``NutritionStats/FoodWhatIf``, ``NutritionFactsLabel/NutritionLabel``) handed to a formatter or to
/// the label layout.
package struct FoodRun: Sendable {
    /// The food's id or name (or a part of its name).
    package var query: String
    package var input: InputFlags
    package var settings: SettingsFlags
    /// `--label FILE`.
    package var label: String?
    /// `--servings N`.
    package var servings: Double?
    /// `--on YYYY-MM-DD`, as typed.
    package var on: String?
    package var format: FoodOutputFormat

    /// A run with these flags, as given.
    package init(
        query: String, input: InputFlags, settings: SettingsFlags = SettingsFlags(), label: String? = nil,
        servings: Double? = nil, on: String? = nil, format: FoodOutputFormat = .table
    ) {
        self.query = query
        self.input = input
        self.settings = settings
        self.label = label
        self.servings = servings
        self.on = on
        self.format = format
    }

    /// `--servings` in range, `--on` a date and only with it, `--label` an image name, and some foods.
    package func check() throws(UsageProblem) {
        if let servings, !FoodWhatIf.takes(servings: servings) { throw .servings(servings) }
        if on != nil && servings == nil { throw .onWithoutServings }
        _ = try day()
        if let label, ImageFormat(path: label) == nil { throw .imageExtension(flag: "--label", given: label) }
        guard input.hasFoodInput else { throw .foodNeedsFoods }
    }

    /// `--on` as a date; nil when not given.
    package func day() throws(UsageProblem) -> LocalDate? {
        guard let on else { return nil }
        guard let date = LocalDate(iso: on) else { throw .date(flag: "--on", given: on) }
        return date
    }

    /// `--label` resolved once, checked against the inputs, then the only way the label is written.
    package func labelLocation() throws(UsageProblem) -> OutputLocation? {
        guard let label else { return nil }
        return try OutputLocation.checked(
            label, option: "--label", files: [settings.targetsFile].compactMap { $0 } + input.files,
            folders: input.folders, advice: "inputs are never written, choose another --label")
    }

    /// What `food` prints: the food's facts and, with `--servings`, the day before and after eating it
    /// (on `--on`, else today at the time now, by `context`'s clock). Writes the label to `location`
    /// first when `--label` was given. A query matching several foods or none is ``FoodNotFound``.
    package func text(labelAt location: OutputLocation?, context: CommandContext) throws -> String {
        let day = try day()
        let settings = try self.settings.settings(weekStart: .monday)
        let inputs = CommandInputs(
            flags: input, reading: servings == nil ? [.foodLog] : [.foodLog, .activity], context: context)
        let foodLog = try inputs.readFoodLog()
        context.notes(InputNotes.skipped(foodLog.skipped))
        let food = try FoodNotFound.find(query, in: foodLog)
        var whatIf: FoodWhatIf?
        if let servings {
            let (today, now) = context.now()
            let date = day ?? today
            let activity = try inputs.readActivity(days: date...date)
            context.notes(InputNotes.imports(activity: activity))
            whatIf = FoodWhatIf(
                food: food, servings: servings, on: date, at: day == nil ? now : FoodWhatIf.endOfDay,
                entries: foodLog.entries, activity: activity.days, settings: settings)
        }
        if let location, let label { context.notes(try Self.writeLabel(of: food, to: location, path: label)) }
        let facts = FoodFacts(food: food, table: settings.dailyValues, entries: foodLog.entries)
        return try format.render(FoodView(facts: facts, whatIf: whatIf, goal: settings.kcalGoal))
    }

    /// Lays out and renders the label of `food` (PNG at twice the pixels), writes it whole or not at
    /// all, and returns the note saying so.
    static func writeLabel(of food: KnownFood, to location: OutputLocation, path: String) throws -> String {
        guard let format = ImageFormat(path: path) else {
            throw UsageProblem.imageExtension(flag: "--label", given: nil)
        }
        let scene = NutritionFactsLayout(measurer: CairoTextMeasurer()).scene(
            for: NutritionLabel(food: food), foodName: food.name)
        let bytes: [UInt8]
        do {
            bytes = try ChartRenderer(scale: format == .png ? 2 : 1).render(scene, as: format)
        } catch {
            throw OutputError(path: path, problem: "\(error)")
        }
        try AtomicFile.write(bytes, to: location, what: "the label")
        return "nutristats: wrote \(path) (Nutrition Facts label of \(TerminalText.name(food.name)))"
    }
}
