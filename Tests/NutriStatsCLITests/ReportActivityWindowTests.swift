import NutritionData
import NutritionReport
import NutritionStats
import Testing

/// The activity days the report command reads (its period, the four weeks before,
/// and for the default period the week before the latest) give the same report figures as all the
/// activity, on many generated logs.
@Suite struct ReportActivityWindowTests {
    /// The rule the report command applies.
    static func reportDays(_ selection: PeriodSelection?, _ entries: [LogEntry]) -> ClosedRange<LocalDate>? {
        ReportFigures.activityDays(for: selection, foodDates: entries.lazy.map(\.date), weekStart: .monday)
    }

    /// A small deterministic generator (the same cases on every run).
    struct Cases {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func theProposedWindowGivesTheSameReportFigures() throws {
        var cases = Cases()
        let start = try #require(LocalDate(iso: "2026-01-05"))
        for _ in 0..<1_500 {
            // Up to 30 entries (over a few days or many) and 30 activity days scattered over 160 days.
            let foodSpan = 1 + (cases.next(2) == 0 ? cases.next(10) : cases.next(120))
            let foodStart = cases.next(120)
            let entries = (0..<cases.next(30)).map { k in
                LogEntry(
                    date: start.adding(days: foodStart + cases.next(foodSpan)),
                    time: LocalTime(hour: k % 24, minute: 0) ?? .midnight,
                    foodName: "Food \(k % 4)", servings: 1, kcal: Double(100 + cases.next(900)), source: .history)
            }
            let activity = (0..<cases.next(30)).map { _ in
                DayActivity(date: start.adding(days: cases.next(160)), steps: Double(cases.next(20_000)))
            }
            let date = start.adding(days: cases.next(160))
            let selection: PeriodSelection? =
                switch cases.next(4) {
                case 0: .week(containing: date)
                case 1: .range(DateRange(first: date, last: date.adding(days: cases.next(20))) ?? DateRange(day: date))
                default: nil
                }
            let full = NutritionStatistics(entries: entries, activity: activity)
            let days = Self.reportDays(selection, entries)
            let limited = NutritionStatistics(
                entries: entries, activity: activity.filter { days?.contains($0.date) ?? true })

            let chosen: (DateRange, ReportPeriodChoice)?
            let limitedChoice: (DateRange, ReportPeriodChoice)?
            if let selection {
                chosen = (try? full.resolve(selection))?.map { ($0, .chosen(selection)) }
                limitedChoice = (try? limited.resolve(selection))?.map { ($0, .chosen(selection)) }
            } else {
                chosen = ReportPeriodChoice.defaultRange(for: full)
                limitedChoice = ReportPeriodChoice.defaultRange(for: limited)
            }
            #expect(chosen?.0 == limitedChoice?.0)
            #expect(chosen.map { "\($0.1)" } == limitedChoice.map { "\($0.1)" })
            guard let (range, choice) = chosen else { continue }
            let a = ReportFigures(statistics: full, range: range, choice: choice)
            let b = ReportFigures(statistics: limited, range: range, choice: choice)
            #expect(a.period == b.period)
            #expect(a.history == b.history)
            // The "data ends on …" note compares the period's end with the data's.
            #expect(a.dataSpan.map { min($0.last, range.last) } == b.dataSpan.map { min($0.last, range.last) })
        }
    }
}
