/// Which way a slashed date such as `1/2/2026` is read: month first (`mdy`, 2 January) or day first
/// (`dmy`, 1 February). Spreadsheets re-save ISO dates this way, in the order of the computer's locale.
public enum DateOrder: String, Sendable, Hashable, CaseIterable {
    case mdy
    case dmy
}

extension DateOrder {
    /// `mdy` or `dmy` in any case, as `--date-order` and the configuration file take it.
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
