import Foundation
import PackagePlugin

/// Build-tool plugin: before NutritionReport compiles, turns every `*.mustache` file under the
/// package's `templates/` folder into `EmbeddedTemplates.swift` (string literals), so the report
/// templates travel inside the binary and `swift build`, `swift build -c release`, `swift test` and a
/// binary copied elsewhere all use the same templates with no install step. The template files are
/// declared as inputs, so editing one rebuilds the module.
@main
struct EmbedReportTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "templates")
        let templates = Self.templates(under: folder)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(templates.count) report templates",
                executable: try context.tool(named: "ReportTemplateEmbedder").url,
                arguments: [output.path, folder.path] + templates.map(\.path),
                inputFiles: templates,
                outputFiles: [output]
            )
        ]
    }

    /// The `*.mustache` files under `folder`, recursively, sorted by path.
    static func templates(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "mustache" {
            found.append(url.standardizedFileURL)
        }
        return found.sorted { $0.path < $1.path }
    }
}
