// Fuzzes one storage-folder part (backlog) through `StorageReader.read(_:)`, in memory; the first byte
// chooses strict or lenient reading. See `StorageFuzzing`.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoragePart(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    StorageFuzzing.run(.backlog, data, size)
}
