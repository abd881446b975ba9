import NutritionData

/// A pantry seen on one day: the chosen items with their statuses, in order, and counts per status
/// and per category. Pure: the same list, day and choices always give the same overview.
public struct PantryOverview: Sendable, Equatable {
    /// The day statuses are computed for.
    public var today: LocalDate
    /// The "soon" window in days.
    public var soonDays: Int
    /// The chosen items, sorted.
    public var entries: [PantryEntry]
    /// Items per status, in `PantryStatusKind/allCases` order, zeros included.
    public var statusCounts: [(kind: PantryStatusKind, count: Int)] {
        PantryStatusKind.allCases.map { kind in (kind, entries.count { $0.status.kind == kind }) }
    }
    /// Items per category, sorted by name; names that differ only in case are one category, shown in
    /// its spelling that sorts first (`Dairy` for `dairy` and `Dairy`). Items without a category last, as nil.
    /// `urgent` counts the category's items that are expired, expire today or soon
    /// (``PantryStatusKind/isUrgent``). One pass over the entries, so a pantry of many categories costs
    /// no more than one of a few.
    public var categoryCounts: [(category: String?, count: Int, urgent: Int)] {
        var counts: [String: (name: String, count: Int, urgent: Int)] = [:]
        var uncategorised = (count: 0, urgent: 0)
        for entry in entries {
            let urgent = entry.status.kind.isUrgent ? 1 : 0
            guard let category = entry.item.category else {
                uncategorised.count += 1
                uncategorised.urgent += urgent
                continue
            }
            let key = category.lowercased()
            let known = counts[key]
            counts[key] = (
                min(known?.name ?? category, category), (known?.count ?? 0) + 1, (known?.urgent ?? 0) + urgent
            )
        }
        var result: [(category: String?, count: Int, urgent: Int)] = counts.sorted { $0.key < $1.key }.map {
            ($0.value.name, $0.value.count, $0.value.urgent)
        }
        if uncategorised.count > 0 { result.append((nil, uncategorised.count, uncategorised.urgent)) }
        return result
    }

    /// The items of `items` that pass the filters, with their statuses on `today`.
    ///
    /// - Parameters:
    ///   - items: the pantry's items, as read.
    ///   - today: the day statuses are computed for.
    ///   - soonDays: how many days ahead count as expiring soon.
    ///   - categories: keep only these categories (matched ignoring case); empty keeps all.
    ///   - favoritesOnly: keep only favourites.
    ///   - order: the order of the entries.
    public init(
        items: [PantryItem], today: LocalDate, soonDays: Int, categories: [String] = [], favoritesOnly: Bool = false,
        order: PantryOrder = .expiry
    ) {
        self.today = today
        self.soonDays = soonDays
        let wanted = Set(categories.map { $0.lowercased() })
        entries =
            items
            .filter { item in
                (wanted.isEmpty || wanted.contains(item.category?.lowercased() ?? ""))
                    && (!favoritesOnly || item.favorite)
            }
            .sorted(by: order.areInOrder)
            .map { PantryEntry(item: $0, status: PantryStatus(expires: $0.expires, today: today, soonDays: soonDays)) }
    }

    /// The entries of one status.
    public func entries(_ kind: PantryStatusKind) -> [PantryEntry] {
        entries.filter { $0.status.kind == kind }
    }

    public static func == (a: PantryOverview, b: PantryOverview) -> Bool {
        a.today == b.today && a.soonDays == b.soonDays && a.entries == b.entries
    }
}
