#ifndef NUTRISTATS_CISALCALLS_H
#define NUTRISTATS_CISALCALLS_H

#include <stdint.h>
#include <isa-l/igzip_lib.h>
#include <isa-l/crc.h>

/// Intel ISA-L's routines as NutriStats calls them: each runs the ISA-L routine, then clears the upper
/// halves of the AVX registers (`vzeroupper`) on CPUs with AVX.
///
/// ISA-L's AVX2 and AVX-512 versions return with those halves in use, and the thread's SSE code runs
/// slower after that until they are cleared: zlib's deflate of a 2x chart took 9.1 ms after
/// `isal_adler32` instead of 4.9 ms (docs/performance.md). Swift cannot issue the instruction itself.

/// `isal_inflate(state)`, then the registers cleared.
int nutristats_isal_inflate(struct inflate_state *state);

/// `isal_adler32(adler, bytes, count)`: the Adler-32 of `count` bytes continuing `adler` (1 to start).
uint32_t nutristats_isal_adler32(uint32_t adler, const unsigned char *bytes, uint64_t count);

/// `crc32_gzip_refl(crc, bytes, count)`: the gzip and zip CRC-32 continuing `crc` (0 to start).
uint32_t nutristats_crc32_gzip_refl(uint32_t crc, const unsigned char *bytes, uint64_t count);

#endif
