import ArgumentParser
import NutritionData

/// `--nutrient NAME` of `nutristats stats` (``NutritionData/Nutrient/init(name:)``).
extension Nutrient: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { names }
}
