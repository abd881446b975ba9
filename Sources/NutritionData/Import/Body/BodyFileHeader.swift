/// Tells a body-measurement CSV by its header alone, for the other readers' errors: a file given to
/// `--activity` or `--food-log` that `--body` reads is named and sent there.
enum BodyFileHeader {
    /// The body format whose header `fields` is (Cronometer's biometrics, or a table
    /// ``BodyTableLayout`` takes), nil for any other header.
    static func dialect(of fields: [String], file: String) -> BodyDialect? {
        let trimmed = fields.map { $0.trimmingSpaces() }
        if CronometerBiometricsParser.Layout(trimmed) != nil { return .cronometerBiometrics }
        return (try? BodyTableLayout.detect(trimmed, file: file))??.dialect
    }
}
