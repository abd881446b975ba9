/// Finds the export.xml member of an Apple Health export.zip from the archive's central directory.
///
/// Reads the end-of-central-directory record (the last 64 KiB + 22 bytes), its zip64 form when a
/// size, offset or count overflows (exports of over 4 GB), then the central directory entries (with
/// their zip64 extra fields), and the member's local header for where its data starts. Sizes come
/// from the central directory, so members written with a data descriptor (bit 3: sizes 0 in the local
/// header) are read the same way. O(central directory size); nothing is extracted.
enum ZipDirectory {
    /// The member an Apple Health export holds.
    static let exportName = "apple_health_export/export.xml"
    /// The largest central directory read (a million members); a larger one is refused.
    static let maximumDirectorySize: Int64 = 128 << 20

    /// The export.xml member: `apple_health_export/export.xml`, else the first member named
    /// `export.xml` in any folder. Throws when the archive is unreadable or holds no such member
    /// (the message lists what it holds).
    static func exportMember(of file: InputFile) throws(InputError) -> ZipMember {
        let entries = try centralDirectory(of: file)
        let chosen =
            entries.first { $0.name == exportName }
            ?? entries.first { $0.name == "export.xml" || $0.name.hasSuffix("/export.xml") }
        guard let entry = chosen else {
            let names = entries.prefix(5).map(\.name).joined(separator: ", ")
            let more = entries.count > 5 ? ", …" : ""
            throw InputError(
                .data, file: file.path,
                problem: entries.isEmpty
                    ? "expected a zip holding \(exportName) (an Apple Health export), found an empty archive"
                    : "expected a zip holding \(exportName) (an Apple Health export), found \(entries.count) member\(entries.count == 1 ? "" : "s"): \(names)\(more)"
            )
        }
        guard entry.flags & 1 == 0 else {
            throw InputError(
                .data, file: file.path, field: entry.name,
                problem: .expected("an unencrypted member", found: "an encrypted one"))
        }
        guard entry.method == 0 || entry.method == 8 else {
            throw InputError(
                .data, file: file.path, field: entry.name,
                problem: .expected("a stored or deflated member", found: "compression method \(entry.method)"))
        }
        let local = try bytes(of: file, at: entry.localOffset, count: 30, what: "the member's local header")
        guard le32(local, 0) == 0x0403_4B50 else {
            throw InputError(
                .data, file: file.path, field: entry.name,
                problem: .expected("a local file header at offset \(entry.localOffset)", found: "other bytes"))
        }
        let dataOffset = entry.localOffset + 30 + Int64(le16(local, 26)) + Int64(le16(local, 28))
        guard entry.compressedSize <= file.size - dataOffset else {
            throw InputError(
                .data, file: file.path, field: entry.name,
                problem: .expected(
                    "\(entry.compressedSize) bytes of data at offset \(dataOffset)",
                    found: "a file of \(file.size) bytes (truncated?)"))
        }
        return ZipMember(
            name: entry.name, method: entry.method, compressedSize: entry.compressedSize,
            uncompressedSize: entry.uncompressedSize, crc32: entry.crc32, dataOffset: dataOffset)
    }

    struct Entry {
        var name: String
        var flags: UInt16
        var method: UInt16
        var compressedSize: Int64
        var uncompressedSize: Int64
        /// The CRC-32 of the uncompressed data (the central directory's copy, right also when the
        /// local header defers it to a data descriptor).
        var crc32: UInt32
        var localOffset: Int64
    }

