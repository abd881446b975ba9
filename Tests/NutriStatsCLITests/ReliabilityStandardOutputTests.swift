import Foundation
import Testing

/// Standard output that cannot be written (a full disk, `/dev/full`, a closed descriptor) ends the
/// command with exit status 74 and the reason on stderr, never with exit 0 and a cut output.
@Suite struct ReliabilityStandardOutputTests {
    static let storage = ["--storage", "sample-data/Storage"]
    /// Every command that prints its result on standard output; each output is far over 16 kB or
    /// at least one write.
    static let commands: [[String]] = [
        ["stats", "--last", "60", "--format", "csv"] + storage,
        ["stats", "--last", "60"] + storage,
        ["history", "--last", "400"] + storage,
        ["inspect"] + storage,
    ]

    /// Runs in a copy-free way from the repository folder (sample data are only read).
    static var repository: URL { ReliabilityCLI.sampleData().deletingLastPathComponent() }

    @Test(arguments: commands)
    func aFullDeviceIsAnError(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full")
        defer { try? full.close() }
        let result = try ReliabilityCLI.run(arguments, in: Self.repository, standardOutput: full)
        #expect(result.status == 74, "\(arguments)")
        #expect(
            result.stderr.hasSuffix("nutristats: error: cannot write to standard output: No space left on device\n"),
            "\(result.stderr)")
    }

    @Test(arguments: commands)
    func aClosedStandardOutputIsAnError(arguments: [String]) throws {
        let result = try ReliabilityCLI.run(
            arguments, in: Self.repository,
            launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" >&-"])
        #expect(result.status == 74, "\(arguments)")
        #expect(
            result.stderr.hasSuffix("nutristats: error: cannot write to standard output: Bad file descriptor\n"),
            "\(result.stderr)")
    }

    @Test func aWritableStandardOutputGetsEverything() throws {
        // The same history through a file: complete, exit 0 (400 days, one heading each).
        let result = try ReliabilityCLI.run(["history", "--last", "400"] + Self.storage, in: Self.repository)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Food history "))
        #expect(result.stdout.utf8.count > 16_384)
    }
}
