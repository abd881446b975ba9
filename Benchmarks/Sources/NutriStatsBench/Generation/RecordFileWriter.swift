import NutritionData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes Apple Health record rows (the export.xml converter's CSV) to a file through a large buffer,
/// formatting timestamps by hand so that gigabytes are written in seconds.
final class RecordFileWriter {
    static let header = "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"

    private let handle: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8] = []
    private(set) var rows = 0
    private(set) var bytes = 0
    private var timestamps = TimestampBytes()

    init(path: String) throws {
        guard let handle = fopen(path, "wb") else { throw BenchError("cannot write \(path)") }
        self.handle = handle
        buffer.reserveCapacity(1 << 22)
        append(Self.header)
    }

    /// One row: `prefix` holds the quoted source, version, device, type and unit fields with their
    /// commas; times are UTC seconds written in the local time of `offset` (creation = end + 7 s).
    func row(prefix: [UInt8], start: Int64, end: Int64, offset: Int32, value: String) {
        buffer.append(contentsOf: prefix)
        timestamp(end + 7, offset)
        buffer.append(0x2C)
        timestamp(start, offset)
        buffer.append(0x2C)
        timestamp(end, offset)
        buffer.append(0x2C)
        append(value)
        buffer.append(0x0A)
        rows += 1
        if buffer.count >= 1 << 22 { flush() }
    }

    func close() {
        flush()
        fclose(handle)
    }

    private func flush() {
        bytes += buffer.count
        buffer.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, handle) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    /// `YYYY-MM-DD HH:MM:SS ±HHMM` for UTC second `utc` seen with `offset`.
    private func timestamp(_ utc: Int64, _ offset: Int32) {
        timestamps.append(utc, offset: offset, to: &buffer)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
