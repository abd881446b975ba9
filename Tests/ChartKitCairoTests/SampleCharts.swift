import ChartKit

/// The charts rendered as golden images: one per kind, each drawn in both themes. The data are a
/// typical week (or month) of a food log, so the goldens show what the weekly report will look like.
enum SampleCharts {
    /// Monday 9 November 2026 and the six days after it.
    static let monday = ChartDay(year: 2026, month: 11, day: 9) ?? ChartDay(dayNumber: 0)
    static let week = (0..<7).map { ChartDay(dayNumber: monday.dayNumber + $0) }
    static let size = Size(width: 640, height: 360)

    static func all(theme: Theme) -> [(name: String, chart: Chart)] {
        [
            ("bars", bars(theme)), ("grouped", grouped(theme)), ("stacked", stacked(theme)),
            ("hbar", horizontal(theme)), ("line", line(theme)), ("area", area(theme)), ("pie", pie(theme)),
            ("donut", donut(theme)),
            ("foods", foods(theme)), ("foods-pie", foodsPie(theme)),
            ("heatmap", heatmap(theme)),
        ]
    }

    static func bars(_ theme: Theme) -> Chart {
        let kcal: [Double?] = [2140, 1980, 2460, nil, 1875, 2620, 2210]
        return Chart(
            title: "Energy intake", subtitle: "Week of Nov 9, 2026 · Thursday not logged",
            content: .bars(
                BarChart(
                    x: .days(week), series: [DataSeries(name: "Energy", values: kcal)],
                    valueAxis: ValueAxis(title: "kcal", format: .plain),
                    referenceLines: [
                        ReferenceLine(value: 2000, label: "Goal"),
                        ReferenceLine(value: 2214, label: "Average", pattern: .dotted),
                    ],
                    showsValueLabels: true)),
            theme: theme)
    }

    static func grouped(_ theme: Theme) -> Chart {
        Chart(
            title: "Macronutrients", subtitle: "Grams per day",
            content: .bars(
                BarChart(
                    x: .days(week),
                    series: [
                        DataSeries(name: "Protein", values: [96, 110, 84, 102, 121, 77, 93]),
                        DataSeries(name: "Carbohydrates", values: [245, 230, 310, 198, 205, 342, 260]),
                        DataSeries(name: "Fat", values: [71, 64, 92, 70, 58, 101, 80]),
                    ], valueAxis: ValueAxis(title: "g"))),
            theme: theme)
    }

    static func stacked(_ theme: Theme) -> Chart {
        Chart(
            title: "Energy balance", subtitle: "Eaten above zero, burned below",
            content: .bars(
                BarChart(
                    x: .days(week),
                    series: [
                        DataSeries(name: "Eaten", values: [2140, 1980, 2460, 2050, 1875, 2620, 2210]),
                        DataSeries(name: "Resting", values: [-1650, -1650, -1650, -1650, -1650, -1650, -1650]),
                        DataSeries(name: "Active", values: [-420, -610, -380, -720, -515, -240, -890]),
                    ], arrangement: .stacked, valueAxis: ValueAxis(title: "kcal", format: .compact))),
            theme: theme)
    }

    static func horizontal(_ theme: Theme) -> Chart {
        Chart(
            title: "Daily values", subtitle: "Average day, % of FDA daily value",
            content: .horizontalBars(
                HorizontalBarChart(rows: [
                    HorizontalBarRow(label: "Sodium", value: 132, goal: .limit),
                    HorizontalBarRow(label: "Saturated fat", value: 96, goal: .limit),
                    HorizontalBarRow(label: "Cholesterol", value: 41, goal: .limit),
                    HorizontalBarRow(label: "Dietary fiber", value: 46, goal: .target),
                    HorizontalBarRow(label: "Potassium", value: 63, goal: .target),
                    HorizontalBarRow(label: "Protein", value: 188, goal: .target),
                    HorizontalBarRow(label: "Vitamin C", value: 145, goal: .target),
                    HorizontalBarRow(label: "Calcium", value: 104, goal: .target),
                    HorizontalBarRow(label: "Iron", value: 88, goal: .target),
                ])),
            theme: theme)
    }

    static func line(_ theme: Theme) -> Chart {
        // 28 days from Monday Nov 2; two days not logged, one day without activity data.
        let days = (0..<28).map { ChartDay(dayNumber: monday.dayNumber - 7 + $0) }
        let intake: [Double?] = [
            2140, 1980, 2460, 2050, 1875, 2620, 2210, 2030, 1950, nil, nil, 2310, 2480, 2190,
            1890, 2060, 2240, 1990, 2120, 2550, 2390, 2010, 1930, 2080, 2170, 2290, 2640, 2330,
        ]
        let burned: [Double?] = [
            2250, 2400, 2180, 2370, 2210, 2690, 2090, 2300, 2330, 2260, 2450, 2190, 2720, 2150,
            2280, 2360, 2240, 2410, 2200, nil, 2080, 2310, 2290, 2380, 2230, 2500, 2760, 2120,
        ]
        return Chart(
            title: "Intake and expenditure", subtitle: "Daily kcal, November 2026",
            content: .lines(
                LineChart(
                    x: .days(days),
                    series: [
                        DataSeries(name: "Intake", values: intake),
                        DataSeries(name: "Total burned", values: burned),
                    ], valueAxis: ValueAxis(title: "kcal", format: .compact),
                    bands: [Band(lower: 1800, upper: 2200, label: "Target range")])),
            theme: theme)
    }

