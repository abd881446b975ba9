/// A calendar heatmap: weekday labels on the left, month labels above each row of weeks, one square
/// cell per day. A span wider than the canvas allows at ``minimumPitch`` per week is wrapped into
/// one row of weeks per calendar year, labelled with the year.
enum CalendarHeatmapLayout {
    /// The narrowest week column a single row of weeks may have before the span wraps by year.
    static let minimumPitch = 8.0
    /// The widest a cell grows on a short span.
    static let maximumPitch = 26.0

    /// One row of weeks: consecutive days from `first` through `last`.
    struct Strip {
        var first: ChartDay
        var last: ChartDay
        /// The year shown at the left, when the span is wrapped by year.
        var yearLabel: String?
    }

    static func legend(_ chart: CalendarHeatmap, theme: Theme) -> [LegendEntry] {
        let colors = HeatmapColors.colors(bins: chart.binCount)
        let edges = chart.edges.map { ValueFormat.plain.string(($0 * 100).rounded()) }
        var entries = [LegendEntry(label: "% of \(chart.centerName):", swatch: .none)]
        for bin in 0..<chart.binCount {
            let label: String
            if edges.isEmpty {
                label = "any"
            } else if bin == 0 {
                label = "< \(edges[0]) %"
            } else if bin == chart.binCount - 1 {
                label = "> \(edges[edges.count - 1]) %"
            } else {
                label = "\(edges[bin - 1])–\(edges[bin]) %"
            }
            entries.append(LegendEntry(label: label, swatch: .box(colors[bin])))
        }
        entries.append(LegendEntry(label: chart.missingLabel, swatch: .emptyCell(theme.axis)))
        return entries
    }

    /// The row (0 … 6) of `day` in a grid whose first row is weekday `weekStart`.
    static func row(of day: ChartDay, weekStart: Int) -> Int {
        ((day.weekdayIndex - weekStart) % 7 + 7) % 7
    }

    /// The week column of `day` in a strip starting on `first`.
    static func column(of day: ChartDay, from first: ChartDay, weekStart: Int) -> Int {
        let firstColumnStart = first.dayNumber - row(of: first, weekStart: weekStart)
        return (day.dayNumber - firstColumnStart) / 7
    }

    /// The rows of weeks for `first` … `last`: one when `fitsOneRow`, else one per calendar year.
    static func strips(first: ChartDay, last: ChartDay, fitsOneRow: Bool) -> [Strip] {
        guard !fitsOneRow else { return [Strip(first: first, last: last, yearLabel: nil)] }
        var strips: [Strip] = []
        for year in first.components.year...last.components.year {
            let january = ChartDay(year: year, month: 1, day: 1) ?? first
            let december = ChartDay(year: year, month: 12, day: 31) ?? last
            strips.append(
                Strip(first: Swift.max(first, january), last: Swift.min(last, december), yearLabel: String(year)))
        }
        return strips
    }

    /// The grid for a width: its rows of weeks, the label column and the week columns.
    struct Plan {
        var strips: [Strip]
        var weekdayNames: [String]
        var labelWidth: Double
        var columns: Int
        var monthRow: Double
        var stripGap: Double

        /// The cell pitch the width allows (at most ``maximumPitch``).
        func widthPitch(_ width: Double) -> Double {
            Swift.min(maximumPitch, (width - labelWidth) / Double(columns))
        }

        /// The height of every strip at `pitch`.
        func height(pitch: Double) -> Double {
            Double(strips.count) * (monthRow + 7 * pitch) + Double(strips.count - 1) * stripGap
        }
    }

    static let weekdayRows = [0, 2, 4]

    /// The grid of `days` days from `first` in an area `width` wide.
    static func plan<M>(first: ChartDay, days: Int, weekStart: Int, width: Double, builder: SceneBuilder<M>) -> Plan {
        let last = ChartDay(dayNumber: first.dayNumber + Swift.max(1, days) - 1)
        let font = builder.theme.tickFont
        let weekdayNames = weekdayRows.map { ChartDay.weekdayNames[($0 + weekStart) % 7] }
        let weekdayWidth = weekdayNames.map { builder.measure($0, font).width }.max() ?? 0
        // One row of weeks if it fits at the minimum pitch, else a row per year.
        let singleColumns = column(of: last, from: first, weekStart: weekStart) + 1
        let fitsOneRow =
            Double(singleColumns) * minimumPitch <= width - weekdayWidth - 6
            || first.components.year == last.components.year
        let strips = strips(first: first, last: last, fitsOneRow: fitsOneRow)
        let yearWidth = strips.compactMap(\.yearLabel).map { builder.measure($0, font).width }.max() ?? 0
        return Plan(
            strips: strips, weekdayNames: weekdayNames, labelWidth: Swift.max(weekdayWidth, yearWidth) + 6,
            columns: strips.map { column(of: $0.last, from: $0.first, weekStart: weekStart) + 1 }.max() ?? 1,
            monthRow: builder.lineHeight(font) + 3, stripGap: strips.count > 1 ? 6.0 : 0)
    }

    /// The height the grid needs in an area `width` wide for its cells to be as large as the width
    /// allows (``Chart/fittedHeight(width:measurer:)``).
    static func fittedHeight<M>(_ chart: CalendarHeatmap, width: Double, builder: SceneBuilder<M>) -> Double {
        let plan = plan(
            first: chart.firstDay, days: chart.values.count, weekStart: ((chart.weekStart % 7) + 7) % 7,
            width: width, builder: builder)
        return plan.height(pitch: plan.widthPitch(width))
    }

