// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NutriStats",
    products: [
        .executable(name: "nutristats", targets: ["nutristats"]),
        .library(name: "NutritionData", targets: ["NutritionData"]),
        .library(name: "NutritionStats", targets: ["NutritionStats"]),
        .library(name: "ChartKit", targets: ["ChartKit"]),
        .library(name: "ChartKitCairo", targets: ["ChartKitCairo"]),
        .library(name: "NutritionReport", targets: ["NutritionReport"]),
        .library(name: "NutritionExport", targets: ["NutritionExport"]),
        .library(name: "Pantry", targets: ["Pantry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // The configuration file's TOML (toml++ underneath): a maintained parser, not one of our own.
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
        // `swift package generate-documentation` for the DocC catalogs (`make docs`); not linked into anything.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        // Reading the Nutrition shortcut's storage folder and activity exports into a value-type model.
        .target(name: "NutritionData", dependencies: ["CISAL", "CISALCalls"]),
        // Intel ISA-L (pkg-config `libisal`, Debian package libisal-dev): raw inflate and CRC-32 of the
        // export.xml member of an Apple Health export.zip, streamed, never extracted. Not zlib: igzip
        // inflates and checks a real-looking export about 3× faster (docs/performance.md), and the
        // inflate thread bounds the time of a report from export.zip.
        .systemLibrary(
            name: "CISAL",
            pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"])]
        ),
        // ISA-L's inflate, Adler-32 and CRC-32, each followed by clearing the AVX registers' upper halves
        // (vzeroupper), which ISA-L leaves in use and which slowed the thread's SSE code (zlib) twofold.
        .target(name: "CISALCalls", dependencies: ["CISAL"]),
        // renameat2(2) (atomic exchange of two names), which Swift's Glibc module does not declare.
        .target(name: "CFileSystem"),
        // Writing outputs safely: a path resolved once, folder-relative writes, unpredictable
        // temporary names, atomic replacement of a file or a whole folder, recovery after a kill.
        .target(name: "SafeOutput", dependencies: ["CFileSystem"]),
        // Pure figures over the model: days, weeks, budgets, daily values, energy balance, trends.
        .target(name: "NutritionStats", dependencies: ["NutritionData"]),
        // Figures written as text: the `stats` table, CSV and JSON, their notes, terminal-safe names.
        // Package access only for now (no product): its API is shaped by the commands and the report.
        // Decides no figure (the engine does); ChartKit only for its terminal-control rule (TextControls).
        .target(
            name: "NutritionPresentation", dependencies: ["NutritionData", "NutritionStats", "ChartKit", "Pantry"]),
        // Pantry items seen on a day: expiry statuses, filters, orders, counts, the iCalendar file.
        .target(name: "Pantry", dependencies: ["NutritionData"]),
        // Chart descriptions → scales, ticks, layout → a plain scene. Knows nothing of nutrition or Cairo.
        .target(name: "ChartKit"),
        // The system Cairo library (pkg-config `cairo`, Debian package libcairo2-dev).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Pango through its Cairo binding (pkg-config `pangocairo`, Debian package libpango1.0-dev):
        // shaping, bidirectional text and font fallback for chart and PDF text.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // Replays a ChartKit scene on a Cairo surface: PNG, SVG, PDF; text set with Pango.
        .target(name: "ChartKitCairo", dependencies: ["ChartKit", "CCairo", "CPangoCairo", "CISALCalls"]),
        // The FDA 2016 Nutrition Facts panel of a food as a ChartKit scene (drawn by ChartKitCairo).
        .target(name: "NutritionFactsLabel", dependencies: ["NutritionData", "NutritionStats", "ChartKit"]),
        // The weekly report: view model, templates, charts, atomic output folder.
        .target(
            name: "NutritionReport",
            dependencies: [
                "NutritionData", "NutritionStats", "NutritionPresentation", "ChartKit", "ChartKitCairo", "SafeOutput",
                "Pantry",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            plugins: ["EmbedReportTemplates"]
        ),
        // Compiles the report templates in templates/ into NutritionReport at build time, so the built
        // binary needs no template files at run time (see the README's report section).
        .plugin(
            name: "EmbedReportTemplates",
            capability: .buildTool(),
            dependencies: ["ReportTemplateEmbedder"],
            path: "Sources/EmbedReportTemplates"
        ),
        // The host tool the plugin runs: writes templates/*.mustache as Swift string literals.
        .executableTarget(name: "ReportTemplateEmbedder"),
        // The system SQLite library (pkg-config `sqlite3`, Debian package libsqlite3-dev), for `export --to sqlite`.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // Tables for databases: SQLite and Hive-partitioned CSV, idempotent per participant (docs/export.md).
        .target(
            name: "NutritionExport",
            dependencies: ["NutritionData", "NutritionStats", "NutritionPresentation", "SafeOutput", "CSQLite"]),
        // The configuration file (nutristats.toml): where it is, its keys checked by the flags' rules, and
        // the precedence of command line over file; the flags every command shares as library values
        // (inputs, period, settings, body, --compare) and the usage problems, worded once.
        .target(
            name: "NutriStatsConfiguration",
            dependencies: [
                "NutritionData", "NutritionStats", "NutritionPresentation",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]),
        // What each command does, without argument parsing or a terminal: its flags checked, its inputs
        // read, the libraries asked, its output and notes made (`…Run`, the chart requests), and how each
        // error ends it (exit status, message). Package access only (no product), like NutritionPresentation.
        .target(
            name: "NutriStatsCommandLine",
            dependencies: [
                "NutriStatsConfiguration", "NutritionData", "NutritionStats", "NutritionPresentation",
                "NutritionReport",
                "NutritionExport", "NutritionFactsLabel", "Pantry", "ChartKit", "ChartKitCairo", "SafeOutput",
            ]),
        // The commands: argument parsing, the terminal (stdout, stderr, colour, clock), exit codes. They ask
        // NutriStatsCommandLine; no decision lives here.
        .target(
            name: "NutriStatsCLI",
            dependencies: [
                "NutritionData", "NutritionStats", "NutritionPresentation", "ChartKitCairo", "NutritionReport",
                "NutritionExport", "Pantry", "NutriStatsConfiguration", "NutriStatsCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "nutristats", dependencies: ["NutriStatsCLI"]),

        // Model builders shared by the test targets (not part of any product).
        .target(name: "NutritionTestSupport", dependencies: ["NutritionData"], path: "Tests/NutritionTestSupport"),
        // Golden-image comparison for the chart and report tests (not part of any product).
        .target(name: "ChartKitTestSupport", dependencies: ["ChartKitCairo"], path: "Tests/ChartKitTestSupport"),
        // Time-growth checks (work at n against 4n) for paths that were once quadratic (not part of any product).
        .target(name: "GrowthTestSupport", path: "Tests/GrowthTestSupport"),
        .testTarget(
            name: "NutritionDataTests",
            dependencies: [
                "NutritionData", "NutritionTestSupport", "GrowthTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "NutritionStatsTests",
            dependencies: [
                "NutritionStats", "NutritionTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "NutritionPresentationTests",
            dependencies: ["NutritionPresentation", "NutritionStats", "NutritionTestSupport"]),
        .testTarget(name: "ChartKitTests", dependencies: ["ChartKit", "GrowthTestSupport"]),
        .testTarget(name: "PantryTests", dependencies: ["Pantry", "NutritionData"]),
        .testTarget(name: "SafeOutputTests", dependencies: ["SafeOutput"]),
        .testTarget(name: "NutriStatsConfigurationTests", dependencies: ["NutriStatsConfiguration", "NutritionData"]),
        .testTarget(
            name: "NutriStatsCommandLineTests",
            dependencies: [
                "NutriStatsCommandLine", "NutriStatsConfiguration", "NutritionData", "NutritionStats",
                "NutritionPresentation", "NutritionReport", "NutritionExport", "SafeOutput", "ChartKit",
                "NutritionTestSupport",
            ]),
        .testTarget(
            name: "NutritionExportTests", dependencies: ["NutritionExport", "NutritionTestSupport", "CSQLite"]),
        .testTarget(
            name: "ChartKitCairoTests", dependencies: ["ChartKitCairo", "ChartKitTestSupport"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "NutritionFactsLabelTests",
            dependencies: ["NutritionFactsLabel", "ChartKitCairo", "ChartKitTestSupport"], resources: [.copy("Golden")]),
        .testTarget(
            name: "NutritionReportTests",
            dependencies: [
                "NutritionReport", "NutritionPresentation", "NutritionStats", "NutritionData", "ChartKit",
                "ChartKitCairo",
                "NutritionTestSupport", "Pantry", "ChartKitTestSupport", "GrowthTestSupport",
            ],
            // PDF page goldens and the pantry chart's golden image, found via #filePath (not bundled).
            exclude: ["PDF/Golden", "Charts/Golden"]
        ),
        // BadInputs/ holds the files the end-to-end error tests feed the built binary (found via #filePath).
        .testTarget(
            name: "NutriStatsCLITests",
            dependencies: [
                "NutriStatsCLI", "NutritionPresentation", "nutristats", "NutritionTestSupport",
                "GrowthTestSupport",
            ],
            exclude: ["BadInputs"]),
    ]
)