    static func area(_ theme: Theme) -> Chart {
        // Steps over 20 weeks (one value per week), with a gap for a week without the watch.
        let weeks = (0..<20).map { ChartDay(dayNumber: monday.dayNumber - 7 * 19 + 7 * $0) }
        let steps: [Double?] = [
            7200, 8100, 7600, 9400, 10_200, 9800, 8900, nil, 6100, 7400,
            8800, 9100, 11_300, 12_050, 10_400, 9900, 8700, 9300, 10_100, 10_900,
        ]
        return Chart(
            title: "Steps", subtitle: "Daily average per week",
            content: .lines(
                LineChart(
                    x: .days(weeks), series: [DataSeries(name: "Steps", values: steps, fillsArea: true)],
                    valueAxis: ValueAxis(format: .compact, includesZero: true),
                    referenceLines: [ReferenceLine(value: 10_000, label: "Goal")])),
            theme: theme)
    }

    static func pie(_ theme: Theme) -> Chart {
        Chart(
            title: "Where the energy came from", subtitle: "Share of kcal, this week",
            content: .pie(
                PieChart(slices: [
                    PieSlice(label: "Carbohydrates", value: 1012),
                    PieSlice(label: "Fat", value: 702),
                    PieSlice(label: "Protein", value: 380),
                    PieSlice(label: "Alcohol", value: 42),
                    PieSlice(label: "Fiber", value: 14),
                ])),
            theme: theme)
    }

    static func donut(_ theme: Theme) -> Chart {
        // The shortcut's own palette, given as hex strings.
        let colors = ["#FF6B6B", "#4ECDC4", "#FFD93D", "#6C5CE7", "#A8E6CF", "#FF8B94"].map {
            (try? Color(hex: $0)) ?? .black
        }
        return Chart(
            title: "Meals", subtitle: "kcal by meal, this week",
            content: .pie(
                PieChart(
                    slices: [
                        PieSlice(label: "Breakfast", value: 3410, color: colors[0]),
                        PieSlice(label: "Lunch", value: 4820, color: colors[1]),
                        PieSlice(label: "Dinner", value: 5630, color: colors[2]),
                        PieSlice(label: "Snacks", value: 1240, color: colors[3]),
                        PieSlice(label: "Drinks", value: 160, color: colors[4]),
                        PieSlice(label: "Supplements", value: 35, color: colors[5]),
                    ], holeRatio: 0.55, centerLabel: "15,335 kcal")),
            theme: theme)
    }

    /// Food names as users write them, in many scripts: Japanese with an emoji, Latin mixed with
    /// katakana, Korean, Hebrew and Arabic (right to left), German with umlauts, Greek, Russian.
    static let foodNames = [
        "納豆ご飯 🍚", "Ramen ラーメン", "김치찌개", "שקשוקה", "حمص بالطحينة", "Müsli mit Äpfeln", "Σπανακόπιτα", "Борщ",
    ]

    static func foods(_ theme: Theme) -> Chart {
        let kcal: [Double] = [1840, 1620, 1310, 1180, 960, 870, 640, 410]
        return Chart(
            title: "Top foods 🍽", subtitle: "kcal this week · שבוע 46",
            content: .horizontalBars(
                HorizontalBarChart(
                    rows: zip(foodNames, kcal).map { HorizontalBarRow(label: $0, value: $1) },
                    reference: 1000, referenceLabel: "1,000 kcal", valueFormat: .plain, axisTitle: "kcal")),
            theme: theme)
    }

    static func foodsPie(_ theme: Theme) -> Chart {
        Chart(
            title: "Where the energy came from", subtitle: "Share of kcal by food",
            content: .pie(
                PieChart(slices: [
                    PieSlice(label: foodNames[0], value: 1840),
                    PieSlice(label: foodNames[2], value: 1310),
                    PieSlice(label: foodNames[3], value: 1180),
                    PieSlice(label: foodNames[4], value: 960),
                    PieSlice(label: foodNames[5], value: 870),
                ])),
            theme: theme)
    }
    /// Eight months of days around a 2,000 kcal goal: every bin, a logging gap of nine days and single
    /// unlogged days, across a change of year.
    static func heatmap(_ theme: Theme) -> Chart {
        let first = ChartDay(year: 2026, month: 6, day: 3) ?? monday
        let pattern: [Double] = [1300, 1780, 1930, 2010, 2080, 2240, 2480, 2790, 1990, 2050]
        let values: [Double?] = (0..<245).map { i in
            if (120..<129).contains(i) || i % 17 == 5 { return nil }
            return pattern[(i * 7 + i / 11) % pattern.count]
        }
        return Chart(
            title: "Intake against goal", subtitle: "3 Jun 2026 – 2 Feb 2027",
            content: .calendarHeatmap(
                CalendarHeatmap(
                    firstDay: first, values: values, center: 2000,
                    centerName: "goal of 2,000 kcal")),
            theme: theme)
    }
}
