#include "CISALCalls.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

/// Whether the CPU and the system support AVX, found once at start-up (`vzeroupper` does not exist
/// without AVX, and CPUID is slow under a hypervisor): CPUID leaf 1 reports AVX and OSXSAVE, and
/// XCR0 (read with XGETBV, which OSXSAVE makes available) shows the system saves the SSE and AVX
/// register state (bits 1 and 2), as Intel's manual asks before using AVX.
static int hasAVX = 0;

__attribute__((constructor)) static void findAVX(void) {
    unsigned int a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_AVX) || !(c & bit_OSXSAVE)) return;
    unsigned int low, high;
    __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    hasAVX = (low & 6) == 6;
}

static inline void clearUpperVectorState(void) {
    if (hasAVX) __asm__ volatile("vzeroupper" ::: "memory");
}
#else
static inline void clearUpperVectorState(void) {}
#endif

int nutristats_isal_inflate(struct inflate_state *state) {
    int status = isal_inflate(state);
    clearUpperVectorState();
    return status;
}

uint32_t nutristats_isal_adler32(uint32_t adler, const unsigned char *bytes, uint64_t count) {
    uint32_t result = isal_adler32(adler, bytes, count);
    clearUpperVectorState();
    return result;
}

uint32_t nutristats_crc32_gzip_refl(uint32_t crc, const unsigned char *bytes, uint64_t count) {
    uint32_t result = crc32_gzip_refl(crc, bytes, count);
    clearUpperVectorState();
    return result;
}
