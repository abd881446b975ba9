import ArgumentParser
import NutritionData
import NutritionStats

/// The flags of the body figures: the expenditure window, a goal weight and a rate to plan intake by.
/// Shared by `stats` and `report`; the body files and their unit are inputs (``InputOptions``).
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

    func validate() throws {
        _ = try window()
    }

    func window() throws -> ExpenditureWindow {
        do {
            return try ExpenditureWindow(days: expenditureWindow)
        } catch {
            throw ValidationError(
                "--expenditure-window takes a number of days from 14 to 90, not \(expenditureWindow).")
        }
    }

    /// What the flags ask of the body figures, weights read in `unit`.
    func request(unit: WeightUnit) throws -> BodyFigures.Request {
        func limit(_ kilograms: Double) -> String {
            FigureDigits.text(unit.amount(fromKilograms: kilograms), decimals: 1, grouping: true) ?? ""
        }
        if let weightGoal, !(weightGoal > 0 && unit.kilograms(weightGoal) <= BodyFigures.Request.maximumKilograms) {
            throw ValidationError(
                "--weight-goal takes a weight above 0 and at most "
                    + "\(limit(BodyFigures.Request.maximumKilograms)) \(unit.symbol), not \(weightGoal).")
        }
        if let weightRate, !(abs(unit.kilograms(weightRate)) <= BodyFigures.Request.maximumKilogramsPerWeek) {
            throw ValidationError(
                "--weight-rate takes a change of at most \(limit(BodyFigures.Request.maximumKilogramsPerWeek)) "
                    + "\(unit.symbol) a week either way, not \(weightRate).")
        }
        return BodyFigures.Request(
            window: try window(), goal: weightGoal.map { WeightGoal(kilograms: unit.kilograms($0)) },
            plannedRate: weightRate.map { unit.kilograms($0) })
    }
}
