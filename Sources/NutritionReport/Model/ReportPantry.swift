import NutritionData
import NutritionPresentation
import Pantry

/// The report's "Pantry" section (only with `report --pantry FILE`): what expires within the next
/// `soonDays` days of the report's pantry day (in red), what already expired, the favourites, and
/// counts per category. Built from a ``/Pantry/PantryOverview``; statuses and counts are the Pantry library's.
public struct ReportPantry: Sendable, Equatable {
    /// The pantry file as given.
    public var file: String
    /// The day statuses are computed for: `Sunday 15 November 2026`.
    public var day: String
    /// `3 days`.
    public var soonWindow: String
    /// `12 items: 2 expired, 1 expires today, 3 soon, 5 fresh, 1 no date`.
    public var summary: String
    /// Items expiring today or within the window, soonest first.
    public var soon: [ReportPantryItem]
    /// Items already expired, longest ago first.
    public var expired: [ReportPantryItem]
    /// Favourite items, soonest expiry first.
    public var favorites: [ReportPantryItem]
    /// Items per category.
    public var categories: [ReportPantryCategory]
    /// `1 item skipped (--lenient)`; nil when none was.
    public var skippedNote: String?

    /// The section of `overview` (sorted by expiry) read from `file`, with `skipped` items left out in lenient mode.
    public init(overview: PantryOverview, file: String, skipped: Int = 0) {
        self.file = file
        day = DateText.long(overview.today)
        soonWindow = Plural.count(overview.soonDays, "day")
        let counts = overview.statusCounts.map { "\(ReportNumber.count($0.count)) \($0.kind.rawValue)" }.joined(
            separator: ", ")
        summary = "\(Plural.count(overview.entries.count, "item")): \(counts)"
        let entries = overview.entries.sorted { PantryOrder.expiry.areInOrder($0.item, $1.item) }
        func item(_ entry: PantryEntry) -> ReportPantryItem {
            ReportPantryItem(
                name: entry.item.name, category: entry.item.category,
                expires: entry.item.expires.map { "\($0.weekday.shortName) \(DateText.medium($0))" } ?? "no date",
                status: entry.status.text, isUrgent: entry.status.kind.isUrgent, isFavorite: entry.item.favorite)
        }
        soon = entries.filter { $0.status.kind == .today || $0.status.kind == .soon }.map(item)
        expired = entries.filter { $0.status.kind == .expired }.map(item)
        favorites = entries.filter(\.item.favorite).map(item)
        categories = overview.categoryCounts.map { category, count, urgent in
            ReportPantryCategory(
                name: category ?? "no category", items: ReportNumber.count(count), urgent: ReportNumber.count(urgent))
        }
        skippedNote = skipped > 0 ? "\(Plural.count(skipped, "item")) of \(file) skipped (--lenient)" : nil
    }
}
