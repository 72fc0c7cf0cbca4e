# ===- accel/_cache.py - the kernel cache a compile goes through ----------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# accel.Cache: the settings of accel-opt's --accel-cache-* flags, for
# compile() and jit(), and the counts of what the cache did.
# ===----------------------------------------------------------------------===//

from ._errors import _check_type

MODES = ("read-write", "read-only", "write-only")
# The longest timeout (kMaxCacheTimeoutMs, accel/Cache/Settings.h).
MAX_TIMEOUT_MS = 600000

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
        for name, value in (("url", url), ("salt", salt)):
            if value is not None:
                _check_type(name, value, str)
        if mode not in MODES:
            raise ValueError(f"invalid cache mode '{mode}'; expected "
                             f"{', '.join(MODES)}")
        # The C API takes unsigned integers: a float or a value past them
        # would be refused there or wrap (max_bytes=2**70 evicted all).
        milliseconds = "a number of milliseconds"
        for name, value, what, low, high in (
                ("verify_percent", verify_percent, "a percentage", 0, 100),
                ("connect_timeout_ms", connect_timeout_ms, milliseconds, 1,
                 MAX_TIMEOUT_MS),
                ("timeout_ms", timeout_ms, milliseconds, 1, MAX_TIMEOUT_MS),
                ("max_bytes", 0 if max_bytes is None else max_bytes,
                 "a number of bytes", 0, 2**64 - 1)):
            _check_type(name, value, int)
            if not low <= value <= high:
                raise ValueError(f"{name} is {what} ({low} to {high}), not "
                                 f"{value}")
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
