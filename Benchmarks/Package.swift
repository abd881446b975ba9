// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for NutriStats, kept out of the main package so `make test` never builds them.
// Build and run with `make bench` (release, scratch path .build-bench).
let package = Package(
    name: "NutriStatsBenchmarks",
    dependencies: [
        .package(name: "NutriStats", path: ".."),
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
    ]
)
