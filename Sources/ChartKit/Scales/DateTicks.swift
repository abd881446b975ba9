/// A tick on a date axis.
public struct DateTick: Sendable, Hashable {
    public var day: ChartDay
    public var label: String

    public init(day: ChartDay, label: String) {
        self.day = day
        self.label = label
    }
}

/// Ticks and labels for date axes spanning a day to centuries.
///
/// Labels follow the interval: days read `Mon 9` when the span is two weeks or less and `Nov 9`
/// otherwise; weeks read `Nov 9` (ticks on Mondays); months read `Nov`, with January shown as the
/// year (`2027`) when the span crosses a year; years read `2026`. The chosen interval is the finest
/// one of ``DateTickInterval/ladder`` whose labels do not collide.
public enum DateTicks {
    /// The ticks of `interval` from `first` to `last` inclusive, labelled.
    public static func ticks(from first: ChartDay, to last: ChartDay, interval: DateTickInterval) -> [DateTick] {
        guard first <= last else { return [] }
        var days: [ChartDay] = []
        switch interval {
        case .days(let n):
            var d = first.dayNumber
            while d <= last.dayNumber {
                days.append(ChartDay(dayNumber: d))
                d += Swift.max(1, n)
            }
        case .weeks(let n):
            var d = first.dayNumber + (7 - first.weekdayIndex) % 7
            while d <= last.dayNumber {
                days.append(ChartDay(dayNumber: d))
                d += 7 * Swift.max(1, n)
            }
        case .months(let n):
            var (year, month, _) = first.components
            if first.components.day != 1 { month += 1 }
            if month > 12 {
                month = 1
                year += 1
            }
            while true {
                guard let day = ChartDay(year: year, month: month, day: 1), day <= last else { break }
                if (month - 1) % Swift.max(1, n) == 0 { days.append(day) }
                month += 1
                if month > 12 {
                    month = 1
                    year += 1
                }
            }
        case .years(let n):
            let step = Swift.max(1, n)
            var year = first.components.year
            if first.components.month != 1 || first.components.day != 1 { year += 1 }
            year = ((year + step - 1) / step) * step  // the next multiple of n (years here are positive in practice)
            while let day = ChartDay(year: year, month: 1, day: 1), day <= last {
                days.append(day)
                year += step
            }
        }
        let spanDays = last.dayNumber - first.dayNumber + 1
        let crossesYear = first.components.year != last.components.year
        return days.map {
            DateTick(day: $0, label: label(for: $0, interval: interval, spanDays: spanDays, crossesYear: crossesYear))
        }
    }

    /// The label of `day` on an axis with this interval and span (see the type's description).
    public static func label(for day: ChartDay, interval: DateTickInterval, spanDays: Int, crossesYear: Bool) -> String
    {
        let (year, month, dayOfMonth) = day.components
        switch interval {
        case .days:
            return spanDays <= 14
                ? "\(ChartDay.weekdayNames[day.weekdayIndex]) \(dayOfMonth)"
                : "\(ChartDay.monthNames[month - 1]) \(dayOfMonth)"
        case .weeks:
            return "\(ChartDay.monthNames[month - 1]) \(dayOfMonth)"
        case .months:
            return month == 1 && crossesYear ? "\(year)" : ChartDay.monthNames[month - 1]
        case .years:
            return "\(year)"
        }
    }

    /// The finest interval whose labels, centred on `position(day)` and `labelWidth(label)` wide,
    /// keep at least `minimumGap` between neighbours; with its ticks. Intervals giving fewer than two
    /// ticks are passed over unless the span is a single day. When nothing fits, the coarsest
    /// interval that has ticks is thinned greedily so that no labels collide.
    public static func choose(
        from first: ChartDay, to last: ChartDay, position: (ChartDay) -> Double,
        labelWidth: (String) -> Double, minimumGap: Double
    ) -> (interval: DateTickInterval, ticks: [DateTick]) {
        let single = first.dayNumber >= last.dayNumber
        var fallback: (DateTickInterval, [DateTick])?
        for interval in DateTickInterval.ladder {
            let ticks = ticks(from: first, to: last, interval: interval)
            if ticks.isEmpty { continue }
            if ticks.count < 2 && !single {
                fallback = fallback ?? (interval, ticks)
                continue
            }
            if fits(ticks, position: position, labelWidth: labelWidth, minimumGap: minimumGap) {
                return (interval, ticks)
            }
            fallback = (interval, ticks)
        }
        guard let (interval, ticks) = fallback else {
            return (
                .days(1),
                [DateTick(day: first, label: label(for: first, interval: .days(1), spanDays: 1, crossesYear: false))]
            )
        }
        var kept: [DateTick] = []
        for tick in ticks {
            if let previous = kept.last,
                !fits([previous, tick], position: position, labelWidth: labelWidth, minimumGap: minimumGap)
            {
                continue
            }
            kept.append(tick)
        }
        return (interval, kept)
    }

    static func fits(
        _ ticks: [DateTick], position: (ChartDay) -> Double, labelWidth: (String) -> Double, minimumGap: Double
    ) -> Bool {
        guard ticks.count > 1 else { return true }
        for i in 1..<ticks.count {
            let distance = abs(position(ticks[i].day) - position(ticks[i - 1].day))
            if distance - (labelWidth(ticks[i].label) + labelWidth(ticks[i - 1].label)) / 2 < minimumGap {
                return false
            }
        }
        return true
    }
}
