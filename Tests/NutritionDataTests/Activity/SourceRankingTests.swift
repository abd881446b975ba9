import Foundation
import Testing

@testable import NutritionData

/// The ranking of many record sources: n new sources must cost O(n log n) work in any arrival order
/// (re-sorting the whole table for each one cost n² log n: 136 s for 65,535 sources), and the
/// winners of each minute must be exactly those of a full sort by kind, then name bytes.
@Suite struct SourceRankingTests {
    /// The full-sort order the ranks must reproduce (as ranking worked before labels).
    static func precedes(_ left: RecordSource, _ right: RecordSource, _ priority: DevicePriority) -> Bool {
        let leftOrder = left.kind.order(for: priority)
        let rightOrder = right.kind.order(for: priority)
        if leftOrder != rightOrder { return leftOrder < rightOrder }
        return left.name.utf8.lexicographicallyPrecedes(right.name.utf8)
    }

    /// A deterministic shuffle (64-bit LCG), so a failure replays.
    static func shuffled<T>(_ items: [T], seed: UInt64) -> [T] {
        var items = items
        var state = seed
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            items.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        return items
    }

    /// Adds `sources` in order to a table, publishing ranks to bins after each one as the parser does,
    /// and returns the table, the bins' count of ranks and the work done.
    static func add(_ sources: [RecordSource], priority: DevicePriority = .watchFirst) -> (SourceTable, MinuteBins) {
        let table = SourceTable(priority: priority)
        let bins = MinuteBins()
        for source in sources {
            _ = table.id(of: source)
            if table.hasUnpublishedRanks { table.publishRanks(to: bins) }
        }
        return (table, bins)
    }

    /// Whether the labels order the table's sources exactly as a full sort does.
    static func ranksMatchFullSort(_ table: SourceTable) -> Bool {
        let ids = table.sources.indices
        let bySort = ids.sorted { precedes(table.sources[$0], table.sources[$1], table.priority) }
        let byLabel = ids.sorted { table.ranks.labels[$0] < table.ranks.labels[$1] }
        return bySort == byLabel && Set(table.ranks.labels).count == table.sources.count
    }

    /// Names in five adversarial arrival orders: ascending, descending, every one inserted at the
    /// same place (just after the first), converging on the middle from both ends, and shuffled.
    static func adversarialOrders(_ count: Int) -> [(String, [RecordSource])] {
        let names = (0..<count).map { String(format: "Device %06d", $0) }
        let ascending = names.map { RecordSource(name: $0, kind: .other) }
        var converging: [RecordSource] = []
        var low = 0
        var high = count - 1
        while low <= high {
            converging.append(ascending[low])
            if low != high { converging.append(ascending[high]) }
            low += 1
            high -= 1
        }
        let samePlace = [ascending[0]] + ascending[1...].reversed()
        return [
            ("ascending", ascending), ("descending", ascending.reversed()), ("same place", samePlace),
            ("converging", converging), ("shuffled", shuffled(ascending, seed: 7)),
        ]
    }

    @Test(arguments: adversarialOrders(Int(UInt16.max)).map { $0.0 })
    func sixtyFiveThousandSourcesCostNLogNInAnyOrder(order: String) throws {
        let sources = try #require(Self.adversarialOrders(Int(UInt16.max)).first { $0.0 == order }?.1)
        let (table, bins) = Self.add(sources)
        let n = Double(sources.count)
        let logN = log2(n)
        let work = table.ranks.work
        // Binary search: at most ⌈log₂ n⌉ + 2 comparisons per source (old: a full sort per source).
        #expect(Double(work.comparisons) <= n * (logN + 2), "comparisons \(work.comparisons) for \(order)")
        // Labels of earlier sources moved, and labels handed to the bins (old: the whole rank array,
        // n²/2 ≈ 2.1 × 10⁹ entries): O(n log n).
        #expect(Double(work.relabelled) <= 2 * n * logN, "relabelled \(work.relabelled) for \(order)")
        #expect(Double(table.publishedRanks) <= n + 2 * n * logN, "published \(table.publishedRanks) for \(order)")
        #expect(bins.rankedSources == sources.count)
        #expect(Self.ranksMatchFullSort(table), "order of \(order)")
    }

    @Test func mixedKindsAndNamesRankLikeAFullSort() {
        for priority in [DevicePriority.watchFirst, .phoneFirst, .only("e")] {
            let names =
                ["Ana’s Apple Watch", "Ana’s iPhone", "ana’s iphone", "Zed", "Ä scale", "", "a", "a\u{0}", "ab"]
                + (0..<3_000).map { "Source \(($0 * 7_919) % 3_001)" }
            let sources = names.enumerated().map { index, name in
                RecordSource(name: name, kind: SourceKind.allCases[index % SourceKind.allCases.count])
            }
            let (table, _) = Self.add(Self.shuffled(sources, seed: 42), priority: priority)
            #expect(Self.ranksMatchFullSort(table))
        }
    }

    /// Each source labels a minute with a value of its own; the minute's winner is the best ranked
    /// source offering it, the day's steps the sum of the winners' values, its sources the winners.
    @Test(arguments: [nil, 2] as [Int?])
    func twentyThousandSourcesInOneFileKeepTheRightWinners(parts: Int?) throws {
        let kinds = ["Apple Watch", "iPhone", "Scale"]
        let count = 20_000
        var rows = appleHealthHeader
        var offers: [Int: [(source: RecordSource, value: Int)]] = [:]
        for index in Self.shuffled(Array(0..<count), seed: 3) {
            let name = "\(kinds[index % 3]) \((index * 7_919) % count)"
            let minute = (index * 31) % 600
            let start = String(format: "2026-03-05 %02d:%02d:00 +0100", 8 + minute / 60, minute % 60)
            let end = String(format: "2026-03-05 %02d:%02d:30 +0100", 8 + minute / 60, minute % 60)
            let value = index % 89 + 1
            rows += healthRow(name, "StepCount", "count", start, end, String(value))
            offers[minute, default: []].append(
                (RecordSource(name: name, kind: SourceKind.named(in: name) ?? .other), value))
        }
        var expectedSteps = 0
        var expectedSources: Set<String> = []
        for (_, minuteOffers) in offers {
            let best = minuteOffers.min { Self.precedes($0.source, $1.source, .watchFirst) }
            expectedSteps += best?.value ?? 0
            if let best { expectedSources.insert(best.source.name) }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "source-ranking-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("many-sources.csv").path
        try rows.write(toFile: path, atomically: true, encoding: .utf8)

        let log = try readActivity([path], partThreshold: parts.map { _ in 1 }, parts: parts).get()
        let day = try #require(log.day("2026-03-05"))
        #expect(isClose(day.steps, Double(expectedSteps)))
        #expect(day.sources == expectedSources.sorted())
        #expect(log.files.first?.rowsUsed == count)
    }
}
