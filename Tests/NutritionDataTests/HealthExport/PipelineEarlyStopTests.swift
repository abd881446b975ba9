import Foundation
import Testing

@testable import NutritionData

/// Issue: a bad record inside export.zip trapped (exit 132, a stack trace) instead of giving its error,
/// in 29 of 30 runs. The cause: the pipelined inflate source (``PipelinedSource``) handed its chunks
/// back and forth through DispatchSemaphores, and libdispatch traps when a semaphore is released while
/// its count is below the one it started with — which is the state a reader that stops early leaves.
/// Every early stop is exercised many times, since a race may hide in one run: an error at the first
/// record, in the middle, and in the last chunk of a member longer than the pipeline's four chunks;
/// strict and lenient; read as activity and as a food log.
@Suite struct PipelineEarlyStopTests {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
    /// One record; a bad one lacks the attribute its reader requires (`badField`).
    static func record(_ k: Int, type: String, bad: Bool) -> String {
        let minute = k % 60
        let hour = (k / 60) % 24
        let time = "2024-03-05 \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute):00 -0500"
        let start = bad && badField(type) == "startDate" ? "" : " startDate=\"\(time)\""
        let end = bad && badField(type) == "endDate" ? "" : " endDate=\"\(time)\""
        return
            "<Record type=\"\(type)\" sourceName=\"Phone\" unit=\"\(type == steps ? "count" : "kcal")\"\(start)\(end) value=\"5\"/>\n"
    }

    /// The attribute left out of the bad record: the issue's missing endDate for activity; the dietary
    /// reader does not need an end, so its bad record lacks its start.
    static func badField(_ type: String) -> String { type == steps ? "endDate" : "startDate" }

    /// An export.zip (stored) of `count` records of `type`, the one at `bad` without `badField(type)`.
    static func export(count: Int, bad: Int, type: String, folder: TemporaryFolder, name: String) -> String {
        var xml = header
        xml.reserveCapacity(count * 200)
        for k in 0..<count { xml += record(k, type: type, bad: k == bad) }
        xml += "</HealthData>\n"
        let bytes = StoredZipWriter.archive(
            [("apple_health_export/export.xml", Array(xml.utf8))], zip64: false, descriptor: false)
        return folder.write(name, bytes: bytes)
    }

    static let steps = "HKQuantityTypeIdentifierStepCount"
    static let food = "HKQuantityTypeIdentifierDietaryEnergyConsumed"

    @Test(arguments: [steps, food], ["first", "middle", "last"])
    func earlyStopsGiveTheErrorEveryTime(type: String, place: String) throws {
        let folder = TemporaryFolder()
        // 30,000 records of about 190 bytes: about 5.5 MiB, over the four chunks of 1 MiB in flight.
        let big = 30_000
        let small = 50
        let cases: [(count: Int, bad: Int, runs: Int)] =
            switch place {
            case "first": [(small, 0, 150), (big, 0, 4)]
            case "middle": [(small, small / 2, 150), (big, big / 2, 3)]
            default: [(small, small - 1, 150), (big, big - 1, 3)]
            }
        for (index, item) in cases.enumerated() {
            let path = Self.export(
                count: item.count, bad: item.bad, type: type, folder: folder, name: "export\(index).zip")
            for _ in 0..<item.runs {
                for strictness in [Strictness.strict, .lenient] {
                    let error = Self.read(path, type: type, strictness: strictness)
                    if strictness == .strict {
                        #expect(error?.field == Self.badField(type), "\(String(describing: error))")
                        #expect(error?.line == item.bad + 3)
                    } else {
                        #expect(error == nil)
                    }
                }
            }
        }
    }

    /// The error of reading `path` as activity (steps) or as a food log (dietary energy), or nil.
    static func read(_ path: String, type: String, strictness: Strictness) -> InputError? {
        do {
            if type == steps {
                _ = try ActivityReader(strictness: strictness, priority: .watchFirst).read(paths: [path])
            } else {
                _ = try FoodLogReader(strictness: strictness).read(at: path)
            }
            return nil
        } catch {
            return error
        }
    }
}
