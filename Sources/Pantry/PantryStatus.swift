import NutritionData

/// Where an item stands on a given day. The one rule for it is ``init(expires:today:soonDays:)``.
public enum PantryStatus: Sendable, Hashable {
    /// The expiry date is `daysAgo` (≥ 1) days before today.
    case expired(daysAgo: Int)
    /// The expiry date is today.
    case expiresToday
    /// The expiry date is `inDays` days after today, 1 ≤ `inDays` ≤ the "soon" window.
    case soon(inDays: Int)
    /// The expiry date is further away than the "soon" window.
    case fresh(inDays: Int)
    /// The item has no expiry date.
    case noDate

    /// The status of an item expiring on `expires` (nil: no date), seen on `today`, where "soon"
    /// means within `soonDays` days after today (3: an item expiring in 1, 2 or 3 days is soon; in 4, fresh).
    public init(expires: LocalDate?, today: LocalDate, soonDays: Int) {
        guard let expires else {
            self = .noDate
            return
        }
        let days = today.distance(to: expires)
        switch days {
        case ..<0: self = .expired(daysAgo: -days)
        case 0: self = .expiresToday
        case 1... where days <= soonDays: self = .soon(inDays: days)
        default: self = .fresh(inDays: days)
        }
    }

    /// The status without its day count, for counting and colouring.
    public var kind: PantryStatusKind {
        switch self {
        case .expired: .expired
        case .expiresToday: .today
        case .soon: .soon
        case .fresh: .fresh
        case .noDate: .noDate
        }
    }

    /// How the status reads in a table: `expired 2 days ago`, `expires today`, `soon: in 1 day`,
    /// `fresh: in 12 days`, `no date`.
    public var text: String {
        switch self {
        case .expired(let days): "expired \(Self.days(days)) ago"
        case .expiresToday: "expires today"
        case .soon(let days): "soon: in \(Self.days(days))"
        case .fresh(let days): "fresh: in \(Self.days(days))"
        case .noDate: "no date"
        }
    }

    /// Days from today to the expiry date (negative when expired); nil without a date.
    public var daysLeft: Int? {
        switch self {
        case .expired(let days): -days
        case .expiresToday: 0
        case .soon(let days), .fresh(let days): days
        case .noDate: nil
        }
    }

    /// "1 day", "3 days" (Pantry cannot see NutritionPresentation's `Plural`; its calendar uses this too).
    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}

/// The five statuses, in the order summaries list them.
public enum PantryStatusKind: String, Sendable, Hashable, CaseIterable {
    case expired
    case today = "expires today"
    case soon
    case fresh
    case noDate = "no date"

    /// Whether tables and charts show it as urgent (red): expired, expiring today, or soon.
    public var isUrgent: Bool { self == .expired || self == .today || self == .soon }

    /// The name in CSV and JSON output: `expired`, `today`, `soon`, `fresh`, `no-date`.
    public var code: String {
        switch self {
        case .expired: "expired"
        case .today: "today"
        case .soon: "soon"
        case .fresh: "fresh"
        case .noDate: "no-date"
        }
    }
}
