/// The unit rule: a file that does not write the unit of its weights (MyFitnessPal's measurement
/// summary, Fitbit's weight log: the account's unit) is read only in the unit the user gives with
/// `--weight-unit`; without one, reading stops with this error — NutriStats never guesses (a
/// 165.4 read as kg instead of lb is off by 90 kg).
enum MissingWeightUnit {
    /// The error for `file` (at `line` and `field` when known), whose format `format` names.
    static func error(file: String, line: Int?, field: String?, format: String) -> InputError {
        InputError(
            file: file, line: line, field: field,
            problem: .stated(
                "the file does not say the unit of its weights (\(format) "
                    + "writes them in the account's unit); give --weight-unit kg or --weight-unit lb"))
    }
}
