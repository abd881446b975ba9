import NutritionData
import NutritionStats

/// The period flags as given — `--on`, `--week`, `--month`, `--from`/`--to`, `--last`, `--all` — and the
/// one place they become a ``NutritionStats/PeriodSelection``, or a ``UsageProblem`` naming the flag.
public struct PeriodFlags: Sendable, Hashable {
    public var on: String?
    public var week: String?
    public var month: String?
    public var from: String?
    public var to: String?
    public var last: Int?
    public var all: Bool

    public init(
        on: String? = nil, week: String? = nil, month: String? = nil, from: String? = nil, to: String? = nil,
        last: Int? = nil, all: Bool = false
    ) {
        self.on = on
        self.week = week
        self.month = month
        self.from = from
        self.to = to
        self.last = last
        self.all = all
    }

    /// Whether any period flag was given.
    public var isChosen: Bool {
        on != nil || week != nil || month != nil || from != nil || to != nil || last != nil || all
    }

    /// The selection the flags make, nil when none was given: what a command resolves once and passes on.
    public func chosen() throws(UsageProblem) -> PeriodSelection? {
        isChosen ? try selection(default: .all) : nil
    }

    /// The selection made by the flags, or `fallback` when none was given; one flag at most, and no
    /// period over ``NutritionStats/PeriodSelection/maximumDays``.
    public func selection(default fallback: PeriodSelection) throws(UsageProblem) -> PeriodSelection {
        var chosen: [PeriodSelection] = []
        if let on { chosen.append(.day(try Self.date(on, flag: "--on"))) }
        if let week { chosen.append(.week(containing: try Self.date(week, flag: "--week"))) }
        if let month { chosen.append(try Self.month(month)) }
        if from != nil || to != nil {
            guard let from, let to else { throw .fromWithoutTo }
            let first = try Self.date(from, flag: "--from")
            let last = try Self.date(to, flag: "--to")
            guard let range = DateRange(first: first, last: last) else { throw .toBeforeFrom(to: to, from: from) }
            chosen.append(.range(range))
        }
        if let last {
            guard last >= 1 else { throw .lastDays(last) }
            chosen.append(.lastDays(last))
        }
        if all { chosen.append(.all) }
        guard chosen.count <= 1 else { throw .severalPeriods }
        let selection = chosen.first ?? fallback
        do {
            try selection.checkLength()
        } catch {
            throw .periodTooLong(error)
        }
        return selection
    }

    /// `text`, the value of `flag`, as a date from 0001-01-01 to 9999-12-31.
    public static func date(_ text: String, flag: String) throws(UsageProblem) -> LocalDate {
        guard let date = LocalDate(iso: text) else { throw .periodDate(flag: flag, given: text) }
        return date
    }

    /// `--month YYYY-MM`, from 0001-01 to 9999-12.
    static func month(_ text: String) throws(UsageProblem) -> PeriodSelection {
        let parts = text.split(separator: "-")
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), LocalDate.exists(year: year, month: month, day: 1)
        else { throw .month(given: text) }
        return .month(year: year, month: month)
    }
}
