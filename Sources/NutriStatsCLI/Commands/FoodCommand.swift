import ArgumentParser
import ChartKitCairo
import Foundation
import NutriStatsConfiguration
import NutritionData
import NutritionFactsLabel
import NutritionPresentation
import NutritionStats
import SafeOutput

/// `nutristats food NAME|ID`: one food per serving with %DV and how often it was logged; its
/// Nutrition Facts label (`--label`); and "what if I eat this?" against a day (`--servings`).
///
/// The command reads the inputs, finds the food (``FoodLookup``), and hands the library's figures
/// (``FoodFacts``, ``FoodWhatIf``, ``NutritionLabel``) to a formatter or to the label layout.
struct FoodCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "food",
        abstract:
            "One food: nutrients per serving with %DV, its Nutrition Facts label, and what eating it does to a day.",
        discussion: """
            The food is found by id or by name; case and accents do not matter, and a part of a name \
            finds the one food holding it. Several matches are listed with their ids (give the id \
            then); no match names the closest foods. Exit status 64 in both cases.

            --label FILE draws an FDA 2016-style Nutrition Facts label of one serving (PNG, SVG or \
            PDF, by the extension), rounded as 21 CFR 101.9 rounds label values, with the 2016 \
            Daily Values.

            --servings N shows the day (--on DATE, default today on this computer's clock) before \
            and after eating N servings: intake, remaining budget (--goal, --activity-credit with \
            --activity) and each nutrient's %DV, flagging limits the food would push over 100 %.

            Examples:
              nutristats food banana --storage Storage
              nutristats food 149 --storage Storage --label banana.png
              nutristats food "peanut butter" --storage Storage --servings 2 --on 2026-11-14
            """
    )

    @Argument(help: ArgumentHelp("The food's id or name (or a part of its name).", valueName: "NAME|ID"))
    var query: String

    @OptionGroup var input: InputOptions
    @OptionGroup var figures: SettingsOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Write the food's Nutrition Facts label to FILE (.png, .svg or .pdf).", valueName: "FILE"))
    var label: String?

    @Option(name: .long, help: ArgumentHelp("What if N servings were eaten (above 0, at most 1,000)?", valueName: "N"))
    var servings: Double?

    @Option(name: .long, help: ArgumentHelp("The day of --servings (default: today).", valueName: "YYYY-MM-DD"))
    var on: String?

    @Option(help: ArgumentHelp("Output format: table or json.", valueName: "FORMAT"))
    var format: FoodOutputFormat = .table

    func validate() throws {
        if let servings, !FoodWhatIf.takes(servings: servings) {
            throw ValidationError(.servings(servings))
        }
        if on != nil && servings == nil { throw ValidationError(.onWithoutServings) }
        _ = try parsedDay()
        if let label, ImageFormat(path: label) == nil {
            throw ValidationError(.imageExtension(flag: "--label", given: label))
        }
        guard input.hasFoodInput else { throw ValidationError(.foodNeedsFoods) }
    }

    /// `--on` as a date; nil when not given.
    func parsedDay() throws -> LocalDate? {
        guard let on else { return nil }
        guard let date = LocalDate(iso: on) else { throw ValidationError(.date(flag: "--on", given: on)) }
        return date
    }

    /// `--label` resolved once, checked against the inputs, then the only way the label is written.
    func labelLocation() throws -> OutputLocation? {
        guard let label else { return nil }
        return try OutputPath.location(
            label, option: "--label", files: [figures.targetsFile].compactMap { $0 } + input.flags.files,
            folders: input.flags.folders, advice: "inputs are never written, choose another --label")
    }

    func run() throws {
        let location = try labelLocation()
        let day = try parsedDay()
        let text = try reportingInputErrors { () throws -> String in
            let settings = try figures.settings(weekStart: .monday)
            let inputs = input.open(reading: servings == nil ? [.foodLog] : [.foodLog, .activity])
            let foodLog = try inputs.readFoodLog()
            Terminal.notes(InputNotes.skipped(foodLog.skipped))
            let food = try Self.find(query, in: foodLog)
            var whatIf: FoodWhatIf?
            if let servings {
                let (today, now) = LocalClock.now()
                let date = day ?? today
                let activity = try inputs.readActivity(days: date...date)
                Terminal.notes(InputNotes.imports(activity: activity))
                whatIf = FoodWhatIf(
                    food: food, servings: servings, on: date, at: day == nil ? now : FoodWhatIf.endOfDay,
                    entries: foodLog.entries, activity: activity.days, settings: settings)
            }
            if let location, let label { try Self.writeLabel(of: food, to: location, path: label) }
            let facts = FoodFacts(food: food, table: settings.dailyValues, entries: foodLog.entries)
            return try format.render(FoodView(facts: facts, whatIf: whatIf, goal: settings.kcalGoal))
        }
        try Terminal.output(text)
    }

    /// The food `query` names in `log`; several or no matches are a usage error (exit 64) listing
    /// the foods to choose from.
    static func find(_ query: String, in log: FoodLog) throws -> KnownFood {
        switch FoodLookup(foods: KnownFood.all(in: log)).find(query) {
        case .found(let food):
            return food
        case .several(let foods):
            let (message, lines) = FoodText.severalMatches(query, foods)
            Terminal.error(message)
            Terminal.notes(lines)
            throw ExitStatus.usage
        case .none(let closest):
            Terminal.error(FoodText.noMatch(query, closest: closest))
            throw ExitStatus.usage
        }
    }

    /// Lays out and renders the label of `food`, then writes it whole or not at all.
    static func writeLabel(of food: KnownFood, to location: OutputLocation, path: String) throws {
        guard let format = ImageFormat(path: path) else {
            throw ValidationError(.imageExtension(flag: "--label", given: nil))
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
        Terminal.note("nutristats: wrote \(path) (Nutrition Facts label of \(TerminalText.name(food.name)))")
    }
}
