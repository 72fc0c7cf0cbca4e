// Cache settings that cannot work are errors before anything is compiled
// (accel-opt's flags and the environment), or at the module (accel-lower's
// options); a cache that merely fails (test_remote_cache.py) never is.

// RUN: not accel-opt %s --accel-cache-url=http://cache:80 2>&1 | FileCheck %s --check-prefix=SCHEME
// SCHEME: accel-opt: the cache URL 'http://cache:80' has the scheme 'http'; supported: redis://, unix://

// RUN: not accel-opt %s --accel-cache-url=cache:6379 2>&1 | FileCheck %s --check-prefix=NOURL
// NOURL: accel-opt: the cache URL 'cache:6379' is not a URL (redis://[USER@]HOST[:PORT][/DB] or unix:///PATH)

// A password on the command line would show in process listings.
// RUN: not accel-opt %s --accel-cache-url=redis://builder:secret@cache 2>&1 | FileCheck %s --check-prefix=PASSWORD
// PASSWORD-NOT: secret
// PASSWORD: accel-opt: the cache URL 'redis://builder:***@cache' holds a password: put it in the file that --accel-cache-auth-file names, or in ACCEL_CACHE_AUTH
// PASSWORD-NOT: secret

// RUN: not accel-opt %s --accel-cache-url=redis://cache:99999 2>&1 | FileCheck %s --check-prefix=PORT
// PORT: accel-opt: the cache URL 'redis://cache:99999' has a port that is not a number from 1 to 65535

// An IPv6 address goes in brackets (redis://[::1]:6379; test_remote_cache's
// IPv6Test compiles through one).
// RUN: not accel-opt %s --accel-cache-url='redis://[::1' 2>&1 | FileCheck %s --check-prefix=BRACKET
// BRACKET: accel-opt: the cache URL 'redis://[::1' has a '[' without its ']'
// RUN: not accel-opt %s --accel-cache-url='redis://[::1]6379' 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: accel-opt: the cache URL 'redis://[::1]6379' has '6379' after its host
// RUN: not accel-opt %s --accel-cache-url=redis://::1:6379 2>&1 | FileCheck %s --check-prefix=IPV6
// IPV6: accel-opt: the cache URL 'redis://::1:6379' has an IPv6 address outside brackets (redis://[ADDRESS]:PORT)
// RUN: not accel-opt %s --accel-cache-url='redis://[]:6379' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: accel-opt: the cache URL 'redis://[]:6379' names no host

// RUN: not accel-opt %s --accel-cache-url=redis://cache/zero 2>&1 | FileCheck %s --check-prefix=DB
// DB: accel-opt: the cache URL 'redis://cache/zero' has a database that is not a number from 0 to 2147483647
// RUN: not accel-opt %s --accel-cache-url=redis://cache/-1 2>&1 | FileCheck %s --check-prefix=DB-NEGATIVE
// DB-NEGATIVE: accel-opt: the cache URL 'redis://cache/-1' has a database that is not a number from 0 to 2147483647
// Past Redis's int (SELECT would refuse it at every compile).
// RUN: not accel-opt %s --accel-cache-url=redis://cache/2147483648 2>&1 | FileCheck %s --check-prefix=DB-LARGE
// DB-LARGE: accel-opt: the cache URL 'redis://cache/2147483648' has a database that is not a number from 0 to 2147483647
// RUN: not accel-opt %s --accel-cache-url=unix:///run/cache.sock?db=2147483648 2>&1 | FileCheck %s --check-prefix=QUERY-LARGE
// QUERY-LARGE: accel-opt: the cache URL 'unix:///run/cache.sock?db=2147483648' has a query other than ?db=NUMBER

// RUN: not accel-opt %s --accel-cache-url=redis:// 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: accel-opt: the cache URL 'redis://' names no host

// RUN: not accel-opt %s --accel-cache-url=unix://cache.sock 2>&1 | FileCheck %s --check-prefix=RELATIVE
// RELATIVE: accel-opt: the cache URL 'unix://cache.sock' does not name a socket by its absolute path (unix:///PATH)

