import ChartKit
import Testing

@Test func chartKitLoads() { _ = ChartKit.self }
