import ChartKitCairo
import Foundation
import NutritionData

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing rendered bytes to the user's file: whole or not at all.
enum ChartOutput {
    /// The format named by the path's extension.
    static func format(of path: String) -> ImageFormat? {
        ImageFormat(path: path)
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so a failed
    /// write never leaves a partial chart.
    static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(.io, file: path, problem: "cannot write the chart: no folder \(folder)")
        }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw InputError(.io, file: path, problem: "cannot write the chart: \(error.localizedDescription)")
        }
        // rename(2) replaces an existing file atomically within one file system.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw InputError(.io, file: path, problem: "cannot write the chart: \(reason)")
        }
    }
}
