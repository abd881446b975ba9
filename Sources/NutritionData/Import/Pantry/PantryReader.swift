/// Reads a pantry file (`--pantry FILE`), telling its format by content: a file whose first
/// character (after a byte order mark and white space) is `{` or `[` is JSON, read as a Parse
/// server's export (a bare list is then refused as not being one, rather than misread as a CSV
/// header), anything else KeepFresh's CSV. Inputs are only read.
public struct PantryReader: Sendable {
    /// Whether a bad item stops the read or is skipped and counted.
    public var strictness: Strictness

    public init(strictness: Strictness = .strict) {
        self.strictness = strictness
    }

    /// Reads the file at `path`.
    public func read(at path: String) throws(InputError) -> PantryList {
        switch LocalFiles.kind(of: path) {
        case .missing:
            throw InputError(.io, file: path, problem: .noSuchFile(hint: "expected a pantry CSV or Parse JSON export"))
        case .directory:
            throw InputError(.io, file: path, problem: .folderInsteadOf("a pantry CSV or Parse JSON export"))
        case .other:
            throw InputError(
                .io, file: path, problem: .notARegularFile(hint: "expected a pantry CSV or Parse JSON export"))
        case .file: break
        }
        return try read(bytes: try LocalFiles.readBytes(path: path, shownAs: path), file: path)
    }

    /// Reads a file's bytes; `file` names it in messages. Pure.
    public func read(bytes: [UInt8], file: String) throws(InputError) -> PantryList {
        if Self.isJSON(bytes) {
            return try PantryJSONParser(file: file, strictness: strictness).parse(bytes)
        }
        return try PantryCSVParser(file: file, strictness: strictness).parse(bytes)
    }

    /// Whether the first character after a byte order mark and white space is `{` or `[`.
    static func isJSON(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && (bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "["))
    }
}
