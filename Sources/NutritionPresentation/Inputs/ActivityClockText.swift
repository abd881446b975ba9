import NutritionData

/// How the commands word the clock of an activity file whose times carry no offset (Fitbit's
/// per-minute files, ``ActivityClock``): one line in `inspect`, and a note when UTC minutes were
/// counted on UTC days because no `--time-zone` was given.
package enum ActivityClockText {
    /// `times: UTC, placed on the local days of Europe/Lisbon (--time-zone)`, for `inspect`.
    package static func inspectLine(_ clock: ActivityClock) -> String {
        switch clock {
        case .localWallClock: "times: local wall clock, counted on the date written"
        case .utc(let zone): "times: UTC, placed on the local days of \(TerminalText.safe(zone)) (--time-zone)"
        case .utcWithoutZone: "times: UTC, counted on UTC days (no --time-zone)"
        }
    }

    /// What happens to UTC minutes without `--time-zone`, and what to do about it.
    package static let withoutZone =
        "its minutes are written in UTC and no --time-zone was given, so they count on UTC days "
        + "(the hours between local and UTC midnight land on the neighbouring day); give --time-zone ZONE (such as "
        + "Europe/Lisbon) to place them on local days"

    /// `nutristats: note: steps-2017-11-01.json: its minutes are written in UTC …`: one line per file
    /// whose UTC minutes were counted on UTC days.
    package static func notes(_ activity: ActivityLog) -> [String] {
        activity.files.filter { $0.clock == .utcWithoutZone }.map { "nutristats: note: \($0.file): " + withoutZone }
    }
}
