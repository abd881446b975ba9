import NutritionData

/// A day's energy balance: intake against energy spent.
///
/// `spent = active + resting` and `net = intake − spent`. Which numbers make up `spent` depends on
/// what the activity files recorded:
/// 1. active and resting energy both recorded → their sum;
/// 2. otherwise a recorded total with resting included (Google Fit) → that total;
/// 3. otherwise recorded active energy (0 when none) plus recorded resting energy, else the
///    configured daily resting value, else 0 (``RestingEnergySource/missing``, reported as such).
///
/// A day with no recorded energy at all and no configured resting value has no balance.
public struct EnergyBalance: Sendable, Equatable {
    /// Logged kcal.
    public var intake: Double
    /// Active energy recorded; nil when none (counted as 0).
    public var active: Double?
    /// Resting energy used (0 when ``restingSource`` is `missing` or `includedInTotal`).
    public var resting: Double
    /// Where ``resting`` came from.
    public var restingSource: RestingEnergySource
    /// Total energy spent in kcal.
    public var spent: Double

    /// A balance with these members, as given (``init(intake:activity:configuredResting:)`` works them out).
    public init(intake: Double, active: Double?, resting: Double, restingSource: RestingEnergySource, spent: Double) {
        self.intake = intake
        self.active = active
        self.resting = resting
        self.restingSource = restingSource
        self.spent = spent
    }

    /// The balance of a day with `intake` and `activity`; nil when nothing is known of the energy spent.
    public init?(intake: Double, activity: DayActivity?, configuredResting: Double?) {
        let active = activity?.activeKcal
        let recordedResting = activity?.restingKcal
        if let active, let recordedResting {
            self.init(
                intake: intake, active: active, resting: recordedResting, restingSource: .data,
                spent: active + recordedResting)
        } else if let total = activity?.totalKcal {
            self.init(intake: intake, active: active, resting: 0, restingSource: .includedInTotal, spent: total)
        } else if let resting = recordedResting ?? configuredResting {
            self.init(
                intake: intake, active: active, resting: resting,
                restingSource: recordedResting != nil ? .data : .configured, spent: (active ?? 0) + resting)
        } else if let active {
            self.init(intake: intake, active: active, resting: 0, restingSource: .missing, spent: active)
        } else {
            return nil
        }
    }

    /// The recorded total (resting included, rule 2) below which a day's total cannot hold a whole
    /// day's resting energy: the configured resting value when there is one (`--resting-kcal`), else
    /// 1,000 kcal — about the resting energy of a 50 kg, 155 cm woman of 62 by Mifflin–St Jeor, below
    /// that of most adults — so a lower total most likely means the tracker missed part of the day
    /// (smaller or older people can be below it: `--resting-kcal` sets the floor). Such days are
    /// flagged (``PeriodCaveat/totalEnergyBelowResting(dates:floor:)``), not changed.
    public static func implausibleTotalFloor(configuredResting: Double?) -> Double {
        configuredResting ?? 1_000
    }

    /// `intake − spent`.
    public var net: Double { intake - spent }

    /// Deficit, surplus or balanced.
    public var direction: BalanceDirection { BalanceDirection(net: net) }
}
