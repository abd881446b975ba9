/// The mass units body files write, as kilograms per unit: `kg`, `lb` / `lbs` (the international pound,
/// ``WeightUnit/pounds``), `g`, `st` (the stone, 14 lb = 6.35029318 kg). Apple Health writes `kg`,
/// `lb`, `g` or `st` following the user's settings; Cronometer writes `lbs`.
enum HealthBodyUnit {
    /// Kilograms in one `unit` (any case, spaces around ignored), nil for a unit that is not a mass.
    static func kilograms(per unit: String) -> Double? {
        switch unit.trimmingSpaces().lowercased() {
        case "kg", "kgs": return 1
        case "lb", "lbs": return WeightUnit.pounds.kilogramsPerUnit
        case "g": return 0.001
        case "st": return 14 * WeightUnit.pounds.kilogramsPerUnit
        default: return nil
        }
    }

    /// How messages list the units accepted.
    static let names = "kg, lb, g or st"
}
