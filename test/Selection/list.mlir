// RUN: accel-opt --list-accelerators | FileCheck %s --check-prefix=ACCEL-TEXT
// RUN: accel-opt --list-backends | FileCheck %s --check-prefix=BACKEND-TEXT
// RUN: accel-opt --list-accelerators --format=json | FileCheck %s --check-prefix=ACCEL-JSON
// RUN: accel-opt --list-backends --format=json | FileCheck %s --check-prefix=BACKEND-JSON
// RUN: accel-opt --list-accelerators --list-backends --format=json | python3 -c "import json, sys; d = json.JSONDecoder(); t = sys.stdin.read(); a, i = d.raw_decode(t); b, _ = d.raw_decode(t[i:].lstrip()); assert [x['name'] for x in a['accelerators']] == ['amd', 'cpu', 'nvidia', 'vulkan']; assert [x['name'] for x in b['backends']] == ['cpu-loops', 'cpu-openmp', 'cpu-vector', 'gpu-simt', 'spirv']"

// The listings, sorted by name, in text and JSON: provider, tags, priority and
// auto-selection, preferred backend, supporting backends, options (with their
// host-dependent defaults), element types; and for backends the accelerators
// they support. Listing needs no input and compiles nothing.

// ACCEL-TEXT: amd - AMD GPUs: ROCDL, then AMDGCN assembly
// ACCEL-TEXT-NEXT:     provider: built-in; priority 0; explicit only
// ACCEL-TEXT-NEXT:     backends: gpu-simt (default)
// ACCEL-TEXT-NEXT:     option chip (default gfx90a): GPU architecture
// ACCEL-TEXT-NEXT:     element types: i1, i8, i16, i32, i64, bf16, f16, f32, f64
// ACCEL-TEXT-NEXT: cpu - the host CPU, through the LLVM dialect
// ACCEL-TEXT-NEXT:     provider: built-in; priority 0; auto-select (the default)
// ACCEL-TEXT-NEXT:     backends: cpu-loops, cpu-openmp, cpu-vector (default)
// ACCEL-TEXT-NEXT:     option cpu (default {{.+}}): CPU name, as for clang's -march
// ACCEL-TEXT-NEXT:     option triple (default {{.+}}): LLVM target triple
// ACCEL-TEXT-NEXT:     element types: i1, i8, i16, i32, i64, bf16, f16, f32, f64
// ACCEL-TEXT-NEXT: nvidia - NVIDIA GPUs: NVVM, then PTX
// ACCEL-TEXT-NEXT:     provider: built-in; priority 0; explicit only
// ACCEL-TEXT-NEXT:     backends: gpu-simt (default)
// ACCEL-TEXT-NEXT:     option chip (default sm_80): GPU architecture
// ACCEL-TEXT-NEXT:     option features (default auto): PTX version, as +ptxNN, or auto: the lowest the chip supports
// ACCEL-TEXT-NEXT:     element types: i1, i8, i16, i32, i64, bf16, f16, f32, f64
// ACCEL-TEXT-NEXT: vulkan - Vulkan devices: SPIR-V shaders
// ACCEL-TEXT-NEXT:     provider: built-in; priority 0; explicit only
// ACCEL-TEXT-NEXT:     backends: spirv (default)
// ACCEL-TEXT-NEXT:     option version (default v1.0): SPIR-V version
// ACCEL-TEXT-NEXT:     option float64 (default false): the device has the Float64 capability
// ACCEL-TEXT-NEXT:     option int64 (default false): the device has the Int64 capability
// ACCEL-TEXT-NEXT:     option float16 (default false): the device has Float16 and 16-bit storage buffer access
// ACCEL-TEXT-NEXT:     option int16 (default false): the device has Int16 and 16-bit storage buffer access
// ACCEL-TEXT-NEXT:     option int8 (default false): the device has Int8 and 8-bit storage buffer access
// ACCEL-TEXT-NEXT:     element types: i1, i8, i16, i32, i64, f16, f32, f64

