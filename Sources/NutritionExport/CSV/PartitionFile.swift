import SafeOutput

/// One `part.csv` of a participant's folder of one table (`year=2026/part.csv`, or `part.csv`).
struct PartitionFile: FolderFile {
    var path: String
    var bytes: [UInt8]
}
