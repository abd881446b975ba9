import Foundation
import NutritionData

/// The inputs in some folders, for `config --init`: each file or folder NutriStats reads, under every
/// kind it can be given as (``InputKind/kinds(at:)``: an Apple Health export may be activity, food log
/// and body), looked for down to three folders deep, hidden ones left out, in name order; a storage
/// folder is not looked into.
public enum InputFinder {
    /// The deepest folder level looked into.
    public static let maximumDepth = 3

    /// The inputs found under `folders`, paths written as `folder/…`.
    public static func find(in folders: [String]) -> [(kind: InputKind, path: String)] {
        var found: [(kind: InputKind, path: String)] = []
        func visit(_ path: String, depth: Int) {
            let kinds = InputKind.kinds(at: path)
            if !kinds.isEmpty {
                found += kinds.map { ($0, path) }
                return
            }
            var isFolder: ObjCBool = false
            guard depth < maximumDepth, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                isFolder.boolValue,
                let names = try? FileManager.default.contentsOfDirectory(atPath: path)
            else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                visit(path == "." ? name : (path.hasSuffix("/") ? path + name : path + "/" + name), depth: depth + 1)
            }
        }
        for folder in folders { visit(folder, depth: 0) }
        return found
    }

    /// `path` made absolute against the working folder.
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
