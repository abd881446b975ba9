/// The one reader of small input files named on the command line — a `--dv` targets file, a
/// `--template`, a `--csv` chart table: read-only, whole, at most `LocalFiles/maxFileSize` bytes,
/// with the same messages for a missing file, a folder or a failed read whatever the file is for.
/// (The storage folder's JSON files go through `LocalFiles` directly; large activity and Health
/// files are streamed.)
public enum SmallInputFile {
    /// The bytes of the file at `path`. `purpose` completes the messages for a missing file or a
    /// folder, e.g. "--dv takes current, legacy or a targets file".
    public static func bytes(at path: String, purpose: String) throws(InputError) -> [UInt8] {
        switch LocalFiles.kind(of: path) {
        case .missing: throw InputError(.io, file: path, problem: "no such file (\(purpose))")
        case .directory: throw InputError(.io, file: path, problem: .isAFolder(hint: "\(purpose)"))
        case .file, .other: return try LocalFiles.readBytes(path: path, shownAs: path, expected: purpose)
        }
    }

    /// The UTF-8 text of the file at `path` (see ``bytes(at:purpose:)``); a byte that is not UTF-8 is
    /// a data error naming its line.
    public static func text(at path: String, purpose: String) throws(InputError) -> String {
        try decode(try bytes(at: path, purpose: purpose), file: path)
    }

    /// `bytes` as a String, or a data error naming the line of the first byte that is not UTF-8.
    public static func decode(_ bytes: some Collection<UInt8>, file: String) throws(InputError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") { line += 1 }
                offset += scalar.count
            case .error:
                let byte = bytes.dropFirst(offset).first ?? 0
                let hex = String(byte, radix: 16, uppercase: true)
                throw InputError(
                    file: file, line: line,
                    problem: .expected(
                        "UTF-8 text", found: "the byte 0x\(hex.count == 1 ? "0" + hex : hex) (save the file as UTF-8)"))
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}
