/// One file of a report folder, in memory.
public struct ReportFile: Sendable, Equatable {
    /// The path inside the folder, `/`-separated: `report.html`, `charts/kcal.png`.
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// A file with this path and content.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
