import ChartKit
import ChartKitCairo
import NutritionData
import NutritionReport
import NutritionStats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The measurements made inside a child process (`nutristats-bench phase NAME …`), one per process so
/// each phase's peak memory is its own. Each prints one line of `key=value` pairs on stdout.
enum Phase {
    static func run(_ arguments: [String]) throws {
        guard let name = arguments.first else { throw BenchError("phase: name missing") }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "history": try history(rest)
        case "ingest": try ingest(rest)
        case "weeks": try weeks(rest)
        case "charts": try charts(rest)
        case "export-kinds": try exportKinds(rest)
        case "food-log": try foodLog(rest)
        default: throw BenchError("unknown phase \(name)")
        }
    }

    /// `history STORAGE`: one load of a storage folder (entries, food objects, cache, backlog).
    static func history(_ arguments: [String]) throws {
        guard let folder = arguments.first else { throw BenchError("history: folder missing") }
        let cpu = cpuSeconds()
        let start = monotonicSeconds()
        let log = try StorageReader().readFolder(at: folder)
        let ms = (monotonicSeconds() - start) * 1000
        let cpuMs = (cpuSeconds() - cpu) * 1000
        print("ms=\(ms) cpu_ms=\(cpuMs) entries=\(log.entries.count) foods=\(log.foods.count)")
    }

    /// `food-log FILE`: one read of a food log (``FoodLogReader``), every row into entries.
    static func foodLog(_ arguments: [String]) throws {
        guard let path = arguments.first else { throw BenchError("food-log: file missing") }
        let cpu = cpuSeconds()
        let start = monotonicSeconds()
        let contents = try FoodLogReader().read(at: path)
        let ms = (monotonicSeconds() - start) * 1000
        let cpuMs = (cpuSeconds() - cpu) * 1000
        var info = stat()
        let bytes = stat(path, &info) == 0 ? Int64(info.st_size) : 0
        print(
            "ms=\(ms) cpu_ms=\(cpuMs) rows=\(contents.summary.rows) bytes=\(bytes) days=\(contents.summary.days)"
                + " entries=\(contents.entries.count)")
    }

    /// `ingest PARTS FIRST|- LAST|- FILE…`: one read of activity files with at most PARTS parts per
    /// file (0 = one per core), for the whole span or only the days FIRST…LAST.
    static func ingest(_ arguments: [String]) throws {
        guard arguments.count >= 4, let parts = Int(arguments[0]) else {
            throw BenchError("ingest: PARTS FIRST LAST FILE…")
        }
        var reader = ActivityReader()
        if parts > 0 { reader.maximumPartsPerFile = parts }
        let window: ClosedRange<LocalDate>?
        if let first = LocalDate(iso: arguments[1]), let last = LocalDate(iso: arguments[2]), first <= last {
            window = first...last
        } else {
            window = nil
        }
        let paths = Array(arguments[3...])
        let cpu = cpuSeconds()
        let start = monotonicSeconds()
        let log = try reader.read(paths: paths, days: window)
        let ms = (monotonicSeconds() - start) * 1000
        let cpuMs = (cpuSeconds() - cpu) * 1000
        let rows = log.files.reduce(0) { $0 + $1.rows }
        var bytes: Int64 = 0
        for path in paths {
            var info = stat()
            if stat(path, &info) == 0 { bytes += Int64(info.st_size) }
        }
        print("ms=\(ms) cpu_ms=\(cpuMs) rows=\(rows) bytes=\(bytes) days=\(log.days.count)")
    }

    /// `export-kinds once|separate FILE`: activity, dietary records and body mass of one Apple Health
    /// export, read in one scan (``HealthExportScan``) or by the three readers one after the other
    /// (three inflates and scans).
    static func exportKinds(_ arguments: [String]) throws {
        guard arguments.count == 2, ["once", "separate"].contains(arguments[0]) else {
            throw BenchError("export-kinds: once|separate FILE")
        }
        let path = arguments[1]
        let cpu = cpuSeconds()
        let start = monotonicSeconds()
        let activity: ActivityLog
        let entries: Int
        let weights: Int
        if arguments[0] == "once" {
            let result = try HealthExportScan(activity: ActivityReader(), foodLog: FoodLogReader(), body: BodyReader())
                .read(path: path)
            guard let log = result.activity, let food = result.foodLog, let body = result.body else {
                throw BenchError("export-kinds: a part missing")
            }
            activity = log
            entries = food.entries.count
            weights = body.readings(of: .weight).count
        } else {
            activity = try ActivityReader().read(paths: [path])
            entries = try FoodLogReader().read(at: path).entries.count
            weights = try BodyReader().read(paths: [path]).readings(of: .weight).count
        }
        let ms = (monotonicSeconds() - start) * 1000
        let cpuMs = (cpuSeconds() - cpu) * 1000
        let rows = activity.files.reduce(0) { $0 + $1.rows }
        print("ms=\(ms) cpu_ms=\(cpuMs) rows=\(rows) days=\(activity.days.count) entries=\(entries) weights=\(weights)")
    }

    /// `weeks STORAGE FILE…`: indexes everything once, then the figures of every calendar week of the
    /// span (after reading, which is not timed here).
    static func weeks(_ arguments: [String]) throws {
        guard let folder = arguments.first else { throw BenchError("weeks: folder missing") }
        let foodLog = try StorageReader().readFolder(at: folder)
        let activity = try ActivityReader().read(paths: Array(arguments.dropFirst()))
        var start = monotonicSeconds()
        let stats = NutritionStatistics(foodLog: foodLog, activity: activity)
        let initMs = (monotonicSeconds() - start) * 1000
        guard let span = stats.dataSpan else { throw BenchError("weeks: no data") }
        var week = stats.settings.weekStart.week(containing: span.first)
        var times: [Double] = []
        var checksum = 0.0
        while week.first <= span.last {
            start = monotonicSeconds()
            let figures = stats.period(week)
            times.append((monotonicSeconds() - start) * 1000)
            checksum += figures.intake.totals.kcal
            guard let next = DateRange(first: week.first.adding(days: 7), last: week.last.adding(days: 7)) else {
                break
            }
            week = next
        }
        let total = times.reduce(0, +)
        print(
            "init_ms=\(initMs) weeks=\(times.count) week_median_ms=\(medianOf(times)) all_weeks_ms=\(total) kcal=\(checksum)"
        )
    }

    /// `NAME=median wall ms` and `NAME.cpu=median thread CPU ms` of `iterations` runs of `render`.
    static func timedRenders(_ name: String, _ iterations: Int, _ render: () throws -> [UInt8]) throws -> [String] {
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<iterations {
            let start = monotonicSeconds()
            let startCPU = threadCPUSeconds()
            let bytes = try render()
            wall.append((monotonicSeconds() - start) * 1000)
            cpu.append((threadCPUSeconds() - startCPU) * 1000)
            if bytes.isEmpty { throw BenchError("charts: empty \(name)") }
        }
        return ["\(name)=\(medianOf(wall))", "\(name).cpu=\(medianOf(cpu))"]
    }

    /// `charts STORAGE ITERATIONS ACTIVITY…`: the weekly report's six charts (``ReportCharts``) for
    /// the data's latest week, each rendered at its report size, at 1×, ITERATIONS times per format;
    /// prints the median milliseconds per chart and format, wall and the thread's CPU (`.cpu`).
    static func charts(_ arguments: [String]) throws {
        guard arguments.count >= 2, let iterations = Int(arguments[1]) else {
            throw BenchError("charts: STORAGE ITERATIONS ACTIVITY…")
        }
        let foodLog = try StorageReader().readFolder(at: arguments[0])
        let activity = try ActivityReader().read(paths: Array(arguments.dropFirst(2)))
        let stats = NutritionStatistics(foodLog: foodLog, activity: activity)
        guard let week = stats.latestWeek else { throw BenchError("charts: no data") }
        let figures = ReportFigures(statistics: stats, range: week, choice: .lastCompleteWeek)
        let renderer = ChartRenderer()
        var fields: [String] = []
        for entry in ReportCharts.entries(for: figures) {
            let kind = entry.info.id
            let size = ReportRenderer.chartSize(kind)
            for format in [ImageFormat.png, .svg, .pdf] {
                fields += try timedRenders("\(kind).\(format.rawValue)", iterations) {
                    try renderer.render(entry.chart, size: size, as: format)
                }
            }
        }
        // A weekly top-foods chart (eight rows of food names, 640×360), with Latin names and with
        // Chinese, Japanese and Korean ones: every label set by Pango, the CJK ones from the fallback font.
        for (kind, names) in foodChartNames {
            let chart = Chart(
                title: "Top foods", subtitle: "kcal this week",
                content: .horizontalBars(
                    HorizontalBarChart(
                        rows: names.enumerated().map { HorizontalBarRow(label: $1, value: Double(1800 - 170 * $0)) },
                        reference: 1000, referenceLabel: "1,000 kcal", valueFormat: .plain)))
            for format in [ImageFormat.png, .svg] {
                fields += try timedRenders("\(kind).\(format.rawValue)", iterations) {
                    try renderer.render(chart, size: Size(width: 640, height: 360), as: format)
                }
            }
        }
        print(fields.joined(separator: " "))
    }
}

/// The food names of the top-foods charts of the `charts` phase.
let foodChartNames: [(kind: String, names: [String])] = [
    (
        "foods-latin",
        [
            "Oatmeal with milk", "Chicken salad", "Spaghetti bolognese", "Greek yogurt", "Banana",
            "Whole wheat bread", "Apple", "Coffee with milk",
        ]
    ),
    ("foods-cjk", ["納豆ご飯", "ラーメン", "김치찌개", "味噌汁", "餃子", "天ぷらうどん", "비빔밥", "麻婆豆腐"]),
]

/// User + system CPU seconds this process has used so far (all threads).
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
        usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// The median of `values` (the mean of the middle two for an even count); 0 when empty.
func medianOf(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
