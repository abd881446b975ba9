import PropertyBased
import Testing

@testable import NutritionData

/// One generated step sample on 2024-05-01 (UTC offset +0200), never crossing midnight.
struct GeneratedSample: Sendable, CustomStringConvertible {
    /// 0 = "Watch", 1 = "iPhone", 2 = "Pedometer".
    var source: Int
    var startSecond: Int
    var duration: Int
    var steps: Int

    static let names = ["Watch", "iPhone", "Pedometer"]

    var description: String { "\(GeneratedSample.names[source]) @\(startSecond)+\(duration)s: \(steps)" }

    var row: String {
        healthRow(
            GeneratedSample.names[source], "StepCount", "count", GeneratedSample.time(startSecond),
            GeneratedSample.time(startSecond + duration), "\(steps)")
    }

    static func time(_ second: Int) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "2024-05-01 \(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60)) +0200"
    }
}

let sampleGenerator = zip(Gen.int(in: 0...2), Gen.int(in: 0...(86_000)), Gen.int(in: 0...400), Gen.int(in: 0...500))
    .map { GeneratedSample(source: $0, startSecond: $1, duration: $2, steps: $3) }
    .array(of: 1...40)

/// A direct model of the merge rule: per minute, the best-ranked source present wins and its shares
/// (steps × seconds in the minute / duration) add up.
func modelMerge(_ samples: [GeneratedSample], order: [Int]) -> Double {
    var perMinute: [Int: [Int: Double]] = [:]
    for sample in samples {
        if sample.duration == 0 {
            perMinute[sample.startSecond / 60, default: [:]][sample.source, default: 0] += Double(sample.steps)
            continue
        }
        var second = sample.startSecond
        let end = sample.startSecond + sample.duration
        while second < end {
            let next = min((second / 60 + 1) * 60, end)
            perMinute[second / 60, default: [:]][sample.source, default: 0] +=
                Double(sample.steps) * Double(next - second) / Double(sample.duration)
            second = next
        }
    }
    return perMinute.values.reduce(0) { total, sources in
        total + (order.first { sources[$0] != nil }.flatMap { sources[$0] } ?? 0)
    }
}

@Suite struct ActivityMergePropertyTests {
    @Test func mergeMatchesTheModelAndItsBounds() async {
        await propertyCheck(count: 80, input: sampleGenerator) { samples in
            let folder = TemporaryFolder()
            let path = folder.write("steps.csv", appleHealthHeader + samples.map(\.row).joined())
            guard let merged = try? readActivity([path]).get(),
                let phoneFirst = try? readActivity([path], priority: .phoneFirst).get()
            else {
                Issue.record("could not read the generated file")
                return
            }
            let steps = merged.day("2024-05-01")?.steps ?? 0
            // Watch first: Watch (0), iPhone (1), Pedometer (2); phone first: 1, 0, 2.
            #expect(isClose(steps, modelMerge(samples, order: [0, 1, 2]), tolerance: 1e-5))
            #expect(
                isClose(
                    phoneFirst.day("2024-05-01")?.steps ?? 0, modelMerge(samples, order: [1, 0, 2]), tolerance: 1e-5))
            // Never more than the naive sum of all samples…
            let naive = Double(samples.reduce(0) { $0 + $1.steps })
            #expect(steps <= naive + 1e-3)
            // …and never less than the top-priority source alone (it wins every minute it has).
            // (Not "at least every single source": a watch minute of 10 steps beats a phone minute
            // of 100, so a lower-ranked source's own total can exceed the merge.)
            let watchOnly = Double(samples.filter { $0.source == 0 }.reduce(0) { $0 + $1.steps })
            #expect(steps >= watchOnly - 1e-3)
            let phoneOnly = Double(samples.filter { $0.source == 1 }.reduce(0) { $0 + $1.steps })
            #expect((phoneFirst.day("2024-05-01")?.steps ?? 0) >= phoneOnly - 1e-3)
        }
    }

    @Test func rowOrderAndPartsDoNotMatter() async {
        await propertyCheck(count: 40, input: sampleGenerator, Gen.int(in: 1...4)) { samples, parts in
            let folder = TemporaryFolder()
            let forward = folder.write("forward.csv", appleHealthHeader + samples.map(\.row).joined())
            let backward = folder.write("backward.csv", appleHealthHeader + samples.reversed().map(\.row).joined())
            guard let a = try? readActivity([forward]).get(),
                let b = try? readActivity([backward], partThreshold: 1, parts: parts).get()
            else {
                Issue.record("could not read the generated files")
                return
            }
            #expect(isClose(b.day("2024-05-01")?.steps ?? 0, a.day("2024-05-01")?.steps ?? 0, tolerance: 1e-5))
            #expect(a.day("2024-05-01")?.sources == b.day("2024-05-01")?.sources)
        }
    }
}
