// renameat2(2) is declared by glibc only with _GNU_SOURCE, which Swift's Glibc module does not set,
// so these two calls are made here. Elsewhere (no renameat2), they fail with ENOSYS.
#define _GNU_SOURCE
#include "CFileSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__linux__) && defined(RENAME_EXCHANGE)
int nutristats_exchange_names(int fromFolder, const char *from, int toFolder, const char *to) {
    return renameat2(fromFolder, from, toFolder, to, RENAME_EXCHANGE);
}

int nutristats_rename_no_replace(int fromFolder, const char *from, int toFolder, const char *to) {
    return renameat2(fromFolder, from, toFolder, to, RENAME_NOREPLACE);
}
#else
int nutristats_exchange_names(int fromFolder, const char *from, int toFolder, const char *to) {
    (void)fromFolder; (void)from; (void)toFolder; (void)to;
    errno = ENOSYS;
    return -1;
}

int nutristats_rename_no_replace(int fromFolder, const char *from, int toFolder, const char *to) {
    (void)fromFolder; (void)from; (void)toFolder; (void)to;
    errno = ENOSYS;
    return -1;
}
#endif
