import Foundation

/// A fresh folder under the temporary directory, removed by ``remove()``.
struct ScratchFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("nutristats-export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String) -> String { path + "/" + relative }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: file(relative)) }

    func text(_ relative: String) throws -> String { try String(contentsOfFile: file(relative), encoding: .utf8) }

    /// Every file below the folder, relative, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file(next), isDirectory: &isFolder), !isFolder.boolValue {
                found.append(next)
            }
        }
        return found.sorted()
    }
}
