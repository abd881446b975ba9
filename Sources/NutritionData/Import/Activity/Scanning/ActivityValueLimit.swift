/// The largest amount one activity row may give (steps, kcal, kJ or beats per minute).
///
/// No device or export writes a billion steps or kilocalories in one sample or one day; a larger
/// number is a corrupt field. The bound also keeps every figure finite: per-minute values are
/// stored as 32-bit floats (largest about 3.4e38), and sums of daily rows stay far below the largest
/// double however many rows a file has.
enum ActivityValueLimit {
    /// 1,000,000,000.
    static let maximum = 1e9

    /// The bound as messages write it.
    static let text = "1000000000"
}
