import Foundation
import NutritionData
import NutritionReport

/// Runs every benchmark and reports medians of `runs` runs (each run a fresh child process).
struct Runner {
    var cli: String
    var repository: String
    var data: BenchData
    var output: String
    var runs: Int
    var chartIterations: Int
    /// The row groups to run (``groups``); nil runs every one.
    var only: Set<String>?
    /// The row groups, in the order they run; `--only` names some of them.
    static let groups = [
        "history", "baseline", "activity", "export", "export-kinds", "food-log", "stats", "charts", "cli",
    ]
    /// The week every single-week measurement looks at (the last full week of the data).
    let week = (first: "2026-11-09", last: "2026-11-15")

    private var table = ResultTable()
    private let me =
        CommandLine.arguments[0].hasPrefix("/")
        ? CommandLine.arguments[0] : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0]

    init(
        cli: String, repository: String, data: BenchData, output: String, runs: Int, chartIterations: Int,
        only: Set<String>? = nil
    ) {
        self.only = only
        self.cli = cli
        self.repository = repository
        self.data = data
        self.output = output
        self.runs = runs
        self.chartIterations = chartIterations
    }

    mutating func run() throws {
        // Commands read activity without the day index cache unless a row says otherwise (``IndexCache``),
        // and never touch the user's cache.
        setenv("NUTRISTATS_NO_CACHE", "1", 1)
        setenv("NUTRISTATS_CACHE_DIR", data.root + "/index-cache", 1)
        // The export rows need only the generated exports.
        if let only, only.isSubset(of: ["export", "export-kinds", "food-log"]) {
            // The food-log row makes its own file (``foodLogRead()``).
            if !only.isDisjoint(with: ["export", "export-kinds"]) { try data.ensureExports() }
        } else {
            try data.ensure(repository: repository)
        }
        say("NutriStats benchmarks — medians of \(runs) runs, each in a fresh process; peak RSS from wait4.")
        if includes("history") { try historyLoad() }
        // First, as it also brings the activity files into the page cache for what follows.
        if includes("baseline") { try scanBaseline() }
        if includes("activity") { try activityIngest() }
        if includes("export") { try exportIngest() }
        if includes("export-kinds") { try exportKinds() }
        if includes("food-log") { try foodLogRead() }
        if includes("stats") { try weeklyStatistics() }
        if includes("charts") { try charts() }
        if includes("cli") { try endToEnd() }
        var context: [String: Any] = [
            "runs": runs, "chartIterations": chartIterations, "cpu": Self.cpuModel(),
            "cores": ProcessInfo.processInfo.activeProcessorCount,
            "data": data.root, "week": "\(week.first) … \(week.last)",
        ]
        if let only { context["only"] = Self.groups.filter(only.contains) }
        say(table.tables())
        try table.json(context: context).write(to: URL(fileURLWithPath: output))
        say("results written to \(output)")
    }

    /// A line on stdout, unbuffered like the result rows.
    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Whether the row group `group` runs (`--only`).
    private func includes(_ group: String) -> Bool {
        only?.contains(group) ?? true
    }

    // MARK: Sections

    private mutating func historyLoad() throws {
        for years in [1, 10] {
            let runs = try phase(["history", data.storage(years: years)])
            let entries = runs.value("entries")
            let ms = runs.median("ms")
            table.add(
                section: "history", name: "load storage folder, \(years) year(s)",
                [
                    ("entries", entries), ("ms", ms), ("cpu ms", runs.median("cpu_ms")),
                    ("entries/s", entries / ms * 1000),
                    ("process wall ms", runs.wall), ("peak MiB", runs.rss),
                ])
        }
    }

    private mutating func activityIngest() throws {
        let files = data.activityFiles(years: 10)
        for file in files {
            let name = (file as NSString).lastPathComponent
            for parts in [1, 0] {
                let runs = try phase(["ingest", String(parts), "-", "-", file])
                add(ingest: runs, name: "\(name), 10 years, \(parts == 1 ? "1 core" : "all cores")")
            }
        }
        for years in [1, 10] {
            let runs = try phase(["ingest", "0", "-", "-"] + data.activityFiles(years: years))
            add(ingest: runs, name: "all 4 files, \(years) year(s), all cores")
        }
        for years in [1, 10] {
            let runs = try phase(["ingest", "0", week.first, week.last] + data.activityFiles(years: years))
            add(ingest: runs, name: "all 4 files, \(years) year(s), one week window")
        }
    }

    /// Apple Health export.xml (one core, all cores) and export.zip, and `unzip -p` of the same
    /// member for comparison. MB are of the XML in every row, so rows compare.
    private mutating func exportIngest() throws {
        for years in [1, 10] {
            let xml = data.exportXML(years: years)
            let xmlBytes = Double((try? FileManager.default.attributesOfItem(atPath: xml)[.size] as? Int) ?? 0)
            for parts in [1, 0] {
                let runs = try phase(["ingest", String(parts), "-", "-", xml])
                add(
                    ingest: runs, name: "export.xml, \(years) year(s), \(parts == 1 ? "1 core" : "all cores")",
                    section: "export", bytes: xmlBytes)
            }
            let runs = try phase(["ingest", "0", "-", "-", data.exportZip(years: years)])
            add(
                ingest: runs, name: "export.zip, \(years) year(s) (inflate and scan on two threads)", section: "export",
                bytes: xmlBytes)
            var walls: [Double] = []
            var cpus: [Double] = []
            for _ in 0..<runs.count {
                let result = try spawn(
                    "/bin/sh",
                    ["-c", "unzip -p '\(data.exportZip(years: years))' apple_health_export/export.xml > /dev/null"])
                walls.append(result.wallMs)
                cpus.append(result.cpuMs)
            }
            table.add(
                section: "export", name: "unzip -p export.zip export.xml > /dev/null, \(years) year(s)",
                [
                    ("MB", xmlBytes / 1e6), ("ms", medianOf(walls)), ("cpu ms", medianOf(cpus)),
                    ("MB/s", xmlBytes / 1e6 / medianOf(walls) * 1000),
                ])
        }
    }

    /// One export given to --activity, --food-log and --body: one scan for the three against three reads.
    private mutating func exportKinds() throws {
        let zip = data.exportZip(years: 10)
        let zipXMLBytes = Double(
            (try? FileManager.default.attributesOfItem(atPath: data.exportXML(years: 10))[.size] as? Int) ?? 0)
        for mode in ["once", "separate"] {
            let runs = try phase(["export-kinds", mode, zip])
            let name =
                mode == "once"
                ? "export.zip, 10 years, activity + dietary records + body mass in one scan"
                : "export.zip, 10 years, activity, dietary records, body mass read separately"
            add(ingest: runs, name: name, section: "export", bytes: zipXMLBytes)
        }
    }

    /// A 60-column Cronometer servings file of ten years read into entries (issue 29: ≥ 100 MB/s).
    private mutating func foodLogRead() throws {
        try data.ensureCronometer(repository: repository, years: 10)
        let runs = try phase(["food-log", data.cronometer(years: 10)])
        add(ingest: runs, name: "Cronometer servings.csv, 60 columns, 10 years, read into entries", section: "food-log")
    }

    private mutating func add(
        ingest runs: PhaseRuns, name: String, section: String = "activity", bytes knownBytes: Double? = nil
    ) {
        let ms = runs.median("ms")
        let bytes = knownBytes ?? runs.value("bytes")
        let rows = runs.value("rows")
        let cpu = runs.median("cpu_ms")
        table.add(
            section: section, name: name,
            [
                ("MB", bytes / 1e6), ("Mrows", rows / 1e6), ("ms", ms), ("cpu ms", cpu),
                ("MB/s", bytes / 1e6 / ms * 1000),
                ("MB/cpu-s", bytes / 1e6 / cpu * 1000), ("Mrows/s", rows / 1e6 / ms * 1000),
                ("days", runs.value("days")),
                ("peak MiB", runs.rss),
            ])
    }

    private mutating func weeklyStatistics() throws {
        for years in [1, 10] {
            let runs = try phase(["weeks", data.storage(years: years)] + data.activityFiles(years: years))
            table.add(
                section: "stats", name: "every week of \(years) year(s)",
                [
                    ("weeks", runs.value("weeks")), ("index ms", runs.median("init_ms")),
                    ("ms per week", runs.median("week_median_ms")), ("all weeks ms", runs.median("all_weeks_ms")),
                ])
        }
    }

    private mutating func charts() throws {
        let result = try spawn(
            me,
            ["phase", "charts", data.storage(years: 1), String(chartIterations)]
                + data.activityFiles(years: 1), captureOutput: true)
        guard result.status == 0 else { throw BenchError("charts phase failed") }
        let values = PhaseRuns.parse(result.output)
        // The report's six charts of the last week of the 1-year data (the macros chart spans five weeks).
        for kind in ["kcal", "macros", "macro-split", "dv", "energy", "steps"] {
            let size = ReportRenderer.chartSize(kind)
            table.add(
                section: "charts", name: "\(kind), \(Int(size.width))×\(Int(size.height))",
                [
                    ("PNG ms", values["\(kind).png"] ?? .nan), ("SVG ms", values["\(kind).svg"] ?? .nan),
                    ("PDF ms", values["\(kind).pdf"] ?? .nan),
                ], note: "median of \(chartIterations) renders")
        }
        for (kind, _) in foodChartNames {
            table.add(
                section: "charts", name: "\(kind) top foods, 640×360",
                [
                    ("PNG ms", values["\(kind).png"] ?? .nan), ("SVG ms", values["\(kind).svg"] ?? .nan),
                    ("PDF ms", .nan),
                ], note: "median of \(chartIterations) renders")
        }
    }

    private mutating func endToEnd() throws {
        for years in [1, 10] {
            let storage = ["--storage", data.storage(years: years)]
            let activity = data.activityFiles(years: years).flatMap { ["--activity", $0] }
            try command("stats --week, \(years) year(s), storage only", ["stats"] + storage + ["--week", week.first])
            try command(
                "stats --week, \(years) year(s), storage + 4 activity files",
                ["stats"] + storage + activity + ["--week", week.first])
        }
        try command(
            "stats (latest week), 10 years, storage + 4 activity files",
            ["stats", "--storage", data.storage(years: 10)]
                + data.activityFiles(years: 10).flatMap { ["--activity", $0] })
        let out = data.root + "/report-out"
        for years in [1, 10] {
            let inputs =
                ["--storage", data.storage(years: years)]
                + data.activityFiles(years: years).flatMap { ["--activity", $0] }
            try command(
                "report --week (HTML, Markdown, PDF), \(years) year(s), storage + 4 activity files",
                ["report"] + inputs + ["--week", week.first, "--out", out])
            try command(
                "… the same, first run with the day index cache (writes the indexes)",
                ["report"] + inputs + ["--week", week.first, "--out", out], cache: .firstRun)
            try command(
                "… the same, warm day index cache",
                ["report"] + inputs + ["--week", week.first, "--out", out], cache: .warm)
            try command(
                "report --week (HTML, Markdown, PDF), \(years) year(s), storage only",
                ["report", "--storage", data.storage(years: years), "--week", week.first, "--out", out])
        }
        // The weekly report straight from Apple Health's export.zip (target for 10 years: ≤ 3 s, ≤ 100 MB):
        // the default period, the last complete week, is at the end of the member, so all of it is
        // inflated, CRC-checked and scanned.
        for years in [1, 10] {
            try command(
                "report (last complete week), \(years) year(s), storage + export.zip",
                [
                    "report", "--storage", data.storage(years: years), "--activity", data.exportZip(years: years),
                    "--out", out,
                ])
        }
        // The year review (issue 15: ≤ 0.5 s, ≤ 100 MB): the data's last 365 days out of ten years.
        let storage10 = ["--storage", data.storage(years: 10)]
        let activity10 = data.activityFiles(years: 10).flatMap { ["--activity", $0] }
        let year = ["--from", "2025-11-16", "--to", "2026-11-15", "--out", out]
        try command("report year review (HTML, Markdown, PDF), 10 years, storage only", ["report"] + storage10 + year)
        try command(
            "report year review (HTML, Markdown, PDF), 10 years, storage + 4 activity files",
            ["report"] + storage10 + activity10 + year)
        try command(
            "… the same, first run with the day index cache (writes the indexes)",
            ["report"] + storage10 + activity10 + year, cache: .firstRun)
        try command("… the same, warm day index cache", ["report"] + storage10 + activity10 + year, cache: .warm)
        try command(
            "report year review --compare previous, 10 years, storage + 4 activity files",
            ["report"] + storage10 + activity10 + year + ["--compare", "previous"])
    }

    /// How a command row uses the activity day index cache (`NUTRISTATS_CACHE_DIR`, docs/inputs.md).
    enum IndexCache {
        /// Switched off (`NUTRISTATS_NO_CACHE=1`): every row without a cache suffix, so the figures
        /// stay comparable with earlier runs.
        case off
        /// An empty cache before every run: the first run over files, which also writes their indexes.
        case firstRun
        /// Indexes written by an unmeasured run first: every later run.
        case warm
    }

    private mutating func command(_ name: String, _ arguments: [String], cache: IndexCache = .off) throws {
        let cacheFolder = data.root + "/index-cache"
        func emptyCache() { try? FileManager.default.removeItem(atPath: cacheFolder) }
        setenv("NUTRISTATS_CACHE_DIR", cacheFolder, 1)
        if cache == .off { setenv("NUTRISTATS_NO_CACHE", "1", 1) } else { unsetenv("NUTRISTATS_NO_CACHE") }
        defer { setenv("NUTRISTATS_NO_CACHE", "1", 1) }
        emptyCache()
        if cache == .warm { _ = try spawn(cli, arguments, quiet: true) }
        var walls: [Double] = []
        var cpus: [Double] = []
        var peaks: [Double] = []
        for _ in 0..<runs {
            if cache == .firstRun { emptyCache() }
            let result = try spawn(cli, arguments, quiet: true)
            guard result.status == 0 else {
                throw BenchError("nutristats \(arguments.joined(separator: " ")) exited \(result.status)")
            }
            walls.append(result.wallMs)
            cpus.append(result.cpuMs)
            peaks.append(result.peakRSSMiB)
        }
        table.add(
            section: "cli", name: name,
            [("wall ms", medianOf(walls)), ("cpu ms", medianOf(cpus)), ("peak MiB", medianOf(peaks))])
    }

    /// `wc -l` on the four 10-year activity files: the cost of just finding every line.
    private mutating func scanBaseline() throws {
        let files = data.activityFiles(years: 10)
        var walls: [Double] = []
        var cpus: [Double] = []
        for _ in 0..<runs {
            let result = try spawn("/usr/bin/env", ["wc", "-l"] + files)
            walls.append(result.wallMs)
            cpus.append(result.cpuMs)
        }
        var bytes = 0.0
        for file in files {
            bytes += Double((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
        table.add(
            section: "baseline", name: "wc -l, all 4 files, 10 years",
            [
                ("MB", bytes / 1e6), ("wall ms", medianOf(walls)), ("cpu ms", medianOf(cpus)),
                ("MB/s", bytes / 1e6 / medianOf(walls) * 1000),
            ])
    }

    // MARK: Child runs

    /// Runs `nutristats-bench phase …` `runs` times.
    private func phase(_ arguments: [String]) throws -> PhaseRuns {
        var collected = PhaseRuns()
        for _ in 0..<runs {
            let result = try spawn(me, ["phase"] + arguments, captureOutput: true)
            guard result.status == 0 else {
                throw BenchError("phase \(arguments.joined(separator: " ")) exited \(result.status)")
            }
            collected.add(result)
        }
        return collected
    }

    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
                ?? "unknown"
        }
        return "unknown"
    }
}

/// The outputs of several child runs of one phase.
struct PhaseRuns {
    private var values: [[String: Double]] = []
    private var walls: [Double] = []
    private var peaks: [Double] = []

    mutating func add(_ run: ChildRun) {
        values.append(Self.parse(run.output))
        walls.append(run.wallMs)
        peaks.append(run.peakRSSMiB)
    }

    /// The median of figure `key` over the runs.
    func median(_ key: String) -> Double {
        medianOf(values.compactMap { $0[key] })
    }

    /// Figure `key` of the first run (for counts that do not vary).
    func value(_ key: String) -> Double {
        values.first?[key] ?? .nan
    }

    var wall: Double { medianOf(walls) }
    var count: Int { walls.count }
    var rss: Double { medianOf(peaks) }

    /// `key=value key=value …` → a dictionary.
    static func parse(_ text: String) -> [String: Double] {
        var result: [String: Double] = [:]
        for field in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) { result[String(parts[0])] = value }
        }
        return result
    }
}
