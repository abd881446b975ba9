/// Where the resting (basal) part of a day's spent energy came from.
public enum RestingEnergySource: String, Sendable, Hashable, CaseIterable {
    /// Resting energy recorded in the activity files.
    case data
    /// The daily resting value the user configured (`--resting-kcal`).
    case configured
    /// A total from the activity files with resting included (Google Fit's `Calories (kcal)`), used
    /// because active and resting energy were not both recorded.
    case includedInTotal = "total"
    /// Unknown: counted as 0 kcal, so spent energy is too low by the resting energy.
    case missing
}