// RUN: not accel-opt %s --accel-cache-url=unix:///run/cache.sock?database=1 2>&1 | FileCheck %s --check-prefix=QUERY
// QUERY: accel-opt: the cache URL 'unix:///run/cache.sock?database=1' has a query other than ?db=NUMBER

// RUN: not accel-opt %s --accel-cache-url=redis://cache --accel-cache-auth-file=%t.missing 2>&1 | FileCheck %s --check-prefix=AUTH
// AUTH: accel-opt: cannot read the cache's auth file '{{.*}}.missing': No such file or directory

// RUN: env ACCEL_CACHE_URL=ftp://cache not accel-opt %s --accel-cache-stats 2>&1 | FileCheck %s --check-prefix=ENV-URL
// ENV-URL: accel-opt: the cache URL 'ftp://cache' has the scheme 'ftp'; supported: redis://, unix://

// RUN: not accel-opt %s --accel-cache-mode=rw 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: accel-opt: --accel-cache-mode must be read-write, read-only or write-only, not 'rw'

// RUN: env ACCEL_CACHE_MODE=readonly not accel-opt %s --accel-cache-stats 2>&1 | FileCheck %s --check-prefix=ENV-MODE
// ENV-MODE: accel-opt: ACCEL_CACHE_MODE must be read-write, read-only or write-only, got 'readonly'

// RUN: not accel-opt %s --accel-cache-verify=101 2>&1 | FileCheck %s --check-prefix=VERIFY
// A timeout of 0 is none at all for the socket: a stopped server (SIGSTOP)
// held the compile forever.
// RUN: not accel-opt %s --accel-cache-url=redis://cache --accel-cache-timeout-ms=0 2>&1 | FileCheck %s --check-prefix=TIMEOUT
// TIMEOUT: accel-opt: the cache's operation timeout is a number of milliseconds from 1 to 600000, not 0
// RUN: not accel-opt %s --accel-cache-url=redis://cache --accel-cache-connect-timeout-ms=0 2>&1 | FileCheck %s --check-prefix=CONNECT
// CONNECT: accel-opt: the cache's connect timeout is a number of milliseconds from 1 to 600000, not 0
// RUN: not accel-opt %s --accel-cache-timeout-ms=600001 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: accel-opt: the cache's operation timeout is a number of milliseconds from 1 to 600000, not 600001
// VERIFY: accel-opt: the share of cache hits to verify is a percentage (0 to 100), not 101

// accel-lower's options: errors at the module.
// RUN: not accel-opt %s --pass-pipeline='builtin.module(accel-lower{cache-mode=sometimes})' 2>&1 | FileCheck %s --check-prefix=PASS-MODE
// PASS-MODE: errors-settings.mlir:{{[0-9]+}}:{{[0-9]+}}: error: cache-mode must be read-write, read-only or write-only, not 'sometimes'
// RUN: not accel-opt %s --pass-pipeline='builtin.module(accel-lower{cache-timeout-ms=0})' 2>&1 | FileCheck %s --check-prefix=PASS-TIMEOUT
// PASS-TIMEOUT: errors-settings.mlir:{{[0-9]+}}:{{[0-9]+}}: error: the cache's operation timeout is a number of milliseconds from 1 to 600000, not 0
// RUN: not accel-opt %s --pass-pipeline='builtin.module(accel-lower{cache-verify=101})' 2>&1 | FileCheck %s --check-prefix=PASS-VERIFY
// PASS-VERIFY: errors-settings.mlir:{{[0-9]+}}:{{[0-9]+}}: error: the share of cache hits to verify is a percentage (0 to 100), not 101

// RUN: not accel-opt %s --pass-pipeline='builtin.module(accel-lower{cache-url=memcached://cache})' 2>&1 | FileCheck %s --check-prefix=PASS-URL
// PASS-URL: error: the cache URL 'memcached://cache' has the scheme 'memcached'; supported: redis://, unix://

module {
  accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
    %y = relu %x : tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
