import NutritionReport
import Testing

@Test func reportModuleLoads() { _ = NutritionReport.self }
