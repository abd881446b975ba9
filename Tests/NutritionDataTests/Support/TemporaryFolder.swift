import Foundation

/// A fresh folder under the system's temporary folder, removed when released (or by ``remove()``).
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nutristats-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        remove()
    }

    /// Writes `text` (UTF-8) to `relative` inside the folder, creating folders on the way, and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        write(relative, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `relative` inside the folder, creating folders on the way, and returns its path.
    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) -> String {
        let fileURL = url.appendingPathComponent(relative)
        try? FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: fileURL.path, contents: Data(bytes))
        return fileURL.path
    }

    /// Creates the folder `relative` (and its parents).
    func makeFolder(_ relative: String) {
        try? FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
