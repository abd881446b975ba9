import Foundation
import NutritionData
import Pantry

/// The output of `nutristats pantry` in its three formats, from a ``PantryOverview``. Wording only:
/// statuses, orders and counts come from the Pantry library.
package struct PantryFormatter {
    package var overview: PantryOverview
    /// The file read, for the JSON document.
    package var file: String
    /// Items skipped with `--lenient`.
    package var skipped: Int

    package init(overview: PantryOverview, file: String, skipped: Int) {
        self.overview = overview
        self.file = file
        self.skipped = skipped
    }

    /// The table, then the summary lines; the lines of expired, today's and soon items go through
    /// `urgent` (the command colours them red on a terminal).
    package func table(urgent: (String) -> String = { $0 }) -> String {
        var table = TextTable([
            ("Status", .left), ("Expires", .left), ("Item", .left), ("Category", .left),
            ("Bought", .left), ("Fav", .left),
        ])
        for entry in overview.entries {
            let item = entry.item
            table.add([
                entry.status.text, item.expires?.iso ?? TextNumbers.unknown, TerminalText.name(item.name),
                item.category.map(TerminalText.name) ?? TextNumbers.unknown, item.purchased?.iso ?? TextNumbers.unknown,
                item.favorite ? "★" : "",
            ])
        }
        var lines = table.lines()
        for (index, entry) in overview.entries.enumerated() where entry.status.kind.isUrgent {
            lines[index + 1] = urgent(lines[index + 1])
        }
        if overview.entries.isEmpty { lines.append("(no items)") }
        return (lines + ["", summary]).joined(separator: "\n") + "\n"
    }

    /// What `pantry --calendar` tells after writing `file`: `wrote expiry.ics (12 events, alarms 3 days
    /// before)`.
    package static func calendarNote(file: String, _ calendar: PantryCalendar) -> String {
        let soon = calendar.overview.soonDays
        return
            "wrote \(file) (\(TextNumbers.count(calendar.eventItems.count, "event")), alarms \(soon) \(Plural.word(soon, "day")) before)"
    }

    /// `6 items on 2026-11-20 (soon: within 3 days): 1 expired, 1 expires today, 1 soon, 2 fresh, 1 no date`
    /// and a line of counts per category.
    package var summary: String {
        let statuses = overview.statusCounts.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ")
        var text =
            "\(TextNumbers.count(overview.entries.count, "item")) on \(overview.today.iso) "
            + "(soon: within \(TextNumbers.count(overview.soonDays, "day"))): \(statuses)"
        let categories = overview.categoryCounts.map {
            "\($0.category.map(TerminalText.name) ?? "no category") \($0.count)"
        }
        if !categories.isEmpty { text += "\nBy category: " + categories.joined(separator: ", ") }
        if skipped > 0 {
            text +=
                "\n\(TextNumbers.count(skipped, "item")) of \(TerminalText.safe(file)) skipped (--lenient); stderr says why"
        }
        return text
    }

    /// The columns of ``csv``: the pantry's own (so the output reads back as a pantry file), then status and days left.
    package static let csvColumns = [
        "itemId", "itemName", "category", "purchaseDate", "expiryDate", "favorited", "status", "daysLeft",
    ]

    /// One row per item, RFC 4180.
    package var csv: String {
        var lines = [Self.csvColumns.joined(separator: ",")]
        for entry in overview.entries {
            let item = entry.item
            let cells = [
                item.id, item.name, item.category ?? "", item.purchased?.iso ?? "", item.expires?.iso ?? "",
                item.favorite ? "true" : "false", entry.status.kind.code, entry.status.daysLeft.map(String.init) ?? "",
            ]
            lines.append(cells.map(CSVField.quoted).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON document (schema in docs/pantry.md).
    package func json() throws -> String {
        struct Item: Encodable {
            var id, name: String
            var category, purchased, expires: String?
            var favorite: Bool
            var status: String
            var daysLeft: Int?
        }
        struct Category: Encodable {
            var category: String?
            var count: Int
        }
        struct Document: Encodable {
            var file, today: String
            var soonDays: Int
            var items: [Item]
            var statusCounts: [String: Int]
            var categories: [Category]
            var skipped: Int
        }
        let document = Document(
            file: file, today: overview.today.iso, soonDays: overview.soonDays,
            items: overview.entries.map { entry in
                Item(
                    id: entry.item.id, name: entry.item.name, category: entry.item.category,
                    purchased: entry.item.purchased?.iso,
                    expires: entry.item.expires?.iso, favorite: entry.item.favorite, status: entry.status.kind.code,
                    daysLeft: entry.status.daysLeft)
            },
            statusCounts: Dictionary(uniqueKeysWithValues: overview.statusCounts.map { ($0.kind.code, $0.count) }),
            categories: overview.categoryCounts.map { Category(category: $0.category, count: $0.count) },
            skipped: skipped)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
