/// A stream of export.xml bytes: a byte range of a plain file, or a zip member being inflated.
protocol ExportByteSource: AnyObject {
    /// Reads up to `count` bytes into `buffer`: the number read (0 only at the end), or the error that
    /// ends the read.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError>
}

/// The bytes of a plain file from an offset to its end (`pread`, so parts of one file can be read at
/// once on several threads).
final class FileRangeSource: ExportByteSource {
    private let file: InputFile
    private var offset: Int64

    init(file: InputFile, start: Int64) {
        self.file = file
        self.offset = start
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Result<Int, InputError> {
        let got = file.read(into: buffer, count: count, at: offset)
        if got < 0 {
            return .failure(
                InputError(.io, file: file.path, problem: .cannotRead(reason: InputFile.describe(Int32(-got)))))
        }
        offset += Int64(got)
        return .success(got)
    }
}