// BACKEND-TEXT: cpu-loops - reference: linalg to scalar loops, then LLVM
// BACKEND-TEXT-NEXT:     provider: built-in
// BACKEND-TEXT-NEXT:     accelerators: cpu
// BACKEND-TEXT-NEXT: cpu-openmp - cpu-vector's tiles with rows of tiles on all cores, parallel loops elsewhere, OpenMP (libomp), then LLVM
// BACKEND-TEXT-NEXT:     provider: built-in
// BACKEND-TEXT-NEXT:     accelerators: cpu
// BACKEND-TEXT-NEXT:     option num-threads (default 0): threads of each parallel region (0: the runtime's)
// BACKEND-TEXT-NEXT:     option tile-m (default 6): rows of the register tile
// BACKEND-TEXT-NEXT:     option tile-n (default {{[0-9]+}}): columns of the register tile (vectorized)
// BACKEND-TEXT-NEXT:     option tile-k (default 4): reduction steps unrolled per iteration
// BACKEND-TEXT-NEXT:     option block-k (default {{[0-9]+}}): reduction steps of a matmul's packed panel of B (K in equal blocks of at most this, or an eighth more where that saves a block)
// BACKEND-TEXT-NEXT:     option block-n (default {{[0-9]+}}): columns of a matmul's packed panel of B (rounded up to tile-n)
// BACKEND-TEXT-NEXT:     option block-m (default {{[0-9]+}}): rows of a matmul's A packed at once for each block of K and kept for all of N's blocks (rounded up to tile-m; a static M in equal blocks of at most as many, or an eighth more where that saves a block; 0: each row of register tiles packs its own for each block of N)
// BACKEND-TEXT-NEXT:     option pack-a (default auto): how a matmul's register tiles read A: packed (copied into contiguous rows, block-m at a time or per row of tiles, where a row of tiles covers 8 panels of B or more), in-place, or auto (in place unless A's row stride puts more of a tile's rows in one set of L1 than half of its ways, or N has several blocks and A more elements than twice block-m x block-k)
// BACKEND-TEXT-NEXT:     option vector-width (default {{[0-9]+}}): vector lanes for elementwise ops
// BACKEND-TEXT-NEXT: cpu-vector - elementwise fusion, matmuls cache-blocked on packed panels, register tiles + vectorization (outer products), then LLVM
// BACKEND-TEXT-NEXT:     provider: built-in
// BACKEND-TEXT-NEXT:     accelerators: cpu
// BACKEND-TEXT-NEXT:     option tile-m (default 6): rows of the register tile
// BACKEND-TEXT-NEXT:     option tile-n (default {{[0-9]+}}): columns of the register tile (vectorized)
// BACKEND-TEXT-NEXT:     option tile-k (default 4): reduction steps unrolled per iteration
// BACKEND-TEXT-NEXT:     option block-k (default {{[0-9]+}}): reduction steps of a matmul's packed panel of B (K in equal blocks of at most this, or an eighth more where that saves a block)
// BACKEND-TEXT-NEXT:     option block-n (default {{[0-9]+}}): columns of a matmul's packed panel of B (rounded up to tile-n)
// BACKEND-TEXT-NEXT:     option block-m (default {{[0-9]+}}): rows of a matmul's A packed at once for each block of K and kept for all of N's blocks (rounded up to tile-m; a static M in equal blocks of at most as many, or an eighth more where that saves a block; 0: each row of register tiles packs its own for each block of N)
// BACKEND-TEXT-NEXT:     option pack-a (default auto): how a matmul's register tiles read A: packed (copied into contiguous rows, block-m at a time or per row of tiles, where a row of tiles covers 8 panels of B or more), in-place, or auto (in place unless A's row stride puts more of a tile's rows in one set of L1 than half of its ways, or N has several blocks and A more elements than twice block-m x block-k)
// BACKEND-TEXT-NEXT:     option vector-width (default {{[0-9]+}}): vector lanes for elementwise ops
// BACKEND-TEXT-NEXT: gpu-simt - GPU thread blocks (NVVM -> PTX, ROCDL -> AMDGCN), serialized to gpu.binary
// BACKEND-TEXT-NEXT:     provider: built-in
// BACKEND-TEXT-NEXT:     accelerators: amd, nvidia
// BACKEND-TEXT-NEXT:     option threads (default 256): threads per block
// BACKEND-TEXT-NEXT:     option tiled (default true): matmul, batch_matmul and conv2d as tiled launches with operand tiles in workgroup memory (false: one thread per output element)
// BACKEND-TEXT-NEXT:     option row-reductions (default true): reductions along the last dimension with a workgroup of `threads` threads per row (false: one thread per output element)
// BACKEND-TEXT-NEXT:     option tile-m (default 128): output rows per workgroup (tiled)
// BACKEND-TEXT-NEXT:     option tile-n (default 128): output columns per workgroup (tiled)
// BACKEND-TEXT-NEXT:     option tile-k (default 8): reduction step staged in workgroup memory (tiled)
// BACKEND-TEXT-NEXT:     option thread-m (default 8): output rows per thread (tiled)
// BACKEND-TEXT-NEXT:     option thread-n (default 8): output columns per thread (tiled)
// BACKEND-TEXT-NEXT:     option vector-width (default 4): elements per vector of elementwise launches over contiguous buffers, in grid-stride loops (1: a thread per element)
// BACKEND-TEXT-NEXT:     option tensor-cores (default true): nvidia, sm_80 and later: f16 and bf16 matmul and batch_matmul on the tensor cores (mma.sync, ldmatrix; false: the tiled SIMT launches)
// BACKEND-TEXT-NEXT:     option mma-tile-m (default 128): tensor cores: rows of C per workgroup (a multiple of 16 x mma-warps-m)
// BACKEND-TEXT-NEXT:     option mma-tile-n (default 256): tensor cores: columns of C per workgroup (a multiple of 16 x mma-warps-n)
// BACKEND-TEXT-NEXT:     option mma-tile-k (default 32): tensor cores: step of K staged in workgroup memory (a multiple of 16)
// BACKEND-TEXT-NEXT:     option mma-warps-m (default 2): tensor cores: warps along the rows of a workgroup's tile
// BACKEND-TEXT-NEXT:     option mma-warps-n (default 4): tensor cores: warps along the columns of a workgroup's tile
// BACKEND-TEXT-NEXT:     option mma-stages (default 0): tensor cores: steps of K in workgroup memory at once, copied ahead of the one multiplied (0: as many as the chip's workgroup memory holds, up to 4; where 2 do not fit, mma-tile-k halves down to 16)
// BACKEND-TEXT-NEXT:     option tf32 (default false): nvidia, sm_80 and later, with tensor-cores: f32 matmul and batch_matmul on the tensor cores as tf32 (operands rounded to 10 bits of mantissa: results change)
// BACKEND-TEXT-NEXT:     option keep-compile-times (default false): keep the serializer's compile times in the objects (output is then not reproducible)
// BACKEND-TEXT-NEXT: spirv - GPU workgroups in SPIR-V for Vulkan, serialized to gpu.binary
// BACKEND-TEXT-NEXT:     provider: built-in
// BACKEND-TEXT-NEXT:     accelerators: vulkan
// BACKEND-TEXT-NEXT:     option threads (default 256): invocations per workgroup
// BACKEND-TEXT-NEXT:     option tiled (default true): matmul, batch_matmul and conv2d as tiled launches with operand tiles in workgroup memory (false: one thread per output element)
// BACKEND-TEXT-NEXT:     option row-reductions (default true): reductions along the last dimension with a workgroup of `threads` threads per row (false: one thread per output element)
// BACKEND-TEXT-NEXT:     option tile-m (default 128): output rows per workgroup (tiled)
// BACKEND-TEXT-NEXT:     option tile-n (default 128): output columns per workgroup (tiled)
// BACKEND-TEXT-NEXT:     option tile-k (default 8): reduction step staged in workgroup memory (tiled)
// BACKEND-TEXT-NEXT:     option thread-m (default 8): output rows per thread (tiled)
// BACKEND-TEXT-NEXT:     option thread-n (default 8): output columns per thread (tiled)

