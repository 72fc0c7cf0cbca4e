# ===- accel/_cache.py - the kernel cache a compile goes through ----------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# accel.Cache: the settings of accel-opt's --accel-cache-* flags, for
# compile() and jit(), and the counts of what the cache did.
# ===----------------------------------------------------------------------===//

MODES = ("read-write", "read-only", "write-only")

# The counts, in the order of the C API's AccelCacheStats.
STAT_NAMES = ("local_hits", "remote_hits", "misses", "local_writes",
              "remote_writes", "remote_refused", "errors", "corrupt",
              "verified", "verify_mismatches", "microseconds")


class Cache:
    """The kernel cache of the compiles given it: a local directory `dir`
    (shared by processes) and a remote store `url` on Redis
    (redis://[USER@]HOST[:PORT][/DB] or unix:///PATH, shared by machines),
    either or both. `mode` is what is done with the remote store
    (read-write, read-only, write-only); `auth_file` names a file whose
    first line is its PASSWORD or USER:PASSWORD (else ACCEL_CACHE_AUTH).
    `verify_percent` of the hits are compiled again and compared; `salt` is
    part of every key. `stats` adds up what the cache did in those compiles
    (STAT_NAMES). docs/KernelCache.md says more."""

    def __init__(self, dir=None, url=None, mode="read-write", auth_file=None,
                 max_bytes=None, connect_timeout_ms=100, timeout_ms=500,
                 verify_percent=0, salt=None):
        if mode not in MODES:
            raise ValueError(f"invalid cache mode '{mode}'; expected "
                             f"{', '.join(MODES)}")
        if not 0 <= verify_percent <= 100:
            raise ValueError("verify_percent is a percentage (0 to 100), not "
                             f"{verify_percent}")
        self.dir = None if dir is None else str(dir)
        self.url = url
        self.mode = mode
        self.auth_file = None if auth_file is None else str(auth_file)
        self.max_bytes = max_bytes
        self.connect_timeout_ms = connect_timeout_ms
        self.timeout_ms = timeout_ms
        self.verify_percent = verify_percent
        self.salt = salt
        self.stats = dict.fromkeys(STAT_NAMES, 0)

    def __repr__(self):
        return f"Cache(dir={self.dir!r}, url={self.url!r}, mode={self.mode!r})"
