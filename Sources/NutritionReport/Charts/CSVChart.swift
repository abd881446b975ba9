import ChartKit
import NutritionData
import NutritionPresentation

/// A chart drawn from columns of a CSV file (`nutristats chart --csv FILE --x COL --y COL[,COL]`): the
/// table read by ``/NutritionData/ChartCSVTable``, the x column typed (dates, numbers or categories),
/// the y columns as series with gaps for empty cells. Pure: the caller reads the file's bytes.
public struct CSVChart: Equatable, Sendable {
    /// The file, as named in messages.
    public var file: String
    /// The column of the x axis (the slice and row names of pie and hbar).
    public var xColumn: String
    /// The columns to plot.
    public var yColumns: [String]
    public var kind: Kind

    /// How the y columns are drawn.
    public enum Kind: String, CaseIterable, Sendable {
        /// Vertical bars; several y columns give grouped bars.
        case bar
        /// Vertical bars with the y columns stacked.
        case stacked
        case line
        /// One y column as slices named by the x column.
        case pie
        /// Horizontal bars of one y column (percentages) against 100 %, named by the x column.
        case hbar
    }

    public init(file: String, xColumn: String, yColumns: [String], kind: Kind) {
        self.file = file
        self.xColumn = xColumn
        self.yColumns = yColumns
        self.kind = kind
    }

    /// What building the chart found besides the chart itself.
    public struct Result: Sendable {
        public var chart: Chart
        /// Empty y fields, left as gaps (never zeros).
        public var emptyValues: Int
        /// Rows of the table (without the header).
        public var rows: Int
        /// Rows of a pie drawn together as its slice "Other" (``/ChartKit/PieGrouping``); 0 when none were.
        public var groupedRows: Int
        /// What was read, for a note: `4 rows from week.csv; 1 empty value left as gaps` (and for a pie
        /// of many rows `; 3988 rows drawn as one slice, Other`).
        public var note: String
    }

    /// Builds the chart from the file's bytes. `title` and `theme` pass through.
    ///
    /// The x column's first value decides its type: a `YYYY-MM-DD` date gives a date axis, a number
    /// a numeric one (for lines; bars use it as labels), anything else named categories. Every later
    /// value must be of the same type. Y values must be numbers; an empty y field is a gap. A pie keeps
    /// its largest rows and draws the small rest as one slice, Other (``/ChartKit/PieGrouping``).
    public func chart(from bytes: [UInt8], title: String?, theme: Theme) throws(InputError) -> Result {
        let table = try ChartCSVTable.parse(bytes, file: file)
        let xIndex = try table.column(named: xColumn, file: file)
        var yIndexes: [Int] = []
        for name in yColumns { yIndexes.append(try table.column(named: name, file: file)) }
        if (kind == .pie || kind == .hbar) && yColumns.count != 1 {
            throw InputError(
                file: file, line: 1, field: yColumns.joined(separator: ","),
                problem: "a \(kind.rawValue) chart shows one --y column, not \(yColumns.count)")
        }
        let x = try xValues(table, column: xIndex)
        var emptyValues = 0
        var series: [DataSeries] = []
        for index in yIndexes {
            var values: [Double?] = []
            for row in table.rows {
                let text = row.fields[index]
                if text.isEmpty {
                    values.append(nil)
                    emptyValues += 1
                    continue
                }
                guard let value = Double(text) else {
                    throw InputError(
                        file: file, line: row.line, field: table.header[index],
                        problem: .notANumber(found: .quotedWhole(text)))
                }
                if kind == .pie && value < 0 {
                    throw InputError(
                        file: file, line: row.line, field: table.header[index],
                        problem: "a pie slice cannot be negative, found \(text)")
                }
                values.append(value)
            }
            series.append(DataSeries(name: table.header[index], values: values))
        }
        let yTitle = yColumns.count == 1 ? table.header[yIndexes[0]] : nil
        let content: ChartContent
        var groupedRows = 0
        switch kind {
        case .bar, .stacked:
            content = .bars(
                BarChart(
                    x: x, series: series, arrangement: kind == .stacked ? .stacked : .grouped,
                    valueAxis: ValueAxis(title: yTitle), xTitle: table.header[xIndex]))
        case .line:
            content = .lines(
                LineChart(x: x, series: series, valueAxis: ValueAxis(title: yTitle), xTitle: table.header[xIndex]))
        case .pie:
            let labels = Self.labels(of: x)
            let grouping = PieGrouping(
                zip(labels, series[0].values).map { PieSlice(label: $0, value: $1 ?? 0) }, otherColor: theme.axis)
            groupedRows = grouping.grouped
            content = .pie(PieChart(slices: grouping.slices))
        case .hbar:
            let labels = Self.labels(of: x)
            let rows = zip(labels, series[0].values).compactMap { label, value in
                value.map { HorizontalBarRow(label: label, value: $0) }
            }
            let name = table.header[yIndexes[0]]
            // Only %DV data has a 100 % to reach; other values (kcal, grams) are plain numbers.
            content = .horizontalBars(
                StatsCSVFormatter.isDailyValueColumn(name)
                    ? HorizontalBarChart(
                        rows: rows, reference: 100, referenceLabel: "100 %", valueFormat: .percent, axisTitle: name)
                    : HorizontalBarChart(
                        rows: rows, reference: nil, referenceLabel: nil, valueFormat: .plain, axisTitle: name))
        }
        var note = "\(table.rows.count) rows from \(file)"
        if emptyValues > 0 { note += "; \(Plural.count(emptyValues, "empty value")) left as gaps" }
        if groupedRows > 0 { note += "; \(groupedRows) rows drawn as one slice, \(PieGrouping.otherLabel)" }
        return Result(
            chart: Chart(title: title, content: content, theme: theme), emptyValues: emptyValues,
            rows: table.rows.count,
            groupedRows: groupedRows, note: note)
    }

