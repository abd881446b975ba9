import CISALCalls

/// The zip CRC-32 (the gzip one, reflected polynomial 0xEDB88320), by ISA-L.
enum ZipChecksum {
    /// The CRC-32 of `count` bytes at `bytes`, continuing `crc` (0 to start).
    static func crc32(_ bytes: UnsafePointer<UInt8>, count: Int, continuing crc: UInt32 = 0) -> UInt32 {
        nutristats_crc32_gzip_refl(crc, bytes, UInt64(count))
    }

    /// `0x1a2b3c4d`.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
