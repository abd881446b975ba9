/// The one rule for which body values are possible: a weight or a lean mass above 0 and at most
/// 700 kg (heavier than anyone ever weighed), a body fat percentage from 0 to 100. A value outside is
/// an error of its row (skipped and counted by a lenient read), never clamped.
enum BodyValueLimits {
    /// The heaviest weight or lean mass accepted, in kilograms.
    static let maximumKilograms = 700.0

    /// Whether `value`, in the metric's canonical unit (kg or percent), is possible.
    static func accepts(_ value: Double, for metric: BodyMetric) -> Bool {
        guard value.isFinite else { return false }
        switch metric {
        case .weight, .leanMass: return value > 0 && value <= maximumKilograms
        case .bodyFat: return value >= 0 && value <= 100
        }
    }

    /// What a message says was expected (after "expected") of a value of `metric` written in `unit` (`kg`, `lb`, `g`, `st`
    /// for masses; ignored for body fat). A `fraction` body fat is Apple Health's 0–1.
    static func expectation(_ metric: BodyMetric, unit: String = "kg", fraction: Bool = false) -> String {
        switch metric {
        case .weight, .leanMass:
            let name = metric == .weight ? "a weight" : "a lean body mass"
            let factor = HealthBodyUnit.kilograms(per: unit) ?? 1
            let limit = maximumKilograms / factor
            let shown = factor == 1 ? "700 kg" : "\(Self.rounded(limit)) \(unit) (700 kg)"
            return "\(name) above 0 and at most \(shown)"
        case .bodyFat:
            return fraction
                ? "a body fat fraction from 0 to 1 (Apple Health writes 25.1 % as 0.251)"
                : "a body fat percentage from 0 to 100"
        }
    }

    /// `limit` with at most one decimal, digits grouped (`1,543.2`).
    private static func rounded(_ limit: Double) -> String {
        let tenths = Int((limit * 10).rounded(.down))
        let whole = EntryFields.grouped(Double(tenths / 10))
        return tenths % 10 == 0 ? whole : whole + ".\(tenths % 10)"
    }
}
