/// The bytes libFuzzer hands to a harness, with helpers to take option bytes off the front.
public struct FuzzInput {
    public var bytes: UnsafeRawBufferPointer

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = UnsafeRawBufferPointer(start: data.map(UnsafeRawPointer.init), count: size)
    }

    /// Removes and returns the first byte (0 when the input is empty).
    public mutating func takeByte() -> UInt8 {
        guard let first = bytes.first else { return 0 }
        bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst())
        return first
    }

    /// The input split at its first `separator` byte (the separator dropped), or nil when it has none.
    public func split(at separator: UInt8) -> (UnsafeRawBufferPointer, UnsafeRawBufferPointer)? {
        guard let index = bytes.firstIndex(of: separator) else { return nil }
        return (
            UnsafeRawBufferPointer(rebasing: bytes[..<index]), UnsafeRawBufferPointer(rebasing: bytes[(index + 1)...])
        )
    }
}
