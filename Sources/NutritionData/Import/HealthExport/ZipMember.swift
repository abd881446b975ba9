/// Where one member of a zip archive is and how it is stored (from its central directory entry and
/// local header; sizes and offsets 64-bit, zip64 included).
struct ZipMember: Sendable, Equatable {
    /// The member's path in the archive (`apple_health_export/export.xml`).
    var name: String
    /// 0: stored, 8: deflated (the only two read).
    var method: UInt16
    var compressedSize: Int64
    var uncompressedSize: Int64
    /// The CRC-32 of the uncompressed data, checked once the member has been read to its end.
    var crc32: UInt32
    /// The offset of the member's first data byte in the archive.
    var dataOffset: Int64
}
