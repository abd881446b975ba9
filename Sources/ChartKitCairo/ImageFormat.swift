/// An output format.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, svg, pdf

    /// The format for a file name's extension (case-insensitive), or nil for any other.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }

    /// The format named by the extension of `path` ("chart.SVG" → .svg), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].contains("/") else { return nil }
        self.init(fileExtension: String(path[path.index(after: dot)...]))
    }
}
