/// Eight bytes looked at as one word: the few bit operations the byte readers use to test all eight
/// at once (the CSV reader's plain lines, `DecimalNumber`'s short numbers).
enum ByteWords {
    /// The bytes of `word` that are zero marked by their high bit (0x80), every other bit clear; exact,
    /// with no borrow from one byte into the next.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low7) &+ low7) | word | low7)
    }

    /// The low `count` bytes of a word set (0...8 bytes).
    @inline(__always)
    static func byteMask(_ count: Int) -> UInt64 {
        count >= 8 ? ~0 : (1 << (8 * UInt64(count))) &- 1
    }
}
