import NutritionData

/// Custom daily targets, such as a dietitian's, that override Daily Values: the lines of a targets
/// file (``/NutritionData/TargetsFile``, read with the other inputs) whose amounts the engine accepts.
///
/// A target's kind is optional; without it the overridden table's kind is kept (`reference` when the
/// nutrient had no Daily Value).
public struct CustomTargets: Sendable, Equatable {
    /// The targets in file order.
    public var targets: [CustomTarget]

    /// Targets already parsed (``init(parsing:file:)`` reads them from text).
    public init(targets: [CustomTarget]) {
        self.targets = targets
    }

    /// Parses the text of a targets file (``/NutritionData/TargetsFile``) and checks each amount
    /// against ``amountRange(for:)``, in line order; `file` names it in errors.
    public init(parsing text: String, file: String) throws(InputError) {
        let parsed = try TargetsFile(parsing: text, file: file) { line throws(InputError) in
            try Self.check(line, file: file)
        }
        self.targets = parsed.lines.map {
            CustomTarget(nutrient: $0.nutrient, amount: $0.amount, kind: $0.kind, line: $0.line)
        }
    }

    /// The most a target other than Calories may be, in its nutrient's unit (a ton of protein a day).
    public static let maximumAmount = 1_000_000_000.0

    /// The amounts a target of `nutrient` may have once converted to the nutrient's unit. Every %DV
    /// divides by the target, so it must not be written as 0 (at least half the last decimal shown:
    /// 0.5 mg of sodium, 0.05 g of fat); nor so large that figures overflow (at most
    /// ``maximumAmount``). Calories also become the goal and take its bounds
    /// (``StatsSettings/kcalGoalRange``). With these and the inputs' own bounds every %DV is finite.
    public static func amountRange(for nutrient: KnownNutrient) -> ClosedRange<Double> {
        let smallest = FigureRounding.smallestShown(decimals: FigureRounding.decimals(forKnown: nutrient))
        guard nutrient != .calories else {
            return max(smallest, StatsSettings.kcalGoalRange.lowerBound)...StatsSettings.kcalGoalRange.upperBound
        }
        return smallest...maximumAmount
    }

    /// Throws when `line`'s amount is outside ``amountRange(for:)``.
    private static func check(_ line: TargetsFile.Line, file: String) throws(InputError) {
        let nutrient = line.nutrient
        let range = Self.amountRange(for: nutrient)
        guard range.contains(line.amount) else {
            let decimals = FigureRounding.decimals(forKnown: nutrient)
            let lowDecimals = range.lowerBound == range.lowerBound.rounded() ? 0 : decimals + 1
            let low = FigureDigits.format(range.lowerBound, decimals: lowDecimals, grouping: true)?.digits ?? ""
            let high = FigureDigits.format(range.upperBound, decimals: 0, grouping: true)?.digits ?? ""
            throw InputError(
                file: file, line: line.line, field: "amount",
                problem: .expected(
                    "an amount from \(low) to \(high) \(nutrient.unit.symbol) once converted",
                    found: "'\(line.amountText)' \(line.unitText)")
            )
        }
    }
}
