@testable import NutritionData

/// A zip archive of one stored (uncompressed) member, so a harness can feed an export.xml body through
/// the export.zip path (zip directory, member source and the pipelined reader) as well as plain.
///
/// The tests' `StoredZipWriter` writes the same layout with zip64 and data-descriptor variants; this
/// is its plainest form, kept here because the fuzz package cannot see test targets.
public enum StoredZip {
    /// The archive bytes holding `data` as the member `name`.
    public static func archive(name: String, data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        func le16(_ v: Int) { out += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
        func le32(_ v: UInt32) { for k in 0..<4 { out.append(UInt8((v >> (8 * UInt32(k))) & 0xFF)) } }
        let nameBytes = Array(name.utf8)
        let size = UInt32(data.count)
        let crc = data.withUnsafeBufferPointer { $0.baseAddress.map { ZipChecksum.crc32($0, count: data.count) } ?? 0 }
        // Local header, then the data.
        le32(0x0403_4B50)
        le16(20)
        le16(0)
        le16(0)
        le16(0)
        le16(0)
        le32(crc)
        le32(size)
        le32(size)
        le16(nameBytes.count)
        le16(0)
        out += nameBytes + data
        // Central directory entry for it, at offset 0, then the end record.
        let central = out.count
        le32(0x0201_4B50)
        le16(20)
        le16(20)
        le16(0)
        le16(0)
        le16(0)
        le16(0)
        le32(crc)
        le32(size)
        le32(size)
        le16(nameBytes.count)
        le16(0)
        le16(0)
        le16(0)
        le16(0)
        le32(0)
        le32(0)
        out += nameBytes
        let centralSize = out.count - central
        le32(0x0605_4B50)
        le16(0)
        le16(0)
        le16(1)
        le16(1)
        le32(UInt32(centralSize))
        le32(UInt32(central))
        le16(0)
        return out
    }
}
