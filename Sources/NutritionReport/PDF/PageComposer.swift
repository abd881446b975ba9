import ChartKit
import ChartKitCairo

/// Lays flowing content out on A4 pages for the PDF report: headings, wrapped paragraphs, tables
/// and charts, in order, starting a new page whenever the next block would cross the bottom
/// margin. Text never leaves its page or its box: paragraphs wrap (a word wider than the line is
/// broken between characters), table cells are shortened with "…", and a table that runs over a
/// page continues on the next with its header repeated.
///
/// It produces plain ChartKit scenes (text runs and shapes measured with Cairo's metrics), which
/// ChartKitCairo's ``DocumentRenderer`` draws; no Cairo call is made here.
struct PageComposer {
    /// A4 in points.
    static let pageSize = Size(width: 595.28, height: 841.89)
    static let margin = 44.0
    /// Room kept at the bottom of each page for the footer.
    static let footerHeight = 22.0

    static let ink = Color(red: 0x22, green: 0x22, blue: 0x22)
    static let secondary = Color(red: 0x5A, green: 0x5A, blue: 0x5A)
    static let rule = Color(red: 0xD4, green: 0xD4, blue: 0xD4)
    static let shade = Color(red: 0xF3, green: 0xF4, blue: 0xF6)
    static let accent = Color(red: 0x00, green: 0x5A, blue: 0x8C)
    static let over = Color(red: 0xB3, green: 0x4A, blue: 0x00)
    static let under = Color(red: 0x9C, green: 0x4F, blue: 0x7E)

    struct Page {
        var items: [SceneItem] = []
        var charts: [PlacedScene] = []
    }

    let measurer: CairoTextMeasurer
    private(set) var pages: [Page] = [Page()]
    /// The top of the free space on the current page.
    private(set) var y = PageComposer.margin

    init(measurer: CairoTextMeasurer) {
        self.measurer = measurer
    }

    var left: Double { Self.margin }
    var width: Double { Self.pageSize.width - 2 * Self.margin }
    var bottom: Double { Self.pageSize.height - Self.margin - Self.footerHeight }
    /// Space left on the current page.
    var remaining: Double { bottom - y }

    // MARK: Flow

    mutating func newPage() {
        pages.append(Page())
        y = Self.margin
    }

    /// Starts a new page unless `height` fits below the cursor (a block taller than a page starts
    /// at the top of a fresh page and is cut by its own logic).
    mutating func ensure(_ height: Double) {
        if y + height > bottom && y > Self.margin + 0.5 { newPage() }
    }

    mutating func space(_ height: Double) {
        y = min(y + height, bottom)
    }

    // MARK: Text

    /// Line height for `font`.
    static func lineHeight(_ font: Font) -> Double { (font.size * 1.4).rounded(.up) }

    /// Puts one line of text with its top at the cursor's line, `x` from the page's left edge.
    mutating func put(
        _ text: String, font: Font, color: Color = PageComposer.ink, x: Double, top: Double,
        anchor: TextRun.HorizontalAnchor = .start
    ) {
        guard !text.isEmpty else { return }
        let extent = measurer.measure(text, font: font)
        let baseline = top + (Self.lineHeight(font) - extent.height) / 2 + extent.ascent
        pages[pages.count - 1].items.append(
            .text(
                TextRun(
                    text: text, anchor: Point(x: x, y: baseline), horizontal: anchor, vertical: .baseline,
                    font: font, color: color, extent: extent)))
    }

    /// A filled rectangle on the current page.
    mutating func fill(_ rect: Rect, _ color: Color) {
        pages[pages.count - 1].items.append(.shape(Shape(.rect(rect), fill: color)))
    }

    /// A horizontal rule across the content width at `y`.
    mutating func hairline(at lineY: Double, color: Color = PageComposer.rule, width lineWidth: Double = 0.75) {
        pages[pages.count - 1].items.append(
            .shape(
                Shape(
                    .line(from: Point(x: left, y: lineY), to: Point(x: left + width, y: lineY)),
                    stroke: Stroke(color: color, width: lineWidth))))
    }

    /// A heading; kept on one page with `keepWith` points of what follows.
    mutating func heading(_ text: String, size: Double, keepWith: Double = 60, color: Color = PageComposer.ink) {
        let font = Font(size: size, weight: .bold)
        ensure(Self.lineHeight(font) + keepWith)
        for line in wrap(text, font: font, width: width) {
            put(line, font: font, color: color, x: left, top: y)
            y += Self.lineHeight(font)
        }
    }

    /// A paragraph wrapped to the content width (less `indent`), continuing on the next page if needed.
    mutating func paragraph(
        _ text: String, font: Font = Font(size: 9.5), color: Color = PageComposer.ink,
        indent: Double = 0, bullet: String? = nil
    ) {
        let lineHeight = Self.lineHeight(font)
        let bulletWidth = bullet.map { measurer.measure($0 + " ", font: font).width } ?? 0
        let lines = wrap(text, font: font, width: width - indent - bulletWidth)
        for (index, line) in lines.enumerated() {
            ensure(lineHeight)
            if index == 0, let bullet { put(bullet, font: font, color: color, x: left + indent, top: y) }
            put(line, font: font, color: color, x: left + indent + bulletWidth, top: y)
            y += lineHeight
        }
    }

    /// How far below the width a line estimated from its words must stay to be taken without
    /// measuring it whole (points).
    static let wrapMargin = 2.0

