// Writes report templates as Swift string literals, so NutritionReport carries them in the binary.
//
// Usage: ReportTemplateEmbedder OUTPUT.swift TEMPLATES_DIR FILE...
// Each FILE (inside TEMPLATES_DIR) becomes an entry keyed by its path relative to TEMPLATES_DIR
// ("report.html.mustache", "partials/style.css.mustache"), in sorted order so the output is stable.
// Run by the EmbedReportTemplates build plugin; not meant to be run by hand.
import Foundation

/// The Swift source declaring `EmbeddedTemplates.files`.
func swiftSource(for files: [(name: String, text: String)]) -> String {
    var out = """
        // Generated at build time by the EmbedReportTemplates plugin from templates/. Do not edit.

        /// The report templates of the package's `templates/` folder, as they were when this binary was built.
        enum EmbeddedTemplates {
            /// Template text keyed by path relative to `templates/`.
            static let files: [String: String] = [

        """
    for file in files {
        // A raw string whose delimiter has one more `#` than the longest run of `#` in the text, so
        // neither `\#…` escapes nor the closing `"""#…` can occur inside it.
        let hashes = String(repeating: "#", count: longestRun(of: "#", in: file.text) + 1)
        out += "        \(literal(file.name)): \(hashes)\"\"\"\n\(file.text)\n\"\"\"\(hashes),\n"
    }
    if files.isEmpty { out += "        :\n" }
    out += "    ]\n}\n"
    return out
}

/// The longest run of `character` in `text`.
func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var current = 0
    for c in text {
        current = c == character ? current + 1 : 0
        longest = max(longest, current)
    }
    return longest
}

/// `text` as an ordinary Swift string literal (names are plain paths).
func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: ReportTemplateEmbedder OUTPUT.swift TEMPLATES_DIR FILE...\n".utf8))
    exit(64)
}
let output = arguments[1]
let folder = URL(fileURLWithPath: arguments[2]).standardizedFileURL.path
var files: [(name: String, text: String)] = []
for path in arguments.dropFirst(3) {
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    guard full.hasPrefix(folder + "/") else {
        FileHandle.standardError.write(Data("ReportTemplateEmbedder: \(path) is not inside \(folder)\n".utf8))
        exit(65)
    }
    guard let data = FileManager.default.contents(atPath: full), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("ReportTemplateEmbedder: cannot read \(path) as UTF-8 text\n".utf8))
        exit(74)
    }
    // Line ends are kept as LF: a multi-line literal turns CRLF into LF anyway.
    files.append((String(full.dropFirst(folder.count + 1)), text.replacingOccurrences(of: "\r\n", with: "\n")))
}
files.sort { $0.name < $1.name }
let source = swiftSource(for: files)
do {
    // Rewrite only when the text changes, so an unchanged template does not trigger a recompile.
    if FileManager.default.contents(atPath: output) != Data(source.utf8) {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("ReportTemplateEmbedder: cannot write \(output): \(error)\n".utf8))
    exit(74)
}
