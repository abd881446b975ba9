/// What ``ValueSanitizing`` did to a chart's data values while a layout ran: the values it left out and
/// the values it drew at the magnitude limit instead of their own. A scene carries both
/// (``Scene/skippedValues``, ``Scene/clampedValues``), so callers can say so rather than lose data silently.
struct ValueCounts: Sendable, Hashable {
    /// Values not drawn: NaN, ±infinity, a negative pie slice.
    var skipped = 0
    /// Finite values beyond ±``NiceTicks/magnitudeLimit``, drawn at the limit.
    var clamped = 0
}
