import ArgumentParser
import NutritionStats

/// `--nutrients all|dv|LIST` of `nutristats stats` (``NutritionStats/NutrientSelection/init(argument:)``).
extension NutrientSelection: ExpressibleByArgument {}
