import ChartKit
import NutritionStats

extension PeriodStatistics {
    /// The period's days as chart days.
    var chartDays: XValues {
        .days(days.map { ChartDay(dayNumber: $0.date.dayNumber) })
    }

    /// Whether bars are few enough to carry value labels (two weeks at most).
    var fitsValueLabels: Bool { days.count <= 14 }
}
