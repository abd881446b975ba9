#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one child process cost, as the kernel accounted it.
struct ChildRun {
    /// Exit status (or 128 + signal).
    var status: Int32
    /// Wall time from spawn to exit, in milliseconds.
    var wallMs: Double
    /// Peak resident set of this child alone (`wait4`'s `ru_maxrss`), in MiB.
    var peakRSSMiB: Double
    /// User + system CPU time, in milliseconds.
    var cpuMs: Double
    /// What it wrote on stdout (when captured).
    var output: String
}

/// Runs `executable` with `arguments` through `bench-spawn` (built next to this binary) and waits for
/// it; stdout is captured or sent to /dev/null, stderr is inherited or (`quiet`) sent to /dev/null.
///
/// Status, wall time, CPU time and peak memory are those `bench-spawn` measured with `wait4`. Spawning
/// the child from here instead would make its peak at least this harness's own peak (Linux keeps the
/// outgoing address space's high-water mark across exec), about 50 MiB once inputs were generated;
/// `bench-spawn`'s own peak, the floor it passes on, is about 1 MiB.
func spawn(_ executable: String, _ arguments: [String], captureOutput: Bool = false, quiet: Bool = false) throws
    -> ChildRun
{
    let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let resultPath = "\(temporary)/nutristats-bench-\(getpid())-result.txt"
    defer { unlink(resultPath) }
    let helper = try benchSpawnPath()
    let launched = try spawnDirect(
        helper, [resultPath, executable] + arguments, captureOutput: captureOutput, quiet: quiet)
    guard launched.status == 0, let line = readSmallFile(resultPath) else {
        throw BenchError("bench-spawn could not run \(executable) (exit \(launched.status))")
    }
    let figures = PhaseRuns.parse(line)
    guard let status = figures["status"], let wall = figures["wall_ms"], let cpu = figures["cpu_ms"],
        let peak = figures["peak_kib"]
    else {
        throw BenchError("bench-spawn's result for \(executable) is incomplete: \(line)")
    }
    return ChildRun(status: Int32(status), wallMs: wall, peakRSSMiB: peak / 1024, cpuMs: cpu, output: launched.output)
}

/// The first 4 KiB of a file as text, or nil when it cannot be opened.
private func readSmallFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    return got < 0 ? nil : String(decoding: bytes[0..<got], as: UTF8.self)
}

/// `bench-spawn` in the directory of this executable.
private func benchSpawnPath() throws -> String {
    let me = CommandLine.arguments[0]
    guard let slash = me.lastIndex(of: "/") else { throw BenchError("run nutristats-bench by its path, not from PATH") }
    let path = String(me[..<slash]) + "/bench-spawn"
    guard access(path, X_OK) == 0 else { throw BenchError("\(path) is missing; build the whole Benchmarks package") }
    return path
}

/// Spawns `executable` directly and waits for it (see `spawn` for why measured runs go through `bench-spawn`).
private func spawnDirect(_ executable: String, _ arguments: [String], captureOutput: Bool, quiet: Bool) throws
    -> ChildRun
{
    var pipeEnds: [Int32] = [-1, -1]
    if captureOutput {
        guard pipe(&pipeEnds) == 0 else { throw BenchError("pipe failed") }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if captureOutput {
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    if quiet {
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }

    let start = monotonicSeconds()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchError("cannot start \(executable): error \(spawned)") }
    var output: [UInt8] = []
    if captureOutput {
        close(pipeEnds[1])
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if got <= 0 { break }
            output.append(contentsOf: chunk[0..<got])
        }
        close(pipeEnds[0])
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let wall = (monotonicSeconds() - start) * 1000
    let exit: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let cpu =
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    return ChildRun(
        status: exit, wallMs: wall, peakRSSMiB: Double(usage.ru_maxrss) / 1024, cpuMs: cpu,
        output: String(decoding: output, as: UTF8.self))
}

/// Runs a command with stdout and stderr discarded; returns its exit status.
func runQuietly(_ executable: String, _ arguments: [String]) throws -> Int32 {
    try spawnDirect(executable, arguments, captureOutput: false, quiet: false).status
}

/// Seconds on the monotonic clock.
/// CPU seconds the calling thread has used: a render's own work, whatever else loads the machine.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
