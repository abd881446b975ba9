import Foundation
import Testing

/// The hardening run's output faults, each reproduced end to end through the built binary: a check
/// and a write that looked at two folders (`link/..`), a temporary name that followed a planted
/// symbolic link, a kill that lost the report, a file dropped into `--out` mid-write, a full disk
/// without its reason. Kills and delays are injected with strace at the exact system call.
@Suite(.serialized) struct ReliabilityOutputRaceTests {
    /// Whether strace can trace here (it needs ptrace; `make deps` installs it).
    static let canTrace: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-qq", "-o", "/dev/null", "/bin/true"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// The built binary.
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("nutristats").path
    }

    static var storage: String { ReliabilityCLI.sampleData().appendingPathComponent("Storage").path }

    /// `report` of the sample week as Markdown into `out`.
    static func report(_ out: String) -> [String] {
        ["report", "--storage", storage, "--week", "2026-11-09", "--format", "md", "--out", out]
    }

    /// Runs `executable arguments…` in `folder` through ``ReliabilityCLI/run(program:_:in:standardOutput:)``;
    /// returns the exit status (a signal counts as 128 + it) and standard error.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (
        status: Int32, stderr: String
    ) {
        let outcome = try ReliabilityCLI.run(program: executable, arguments, in: folder)
        return (outcome.status, outcome.stderr)
    }

    /// Names in `folder` that start with a dot (hidden work of a run), without the test's own.
    static func hidden(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.sorted()
    }

    static func contents(_ path: URL) -> Data? { FileManager.default.contents(atPath: path.path) }

    /// `report --out my/charts/..` with `my/charts` a symbolic link: the check and the write both go
    /// to the parent of the link's target. Earlier, the check looked there but the write folded the
    /// path to `my` and replaced it — the user's own template and the link with it.
    @Test func aReportThroughLinkDotDotWritesWhereItWasChecked() throws {
        let folder = try ReliabilityFolder()
        try folder.write("my/report.md", "# {{period.label}}\n")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("t/charts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("my/charts").path, withDestinationPath: "../t/charts")
        let result = try Self.run(
            Self.binary, Self.report("my/charts/..") + ["--template", "my/report.md"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.contents(folder.url.appendingPathComponent("my/report.md")) == Data("# {{period.label}}\n".utf8))
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(
                atPath: folder.url.appendingPathComponent("my/charts").path)) == "../t/charts")
        #expect(
            String(decoding: Self.contents(folder.url.appendingPathComponent("t/report.md")) ?? Data(), as: UTF8.self)
                .hasPrefix("# Week of"))
    }

    /// `chart --out S/History/link/../kcal.svg` goes beside the link's target, never into the input
    /// storage folder the path seems to name.
    @Test func aChartThroughLinkDotDotNeverLandsInTheInputFolder() throws {
        let folder = try ReliabilityFolder()
        try FileManager.default.copyItem(atPath: Self.storage, toPath: folder.url.appendingPathComponent("S").path)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("elsewhere/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("S/History/link").path,
            withDestinationPath: folder.url.appendingPathComponent("elsewhere/sub").path)
        let result = try Self.run(
            Self.binary, ["chart", "--metric", "kcal", "--storage", "S", "--out", "S/History/link/../kcal.svg"],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("S/History/kcal.svg").path))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("elsewhere/kcal.svg").path))
    }

    /// A symbolic link planted at the chart's old, predictable temporary name (`.k.png.partial-PID`,
    /// the PID known through `exec`) made `chart` overwrite the link's target.
    @Test func aPlantedLinkAtTheTemporaryNameIsNeverFollowed() throws {
        let folder = try ReliabilityFolder()
        try folder.write("victim", "precious")
        let script = "ln -s victim .k.png.partial-$$ && exec \"$0\" \"$@\""
        let result = try Self.run(
            "/bin/sh",
            ["-c", script, Self.binary, "chart", "--metric", "kcal", "--storage", Self.storage, "--out", "k.png"],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.contents(folder.url.appendingPathComponent("victim")) == Data("precious".utf8))
        #expect(try Self.hidden(in: folder.url) == [])
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("k.png").path))
    }

    /// Earlier versions moved the old report aside before moving the new one in: a kill between the
    /// two left no `--out` at all, the report only in a hidden `.out.previous-PID` that no run
    /// recovered. Now the next run puts it back (saying so) and replaces it as usual.
    @Test func aReportLeftAsideByAnInterruptedRunIsRecovered() throws {
        let folder = try ReliabilityFolder()
        try folder.write(".out.previous-4242/report.md", "earlier report\n")
        try folder.write(".out.partial-4243/report.md", "half-written report\n")
        let result = try Self.run(Self.binary, Self.report("out"), in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "nutristats: note: out: restored out from .out.previous-4242, where an interrupted run had left it"))
        #expect(try Self.hidden(in: folder.url) == [])
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/report.md").path))
    }

    /// A kill at the very swap (strace delivers SIGKILL as `renameat2` is entered) leaves the earlier
    /// report whole in place; a kill right after it (at the first `unlinkat` of the old copy) leaves
    /// the new one whole; either way the next run removes what was left hidden.
    @Test(.enabled(if: canTrace)) func aKillAroundTheSwapNeverLosesTheReport() throws {
        let folder = try ReliabilityFolder()
        try Self.run(Self.binary, Self.report("out"), in: folder.url)
        let earlier = try #require(Self.contents(folder.url.appendingPathComponent("out/report.md")))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("out/report.md"))
        try folder.write("out/report.md", "earlier report\n")

        let atSwap = try Self.run(
            "/usr/bin/strace",
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2",
                "-e", "inject=renameat2:signal=SIGKILL", Self.binary,
            ] + Self.report("out"), in: folder.url)
        #expect(atSwap.status == 128 + SIGKILL)
        #expect(Self.contents(folder.url.appendingPathComponent("out/report.md")) == Data("earlier report\n".utf8))
        #expect(try Self.hidden(in: folder.url).count == 1)  // the new copy, never swapped in
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(try Self.hidden(in: folder.url)[0]))

        let afterSwap = try Self.run(
            "/usr/bin/strace",
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=unlinkat",
                "-e", "inject=unlinkat:signal=SIGKILL:when=1", Self.binary,
            ] + Self.report("out"), in: folder.url)
        #expect(afterSwap.status == 128 + SIGKILL)
        #expect(Self.contents(folder.url.appendingPathComponent("out/report.md")) == earlier)
        #expect(try Self.hidden(in: folder.url).count == 1)  // the old copy, killed while being removed

        let clean = try Self.run(Self.binary, Self.report("out"), in: folder.url)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try Self.hidden(in: folder.url) == [])
    }

    /// Where names cannot be swapped atomically (strace makes `renameat2` fail with EINVAL), the
    /// fallback renames twice; a kill between the two leaves no `--out`, and the next run restores it.
    @Test(.enabled(if: canTrace)) func aKillBetweenTheFallbackRenamesIsRepairedByTheNextRun() throws {
        let folder = try ReliabilityFolder()
        try Self.run(Self.binary, Self.report("out"), in: folder.url)
        let killed = try Self.run(
            "/usr/bin/strace",
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2,renameat",
                "-e", "inject=renameat2:error=EINVAL",
                "-e", "inject=renameat:signal=SIGKILL:when=2", Self.binary,
            ] + Self.report("out"),
            in: folder.url)
        #expect(killed.status == 128 + SIGKILL)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
        #expect(try Self.hidden(in: folder.url).contains { $0.hasPrefix(".out.previous-") })

        let next = try Self.run(Self.binary, Self.report("out"), in: folder.url)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.contains("restored out from .out.previous-"))
        #expect(try Self.hidden(in: folder.url) == [])
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/report.md").path))
    }

    /// A file dropped into `--out` while the report is being written (here: while the swap is held
    /// up for two seconds) is never deleted: the run swaps back, keeps it, and fails saying why.
    @Test(.enabled(if: canTrace)) func aFileDroppedInMidWriteIsKept() throws {
        let folder = try ReliabilityFolder()
        try Self.run(Self.binary, Self.report("out"), in: folder.url)
        let earlier = try #require(Self.contents(folder.url.appendingPathComponent("out/report.md")))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments =
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2", "-e", "inject=renameat2:delay_enter=2000000",
                Self.binary,
            ] + Self.report("out")
        process.currentDirectoryURL = folder.url
        // Standard error into a file (read once the run is over), as ReliabilityCLI does: a pipe read
        // only after the exit could fill up and stall the child.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nutristats-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let errorHandle = try FileHandle(forWritingTo: errors)
        process.standardError = errorHandle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait for the new report to be complete under its hidden name, then drop a file into --out.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline,
            !(try Self.hidden(in: folder.url).contains { name in
                FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name + "/report.md").path)
            })
        {
            Thread.sleep(forTimeInterval: 0.02)
        }
        Thread.sleep(forTimeInterval: 0.3)
        try folder.write("out/notes.txt", "mine")
        process.waitUntilExit()
        try errorHandle.close()
        let message = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        #expect(process.terminationStatus == 74)
        #expect(message.contains("already holds 'notes.txt', which is not part of a NutriStats report"), "\(message)")
        #expect(message.contains("it appeared while the new output was written; nothing was replaced"))
        #expect(Self.contents(folder.url.appendingPathComponent("out/notes.txt")) == Data("mine".utf8))
        #expect(Self.contents(folder.url.appendingPathComponent("out/report.md")) == earlier)
        #expect(try Self.hidden(in: folder.url) == [])
    }

    /// Whether this run may mount a small tmpfs (root, in a namespace that allows it).
    static let canMount: Bool = getuid() == 0

    /// A full disk says so: the failing file and "No space left on device"; nothing is left behind.
    @Test(.enabled(if: canMount)) func aFullDiskNamesTheReason() throws {
        let folder = try ReliabilityFolder()
        let disk = folder.url.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mounted = try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", disk.path], in: folder.url)
        try #require(mounted.status == 0 || mounted.stderr.contains("permission"), "mount: \(mounted.stderr)")
        guard mounted.status == 0 else { return }  // not allowed here: nothing to test
        defer { _ = try? Self.run("/bin/umount", [disk.path], in: folder.url) }
        let report = try Self.run(
            Self.binary, ["report", "--storage", Self.storage, "--week", "2026-11-09", "--out", "disk/out"],
            in: folder.url)
        #expect(report.status == 74)
        #expect(report.stderr.hasPrefix("nutristats: error: disk/out: cannot write "))
        #expect(report.stderr.hasSuffix(": No space left on device\n"), "\(report.stderr)")
        let chart = try Self.run(
            Self.binary,
            [
                "chart", "--metric", "kcal", "--storage", Self.storage, "--width", "2000", "--height", "2000",
                "--out", "disk/k.png",
            ], in: folder.url)
        #expect(chart.status == 74)
        #expect(chart.stderr == "nutristats: error: disk/k.png: cannot write the chart: No space left on device\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == [])
    }

    /// A food log is an input like any other, and an `--out` that cannot be resolved (the root folder,
    /// `..` after a missing part) is a usage error, before anything is read.
    @Test func foodLogsAreInputsAndUnresolvableOutputsAreUsageErrors() throws {
        let folder = try ReliabilityFolder()
        try folder.write("log.png", "Day,Food Name,Amount,Energy (kcal)\n2026-11-16,Oats,1.00 serving,300\n")
        let overwrite = try Self.run(
            Self.binary, ["chart", "--metric", "kcal", "--food-log", "log.png", "--out", "log.png"], in: folder.url)
        #expect(overwrite.status == 64)
        #expect(overwrite.stderr.contains("--out log.png is an input (log.png)"), "\(overwrite.stderr)")
        #expect(
            Self.contents(folder.url.appendingPathComponent("log.png"))
                == Data("Day,Food Name,Amount,Energy (kcal)\n2026-11-16,Oats,1.00 serving,300\n".utf8))
        let root = try Self.run(Self.binary, Self.report("/"), in: folder.url)
        #expect(root.status == 64)
        #expect(root.stderr.contains("--out /: is the root folder"), "\(root.stderr)")
        let dangling = try Self.run(Self.binary, Self.report("missing/../out"), in: folder.url)
        #expect(dangling.status == 64)
        #expect(
            dangling.stderr.contains("cannot be resolved: '..' follows 'missing', which does not exist"),
            "\(dangling.stderr)")
    }
}
