/// How the times of an activity file without UTC offsets were placed on days (Fitbit's per-minute
/// files), for `inspect` and the note the commands write.
public enum ActivityClock: Sendable, Equatable {
    /// The times are the local wall clock: each counts on the date written.
    case localWallClock
    /// The times are UTC and were re-read in this zone (`--time-zone`, an IANA name): each counts
    /// on its local day there.
    case utc(placedIn: String)
    /// The times are UTC and no `--time-zone` was given: each counts on its UTC day, which is not
    /// the local day for the hours between local and UTC midnight.
    case utcWithoutZone
}
