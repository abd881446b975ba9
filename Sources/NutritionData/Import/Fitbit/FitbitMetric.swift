/// What a Fitbit per-minute file (Google Takeout, `Fitbit/Global Export Data`) holds, told by its
/// name: `steps-YYYY-MM-DD.json` or `calories-YYYY-MM-DD.json`. The content alone does not say:
/// both are lists of `{"dateTime": "11/02/17 00:21:00", "value": "0"}`.
enum FitbitMetric: Sendable, Equatable, CaseIterable {
    /// Steps taken in the minute.
    case steps
    /// Energy spent in the minute, in kcal: **total** energy, the resting (basal) energy included,
    /// as Fitbit's own "calories burned" is. Counted as total energy, never as active energy (the
    /// rule of Google Fit's `Calories (kcal)`).
    case calories

    /// The start of the file name Fitbit gives such files.
    var fileNamePrefix: String {
        switch self {
        case .steps: "steps-"
        case .calories: "calories-"
        }
    }

    /// The dialect `inspect` names.
    var dialect: ActivityDialect {
        switch self {
        case .steps: .fitbitSteps
        case .calories: .fitbitCalories
        }
    }

    /// The clock the file's `dateTime`s are written on (see ``MinuteClock`` and docs/inputs.md):
    /// steps in UTC, calories on the local wall clock, as the exports examined show.
    var clock: FitbitClock {
        switch self {
        case .steps: .utc
        case .calories: .localWallClock
        }
    }

    /// The metric of a file named `path` (its last component, any case), or nil when the name is
    /// neither `steps-…` nor `calories-…`.
    static func named(_ path: String) -> FitbitMetric? {
        let name = FileNameDate.name(of: path).lowercased()
        return allCases.first { name.hasPrefix($0.fileNamePrefix) }
    }
}

/// The clock a Fitbit file's times are written on.
enum FitbitClock: Sendable, Equatable {
    /// UTC: each minute is placed on the local day of `--time-zone`, or on its UTC day without one.
    case utc
    /// The wall clock where the tracker was worn: the written date is the day.
    case localWallClock
}