    /// `text` broken into lines no wider than `width`: at spaces, and inside a word only when the
    /// word alone is wider than the line.
    ///
    /// A candidate line is measured whole (shaped by Pango, which costs ~20 µs) only when it comes
    /// within ``wrapMargin`` of the width; shorter ones are known to fit from the line so far plus the
    /// word and a space, since no font moves words apart across a space by that much.
    func wrap(_ text: String, font: Font, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0.0
        let space = measurer.measure(" ", font: font).width
        func fits(_ candidate: String) -> Bool { measurer.measure(candidate, font: font).width <= width }
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            let estimate = (current.isEmpty ? 0 : currentWidth + space) + measurer.measure(word, font: font).width
            let candidateWidth =
                estimate <= width - Self.wrapMargin ? estimate : measurer.measure(candidate, font: font).width
            if candidateWidth <= width {
                current = candidate
                currentWidth = candidateWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            if fits(word) {
                current = word
                currentWidth = measurer.measure(word, font: font).width
                continue
            }
            // A word wider than the line: break it between characters.
            for character in word {
                if fits(current + String(character)) || current.isEmpty {
                    current.append(character)
                } else {
                    lines.append(current)
                    current = String(character)
                }
            }
            currentWidth = measurer.measure(current, font: font).width
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }

    // MARK: Tables

    struct Column {
        var title: String
        /// Share of the content width.
        var share: Double
        var alignment: TextRun.HorizontalAnchor
    }

    struct Row {
        enum Style { case normal, strong, muted, group }
        var cells: [String]
        var style: Style = .normal
        /// Colour per cell (nil: the style's colour).
        var colors: [Color?] = []
    }

    /// A table with a header row; rows that do not fit continue on the next page under a repeated
    /// header. Cells are shortened with "…" to their column.
    mutating func table(_ columns: [Column], _ rows: [Row], font: Font = Font(size: 8.5)) {
        let headerFont = Font(size: font.size, weight: .bold)
        let rowHeight = Self.lineHeight(font) + 3
        let total = columns.map(\.share).reduce(0, +)
        let widths = columns.map { $0.share / total * width }
        var edges: [Double] = [left]
        for w in widths { edges.append(edges[edges.count - 1] + w) }
        let padding = 4.0

        func header(_ composer: inout PageComposer) {
            composer.fill(Rect(x: composer.left, y: composer.y, width: composer.width, height: rowHeight), Self.shade)
            for (index, column) in columns.enumerated() {
                composer.cell(
                    column.title, font: headerFont, color: Self.secondary, column: index, edges: edges,
                    alignment: column.alignment, top: composer.y + 1.5, padding: padding)
            }
            composer.y += rowHeight
            composer.hairline(at: composer.y, color: Self.secondary, width: 0.6)
        }

        ensure(rowHeight * 2 + 2)
        header(&self)
        for row in rows {
            if y + rowHeight > bottom {
                newPage()
                header(&self)
            }
            let rowFont: Font
            let color: Color
            switch row.style {
            case .normal: (rowFont, color) = (font, Self.ink)
            case .strong: (rowFont, color) = (Font(size: font.size, weight: .bold), Self.ink)
            case .muted: (rowFont, color) = (font, Self.secondary)
            case .group:
                (rowFont, color) = (Font(size: font.size, weight: .bold), Self.ink)
                fill(Rect(x: left, y: y, width: width, height: rowHeight), Self.shade.withAlpha(0.6))
            }
            for (index, text) in row.cells.enumerated() where index < columns.count {
                let cellColor = index < row.colors.count ? row.colors[index] ?? color : color
                cell(
                    text, font: rowFont, color: cellColor, column: index, edges: edges,
                    alignment: columns[index].alignment, top: y + 1.5, padding: padding)
            }
            y += rowHeight
            hairline(at: y, width: 0.4)
        }
    }

    private mutating func cell(
        _ text: String, font: Font, color: Color, column: Int, edges: [Double],
        alignment: TextRun.HorizontalAnchor, top: Double, padding: Double
    ) {
        let room = edges[column + 1] - edges[column] - 2 * padding
        let fitted = TextFitting.truncate(text, toWidth: room, font: font, measurer: measurer)
        let x: Double
        switch alignment {
        case .start: x = edges[column] + padding
        case .middle: x = (edges[column] + edges[column + 1]) / 2
        case .end: x = edges[column + 1] - padding
        }
        put(fitted, font: font, color: color, x: x, top: top, anchor: alignment)
    }

    // MARK: Charts

    /// `chart` laid out at the content width and `height`, on this page if it fits, else the next.
    mutating func chart(_ chart: Chart, height: Double) {
        ensure(height)
        let scene = chart.scene(size: Size(width: width, height: height), measurer: measurer)
        pages[pages.count - 1].charts.append(PlacedScene(scene: scene, origin: Point(x: left, y: y)))
        y += height
    }

    // MARK: Output

    /// The pages, each with `footer(page, pageCount)` at the bottom (left) and the page number (right).
    func document(footer: String) -> [DocumentPage] {
        let font = Font(size: 7.5)
        return pages.enumerated().map { index, page in
            var composer = PageComposer(measurer: measurer)
            composer.y = Self.pageSize.height - Self.margin - Self.lineHeight(font) + 4
            composer.hairline(at: composer.y - 4, width: 0.5)
            let number = "Page \(index + 1) of \(pages.count)"
            let room = width - measurer.measure(number, font: font).width - 16
            composer.put(
                TextFitting.truncate(footer, toWidth: room, font: font, measurer: measurer), font: font,
                color: Self.secondary, x: left, top: composer.y)
            composer.put(number, font: font, color: Self.secondary, x: left + width, top: composer.y, anchor: .end)
            let scene = Scene(size: Self.pageSize, background: .white, items: page.items + composer.pages[0].items)
            return DocumentPage(size: Self.pageSize, layers: [PlacedScene(scene: scene)] + page.charts)
        }
    }
}
