// RUN: accel-opt --help | FileCheck %s
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so --help | FileCheck %s --check-prefix=PLUGIN

// --help lists the accel passes with the upstream ones, the driver's selection
// flags under their own category, and the accel passes again under their own
// heading at the end, with the summaries from Passes.td: the section is
// generated from the pass registry (accel's passes and those of loaded
// plugins), sorted by flag.

// CHECK: OVERVIEW: accel optimizer driver
// CHECK: --accel-to-linalg
// CHECK-SAME: Lower accel compute ops to linalg on tensors
// CHECK: accel selection options:
// CHECK: --accel-autotune - Measure the tile options of each kernel with a matmul, batch_matmul or conv2d and lower it with the fastest (accel-tune, before accel-lower)
// CHECK-NEXT: --accel-autotune-budget=<seconds> - Seconds --accel-autotune may measure for per module
// CHECK-NEXT: --accel-backend=<name|A=B,...> - Backend for every kernel, or per accelerator: A1=B1,A2=B2
// CHECK-NEXT: --accel-cache-auth-file=<file> - File whose first line is the remote cache's password or user:password (default: $ACCEL_CACHE_AUTH_FILE, else $ACCEL_CACHE_AUTH)
// CHECK-NEXT: --accel-cache-connect-timeout-ms=<ms> - How long connecting to the remote cache may take (1 to 600000 ms)
// CHECK-NEXT: --accel-cache-dir=<directory> - Local kernel cache directory, shared by processes (default: $ACCEL_CACHE_DIR; size limit: $ACCEL_CACHE_MAX_BYTES)
// CHECK-NEXT: --accel-cache-mode=<read-write|read-only|write-only> - What is done with the remote cache (default: $ACCEL_CACHE_MODE, or read-write)
// CHECK-NEXT: --accel-cache-salt=<text> - Part of every cache key: a new salt disowns the entries stored before (default: $ACCEL_CACHE_SALT)
// CHECK-NEXT: --accel-cache-stats - Print what the kernel cache did (hits, misses, writes, errors, corrupt entries, time) to stderr
// CHECK-NEXT: --accel-cache-timeout-ms=<ms> - How long each remote cache operation may take (1 to 600000 ms)
// CHECK-NEXT: --accel-cache-url=<redis://[user@]host[:port][/db] | unix:///path> - Remote kernel cache shared by machines (default: $ACCEL_CACHE_URL)
// CHECK-NEXT: --accel-cache-verify=<percent> - Compile this percentage of cache hits again and compare (a difference is a warning; the fresh result wins)
// CHECK-NEXT: --accel-dump-pipeline - Print the pass pipeline accel-lower runs (replayable)
// CHECK-NEXT: --accel-explain - Print each kernel's choices and their sources
// CHECK-NEXT: --accel-explain=<value> - Print each kernel's choices and their sources
// CHECK-NEXT: =<empty> - as text
// CHECK-NEXT: =text - as text
// CHECK-NEXT: =json - one JSON object per kernel
// CHECK-NEXT: --accel-max-nesting=<levels> - Reject input nested deeper than this many levels of (), [] and {} before parsing it (the parser would overflow the stack)
// CHECK-NEXT: --accel-max-tensor-bytes=<bytes> - The largest tensor a kernel may take, make or return, in bytes (0: no limit but the index type's)
// CHECK-NEXT: --accel-on-unsupported=<value> - When a backend cannot compile a kernel
// CHECK-NEXT: =error - an error
// CHECK-NEXT: =fallback - the preferred backend, with a warning
// CHECK-NEXT: =skip - leave the kernel unlowered, with a warning
// CHECK-NEXT: --accel-reproducer=<file> - When a backend's stage fails, write a reproducer of the failing kernel and stage to this file (replay: --run-reproducer)
// CHECK-NEXT: --accel-target=<name> - Accelerator for every kernel (beats attributes)
// CHECK-NEXT: --accel-tuning-file=<file> - JSON file of tuning records: applied without measuring, and rewritten with what --accel-autotune measured
// CHECK-NEXT: --accel-validate-only - Resolve and validate every kernel; lower nothing
// CHECK-NEXT: --format=<value> - Format of the listings
// CHECK: --list-accelerators - List the registered accelerators
// CHECK-NEXT: --list-backends - List the registered compile backends
// CHECK-NEXT: --list-devices - List the devices libaccel_runtime finds on this machine, and why each absent kind is absent
// CHECK-NEXT: --load-accel-plugin=<path> - Load an accelerator plugin (repeatable); its failure is an error
// CHECK: accel passes (also listed with the upstream passes above):
// CHECK-NEXT: --accel-approximate-math - Replace exp, tanh and erf on f32 with polynomial approximations
// CHECK-NEXT: --accel-buffer-arena - Place a kernel's buffers in one arena by their lifetimes, kept from one call to the next
// CHECK-NEXT: --accel-check-gpu-mapped - Fail on parallel loops that were not mapped to the GPU
// CHECK-NEXT: --accel-convert-vector-to-scf - convert-vector-to-scf with its defaults, visiting only the transfers
// CHECK-NEXT: --accel-cpu-target - Compiles each kernel of the cpu accelerator for its `cpu` and the module for its `triple`
// CHECK-NEXT: --accel-drop-gpu-compile-times - Remove compile-time measurements from GPU objects
// CHECK-NEXT: --accel-expand-strided-metadata - expand-strided-metadata, visiting only the memref ops
// CHECK-NEXT: --accel-flatten-parallel-loops - Collapse each outermost scf.parallel into one dimension
// CHECK-NEXT: --accel-fold-llvm - canonicalize on an llvm.func, with the patterns that can apply to LLVM ops
// CHECK-NEXT: --accel-fuse-elementwise - Fuse chains of elementwise linalg ops on tensors into one
// CHECK-NEXT: --accel-gpu-align-workgroup-memory - Align every workgroup attribution of the kernels
// CHECK-NEXT: --accel-gpu-device-buffers - Give every GPU launch device buffers, copied in and out only where needed
// CHECK-NEXT: --accel-gpu-forward-results - Keep a GPU kernel's result on the device when the next kernel of the same host function takes it
// CHECK-NEXT: --accel-gpu-kernel-names - Give outlined GPU modules and kernels names every GPU target accepts
// CHECK-NEXT: --accel-gpu-mma-contractions - Map f16/bf16 matmul and batch_matmul with f32 accumulators to NVIDIA tensor cores (ldmatrix, mma.sync m16n8k16)
// CHECK-NEXT: --accel-gpu-reduce-rows - Reduce each row of a reduction along the last loop with a workgroup, through workgroup memory
// CHECK-NEXT: --accel-gpu-tile-contractions - Map matmul, batch_matmul and conv2d to tiled GPU launches with operand tiles in workgroup memory
// CHECK-NEXT: --accel-gpu-to-runtime - Lower GPU launches and the runtime calls of gpu-to-llvm to accel's runtime ABI, each naming its device kind
// CHECK-NEXT: --accel-gpu-vectorize-elementwise - Map elementwise linalg.generic ops on contiguous buffers to vectorized grid-stride GPU launches
// CHECK-NEXT: --accel-huge-page-allocations - Back large heap allocations with transparent huge pages and keep a large freed one for the next
// CHECK-NEXT: --accel-if-dialect - Run a pipeline only on an op that holds ops of a dialect
// CHECK-NEXT: --accel-kernel-pipeline - Run a backend's kernel stage on the kernels selected for it
// CHECK-NEXT: --accel-kernel-units - Lower each kernel of a backend in a module of its own, in parallel, through the kernel cache
// CHECK-NEXT: --accel-kernels-to-funcs - Turn resolved kernels into functions and launches into calls
// CHECK-NEXT: --accel-link-kernels - Lower the host code, then put the lowered kernel units in place of their declarations
// CHECK-NEXT: --accel-lower - Select, validate and lower every kernel along its backend
// CHECK-NEXT: --accel-lower-vector - Lower vector ops to those convert-to-llvm converts, visiting only the vector ops
// CHECK-NEXT: --accel-name-constants - Names and orders the globals of bufferized constants by their first use
// CHECK-NEXT: --accel-nest-spirv-modules - Move each converted spirv.module into its gpu.module
// CHECK-NEXT: --accel-parallel-dims-first - Interchange linalg.generic loops so that parallel dimensions come first
// CHECK-NEXT: --accel-propagate-layout - Move transposes to the graph's boundary, where they cancel
// CHECK-NEXT: --accel-reconcile-unrealized-casts - reconcile-unrealized-casts, keeping the analyses where there is no cast
// CHECK-NEXT: --accel-scratch-buffers - Keep kernels' scratch buffers from one call to the next
// CHECK-NEXT: --accel-select - Choose and validate each kernel's accelerator and backend
// CHECK-NEXT: --accel-spirv-entry-point-abi - Give outlined GPU kernels their SPIR-V workgroup size
// CHECK-NEXT: --accel-spirv-flatten-buffers - Give SPIR-V launches one-dimensional buffers and their sizes as values
// CHECK-NEXT: --accel-spirv-launch-buffers - Pass the buffers of SPIR-V kernel launches as device addresses and their sizes as values, one per binding
// CHECK-NEXT: --accel-tile-and-vectorize - Tile linalg ops on buffers into cache blocks and register tiles and vectorize
// CHECK-NEXT: --accel-to-linalg - Lower accel compute ops to linalg on tensors
// CHECK-NEXT: --accel-tune - Measure each kernel's tile options and keep the fastest
// CHECK-NOT: --toy-npu

// PLUGIN: accel passes (also listed with the upstream passes above):
// PLUGIN: --accel-to-linalg - Lower accel compute ops to linalg on tensors
// PLUGIN-NEXT: --accel-tune - Measure each kernel's tile options and keep the fastest
// PLUGIN-NEXT: --toy-npu-tile-for-scratchpad - Tile linalg ops so that their operands fit toy-npu's scratchpad, and compute on copies of the tiles there
