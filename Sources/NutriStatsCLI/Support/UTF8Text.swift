import Foundation
import NutritionData

/// The text of a small input file (a targets file, a template) that must be UTF-8.
enum UTF8Text {
    /// The UTF-8 text of the file at `path`. `purpose` completes the messages for a missing file or a
    /// folder, e.g. "--dv takes current, legacy or a targets file".
    static func read(at path: String, purpose: String) throws(InputError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError(.io, file: path, problem: "no such file (\(purpose))")
        }
        guard !isFolder.boolValue else {
            throw InputError(.io, file: path, problem: "is a folder; \(purpose)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(.io, file: path, problem: "cannot be read")
        }
        return try decode(data, file: path)
    }

    /// `bytes` as a String, or a data error naming the line of the first byte that is not UTF-8.
    static func decode(_ bytes: some Collection<UInt8>, file: String) throws(InputError) -> String {
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
                throw InputError(file: file, line: line,
                                 problem: "expected UTF-8 text, found the byte 0x\(hex.count == 1 ? "0" + hex : hex) (save the file as UTF-8)")
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}