    /// Every entry of the central directory, in order.
    static func centralDirectory(of file: InputFile) throws(InputError) -> [Entry] {
        let tailLength = Int(min(file.size, 65_535 + 22))
        let tail = try bytes(
            of: file, at: file.size - Int64(tailLength), count: tailLength, what: "the end of the archive")
        var at = tailLength - 22
        while at >= 0 && le32(tail, at) != 0x0605_4B50 { at -= 1 }
        guard at >= 0 else {
            throw InputError(
                .data, file: file.path,
                problem: .expected(
                    "a zip archive's end-of-central-directory record", found: "none (truncated or not a zip)"))
        }
        var count = Int64(le16(tail, at + 10))
        var size = Int64(le32(tail, at + 12))
        var offset = Int64(le32(tail, at + 16))
        if count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
            // zip64: the locator sits just before the record.
            let locatorAt = file.size - Int64(tailLength) + Int64(at) - 20
            let locator = try bytes(of: file, at: locatorAt, count: 20, what: "the zip64 locator")
            guard le32(locator, 0) == 0x0706_4B50 else {
                throw InputError(
                    .data, file: file.path,
                    problem: .expected("a zip64 end-of-central-directory locator", found: "none"))
            }
            let record = try bytes(
                of: file, at: Int64(bitPattern: le64(locator, 8)), count: 56,
                what: "the zip64 end-of-central-directory record")
            guard le32(record, 0) == 0x0606_4B50 else {
                throw InputError(
                    .data, file: file.path,
                    problem: .expected("a zip64 end-of-central-directory record", found: "other bytes"))
            }
            count = Int64(bitPattern: le64(record, 32))
            size = Int64(bitPattern: le64(record, 40))
            offset = Int64(bitPattern: le64(record, 48))
        }
        guard size >= 0, size <= maximumDirectorySize, offset >= 0, offset <= file.size - size, count >= 0 else {
            throw InputError(
                .data, file: file.path,
                problem: .expected("a central directory inside the file", found: "offset \(offset) and size \(size)"))
        }
        let directory = try bytes(of: file, at: offset, count: Int(size), what: "the central directory")
        var entries: [Entry] = []
        var i = 0
        while i + 46 <= directory.count && le32(directory, i) == 0x0201_4B50 {
            let nameLength = Int(le16(directory, i + 28))
            let extraLength = Int(le16(directory, i + 30))
            let commentLength = Int(le16(directory, i + 32))
            guard i + 46 + nameLength + extraLength + commentLength <= directory.count else { break }
            var entry = Entry(
                name: String(decoding: directory[(i + 46)..<(i + 46 + nameLength)], as: UTF8.self),
                flags: le16(directory, i + 8), method: le16(directory, i + 10),
                compressedSize: Int64(le32(directory, i + 20)), uncompressedSize: Int64(le32(directory, i + 24)),
                crc32: le32(directory, i + 16), localOffset: Int64(le32(directory, i + 42))
            )
            // The zip64 extra field (id 1) holds, in this order, the values that overflowed.
            var extra = i + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let id = le16(directory, extra)
                let length = Int(le16(directory, extra + 2))
                var field = extra + 4
                let fieldEnd = min(field + length, extraEnd)
                if id == 1 {
                    if entry.uncompressedSize == 0xFFFF_FFFF, field + 8 <= fieldEnd {
                        entry.uncompressedSize = Int64(bitPattern: le64(directory, field))
                        field += 8
                    }
                    if entry.compressedSize == 0xFFFF_FFFF, field + 8 <= fieldEnd {
                        entry.compressedSize = Int64(bitPattern: le64(directory, field))
                        field += 8
                    }
                    if entry.localOffset == 0xFFFF_FFFF, field + 8 <= fieldEnd {
                        entry.localOffset = Int64(bitPattern: le64(directory, field))
                        field += 8
                    }
                }
                extra += 4 + length
            }
            if entry.compressedSize >= 0, entry.localOffset >= 0 { entries.append(entry) }
            i += 46 + nameLength + extraLength + commentLength
        }
        return entries
    }

    // MARK: Bytes

    private static func bytes(of file: InputFile, at offset: Int64, count: Int, what: String) throws(InputError)
        -> [UInt8]
    {
        guard offset >= 0, count >= 0, offset <= file.size - Int64(count) else {
            throw InputError(
                .data, file: file.path,
                problem: .expected("\(what) at offset \(offset)", found: "the end of the file (truncated zip?)"))
        }
        var out = [UInt8](repeating: 0, count: count)
        let got = out.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { file.read(into: $0, count: count, at: offset) } ?? 0
        }
        if got < 0 {
            throw InputError(.io, file: file.path, problem: .cannotRead(reason: InputFile.describe(Int32(-got))))
        }
        guard got == count else {
            throw InputError(
                .data, file: file.path,
                problem: .expected("\(what) at offset \(offset)", found: "the end of the file (truncated zip?)"))
        }
        return out
    }

    private static func le16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
    private static func le32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
    private static func le64(_ b: [UInt8], _ i: Int) -> UInt64 { UInt64(le32(b, i)) | UInt64(le32(b, i + 4)) << 32 }
}
