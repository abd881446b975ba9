import Foundation
import NutritionData
import Testing

/// The one reader of `--dv`, `--template` and `--csv` files: the same messages whatever the purpose.
@Suite struct SmallInputFileTests {
    @Test func readsTextAndNamesWhatIsWrong() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("small-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("t.txt").path
        try Data("Sodium = 1500 mg\n".utf8).write(to: URL(fileURLWithPath: good))
        #expect(try SmallInputFile.text(at: good, purpose: "p") == "Sodium = 1500 mg\n")
        let missing = folder.appendingPathComponent("nope.csv").path
        #expect(throws: InputError(.io, file: missing, problem: "no such file (--csv takes a CSV file)")) {
            try SmallInputFile.bytes(at: missing, purpose: "--csv takes a CSV file")
        }
        #expect(throws: InputError(.io, file: folder.path, problem: "is a folder; --csv takes a CSV file")) {
            try SmallInputFile.bytes(at: folder.path, purpose: "--csv takes a CSV file")
        }
        let latin1 = folder.appendingPathComponent("l.txt").path
        try Data([0x41, 0x0A, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: latin1))
        #expect(
            throws: InputError(
                file: latin1, line: 2, problem: "expected UTF-8 text, found the byte 0xE9 (save the file as UTF-8)")
        ) {
            try SmallInputFile.text(at: latin1, purpose: "p")
        }
    }
}
