import ChartKit
import NutritionData
import NutritionStats

/// The charts a weekly report draws, built from the figures of one week (and the four weeks up to it
/// for the line chart), so the chart timings are for real data rather than hand-picked numbers.
enum WeeklyCharts {
    static func all(_ stats: NutritionStatistics, week: DateRange) -> [(kind: String, chart: Chart)] {
        let figures = stats.period(week)
        let days = figures.days.map { ChartDay(dayNumber: $0.date.dayNumber) }
        let kcal = figures.days.map { $0.isLogged ? $0.intake.totals.kcal : nil }
        func grams(_ nutrient: Nutrient) -> [Double?] {
            figures.days.map { $0.intake.totals.hasNutrientData ? $0.intake.totals.nutrients[nutrient] : nil }
        }
        let bars = Chart(title: "Energy intake", subtitle: "Week of \(week.first.iso)",
                         content: .bars(BarChart(x: .days(days), series: [DataSeries(name: "Energy", values: kcal)],
                                                 valueAxis: ValueAxis(title: "kcal", format: .plain),
                                                 referenceLines: [ReferenceLine(value: stats.settings.kcalGoal, label: "Goal")],
                                                 showsValueLabels: true)))
        let grouped = Chart(title: "Macronutrients", subtitle: "Grams per day",
                            content: .bars(BarChart(x: .days(days), series: [
                                DataSeries(name: "Protein", values: grams(.protein)),
                                DataSeries(name: "Carbohydrates", values: grams(.carbs)),
                                DataSeries(name: "Fat", values: grams(.fat)),
                            ], valueAxis: ValueAxis(title: "g"))))
        let stacked = Chart(title: "Energy balance", subtitle: "Eaten above zero, resting below",
                            content: .bars(BarChart(x: .days(days), series: [
                                DataSeries(name: "Eaten", values: kcal),
                                DataSeries(name: "Resting", values: days.map { _ in -1_650 }),
                            ], arrangement: .stacked, valueAxis: ValueAxis(title: "kcal", format: .compact))))
        let rows = figures.dailyValues.compactMap { reading -> HorizontalBarRow? in
            guard let percent = reading.percent, reading.nutrient != .calories else { return nil }
            let goal: HorizontalBarRow.Goal = switch reading.dailyValue.kind {
            case .limit: .limit
            case .target: .target
            case .reference: .none
            }
            return HorizontalBarRow(label: reading.nutrient.key, value: percent, goal: goal)
        }
        let horizontal = Chart(title: "Daily values", subtitle: "Average day, % of FDA daily value",
                               content: .horizontalBars(HorizontalBarChart(rows: Array(rows.prefix(9)))))
        let month = DateRange(first: week.first.adding(days: -21), last: week.last) ?? week
        let monthDays = month.map { stats.day($0) }
        let line = Chart(title: "Intake", subtitle: "Daily kcal and 7-day average",
                         content: .lines(LineChart(x: .days(monthDays.map { ChartDay(dayNumber: $0.date.dayNumber) }), series: [
                             DataSeries(name: "Intake", values: monthDays.map { $0.isLogged ? $0.intake.totals.kcal : nil }),
                             DataSeries(name: "7-day average", values: monthDays.map { $0.movingAverage?.kcal }),
                         ], valueAxis: ValueAxis(title: "kcal", format: .compact))))
        let split = figures.macroSplit
        let pie = Chart(title: "Where the energy came from", subtitle: "Share of macronutrient kcal",
                        content: .pie(PieChart(slices: [
                            PieSlice(label: "Carbohydrates", value: split?.carbsKcal ?? 0),
                            PieSlice(label: "Fat", value: split?.fatKcal ?? 0),
                            PieSlice(label: "Protein", value: split?.proteinKcal ?? 0),
                        ])))
        return [("bars", bars), ("grouped", grouped), ("stacked", stacked), ("hbar", horizontal), ("line", line), ("pie", pie)]
    }
}
