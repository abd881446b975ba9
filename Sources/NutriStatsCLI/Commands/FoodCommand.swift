import ArgumentParser
import NutriStatsCommandLine
import NutritionPresentation

/// `nutristats food NAME|ID`: one food per serving with %DV and how often it was logged; its
/// Nutrition Facts label (`--label`); and "what if I eat this?" against a day (`--servings`).
///
/// The command asks the library's run (``NutriStatsCommandLine/FoodRun``), which reads the inputs, finds
/// the food and hands the library's figures to a formatter or to the label layout.
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

    /// The run the flags ask for.
    var plan: FoodRun {
        FoodRun(
            query: query, input: input.flags, settings: figures.flags, label: label, servings: servings, on: on,
            format: format)
    }

    func validate() throws {
        try usage { try plan.check() }
    }

    func run() throws {
        let location = try usage { try plan.labelLocation() }
        try Terminal.output(try reportingInputErrors { try plan.text(labelAt: location, context: .terminal) })
    }
}
