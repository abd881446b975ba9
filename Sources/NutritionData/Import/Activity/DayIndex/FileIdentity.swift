#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What must match for a cached ``ActivityDayIndex`` to describe a file: its `fstat` status (size,
/// modification time to the nanosecond, inode and device) and a hash of a few sampled stretches of
/// its bytes (the first and last 4 KiB and six between), which catches a rewrite of the same size
/// that kept the time stamp.
struct FileIdentity: Equatable, Sendable {
    /// The parts of `stat` that change when a file is replaced or written.
    struct Status: Equatable, Sendable {
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64
        var inode: UInt64
        var device: UInt64

        init(size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, inode: UInt64, device: UInt64) {
            self.size = size
            self.modifiedSeconds = modifiedSeconds
            self.modifiedNanoseconds = modifiedNanoseconds
            self.inode = inode
            self.device = device
        }

        init(_ info: stat) {
            size = Int64(info.st_size)
            #if canImport(Darwin)
                modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
                modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
            #else
                modifiedSeconds = Int64(info.st_mtim.tv_sec)
                modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
            #endif
            inode = UInt64(info.st_ino)
            device = UInt64(info.st_dev)
        }
    }

    var status: Status
    var sampleHash: UInt64

    /// The length of each sampled stretch, and how many there are at most.
    static let sampleLength = 4096
    static let sampleCount = 8

    /// The identity of `file` as opened; nil when a sample cannot be read.
    static func of(_ file: InputFile) -> FileIdentity? {
        guard let hash = sampleHash(file) else { return nil }
        return FileIdentity(status: file.status, sampleHash: hash)
    }

    /// FNV-1a (64-bit) over the sampled stretches of `file`.
    static func sampleHash(_ file: InputFile) -> UInt64? {
        let size = file.size
        let length = Int64(sampleLength)
        var offsets: [Int64] = []
        if size <= length * Int64(sampleCount) {
            offsets = stride(from: 0, to: size, by: Int(length)).map { $0 }
        } else {
            for index in 0..<sampleCount {
                offsets.append((size - length) * Int64(index) / Int64(sampleCount - 1))
            }
        }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: sampleLength)
        defer { buffer.deallocate() }
        var hash = DayIndexHash()
        for offset in offsets {
            let wanted = Int(min(length, size - offset))
            let got = file.read(into: buffer, count: wanted, at: offset)
            guard got == wanted else { return nil }
            hash.add(UnsafeRawBufferPointer(start: buffer, count: got))
        }
        return hash.value
    }
}

/// FNV-1a, 64-bit: a small, fixed (unseeded) hash for the day index's file samples and checksum.
struct DayIndexHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }
}
