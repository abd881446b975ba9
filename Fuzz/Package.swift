// swift-tools-version: 6.1
// libFuzzer harnesses for NutriStats' parsers (see the README, section "errors"). Build and run them
// with `make fuzz` from the repository root; they are not part of `swift build` of the main package.
import PackageDescription

let nutritionData = Target.Dependency.product(name: "NutritionData", package: "NutriStats")
let nutritionStats = Target.Dependency.product(name: "NutritionStats", package: "NutriStats")

/// One libFuzzer harness: an executable whose only entry point is `LLVMFuzzerTestOneInput`.
func harness(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies, path: "Sources/\(name)")
}

let package = Package(
    name: "NutriStatsFuzz",
    dependencies: [
        .package(name: "NutriStats", path: ".."),
    ],
    targets: [
        // Shared helpers: an in-memory file for readers that take a path, invariant checks.
        .target(name: "FuzzSupport", dependencies: [nutritionData]),
        harness("fuzz-timestamp", [nutritionData]),
        harness("fuzz-activity-apple-health", [nutritionData]),
        harness("fuzz-activity-auto-export", [nutritionData]),
        harness("fuzz-activity-google-fit", [nutritionData]),
        harness("fuzz-activity-plain", [nutritionData]),
        harness("fuzz-activity-header", [nutritionData]),
        harness("fuzz-dv-targets", [nutritionData, nutritionStats]),
        harness("fuzz-chart-csv", [nutritionData]),
    ]
)
