import Foundation
import NutritionData
import Pantry
import Testing

/// The iCalendar file: its exact lines for one item, folding and escaping, and a read-back through an
/// independent RFC 5545 parser (Python's `icalendar`, Debian python3-icalendar, installed by
/// scripts/ensure-system-deps.sh).
@Suite struct PantryCalendarTests {
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }
    static let items = [
        PantryItem(
            id: "k-1", name: "Yoghurt", category: "Dairy", purchased: day("2026-11-18"), expires: day("2026-11-20"),
            favorite: true),
        PantryItem(id: "k-2", name: "Rice", expires: nil),
        PantryItem(
            id: "k;3",
            name: "Soup, tomato; \"big\" – très bon \\ jar with a very long name that needs folding twice over",
            category: "Tins", expires: day("2028-02-29")),
        PantryItem(id: "k-4", name: "Ham", expires: day("2026-11-01")),
    ]

    func calendar(soon: Int = 3) -> String {
        PantryCalendar(PantryOverview(items: Self.items, today: Self.day("2026-11-19"), soonDays: soon)).text
    }

    @Test func oneEventExactly() {
        let text = PantryCalendar(PantryOverview(items: [Self.items[0]], today: Self.day("2026-11-19"), soonDays: 3))
            .text
        #expect(
            text
                == [
                    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//NutriStats//Pantry expiry dates//EN",
                    "CALSCALE:GREGORIAN",
                    "METHOD:PUBLISH", "X-WR-CALNAME:Pantry expiry dates",
                    "BEGIN:VEVENT", "UID:k-1@keepfresh.nutristats", "DTSTAMP:20261119T000000Z",
                    "DTSTART;VALUE=DATE:20261120",
                    "DTEND;VALUE=DATE:20261121", "SUMMARY:Expires: Yoghurt",
                    // 86 octets: folded after 75, the continuation starting with one space (then the text's own space).
                    "DESCRIPTION:Expires on 2026-11-20. Category: Dairy. Bought on 2026-11-18. A", "  favourite.",
                    "CATEGORIES:Dairy", "TRANSP:TRANSPARENT", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-P3D",
                    "DESCRIPTION:Yoghurt expires in 3 days (2026-11-20)", "END:VALARM", "END:VEVENT", "END:VCALENDAR",
                    "",
                ].joined(separator: "\r\n"))
    }

    /// Issue: an item expiring 9999-12-31 wrote `DTEND 100000101`; ids `ab` and `a\0b` shared a UID.
    /// The last day lasts one day by DURATION; control characters and `%` in ids are `%XX`.
    @Test func theLastDayAndIdsWithControlCharacters() {
        let items = [
            PantryItem(id: "ab", name: "Salt", expires: Self.day("9999-12-31")),
            PantryItem(id: "a\u{0}b", name: "Sugar", expires: Self.day("9999-12-30")),
            PantryItem(id: "a%00b", name: "Honey", expires: Self.day("9999-12-30")),
        ]
        let lines = PantryCalendar(PantryOverview(items: items, today: Self.day("2026-11-19"), soonDays: 3)).text
            .components(separatedBy: "\r\n")
        // In the overview's order: soonest first (Honey and Sugar, 30 Dec, by name), then Salt.
        #expect(
            lines.filter { $0.hasPrefix("UID:") } == [
                "UID:a%2500b@keepfresh.nutristats", "UID:a%00b@keepfresh.nutristats",
                "UID:ab@keepfresh.nutristats",
            ])
        #expect(
            lines.filter { $0.hasPrefix("DTEND") || $0.hasPrefix("DURATION") }
                == ["DTEND;VALUE=DATE:99991231", "DTEND;VALUE=DATE:99991231", "DURATION:P1D"])
    }

    @Test func linesAreFoldedAt75OctetsWithCRLF() {
        for line in calendar().components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 75, "\(line)")
            #expect(!line.contains("\n") && !line.contains("\r"))
        }
    }

    @Test func readBackByAnIndependentParser() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pantry-ics-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pantry.ics")
        try Data(calendar(soon: 2).utf8).write(to: file)
        let script = """
            import sys, icalendar
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            for e in cal.walk('VEVENT'):
                alarms = [a for a in e.subcomponents if a.name == 'VALARM']
                t = alarms[0].decoded('TRIGGER')
                print('|'.join([str(e.get('UID')), e.decoded('DTSTART').isoformat(), e.decoded('DTEND').isoformat(),
                                str(e.get('SUMMARY')), str(len(alarms)), str(alarms[0].get('ACTION')), str(int(t.total_seconds()))]))
            """
        let process = Process()
        // Debian's own Python, where the python3-icalendar package is installed (not a python3 of PATH).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0,
            "python3 with icalendar must read the file (scripts/ensure-system-deps.sh installs it)")
        // Sorted by expiry: Ham (expired), Yoghurt, the soup; Rice has no date and no event.
        #expect(
            output.split(separator: "\n") == [
                "k-4@keepfresh.nutristats|2026-11-01|2026-11-02|Expires: Ham|1|DISPLAY|-172800",
                "k-1@keepfresh.nutristats|2026-11-20|2026-11-21|Expires: Yoghurt|1|DISPLAY|-172800",
                "k;3@keepfresh.nutristats|2028-02-29|2028-03-01|Expires: Soup, tomato; \"big\" – très bon \\ jar with a very long "
                    + "name that needs folding twice over|1|DISPLAY|-172800",
            ])
    }

    @Test func theSameItemsGiveTheSameUIDsWhateverTheDay() {
        let later = PantryCalendar(PantryOverview(items: Self.items, today: Self.day("2026-12-01"), soonDays: 3)).text
        func uids(_ text: String) -> [String] { text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        #expect(uids(later) == uids(calendar()))
        #expect(uids(later).count == 3)
    }

    @Test func aWindowOfZeroAlarmsOnTheDay() {
        #expect(calendar(soon: 0).contains("TRIGGER:PT0S"))
    }
}
