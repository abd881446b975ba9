import Foundation
import Testing

/// Runs the built `nutristats` binary for the end-to-end error, limit and safe-output tests.
enum ReliabilityCLI {
    /// The result of one run.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
    }

    /// The folder of committed bad inputs (`Tests/NutriStatsCLITests/BadInputs`).
    static func badInputs(file: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("BadInputs")
    }

    /// The repository's `sample-data` folder.
    static func sampleData(file: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("sample-data")
    }

    /// The built `nutristats` binary, next to the test runner.
    static func binary() throws -> URL {
        let binaryFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let binary = binaryFolder.appendingPathComponent("nutristats")
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path), "no nutristats next to \(binaryFolder.path)")
        return binary
    }

    /// Runs `nutristats arguments…` in `folder` (so paths in messages are as given): the one way the
    /// CLI tests run the built binary.
    ///
    /// `standardOutput`, when given, receives standard output instead (the outcome's `stdout` is then
    /// empty); `launcher`, when given, is run instead, with the binary and `arguments` after it
    /// (`["/bin/sh", "-c", "exec \"$0\" \"$@\" >&-"]` runs it with standard output closed);
    /// `configHome`, when given, is the run's `$XDG_CONFIG_HOME`.
    static func run(
        _ arguments: [String], in folder: URL? = nil, standardOutput: FileHandle? = nil,
        launcher: [String] = [], configHome: URL? = nil
    ) throws -> Outcome {
        let binary = try binary().path
        guard let program = launcher.first else {
            return try run(
                program: binary, arguments, in: folder, standardOutput: standardOutput, configHome: configHome)
        }
        return try run(
            program: program, Array(launcher.dropFirst()) + [binary] + arguments, in: folder,
            standardOutput: standardOutput, configHome: configHome)
    }

    /// Runs `program arguments…` in `folder` with no standard input — the built binary, or a tool
    /// around it (strace, sh, mount) — and waits for it; the one place the CLI tests run a process to
    /// its end and read what it wrote. Both streams are captured through files, which the child writes to
    /// while it runs, so neither can fill up and stall it (reading one pipe to its end before the other
    /// could); a grandchild still holding them open does not hold up the read either. A child killed
    /// by a signal has the status 128 + the signal, as a shell reports it.
    static func run(
        program: String, _ arguments: [String], in folder: URL? = nil,
        standardOutput: FileHandle? = nil, configHome: URL? = nil
    ) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        // No configuration file of the machine's user reaches a test: $XDG_CONFIG_HOME is the empty scratch
        // folder, or the run's own `configHome` — never a variable of this process, which tests running
        // at the same time would see too.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = (configHome ?? scratch).path
        process.environment = environment
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = clock.now - start
        try out.close()
        try err.close()
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Outcome(
            status: status,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}

/// A fresh folder under the system's temporary folder, removed when released.
final class ReliabilityFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Folders made unreadable by a test are made readable again so they can be removed.
        if let items = FileManager.default.enumerator(atPath: url.path) {
            for case let item as String in items {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o700], ofItemAtPath: url.appendingPathComponent(item).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to `name` (folders created) and returns the path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }
}
