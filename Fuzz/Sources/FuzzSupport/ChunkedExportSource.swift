@testable import NutritionData

/// export.xml bytes held in memory and handed out in chunks whose sizes come from the fuzz input, so
/// the export parsers' buffer refills (a tag, an attribute value or an entity cut at any byte) are
/// exercised directly, without a file in between.
public final class ChunkedExportSource: ExportByteSource {
    private let bytes: [UInt8]
    private let sizes: [Int]
    private var offset = 0
    private var turn = 0

    /// `bytes` in chunks of `sizes` (cycled; each at least 1), or whole when `sizes` is empty.
    public init(_ bytes: [UInt8], sizes: [Int]) {
        self.bytes = bytes
        self.sizes = sizes.map { max(1, $0) }
    }

    public func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError> {
        var size = min(count, bytes.count - offset)
        if !sizes.isEmpty {
            size = min(size, sizes[turn % sizes.count])
            turn += 1
        }
        guard size > 0 else { return .success(0) }
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            buffer.update(from: base + offset, count: size)
        }
        offset += size
        return .success(size)
    }
}
