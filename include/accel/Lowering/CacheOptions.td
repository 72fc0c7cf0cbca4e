//===- CacheOptions.td - the kernel cache's pass options ---*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LOWERING_CACHEOPTIONS_TD
#define ACCEL_LOWERING_CACHEOPTIONS_TD

include "mlir/Pass/PassBase.td"

// The kernel cache's settings (accel/Cache/Settings.h), on every pass that
// looks kernels (or tuning records) up. Credentials never travel in options: the auth file names
// where they are.
defvar cacheOptions = [
  Option<"cacheDir", "cache-dir", "std::string", /*default=*/"\"\"",
         "Directory of the persistent kernel cache (shared by processes); "
         "empty: none">,
  Option<"cacheMaxBytes", "cache-max-bytes", "uint64_t",
         /*default=*/"::accel::kDefaultCacheMaxBytes",
         "Size limit of the cache directory: the least recently used entries "
         "go first">,
  Option<"cacheUrl", "cache-url", "std::string", /*default=*/"\"\"",
         "Remote kernel cache shared by machines: redis://[USER@]HOST[:PORT]"
         "[/DB] or unix:///PATH; empty: none">,
  Option<"cacheMode", "cache-mode", "std::string",
         /*default=*/"\"read-write\"",
         "What is done with the remote cache: read-write, read-only or "
         "write-only">,
  Option<"cacheAuthFile", "cache-auth-file", "std::string",
         /*default=*/"\"\"",
         "File whose first line is the remote cache's PASSWORD or "
         "USER:PASSWORD (default: $ACCEL_CACHE_AUTH)">,
  Option<"cacheConnectTimeoutMs", "cache-connect-timeout-ms", "unsigned",
         /*default=*/"::accel::kDefaultCacheConnectTimeoutMs",
         "How long connecting to the remote cache may take (1 to 600000 "
         "ms)">,
  Option<"cacheTimeoutMs", "cache-timeout-ms", "unsigned",
         /*default=*/"::accel::kDefaultCacheTimeoutMs",
         "How long each operation of the remote cache may take (1 to "
         "600000 ms)">,
  Option<"cacheVerify", "cache-verify", "unsigned", /*default=*/"0",
         "Percentage of cache hits compiled again and compared with the "
         "entry (a difference is a warning; the fresh result wins)">,
  Option<"cacheSalt", "cache-salt", "std::string", /*default=*/"\"\"",
         "Part of every cache key: a new salt disowns the entries stored "
         "before">
];

#endif // ACCEL_LOWERING_CACHEOPTIONS_TD
