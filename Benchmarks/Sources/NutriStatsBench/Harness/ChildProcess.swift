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

/// Spawns `executable` with `arguments` and waits for it; stdout is captured or sent to /dev/null,
/// stderr is inherited or (`quiet`) sent to /dev/null. Peak memory comes from `wait4`, so it is this child's, not the maximum over
/// all children so far (which `getrusage(RUSAGE_CHILDREN)` would give).
func spawn(_ executable: String, _ arguments: [String], captureOutput: Bool = false, quiet: Bool = false) throws -> ChildRun {
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
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    return ChildRun(status: exit, wallMs: wall, peakRSSMiB: Double(usage.ru_maxrss) / 1024, cpuMs: cpu,
                    output: String(decoding: output, as: UTF8.self))
}

/// Runs a command with stdout and stderr discarded; returns its exit status.
func runQuietly(_ executable: String, _ arguments: [String]) throws -> Int32 {
    try spawn(executable, arguments).status
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
