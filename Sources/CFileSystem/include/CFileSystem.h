#ifndef NUTRISTATS_CFILESYSTEM_H
#define NUTRISTATS_CFILESYSTEM_H

/// Swaps the names `from` (relative to folder `fromFolder`) and `to` (relative to `toFolder`) in one
/// atomic step: Linux's renameat2(2) with RENAME_EXCHANGE. Both must exist. Returns 0, or -1 with
/// errno set; errno is ENOSYS or EINVAL where the kernel, the C library or the file system has no
/// atomic exchange (callers then fall back to two renames).
int nutristats_exchange_names(int fromFolder, const char *from, int toFolder, const char *to);

/// Renames `from` to `to` only when `to` does not exist (renameat2 with RENAME_NOREPLACE). Returns 0,
/// or -1 with errno set: EEXIST when `to` exists; ENOSYS or EINVAL where the flag is unsupported.
int nutristats_rename_no_replace(int fromFolder, const char *from, int toFolder, const char *to);

#endif
