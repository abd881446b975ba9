import ArgumentParser
import NutritionData
import NutritionPresentation
import NutritionStats
import Pantry

// The options with a fixed set of values, parsed once by ArgumentParser into the library's own
// types. Names are taken in any case; a value not taken is ArgumentParser's usage error, listing
// the values allowed.

extension WeekStart: ExpressibleByArgument {}

extension DateOrder: ExpressibleByArgument {}

extension DevicePriority: ExpressibleByArgument {
    public var defaultValueDescription: String { argument }
    public static var allValueStrings: [String] { ["watch", "phone", "only:TEXT"] }
}

extension RecordTimeZone: ExpressibleByArgument {}

extension WeightUnit: ExpressibleByArgument {}

extension PantryOrder: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension PantryOutputFormat: ExpressibleByArgument {}