// ACCEL-JSON: "accelerators": [
// ACCEL-JSON: "autoSelect": false,
// ACCEL-JSON: "name": "amd",
// ACCEL-JSON: "autoSelect": true,
// ACCEL-JSON-NEXT: "backends": [
// ACCEL-JSON-NEXT: "cpu-loops",
// ACCEL-JSON-NEXT: "cpu-openmp",
// ACCEL-JSON-NEXT: "cpu-vector"
// ACCEL-JSON: "default": true,
// ACCEL-JSON: "elementTypes": [
// ACCEL-JSON: "name": "cpu",
// ACCEL-JSON: "knownValues": [
// ACCEL-JSON-NEXT: "native",
// ACCEL-JSON: "name": "triple"
// ACCEL-JSON: "preferredBackend": "cpu-vector",
// ACCEL-JSON-NEXT: "priority": 0,
// ACCEL-JSON-NEXT: "provider": "built-in",
// ACCEL-JSON-NEXT: "tags": []
// ACCEL-JSON: "name": "nvidia",

// BACKEND-JSON: "backends": [
// BACKEND-JSON: "accelerators": [
// BACKEND-JSON-NEXT: "cpu"
// BACKEND-JSON: "name": "cpu-loops",
// BACKEND-JSON-NEXT: "options": [],
// BACKEND-JSON-NEXT: "provider": "built-in",
// BACKEND-JSON-NEXT: "tags": []
// BACKEND-JSON: "name": "cpu-openmp",
// BACKEND-JSON: "name": "cpu-vector",
// BACKEND-JSON: "accelerators": [
// BACKEND-JSON-NEXT: "amd",
// BACKEND-JSON-NEXT: "nvidia"
// BACKEND-JSON: "name": "gpu-simt",
