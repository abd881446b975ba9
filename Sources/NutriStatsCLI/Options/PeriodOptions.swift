import ArgumentParser
import NutritionData
import NutritionPresentation
import NutritionStats

/// The period flags shared by every command that looks at a span of days.
struct PeriodOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("One day.", valueName: "YYYY-MM-DD"))
    var on: String?

    @Option(name: .long, help: ArgumentHelp("The calendar week holding this date.", valueName: "YYYY-MM-DD"))
    var week: String?

    @Option(name: .long, help: ArgumentHelp("A calendar month.", valueName: "YYYY-MM"))
    var month: String?

    @Option(name: .long, help: ArgumentHelp("First day of a range (with --to).", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("Last day of a range (with --from).", valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp("The last N days, ending on the latest day in the data.", valueName: "N"))
    var last: Int?

    @Flag(name: .long, help: "Everything in the data.")
    var all = false

    @Option(name: .long, help: ArgumentHelp("First day of the week: monday or sunday.", valueName: "DAY"))
    var weekStart: WeekStart = .monday

    func validate() throws {
        _ = try selection(default: .all)
    }

    /// Whether any period flag was given.
    var isChosen: Bool {
        on != nil || week != nil || month != nil || from != nil || to != nil || last != nil || all
    }

    /// The selection the flags make, nil when none was given: what a command resolves once and passes on.
    func chosen() throws -> PeriodSelection? {
        isChosen ? try selection(default: .all) : nil
    }

    /// The selection made by the flags, or `fallback` when none was given.
    func selection(default fallback: PeriodSelection) throws -> PeriodSelection {
        var chosen: [PeriodSelection] = []
        if let on { chosen.append(.day(try Self.date(on, flag: "--on"))) }
        if let week { chosen.append(.week(containing: try Self.date(week, flag: "--week"))) }
        if let month { chosen.append(try Self.month(month)) }
        if from != nil || to != nil {
            guard let from, let to else { throw ValidationError("--from and --to go together.") }
            let first = try Self.date(from, flag: "--from")
            let last = try Self.date(to, flag: "--to")
            guard let range = DateRange(first: first, last: last) else {
                throw ValidationError("--to \(to) is before --from \(from).")
            }
            chosen.append(.range(range))
        }
        if let last {
            guard last >= 1 else { throw ValidationError("--last takes a number of days ≥ 1, not \(last).") }
            chosen.append(.lastDays(last))
        }
        if all { chosen.append(.all) }
        guard chosen.count <= 1 else {
            throw ValidationError("Choose one period: --on, --week, --month, --from/--to, --last or --all.")
        }
        let selection = chosen.first ?? fallback
        do {
            try selection.checkLength()
        } catch {
            throw Self.usageError(error)
        }
        return selection
    }

    /// The usage error for a period over the limit (``PeriodSelection/maximumDays``), naming the flag
    /// that chose it: `--last 99999999 covers 99,999,999 days; a period covers at most 36,525 days
    /// (100 years)`. Commands turn a ``PeriodTooLong`` thrown while resolving into it (exit 64).
    static func usageError(_ error: PeriodTooLong) -> ValidationError {
        let chosen: String
        switch error.selection {
        case .lastDays(let n): chosen = "--last \(n)"
        case .range(let range): chosen = "--from \(range.first.iso) --to \(range.last.iso)"
        case .all: chosen = "--all" + (error.range.map { " (the data's span, \($0))" } ?? "")
        case .day, .week, .month: chosen = "the period" + (error.range.map { " \($0)" } ?? "")
        }
        return ValidationError(
            "\(chosen) covers \(TextNumbers.count(error.days, "day")); a period covers at most "
                + "\(TextNumbers.count(PeriodSelection.maximumDays, "day")) (100 years). Choose a shorter one with "
                + "--from/--to or --last.")
    }

    static func date(_ text: String, flag: String) throws -> LocalDate {
        guard let date = LocalDate(iso: text) else {
            throw ValidationError("\(flag) takes a date as YYYY-MM-DD from 0001-01-01 to 9999-12-31, not '\(text)'.")
        }
        return date
    }

    static func month(_ text: String) throws -> PeriodSelection {
        let parts = text.split(separator: "-")
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), LocalDate.exists(year: year, month: month, day: 1)
        else {
            throw ValidationError("--month takes YYYY-MM from 0001-01 to 9999-12, not '\(text)'.")
        }
        return .month(year: year, month: month)
    }
}
