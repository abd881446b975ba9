// swift-tools-version: 6.1
// libFuzzer harnesses for NutriStats' parsers (see docs/errors-and-limits.md, "Fuzzing"). Build and run them
// with `make fuzz` from the repository root; they are not part of `swift build` of the main package.
import PackageDescription

let nutritionData = Target.Dependency.target(name: "NutritionData")
let nutritionStats = Target.Dependency.target(name: "NutritionStats")

/// One libFuzzer harness: an executable whose only entry point is `LLVMFuzzerTestOneInput`.
func harness(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies, path: "Sources/\(name)")
}

let package = Package(
    name: "NutriStatsFuzz",
    targets: [
        // The libraries under test, compiled from the main package's own sources (Library/ holds
        // symbolic links to ../Sources/NutritionData and ../Sources/NutritionStats). Not a
        // `.package(path: "..")` dependency: that would also build the main package's plugin tools
        // with the fuzzer's flags (libFuzzer brings its own `main`), and SwiftPM would name both
        // packages after their folders, which clash in a checkout called "fuzz".
        .target(name: "NutritionData", dependencies: ["CISAL", "CISALCalls"], path: "Library/NutritionData"),
        // The system ISA-L, as in the main package (Library/CISAL links to ../Sources/CISAL), and the
        // main package's calls of it (Library/CISALCalls links to ../Sources/CISALCalls).
        .systemLibrary(name: "CISAL", path: "Library/CISAL", pkgConfig: "libisal"),
        .target(name: "CISALCalls", dependencies: ["CISAL"], path: "Library/CISALCalls"),
        .target(name: "NutritionStats", dependencies: [nutritionData], path: "Library/NutritionStats"),
        // Shared helpers: an in-memory file for readers that take a path, invariant checks.
        .target(name: "FuzzSupport", dependencies: [nutritionData]),
        harness("fuzz-timestamp", [nutritionData]),
        harness("fuzz-activity-apple-health", [nutritionData]),
        harness("fuzz-activity-auto-export", [nutritionData]),
        harness("fuzz-activity-google-fit", [nutritionData]),
        harness("fuzz-activity-plain", [nutritionData]),
        harness("fuzz-activity-google-fit-day", [nutritionData]),
        harness("fuzz-activity-qs-access", [nutritionData]),
        harness("fuzz-activity-apple-summary", [nutritionData]),
        harness("fuzz-activity-header", [nutritionData]),
        harness("fuzz-activity-myfitnesspal-exercise", [nutritionData]),
        harness("fuzz-activity-withings", [nutritionData]),
        harness("fuzz-health-export", [nutritionData]),
        harness("fuzz-dv-targets", [nutritionData, nutritionStats]),
        harness("fuzz-chart-csv", [nutritionData]),
        harness("fuzz-history", [nutritionData]),
        harness("fuzz-food-object", [nutritionData]),
        harness("fuzz-cache", [nutritionData]),
        harness("fuzz-backlog", [nutritionData]),
        harness("fuzz-storage", [nutritionData]),
        harness("fuzz-food-log", [nutritionData]),
        harness("fuzz-food-log-auto-export", [nutritionData]),
        harness("fuzz-health-dietary", [nutritionData]),
        harness("fuzz-food-lookup", [nutritionData, nutritionStats]),
        harness("fuzz-pantry-csv", [nutritionData]),
        harness("fuzz-pantry-json", [nutritionData]),
        harness("fuzz-day-index", [nutritionData]),
        harness("fuzz-fitbit-minutes", [nutritionData]),
        harness("fuzz-fitbit-food-log", [nutritionData]),
        harness("fuzz-body-csv", [nutritionData]),
        harness("fuzz-body-cronometer", [nutritionData]),
        harness("fuzz-body-fitbit", [nutritionData]),
        harness("fuzz-body-export", [nutritionData]),
    ]
)
