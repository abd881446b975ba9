/// The bytes of a cached ``ActivityDayIndex``: little-endian, fixed-width fields.
///
/// ```
/// "NSDAYIX\0"  version (u64)  path length (u64)  path (UTF-8)
/// size  mtime s  mtime ns  inode  device  sample hash        (the FileIdentity, 6 × u64)
/// block shift  data start  file size  block count            (4 × u64)
/// per block: offset  lines  rows  first start day  last start day  last reach day  flags (7 × u64)
/// checksum (u64): FNV-1a of every byte before it
/// ```
/// Decoding checks the length of every part, the checksum, the path and identity asked for and the
/// index's own consistency; anything else gives nil, never a crash.
enum DayIndexFileFormat {
    static let magic: [UInt8] = Array("NSDAYIX".utf8) + [0]
    static let version: UInt64 = 1
    /// An index file larger than this is not read (a 100 GB file in 256 KiB blocks is ~22 MB).
    static let maximumLength = 64 << 20

    static func encode(_ index: ActivityDayIndex, identity: FileIdentity, path: String) -> [UInt8] {
        encode(index, identity: identity, path: Array(path.utf8))
    }

    static func encode(_ index: ActivityDayIndex, identity: FileIdentity, path: [UInt8]) -> [UInt8] {
        var bytes = magic
        bytes.reserveCapacity(128 + path.count + index.blocks.count * 56)
        func put(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        func put(_ value: Int64) { put(UInt64(bitPattern: value)) }
        func put(_ value: Int) { put(Int64(value)) }
        put(version)
        put(path.count)
        bytes.append(contentsOf: path)
        let status = identity.status
        put(status.size)
        put(status.modifiedSeconds)
        put(status.modifiedNanoseconds)
        put(status.inode)
        put(status.device)
        put(identity.sampleHash)
        put(index.blockShift)
        put(index.dataStart)
        put(index.fileSize)
        put(index.blocks.count)
        for block in index.blocks {
            put(block.offset)
            put(block.lines)
            put(block.rows)
            put(block.firstStartDay)
            put(block.lastStartDay)
            put(block.lastReachDay)
            put(UInt64(block.isClean ? 1 : 0))
        }
        var hash = DayIndexHash()
        hash.add(bytes)
        put(hash.value)
        return bytes
    }

    /// The index in `bytes` when they are a whole, intact index file for `path` as `identity` describes it.
    static func decode(_ bytes: [UInt8], identity: FileIdentity, path: String) -> ActivityDayIndex? {
        guard let stored = decode(bytes), stored.identity == identity, stored.path.elementsEqual(path.utf8) else {
            return nil
        }
        return stored.index
    }

    /// Everything in an intact index file (checksum, lengths, a consistent index), whatever file it
    /// describes.
    static func decode(_ bytes: [UInt8]) -> (path: [UInt8], identity: FileIdentity, index: ActivityDayIndex)? {
        guard bytes.count >= magic.count + 8, bytes.count <= maximumLength, Array(bytes[0..<magic.count]) == magic
        else { return nil }
        var checksum = DayIndexHash()
        bytes.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[0..<(bytes.count - 8)])) }
        var reader = Reader(bytes: bytes, position: magic.count)
        guard reader.u64(at: bytes.count - 8) == checksum.value else { return nil }
        reader.end = bytes.count - 8
        guard reader.u64() == version, let pathLength = reader.int(), let path = reader.bytes(pathLength) else {
            return nil
        }
        guard let size = reader.int64(), let seconds = reader.int64(), let nanoseconds = reader.int64(),
            let inode = reader.u64(), let device = reader.u64(), let sampleHash = reader.u64()
        else { return nil }
        let identity = FileIdentity(
            status: .init(
                size: size, modifiedSeconds: seconds, modifiedNanoseconds: nanoseconds, inode: inode, device: device),
            sampleHash: sampleHash)
        guard let shift = reader.int(), let dataStart = reader.int64(), let fileSize = reader.int64(),
            let count = reader.int(), count >= 0, count <= (reader.end - reader.position) / 56
        else { return nil }
        var blocks: [ActivityDayIndex.Block] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count {
            guard let offset = reader.int64(), let lines = reader.int64(), let rows = reader.int64(),
                let firstStart = reader.int(), let lastStart = reader.int(), let lastReach = reader.int(),
                let flags = reader.u64(), flags <= 1
            else { return nil }
            blocks.append(
                ActivityDayIndex.Block(
                    offset: offset, lines: lines, rows: rows, isClean: flags == 1,
                    firstStartDay: firstStart, lastStartDay: lastStart, lastReachDay: lastReach))
        }
        guard reader.position == reader.end else { return nil }
        let index = ActivityDayIndex(blockShift: shift, dataStart: dataStart, fileSize: fileSize, blocks: blocks)
        guard index.isConsistent, fileSize == identity.status.size else { return nil }
        return (Array(path), identity, index)
    }

    /// Reads fixed-width little-endian fields, failing (nil) past the end.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int
        var end: Int

        init(bytes: [UInt8], position: Int) {
            self.bytes = bytes
            self.position = position
            self.end = bytes.count
        }

        func u64(at offset: Int) -> UInt64? {
            guard offset >= 0, offset + 8 <= bytes.count else { return nil }
            var value: UInt64 = 0
            for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
            return value
        }

        mutating func u64() -> UInt64? {
            guard position + 8 <= end, let value = u64(at: position) else { return nil }
            position += 8
            return value
        }

        mutating func int64() -> Int64? { u64().map { Int64(bitPattern: $0) } }

        mutating func int() -> Int? { int64().map { Int($0) } }

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= end - position else { return nil }
            defer { position += count }
            return bytes[position..<(position + count)]
        }
    }
}
