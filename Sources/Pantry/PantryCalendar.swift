import NutritionData

/// An iCalendar file (RFC 5545) of expiry dates: one all-day event per item with an expiry date, on
/// that day, with a display alarm `soonDays` days before it (at midnight starting that day, in the
/// calendar's own zone). Each event's UID is built from the item id alone, so importing a newer file
/// updates the events instead of adding copies; DTSTAMP is the `today` the file was made for, so the
/// same pantry and day always give the same bytes.
///
/// Text values are escaped (`\\`, `\;`, `\,`, `\n`) and lines folded at 75 octets with CRLF line
/// ends, never inside a UTF-8 sequence.
public struct PantryCalendar: Sendable {
    public var overview: PantryOverview

    public init(_ overview: PantryOverview) {
        self.overview = overview
    }

    /// The domain part of every UID: `<item id>@keepfresh.nutristats`.
    public static let uidDomain = "keepfresh.nutristats"

    /// The items that get an event: those with an expiry date, in the overview's order.
    public var eventItems: [PantryItem] {
        overview.entries.compactMap { $0.item.expires == nil ? nil : $0.item }
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//NutriStats//Pantry expiry dates//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:Pantry expiry dates",
        ]
        let stamp = Self.basic(overview.today) + "T000000Z"
        let days = overview.soonDays
        for item in eventItems {
            guard let expires = item.expires else { continue }
            var description = "Expires on \(expires.iso)."
            if let category = item.category { description += " Category: \(category)." }
            if let purchased = item.purchased { description += " Bought on \(purchased.iso)." }
            if item.favorite { description += " A favourite." }
            lines += [
                "BEGIN:VEVENT",
                "UID:" + Self.uid(item.id),
                "DTSTAMP:" + stamp,
                "DTSTART;VALUE=DATE:" + Self.basic(expires),
                // The day after 9999-12-31 has no four-digit year: that one event lasts a day by DURATION.
                expires < LocalDate.latest ? "DTEND;VALUE=DATE:" + Self.basic(expires.adding(days: 1)) : "DURATION:P1D",
                "SUMMARY:" + Self.escape("Expires: " + item.name),
                "DESCRIPTION:" + Self.escape(description),
            ]
            if let category = item.category { lines.append("CATEGORIES:" + Self.escape(category)) }
            lines += [
                "TRANSP:TRANSPARENT",
                "BEGIN:VALARM",
                "ACTION:DISPLAY",
                "TRIGGER:" + (days == 0 ? "PT0S" : "-P\(days)D"),
                "DESCRIPTION:"
                    + Self.escape(
                        days == 0
                            ? "\(item.name) expires today"
                            : "\(item.name) expires in \(PantryStatus.days(days)) (\(expires.iso))"),
                "END:VALARM",
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined()
    }

    /// `<item id>@keepfresh.nutristats`, different for different ids: control characters (which a TEXT
    /// value cannot hold) and `%` are written as `%XX`, so `ab` and `a\0b` do not share a UID.
    static func uid(_ id: String) -> String {
        var encoded = ""
        for scalar in id.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "%" {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                encoded += "%" + (hex.count < 2 ? "0" : "") + hex
            } else {
                encoded.unicodeScalars.append(scalar)
            }
        }
        return escape(encoded) + "@" + uidDomain
    }

    /// `20261120`.
    static func basic(_ date: LocalDate) -> String {
        String(date.iso.filter { $0 != "-" })
    }

    /// A TEXT value escaped per RFC 5545 §3.3.11; control characters other than line breaks are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": continue
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A content line folded at 75 octets (continuations start with a space), ending in CRLF.
    static func fold(_ line: String) -> String {
        var out = ""
        var width = 0
        for character in line {
            let size = character.utf8.count
            if width + size > 75 {
                out += "\r\n "
                width = 1
            }
            out.append(character)
            width += size
        }
        return out + "\r\n"
    }
}
