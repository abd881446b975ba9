import NutritionData
import NutritionStats

/// The flags of the body figures as given — `--expenditure-window`, `--weight-goal`, `--weight-rate` —
/// and the one place they become a ``NutritionStats/BodyFigures/Request``.
public struct BodyFlags: Sendable, Hashable {
    public var expenditureWindow: Int
    /// In the weight unit of the command (`--weight-unit`).
    public var weightGoal: Double?
    /// In the weight unit of the command, a week.
    public var weightRate: Double?

    public init(
        expenditureWindow: Int = ExpenditureWindow.standard.days, weightGoal: Double? = nil, weightRate: Double? = nil
    ) {
        self.expenditureWindow = expenditureWindow
        self.weightGoal = weightGoal
        self.weightRate = weightRate
    }

    /// The expenditure window of `--expenditure-window`.
    public func window() throws(UsageProblem) -> ExpenditureWindow {
        do {
            return try ExpenditureWindow(days: expenditureWindow)
        } catch {
            throw .expenditureWindow(expenditureWindow)
        }
    }

    /// What the flags ask of the body figures, weights given in `unit`; a goal or rate beyond
    /// ``NutritionStats/BodyFigures/Request``'s limits is refused.
    public func request(unit: WeightUnit) throws(UsageProblem) -> BodyFigures.Request {
        if let weightGoal, !(weightGoal > 0 && unit.kilograms(weightGoal) <= BodyFigures.Request.maximumKilograms) {
            throw .weightGoal(weightGoal, unit: unit)
        }
        if let weightRate, !(abs(unit.kilograms(weightRate)) <= BodyFigures.Request.maximumKilogramsPerWeek) {
            throw .weightRate(weightRate, unit: unit)
        }
        return BodyFigures.Request(
            window: try window(), goal: weightGoal.map { WeightGoal(kilograms: unit.kilograms($0)) },
            plannedRate: weightRate.map { unit.kilograms($0) })
    }
}
