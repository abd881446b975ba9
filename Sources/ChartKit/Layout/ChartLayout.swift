extension Chart {
    /// Lays the chart out on a canvas of `size` logical pixels, measuring text with `measurer`.
    ///
    /// Every text box lies inside the canvas and no two overlap: long labels are shortened with
    /// "…", rotated or thinned, and labels with no room at all are left out (legends say
    /// "+N more"). With nothing to draw — no finite value, an all-zero pie — the scene shows the
    /// title and ``emptyMessage``; on a canvas too small for a plot it shows ``tooSmallMessage``
    /// (or nothing when even that does not fit).
    public func scene(size: Size, measurer: some TextMeasurer) -> Scene {
        let width = size.width.isFinite ? Swift.max(0, size.width) : 0
        let height = size.height.isFinite ? Swift.max(0, size.height) : 0
        var builder = SceneBuilder(measurer: measurer, theme: theme, size: Size(width: width, height: height))
        let padding = HeaderLayout.padding
        let canvas = Rect(
            x: padding, y: padding, width: Swift.max(0, width - 2 * padding), height: Swift.max(0, height - 2 * padding)
        )
        let top = HeaderLayout.drawTitles(title: title, subtitle: subtitle, area: canvas, into: &builder)
        let afterTitles = builder

        var outcome = LayoutOutcome.noData
        let below = { (y: Double) in
            Rect(minX: canvas.minX, minY: y, maxX: canvas.maxX, maxY: Swift.max(y, canvas.maxY))
        }
        let legendLimit = canvas.height * 0.3
        switch content {
        case .bars(let bars):
            let y = HeaderLayout.drawLegend(
                BarLayout.legend(bars, theme: theme), area: below(top), maxHeight: legendLimit, into: &builder)
            outcome = BarLayout.draw(bars, in: below(y), into: &builder)
        case .lines(let lines):
            let prepared = LineLayout.prepare(lines, counts: &builder.values)
            if let prepared {
                // Markers depend on the plot width, which the legend's height decides; the canvas width is
                // a close enough guess, and the legend and the plot follow the same decision.
                let markers = LineLayout.showsMarkers(
                    lines.markers, points: prepared.longest, plotWidth: canvas.width * 0.85)
                let y = HeaderLayout.drawLegend(
                    LineLayout.legend(lines, theme: theme, markers: markers), area: below(top),
                    maxHeight: legendLimit, into: &builder)
                outcome = LineLayout.draw(lines, prepared: prepared, markers: markers, in: below(y), into: &builder)
            }
        case .horizontalBars(let bars):
            let y = HeaderLayout.drawLegend(
                HorizontalBarLayout.legend(bars, theme: theme), area: below(top), maxHeight: legendLimit, into: &builder
            )
            outcome = HorizontalBarLayout.draw(bars, in: below(y), into: &builder)
        case .pie(let pie):
            let slices = PieLayout.slices(pie, theme: theme, counts: &builder.values)
            if !slices.isEmpty {
                let y = HeaderLayout.drawLegend(
                    PieLayout.legend(slices), area: below(top), maxHeight: legendLimit, into: &builder)
                outcome = PieLayout.draw(pie, slices: slices, in: below(y), into: &builder)
            }
        case .calendarHeatmap(let heatmap):
            let y = HeaderLayout.drawLegend(
                CalendarHeatmapLayout.legend(heatmap, theme: theme), area: below(top),
                maxHeight: legendLimit, into: &builder)
            outcome = CalendarHeatmapLayout.draw(heatmap, in: below(y), into: &builder)
        }
        if outcome != .drawn {
            let counts = builder.values
            builder = afterTitles
            builder.values = counts
            EmptyState.draw(
                message: outcome == .noRoom ? tooSmallMessage : emptyMessage, in: below(top), into: &builder)
        }
        return builder.scene()
    }

    /// The canvas height at which the chart's content takes the whole `width`, for kinds whose
    /// content keeps its proportions: a calendar heatmap's square cells are as large as the width
    /// allows (at most 26 wide) below the titles and legend. Nil for the other kinds, whose plots
    /// stretch to any height.
    public func fittedHeight(width: Double, measurer: some TextMeasurer) -> Double? {
        guard case .calendarHeatmap(let heatmap) = content, width.isFinite, width > 0 else { return nil }
        let header = headerHeight(
            width: width, legend: CalendarHeatmapLayout.legend(heatmap, theme: theme), measurer: measurer)
        return
            (header.bottom
            + CalendarHeatmapLayout.fittedHeight(heatmap, width: header.contentWidth, builder: header.builder)
            + HeaderLayout.padding).rounded(.up)
    }

    /// Where the content starts below the titles and `legend`, laid out at `width` on a canvas taller
    /// than any content needs, with the content's width and the builder that measured them: the part
    /// every height fitted to content shares.
    private func headerHeight<M: TextMeasurer>(
        width: Double, legend: [LegendEntry], measurer: M
    ) -> (bottom: Double, contentWidth: Double, builder: SceneBuilder<M>) {
        let padding = HeaderLayout.padding
        let tall = 100_000.0
        var builder = SceneBuilder(measurer: measurer, theme: theme, size: Size(width: width, height: tall))
        let canvas = Rect(x: padding, y: padding, width: Swift.max(0, width - 2 * padding), height: tall - 2 * padding)
        let top = HeaderLayout.drawTitles(title: title, subtitle: subtitle, area: canvas, into: &builder)
        let below = Rect(minX: canvas.minX, minY: top, maxX: canvas.maxX, maxY: canvas.maxY)
        let y = HeaderLayout.drawLegend(legend, area: below, maxHeight: canvas.height * 0.3, into: &builder)
        return (y, canvas.width, builder)
    }

    /// The canvas height at which a horizontal-bar chart gives every row a line of its own, below the
    /// titles and legend as laid out at `width`: rows a line of label text and 4 more apart, so no row
    /// label is thinned out and no two labels (or values) overlap, however many rows. Nil for the
    /// other kinds. Unlike ``fittedHeight(width:measurer:)`` a caller asks for it: a short list of bars
    /// may as well stretch.
    public func labelledRowsHeight(width: Double, measurer: some TextMeasurer) -> Double? {
        guard case .horizontalBars(let bars) = content, width.isFinite, width > 0 else { return nil }
        let header = headerHeight(
            width: width, legend: HorizontalBarLayout.legend(bars, theme: theme), measurer: measurer)
        return
            (header.bottom + HorizontalBarLayout.labelledHeight(bars, builder: header.builder) + HeaderLayout.padding)
            .rounded(.up)
    }
}
