/// Title, subtitle and legend across the top of a chart.
enum HeaderLayout {
    /// A legend entry given its row and x.
    struct PlacedEntry {
        var entry: LegendEntry
        var text: String
        var width: Double
        var row: Int
        var x: Double
    }

    static let padding = 12.0

    /// Draws the title and subtitle and returns the y where the content below may start.
    static func drawTitles<M>(title: String?, subtitle: String?, area: Rect, into builder: inout SceneBuilder<M>)
        -> Double
    {
        var y = area.minY
        let theme = builder.theme
        for (text, font, color, after) in [
            (title, theme.titleFont, theme.text, 2.0), (subtitle, theme.subtitleFont, theme.secondaryText, 2.0),
        ] {
            guard let text, !text.isEmpty else { continue }
            let height = builder.lineHeight(font)
            guard y + height <= area.maxY else { continue }
            let fitted = builder.truncate(text, toWidth: area.width, font: font)
            builder.add(builder.run(fitted, at: Point(x: area.minX, y: y), .start, .top, font: font, color: color))
            y += height + after
        }
        return y == area.minY ? y : y + 6
    }

    /// Draws the legend in rows that wrap to `area`'s width, at most `maxHeight` tall, and returns
    /// the y below it. Entries that do not fit are summarised as "+N more".
    static func drawLegend<M>(
        _ entries: [LegendEntry], area: Rect, maxHeight: Double, into builder: inout SceneBuilder<M>
    ) -> Double {
        guard !entries.isEmpty else { return area.minY }
        let font = builder.theme.legendFont
        let rowHeight = builder.lineHeight(font) + 4
        let swatchWidth = 14.0
        let swatchGap = 5.0
        let itemGap = 16.0
        let maxRows = Swift.max(0, Int((Swift.min(maxHeight, area.height)) / rowHeight))
        guard maxRows > 0 else { return area.minY }
        let labelLimit = Swift.max(0, area.width - swatchWidth - swatchGap)

        /// `entry` placed after `previous` (nil: first), on the same row when it fits there.
        func place(_ entry: LegendEntry, after previous: PlacedEntry?) -> PlacedEntry {
            let text = builder.truncate(entry.label, toWidth: labelLimit, font: font)
            let width = swatchWidth + swatchGap + builder.measure(text, font).width
            var row = previous?.row ?? 0
            var x = previous.map { $0.x + ($0.width + itemGap) } ?? area.minX
            if x > area.minX && x + width > area.maxX + 1e-9 {
                row += 1
                x = area.minX
            }
            return PlacedEntry(entry: entry, text: text, width: width, row: row, x: x)
        }
        var placed: [PlacedEntry] = []
        placed.reserveCapacity(entries.count)
        for entry in entries { placed.append(place(entry, after: placed.last)) }
        if let last = placed.last, last.row >= maxRows {
            // Out of rows: the most entries that leave room for "+N more" after them. Entries are placed
            // in order, so the first `shown` keep their places and only the note is placed again: each
            // entry is measured once and each note once, not the whole legend again per entry dropped.
            var shown = entries.count
            var more: PlacedEntry
            repeat {
                shown -= 1
                more = place(
                    LegendEntry(label: "+\(entries.count - shown) more", swatch: .none),
                    after: shown > 0 ? placed[shown - 1] : nil)
            } while more.row >= maxRows && shown > 0
            placed = Array(placed.prefix(shown)) + [more]
        }
        var bottom = area.minY
        for item in placed {
            let top = area.minY + Double(item.row) * rowHeight
            let midY = top + rowHeight / 2
            drawSwatch(item.entry.swatch, x: item.x, midY: midY, width: swatchWidth, into: &builder)
            builder.add(
                builder.run(
                    item.text, at: Point(x: item.x + swatchWidth + swatchGap, y: midY), .start, .middle,
                    font: font, color: builder.theme.secondaryText))
            bottom = Swift.max(bottom, top + rowHeight)
        }
        return bottom + 6
    }

    static func drawSwatch<M>(
        _ swatch: LegendEntry.Swatch, x: Double, midY: Double, width: Double, into builder: inout SceneBuilder<M>
    ) {
        switch swatch {
        case .none:
            return
        case .box(let color, let hatched, let outlined, let lowerBound):
            let rect = Rect(x: x + 2, y: midY - 5, width: 10, height: 10)
            BarStyling.drawBar(
                rect, color: color, hatched: hatched, outlined: outlined, lowerBound: lowerBound, into: &builder)
        case .emptyCell(let color):
            CalendarHeatmapLayout.drawEmptyCell(
                Rect(x: x + 2, y: midY - 5, width: 10, height: 10), color: color, into: &builder)
        case .marker(let color):
            builder.add(
                Shape(
                    .circle(center: Point(x: x + width / 2, y: midY), radius: 3), fill: color,
                    stroke: Stroke(color: builder.theme.background, width: 1)))
        case .line(let color, let marker, let dash):
            builder.stroke(
                .line(from: Point(x: x, y: midY), to: Point(x: x + width, y: midY)),
                Stroke(color: color, width: 2, dash: dash))
            if marker {
                builder.add(
                    Shape(
                        .circle(center: Point(x: x + width / 2, y: midY), radius: 3), fill: color,
                        stroke: Stroke(color: builder.theme.background, width: 1)))
            }
        }
    }
}
