import CZlib

/// The bytes of one zip member, inflated as they are read (zlib raw inflate), never extracted.
///
/// Reads the compressed bytes with `pread` in 256 KiB steps from the member's data offset, for its
/// compressed size as the central directory gives it, and inflates them into the caller's buffer. A
/// stored member is copied as it is. The CRC-32 is not checked: a damaged deflate stream fails to
/// inflate, and the parser checks every value it uses. Memory: the input buffer and zlib's 32 KiB
/// window.
final class ZipMemberSource: ExportByteSource {
    private static let inputSize = 256 << 10

    private let file: InputFile
    private let member: ZipMember
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutablePointer<UInt8>
    /// Compressed bytes not yet read from the file, and the file offset of the next one.
    private var remaining: Int64
    private var offset: Int64
    private var started = false
    private var finished = false

    init(file: InputFile, member: ZipMember) {
        self.file = file
        self.member = member
        self.remaining = member.compressedSize
        self.offset = member.dataOffset
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = .allocate(capacity: ZipMemberSource.inputSize)
    }

    deinit {
        if started { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
        input.deallocate()
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError> {
        if finished || count == 0 { return .success(0) }
        if member.method == 0 { return readStored(into: buffer, count: count) }
        if !started {
            guard inflateInit2_(stream, -MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                return .failure(damaged("zlib could not start inflating"))
            }
            started = true
        }
        stream.pointee.next_out = buffer
        stream.pointee.avail_out = UInt32(min(count, Int(UInt32.max)))
        while stream.pointee.avail_out > 0 {
            if stream.pointee.avail_in == 0 {
                guard remaining > 0 else {
                    let produced = count - Int(stream.pointee.avail_out)
                    if produced > 0 { return .success(produced) }
                    return .failure(damaged("the compressed data ends before the end of the deflate stream (truncated?)"))
                }
                let want = Int(min(Int64(ZipMemberSource.inputSize), remaining))
                let got = file.read(into: input, count: want, at: offset)
                if got < 0 { return .failure(InputError(.io, file: file.path, problem: "cannot read the file: \(InputFile.describe(Int32(-got)))")) }
                if got == 0 { return .failure(damaged("the file ends inside the member's data (truncated?)")) }
                offset += Int64(got)
                remaining -= Int64(got)
                stream.pointee.next_in = input
                stream.pointee.avail_in = UInt32(got)
            }
            let status = inflate(stream, Z_NO_FLUSH)
            if status == Z_STREAM_END {
                finished = true
                break
            }
            guard status == Z_OK || status == Z_BUF_ERROR else {
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "error \(status)"
                return .failure(damaged("zlib: \(message)"))
            }
        }
        return .success(count - Int(stream.pointee.avail_out))
    }

    private func readStored(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError> {
        let want = Int(min(Int64(count), remaining))
        guard want > 0 else {
            finished = true
            return .success(0)
        }
        let got = file.read(into: buffer, count: want, at: offset)
        if got < 0 { return .failure(InputError(.io, file: file.path, problem: "cannot read the file: \(InputFile.describe(Int32(-got)))")) }
        if got == 0 { return .failure(damaged("the file ends inside the member's data (truncated?)")) }
        offset += Int64(got)
        remaining -= Int64(got)
        return .success(got)
    }

    private func damaged(_ reason: String) -> InputError {
        InputError(.data, file: file.path, field: member.name, problem: "expected a readable zip member, found a damaged one: \(reason)")
    }
}
