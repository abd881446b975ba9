// bench-spawn RESULT_FILE PROGRAM [ARGUMENT...]
//
// Runs PROGRAM (a path) with its arguments, stdin, stdout and stderr inherited, waits for it, and
// writes one line to RESULT_FILE: "status=N wall_ms=W cpu_ms=C peak_kib=K".
//
// Why a separate C program: on Linux an exec'd child's peak resident set (ru_maxrss from wait4)
// is never below the peak of the process that spawned it, because exec records the outgoing
// address space's high-water mark. The benchmark harness is a Swift process that may have grown to
// tens of MiB (generating inputs, reading results); every child it measured directly inherited that
// as a floor. This helper's own peak is about 1 MiB, so the children it runs report their own peak.
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static double monotonic_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: bench-spawn RESULT_FILE PROGRAM [ARGUMENT...]\n");
        return 64;
    }
    FILE *result = fopen(argv[1], "w");
    if (result == NULL) {
        fprintf(stderr, "bench-spawn: cannot write %s\n", argv[1]);
        return 74;
    }
    double start = monotonic_ms();
    pid_t child;
    int spawned = posix_spawn(&child, argv[2], NULL, NULL, &argv[2], environ);
    if (spawned != 0) {
        fprintf(stderr, "bench-spawn: cannot start %s: error %d\n", argv[2], spawned);
        fclose(result);
        return 71;
    }
    int status = 0;
    struct rusage usage;
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "bench-spawn: wait4 failed: error %d\n", errno);
            fclose(result);
            return 71;
        }
    }
    double wall = monotonic_ms() - start;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    double cpu = (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
        + (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
    fprintf(result, "status=%d wall_ms=%.3f cpu_ms=%.3f peak_kib=%ld\n", code, wall, cpu, usage.ru_maxrss);
    return fclose(result) == 0 ? 0 : 74;
}
