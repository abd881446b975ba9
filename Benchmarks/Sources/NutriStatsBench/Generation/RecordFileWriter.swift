#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NutritionData

/// Writes Apple Health record rows (the export.xml converter's CSV) to a file through a large buffer,
/// formatting timestamps by hand so that gigabytes are written in seconds.
final class RecordFileWriter {
    static let header = "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"

    private let handle: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8] = []
    private(set) var rows = 0
    private(set) var bytes = 0
    private var dayCache: (day: Int, text: [UInt8]) = (.min, [])

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
        let local = utc + Int64(offset)
        let day = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        if day != dayCache.day {
            let (y, m, d) = LocalDate(dayNumber: day).components
            var text: [UInt8] = []
            digits(&text, y, 4)
            text.append(0x2D)
            digits(&text, m, 2)
            text.append(0x2D)
            digits(&text, d, 2)
            text.append(0x20)
            dayCache = (day, text)
        }
        buffer.append(contentsOf: dayCache.text)
        let second = Int(local - Int64(day) * 86_400)
        digits(&buffer, second / 3600, 2)
        buffer.append(0x3A)
        digits(&buffer, second / 60 % 60, 2)
        buffer.append(0x3A)
        digits(&buffer, second % 60, 2)
        buffer.append(0x20)
        buffer.append(offset < 0 ? 0x2D : 0x2B)
        let magnitude = Int(abs(offset)) / 60
        digits(&buffer, magnitude / 60, 2)
        digits(&buffer, magnitude % 60, 2)
    }

    private func digits(_ out: inout [UInt8], _ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(UInt8(48 + rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
