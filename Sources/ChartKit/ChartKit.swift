/// ChartKit: chart descriptions → scales, ticks and layout → a plain scene of shapes and text.
///
/// The flow is one-way and pure:
///
/// ```swift
/// let chart = Chart(title: "Energy", content: .bars(BarChart(x: .days(days), series: [kcal])))
/// let scene = chart.scene(size: Size(width: 640, height: 360), measurer: measurer)
/// ```
///
/// A ``Scene`` holds positioned shapes and text runs in logical pixels; a backend (ChartKitCairo)
/// replays it as PNG, SVG or PDF without making any layout decision of its own.
public enum ChartKit {}
