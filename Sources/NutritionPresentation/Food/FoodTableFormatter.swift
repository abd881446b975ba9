import NutritionData
import NutritionStats

/// `nutristats food` as aligned text: the food, its nutrients per serving with %DV, how often it
/// was logged, and with `--servings` the day before and after.
package enum FoodTableFormatter {
    package static func format(_ view: FoodView) -> String {
        var lines = header(view.facts)
        lines += [""] + nutrientTable(view.facts)
        lines += [""] + usageLines(view.facts.usage)
        if let whatIf = view.whatIf { lines += [""] + whatIfLines(whatIf, food: view.facts.food) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func header(_ facts: FoodFacts) -> [String] {
        let food = facts.food
        return [
            "\(TerminalText.name(food.name))" + (food.id.map { " (id \($0.text))" } ?? ""),
            "Per serving: \(TerminalText.name(food.servingSize)) · amounts from the \(FoodText.origin(food)) · %DV of \(facts.tableName)",
        ]
    }

    /// `12.5 g`, `105 kcal`, rounded like every other output (``FigureKind``).
    static func amountText(_ nutrient: Nutrient, _ amount: Double) -> String {
        FigureKind.nutrient(nutrient).grouped(amount) + " " + nutrient.unit.symbol
    }

    /// `1.2 mg`, `105 kcal` for any nutrient, rounded like every other output (``FigureKind/anyNutrient(_:)``,
    /// the same decimals as for the 17); a custom nutrient's unit as its
    /// file writes it, made safe for a terminal.
    static func amountText(_ nutrient: NutrientIdentity, _ amount: Double) -> String {
        FigureKind.anyNutrient(nutrient).grouped(amount) + " " + TerminalText.name(nutrient.unitSymbol)
    }

    /// `12 %` (`≥ 12 %` for a lower bound); the unknown mark where the amount is unknown but the nutrient
    /// has a Daily Value (its %DV is unknown too, as in every other table); nothing without a Daily Value
    /// ("no DV" beside it).
    static func percentText(_ percent: (value: Double, isLowerBound: Bool)?, hasDailyValue: Bool) -> String {
        guard let percent else { return hasDailyValue ? TextNumbers.unknown : "" }
        return (percent.isLowerBound ? NutrientAmountText.lowerBoundMark : "")
            + FigureKind.percent.grouped(percent.value)
            + " %"
    }

    /// A day's reading as `12.5 g`, `≥ 12.5 g` (a lower bound) or the unknown mark.
    private static func readingAmountText(_ reading: DailyValueReading) -> String {
        guard let amount = reading.amount else { return StatsTableFormatter.unknown }
        return (reading.isLowerBound ? NutrientAmountText.lowerBoundMark : "") + amountText(reading.nutrient, amount)
    }

    /// The nutrients per serving: the 17 in ``/NutritionData/Nutrient`` order for a food that reports
    /// only those (a food object); every nutrient under its group's heading (``FoodFacts/groups``) for
    /// a food that reports more (a Cronometer food).
    private static func nutrientTable(_ facts: FoodFacts) -> [String] {
        var table = TextTable([
            ("Nutrient", .left), ("Per serving", .right), ("%DV", .right), ("Daily Value", .right), ("Kind", .left),
        ])
        guard facts.hasOtherNutrients else {
            for fact in facts.nutrients { table.add(row(fact, name: fact.nutrient.displayName)) }
            return table.lines()
        }
        for (group, nutrients) in facts.groups {
            table.add([groupHeading(group), "", "", "", ""])
            for fact in nutrients { table.add(row(fact, name: "  " + TerminalText.name(fact.nutrient.displayName))) }
        }
        return table.lines()
    }

    /// One nutrient's cells: name, amount per serving (`≥` before a lower bound, `–` when unknown), %DV,
    /// Daily Value ("no DV" without one) and its kind.
    private static func row(_ fact: FoodFacts.NutrientFact, name: String) -> [String] {
        [
            name,
            factAmountText(fact.amount, fact.nutrient),
            percentText(
                fact.percent.map { (value: $0, isLowerBound: fact.amount.isLowerBound) },
                hasDailyValue: fact.dailyValue != nil),
            fact.dailyValue.map { amountText(fact.nutrient, $0.amount) } ?? "no DV",
            fact.dailyValue?.kind.rawValue ?? "",
        ]
    }

    /// `Energy and macros`, `Vitamins`: a group's heading row.
    static func groupHeading(_ group: NutrientGroup) -> String {
        let name = group.rawValue
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `12.5 g`, `≥ 12.5 g` or the unknown mark: an amount as the engine states it.
    private static func factAmountText(_ amount: NutrientAmount, _ nutrient: NutrientIdentity) -> String {
        guard let value = amount.value else { return StatsTableFormatter.unknown }
        return (amount.isLowerBound ? NutrientAmountText.lowerBoundMark : "") + amountText(nutrient, value)
    }

    private static func usageLines(_ usage: FoodUsage) -> [String] {
        guard usage.entries > 0, let first = usage.firstDate, let last = usage.lastDate else {
            return ["Logged: never"]
        }
        var line =
            "Logged: \(TextNumbers.count(usage.entries, "entry", plural: "entries")), "
            + "\(TextNumbers.servings(usage.servings)) servings, \(TextNumbers.kcal(usage.kcal)) kcal"
        if let share = usage.kcalShare { line += " (\(TextNumbers.percent(share)) of all kcal logged)" }
        line += first == last ? "; on \(first.iso)" : "; first \(first.iso), last \(last.iso)"
        return [line]
    }

    private static func whatIfLines(_ whatIf: FoodWhatIf, food: KnownFood) -> [String] {
        let entry = whatIf.entry
        var lines = [
            "What if: \(TextNumbers.servings(entry.servings)) × \(TerminalText.name(food.name)) on "
                + "\(entry.date.weekday.shortName) \(entry.date.iso) (+\(TextNumbers.kcal(entry.kcal)) kcal)"
        ]
        var budget = TextTable([("", .left), ("Before", .right), ("After", .right)])
        budget.add([
            "Intake", amountText(.calories, whatIf.before.intake.totals.kcal),
            amountText(.calories, whatIf.after.intake.totals.kcal),
        ])
        if let before = whatIf.before.budget, let after = whatIf.after.budget {
            budget.add([
                "Goal", amountText(.calories, before.goal + (before.activityCredit ?? 0)),
                amountText(.calories, after.goal + (after.activityCredit ?? 0)),
            ])
            budget.add([
                "Remaining", amountText(.calories, before.remaining),
                amountText(.calories, after.remaining)
                    + (after.isExceeded && !before.isExceeded ? "  ↑ over the goal" : ""),
            ])
        }
        lines += budget.lines(indent: "  ")
        lines.append("")
        var table = TextTable([
            ("Nutrient", .left), ("Before", .right), ("%DV", .right), ("After", .right), ("%DV", .right),
            ("Flag", .left),
        ])
        let pushed = Set(whatIf.limitsPushedOver)
        for (old, new) in zip(whatIf.before.dailyValueReadings, whatIf.after.dailyValueReadings) {
            let nutrient = new.nutrient
            var flag = ""
            if pushed.contains(nutrient) {
                flag = "↑ pushed over limit"
            } else if new.flag == .overLimit {
                flag = "↑ over limit"
            } else if new.flag == .underTarget {
                flag = "↓ under target"
            } else if new.isUnknownWhetherUnder {
                flag = "? unknown whether under"
            }
            table.add([
                nutrient.displayName, readingAmountText(old), NutrientAmountText.percent(old),
                readingAmountText(new), NutrientAmountText.percent(new), flag,
            ])
        }
        lines += table.lines(indent: "  ")
        if let coverage = whatIf.before.intake.totals.coverage, coverage < 1 {
            lines.append(
                "  Nutrients are known for \(TextNumbers.percent(coverage)) of the day's kcal before: amounts and %DV are lower bounds."
            )
        }
        return lines
    }
}
