import Foundation

@testable import NutritionData

/// Paths of the committed export fixtures (hand-written; the zips made from them with Python's
/// zipfile: `export-quirks.zip` deflated with export_cda.xml beside it, `export-descriptor.zip`
/// written to an unseekable stream so its member has a data descriptor, `no-export.zip` without
/// export.xml).
enum HealthExportFixture {
    static func path(_ name: String, file: StaticString = #filePath) -> String {
        URL(fileURLWithPath: "\(file)")
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/HealthExport")
            .appendingPathComponent(name)
            .path
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }
}

/// Writes small zip archives with stored (uncompressed) members (CRC-32 by ``ZipChecksum``), optionally in zip64 form (sizes and
/// offsets 0xFFFFFFFF in the 32-bit fields, the real ones in zip64 extra fields and a zip64 end
/// record) and with data descriptors (bit 3, sizes 0 in the local header), to test ``ZipDirectory``
/// on the shapes of exports over 4 GB without writing 4 GB.
enum StoredZipWriter {
    static func archive(_ members: [(name: String, data: [UInt8])], zip64: Bool, descriptor: Bool) -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        func le16(_ v: Int, _ to: inout [UInt8]) { to += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
        func le32(_ v: UInt32, _ to: inout [UInt8]) {
            for k in 0..<4 { to.append(UInt8((v >> (8 * UInt32(k))) & 0xFF)) }
        }
        func le64(_ v: UInt64, _ to: inout [UInt8]) {
            for k in 0..<8 { to.append(UInt8((v >> (8 * UInt64(k))) & 0xFF)) }
        }
        for member in members {
            let offset = out.count
            let name = Array(member.name.utf8)
            let size = UInt32(member.data.count)
            let crc = member.data.withUnsafeBufferPointer { bytes in
                bytes.baseAddress.map { ZipChecksum.crc32($0, count: bytes.count) } ?? 0
            }
            le32(0x0403_4B50, &out)
            le16(45, &out)
            le16(descriptor ? 8 : 0, &out)
            le16(0, &out)
            le16(0, &out)
            le16(0, &out)
            le32(descriptor ? 0 : crc, &out)
            le32(descriptor ? 0 : size, &out)
            le32(descriptor ? 0 : size, &out)
            le16(name.count, &out)
            le16(0, &out)
            out += name
            out += member.data
            if descriptor {
                le32(0x0807_4B50, &out)
                le32(crc, &out)
                le32(size, &out)
                le32(size, &out)
            }
            le32(0x0201_4B50, &central)
            le16(45, &central)
            le16(45, &central)
            le16(descriptor ? 8 : 0, &central)
            le16(0, &central)
            le16(0, &central)
            le16(0, &central)
            le32(crc, &central)
            le32(zip64 ? 0xFFFF_FFFF : size, &central)
            le32(zip64 ? 0xFFFF_FFFF : size, &central)
            le16(name.count, &central)
            le16(zip64 ? 28 : 0, &central)
            le16(0, &central)
            le16(0, &central)
            le16(0, &central)
            le32(0, &central)
            le32(zip64 ? 0xFFFF_FFFF : UInt32(offset), &central)
            central += name
            if zip64 {
                le16(1, &central)
                le16(24, &central)
                le64(UInt64(size), &central)
                le64(UInt64(size), &central)
                le64(UInt64(offset), &central)
            }
        }
        let centralOffset = out.count
        out += central
        if zip64 {
            let recordOffset = out.count
            le32(0x0606_4B50, &out)
            le64(44, &out)
            le16(45, &out)
            le16(45, &out)
            le32(0, &out)
            le32(0, &out)
            le64(UInt64(members.count), &out)
            le64(UInt64(members.count), &out)
            le64(UInt64(central.count), &out)
            le64(UInt64(centralOffset), &out)
            le32(0x0706_4B50, &out)
            le32(0, &out)
            le64(UInt64(recordOffset), &out)
            le32(1, &out)
        }
        le32(0x0605_4B50, &out)
        le16(0, &out)
        le16(0, &out)
        le16(zip64 ? 0xFFFF : members.count, &out)
        le16(zip64 ? 0xFFFF : members.count, &out)
        le32(zip64 ? 0xFFFF_FFFF : UInt32(central.count), &out)
        le32(zip64 ? 0xFFFF_FFFF : UInt32(centralOffset), &out)
        le16(0, &out)
        return out
    }
}
