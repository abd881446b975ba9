/// `--compare previous` or `--compare START..END`, of `stats` and `report`: the option holds the text,
/// which ``NutritionStats/ComparisonPeriod/init(flag:)`` reads (in `validate()`, so a bad value gets
/// the library's usage sentence rather than the argument parser's generic one).
enum CompareOption {
    static var helpText: String { "previous (the period just before, as long) or START..END." }
}
