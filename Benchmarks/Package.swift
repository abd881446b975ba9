// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for NutriStats, kept out of the main package so `make test` never builds them.
// Build and run with `make bench` (release, scratch path .build-bench).
let package = Package(
    name: "NutriStatsBenchmarks",
    dependencies: [
        .package(name: "NutriStats", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "nutristats-bench",
            dependencies: [
                .product(name: "NutritionData", package: "NutriStats"),
                .product(name: "NutritionStats", package: "NutriStats"),
                .product(name: "ChartKit", package: "NutriStats"),
                .product(name: "ChartKitCairo", package: "NutriStats"),
                .product(name: "NutritionReport", package: "NutriStats"),
            ],
            path: "Sources/NutriStatsBench"
        ),
        // Runs one measured child so that its peak memory is its own (see main.c).
        .executableTarget(name: "bench-spawn", path: "Sources/BenchSpawn"),
        // Library against hand-written code (issue 27, docs/performance.md): each links the hand-written
        // file itself (a symbolic link to its source, which is internal to its module) and the library.
        // RunLengthDeflater against libdeflate level 1 on chart PNGs' filtered rows.
        .executableTarget(
            name: "deflate-compare", dependencies: ["CLibDeflate", "ComparisonTiming"],
            path: "Sources/DeflateComparison"),
        // The export.xml scanner against libxml2's xmlTextReader on the 1-year generated export (the
        // generator's files linked from NutriStatsBench/Generation, so the same bytes as `make bench`).
        .executableTarget(
            name: "xml-reader-compare",
            dependencies: ["CLibXML2", "ComparisonTiming", .product(name: "NutritionData", package: "NutriStats")],
            path: "Sources/XMLReaderComparison"
        ),
        // The thread's CPU clock and the median, for both comparisons.
        .target(name: "ComparisonTiming", path: "Sources/ComparisonTiming"),
        // libdeflate (Debian libdeflate-dev) and libxml2 (libxml2-dev), for the comparisons only.
        .systemLibrary(
            name: "CLibDeflate", path: "Sources/CLibDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    ]
)