    /// The x column as dates, numbers or categories (see ``chart(from:title:theme:)``).
    private func xValues(_ table: ChartCSVTable, column: Int) throws(InputError) -> XValues {
        let name = table.header[column]
        for row in table.rows where row.fields[column].isEmpty {
            throw InputError(file: file, line: row.line, field: name, problem: "the x value is empty")
        }
        guard let first = table.rows.first?.fields[column] else { return .categories([]) }
        if LocalDate(iso: first) != nil {
            var days: [ChartDay] = []
            var seen: [Int: Int] = [:]
            for row in table.rows {
                guard let date = LocalDate(iso: row.fields[column]) else {
                    throw InputError(
                        file: file, line: row.line, field: name,
                        problem: .expected(
                            "a date YYYY-MM-DD like the rows above", found: .quotedWhole(row.fields[column])))
                }
                if let earlier = seen[date.dayNumber] {
                    throw InputError(
                        file: file, line: row.line, field: name,
                        problem: "\(date.iso) appears again (first on line \(earlier)); give one row per date")
                }
                seen[date.dayNumber] = row.line
                days.append(ChartDay(dayNumber: date.dayNumber))
            }
            return .days(days)
        }
        if Double(first) != nil {
            var numbers: [Double] = []
            for row in table.rows {
                guard let number = Double(row.fields[column]), number.isFinite else {
                    throw InputError(
                        file: file, line: row.line, field: name,
                        problem: .expected("a number like the rows above", found: .quotedWhole(row.fields[column])))
                }
                numbers.append(number)
            }
            return kind == .line ? .numbers(numbers) : .categories(table.rows.map { $0.fields[column] })
        }
        return .categories(table.rows.map { $0.fields[column] })
    }

    /// Slice or row names for pie and horizontal bars.
    private static func labels(of x: XValues) -> [String] {
        switch x {
        case .categories(let labels): labels
        case .numbers(let numbers): numbers.map { ValueFormat.plain.string($0) }
        case .days(let days):
            days.map { day in
                let (y, m, d) = day.components
                return LocalDate(year: y, month: m, day: d)?.iso ?? "\(day.dayNumber)"
            }
        }
    }
}
