import Foundation
import NutritionData

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report folder all at once or not at all.
///
/// The files go into a hidden temporary folder beside the destination (`.NAME.partial-PID`), which
/// is then renamed into place; a destination that already holds an earlier report is first renamed
/// aside and deleted only once the new one is in place. Any failure removes the temporary folder and
/// leaves the destination as it was, so no half-written report is ever left behind. Renames stay
/// within one folder, hence one file system, where `rename(2)` is atomic.
///
/// To never delete someone's files, an existing destination is replaced only when it is empty or
/// holds nothing but report files (``isReportFile(_:)``).
public enum ReportFolderWriter {
    /// Writes `files` as the folder `destination`.
    public static func write(_ files: [ReportFile], to destination: String) throws(InputError) {
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        try checkDestination(destination)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(.io, file: destination, problem: "the folder that would hold it, \(parent.path), does not exist")
        }
        let process = ProcessInfo.processInfo.processIdentifier
        let temporary = parent.appendingPathComponent(".\(name).partial-\(process)")
        let aside = parent.appendingPathComponent(".\(name).previous-\(process)")
        try? FileManager.default.removeItem(at: temporary)
        do {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            for file in files {
                guard isSafeRelativePath(file.path) else {
                    throw InputError(.io, file: destination, problem: "refusing to write '\(file.path)' outside the report folder")
                }
                let url = temporary.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard FileManager.default.createFile(atPath: url.path, contents: Data(file.bytes)) else {
                    throw InputError(.io, file: destination, problem: "cannot write \(file.path)")
                }
            }
        } catch let error as InputError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw InputError(.io, file: destination, problem: "cannot write the report: \(error.localizedDescription)")
        }
        let replacing = FileManager.default.fileExists(atPath: target.path)
        if replacing {
            try? FileManager.default.removeItem(at: aside)
            guard rename(target.path, aside.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw InputError(.io, file: destination, problem: "cannot replace the earlier report: \(reason)")
            }
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if replacing { _ = rename(aside.path, target.path) }
            try? FileManager.default.removeItem(at: temporary)
            throw InputError(.io, file: destination, problem: "cannot move the report into place: \(reason)")
        }
        if replacing { try? FileManager.default.removeItem(at: aside) }
    }

    /// Throws unless `destination` is absent, an empty folder, or a folder of report files only.
    public static func checkDestination(_ destination: String) throws(InputError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw InputError(.io, file: destination, problem: "is a file; --out takes a folder to write the report into")
        }
        let walker = FileManager.default.enumerator(atPath: destination)
        while let path = walker?.nextObject() as? String {
            var isSubfolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: destination + "/" + path, isDirectory: &isSubfolder)
            if isSubfolder.boolValue ? path != "charts" : !isReportFile(path) {
                throw InputError(.io, file: destination, problem: "already holds '\(path)', which is not part of a "
                    + "NutriStats report; choose a new or empty folder (the report replaces the whole folder)")
            }
        }
    }

    /// Whether `path` (relative to a report folder) is a file a report writes: `report.html`,
    /// `report.md`, `report.pdf`, or a PNG in `charts/`.
    public static func isReportFile(_ path: String) -> Bool {
        if ReportFormat.allCases.contains(where: { $0.fileName == path }) { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0] == "charts" && parts[1].hasSuffix(".png") && !parts[1].hasPrefix(".")
    }

    /// A relative path without `..`, empty or absolute parts.
    static func isSafeRelativePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
