import ArgumentParser
import NutriStatsConfiguration
import NutritionStats

/// The flags of the body figures: the expenditure window, a goal weight and a rate to plan intake by.
/// Shared by `stats` and `report`; the body files and their unit are inputs (``InputOptions``). The
/// library's ``BodyFlags`` checks them and makes the request.
struct BodyOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Days of intake and weigh-ins each expenditure from the scale is worked out over, 14 to 90 (default 28).",
            valueName: "N"))
    var expenditureWindow: Int = ExpenditureWindow.standard.days

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A goal weight, in --weight-unit (default kg): when the trend would reach it.", valueName: "W"))
    var weightGoal: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A weekly change of weight to plan for, in --weight-unit a week (negative to lose): the intake that gives it.",
            valueName: "R"))
    var weightRate: Double?

    /// The flags as the library reads them.
    var flags: BodyFlags {
        BodyFlags(expenditureWindow: expenditureWindow, weightGoal: weightGoal, weightRate: weightRate)
    }

    func validate() throws {
        _ = try usage { try flags.window() }
    }
}