    static func draw<M>(_ chart: CalendarHeatmap, in area: Rect, into builder: inout SceneBuilder<M>) -> LayoutOutcome {
        let theme = builder.theme
        var values: [Double?] = []
        values.reserveCapacity(chart.values.count)
        for value in chart.values { values.append(ValueSanitizing.finite(value, counts: &builder.values)) }
        guard values.contains(where: { $0 != nil }) else { return .noData }
        let weekStart = ((chart.weekStart % 7) + 7) % 7
        let first = chart.firstDay
        let last = ChartDay(dayNumber: first.dayNumber + values.count - 1)

        let font = theme.tickFont
        let lineHeight = builder.lineHeight(font)
        let plan = plan(first: first, days: values.count, weekStart: weekStart, width: area.width, builder: builder)
        let (strips, weekdayNames, labelWidth, monthRow, stripGap) = (
            plan.strips, plan.weekdayNames, plan.labelWidth, plan.monthRow, plan.stripGap
        )
        let gridHeight = area.height - plan.height(pitch: 0)
        let pitch = Swift.min(plan.widthPitch(area.width), gridHeight / Double(7 * strips.count))
        guard pitch >= 2 else { return .noRoom }
        let gap = pitch >= 8 ? 2.0 : pitch >= 4 ? 1.0 : 0
        let cell = pitch - gap
        let showsWeekdays = 2 * pitch >= lineHeight
        let gridLeft = area.minX + labelWidth

        let colors = HeatmapColors.colors(bins: chart.binCount)
        var texts: [TextRun] = []
        var top = area.minY
        for strip in strips {
            let gridTop = top + monthRow
            if let year = strip.yearLabel {
                texts.append(
                    builder.run(
                        year, at: Point(x: area.minX, y: top), .start, .top, font: theme.labelFont, color: theme.text))
            }
            if showsWeekdays {
                for (row, name) in zip(Self.weekdayRows, weekdayNames) {
                    let y = gridTop + (Double(row) + 0.5) * pitch - gap / 2
                    texts.append(
                        builder.run(
                            name, at: Point(x: gridLeft - 6, y: y), .end, .middle, font: font,
                            color: theme.secondaryText))
                }
            }
            texts += monthLabels(
                strip, first: first, last: last, weekStart: weekStart, left: gridLeft, top: top,
                pitch: pitch, area: area, builder: builder)
            for dayNumber in strip.first.dayNumber...strip.last.dayNumber {
                let day = ChartDay(dayNumber: dayNumber)
                let x = gridLeft + Double(column(of: day, from: strip.first, weekStart: weekStart)) * pitch
                let y = gridTop + Double(row(of: day, weekStart: weekStart)) * pitch
                let rect = Rect(x: x, y: y, width: cell, height: cell)
                if let bin = chart.bin(of: values[dayNumber - first.dayNumber]) {
                    builder.fill(.rect(rect), colors[Swift.min(bin, colors.count - 1)])
                } else {
                    drawEmptyCell(rect, color: theme.axis, into: &builder)
                }
            }
            top = gridTop + 7 * pitch + stripGap
        }
        for run in texts { builder.add(run) }
        return .drawn
    }

    /// The month names above a strip, each at the column of the month's first day in it; a label that
    /// would run into the one before it, or out of the area, is left out. The first label of a single
    /// strip, and every January, carries the year.
    static func monthLabels<M>(
        _ strip: Strip, first: ChartDay, last: ChartDay, weekStart: Int, left: Double, top: Double,
        pitch: Double, area: Rect, builder: SceneBuilder<M>
    ) -> [TextRun] {
        let theme = builder.theme
        var runs: [TextRun] = []
        var day = strip.first
        var previousEnd = -Double.infinity
        while day <= strip.last {
            let (year, month, _) = day.components
            let withYear =
                strip.yearLabel == nil && (day == strip.first || month == 1)
                && first.components.year != last.components.year
            let name = ChartDay.monthNames[month - 1] + (withYear ? " \(year)" : "")
            let x = left + Double(column(of: day, from: strip.first, weekStart: weekStart)) * pitch
            let run = builder.run(
                name, at: Point(x: x, y: top), .start, .top, font: theme.tickFont, color: theme.secondaryText)
            if x >= previousEnd + 4, x + run.extent.width <= area.maxX {
                runs.append(run)
                previousEnd = x + run.extent.width
            }
            let next =
                month == 12
                ? ChartDay(year: year + 1, month: 1, day: 1) : ChartDay(year: year, month: month + 1, day: 1)
            guard let next else { break }
            day = next
        }
        return runs
    }

    /// A day without a value: an outline with a diagonal stroke, so it never reads as a colour.
    static func drawEmptyCell<M>(_ rect: Rect, color: Color, into builder: inout SceneBuilder<M>) {
        guard rect.width >= 5 else {
            builder.fill(.rect(rect), color.withAlpha(0.35))
            return
        }
        let inset = rect.insetBy(dx: 0.5, dy: 0.5)
        builder.stroke(.rect(inset), Stroke(color: color, width: 1))
        builder.stroke(
            .line(from: Point(x: inset.minX, y: inset.maxY), to: Point(x: inset.maxX, y: inset.minY)),
            Stroke(color: color, width: 1))
    }
}
