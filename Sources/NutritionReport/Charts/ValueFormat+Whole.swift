import ChartKit

extension ValueFormat {
    /// Whole numbers with thousands separators, rounded half away from zero like ``FigureRounding``.
    static let whole = ValueFormat(decimals: 0)
}
