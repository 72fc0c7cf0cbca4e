//===- Passes.td - cpu-vector passes -----------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_CPUVECTOR_PASSES_TD
#define ACCEL_BACKENDS_CPUVECTOR_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelTileAndVectorize
    : Pass<"accel-tile-and-vectorize", "::mlir::func::FuncOp"> {
  let summary = "Tile linalg ops on buffers into cache blocks and register "
                "tiles and vectorize";
  let description = [{
    The code generation step of the `cpu-vector` backend, run on bufferized
    linalg ops.

    `linalg.matmul` and `linalg.batch_matmul` (one element type, default
    indexing maps, unit inner strides; static or dynamic sizes) become a
    cache-blocked loop nest on packed panels: for each block of `cache-tile`
    (K rows by N columns) B's block is copied once into a contiguous buffer
    ordered by register tile, zero-padded past N; then every register tile
    of C (`register-tile` M x N) is read into vector registers, updated by
    outer products over the block's K steps (A's element broadcast times
    B's packed row, an FMA per row of the tile; the K loop unrolled by the
    third tile size) and written back. Tiles past the edges run the same
    code: columns past N are masked at C's transfers, rows past M read A's
    last row and are not stored. A matmul of at most twice
    `register-tile`'s M rows reads B in place instead, prefetching its rows
    ahead, in one or two rows of tiles (M's rows split evenly where M is
    static), each tile of N over all of K's blocks (the tiles of N in
    parallel with `parallel-outer`; with two rows of tiles, blocks whose
    tile-n columns take half of L1: 2 x `block-k` x `register-tile`'s M /
    its N steps, at most `block-k`); a dynamic M is compared
    with that bound when the kernel runs, and both nests are emitted.
    Where N is static, the tile that crosses it computes only the vectors
    of `vector-width` lanes (f32's; half as many of 64-bit elements) that
    cover N's last columns, and where N is narrower than a tile, that one
    tile takes more rows in the registers of the columns it leaves (as
    many accumulators as `register-tile`'s, at most twice its rows).
    64-bit elements take half the columns.
    With `block-m`, where N has 8 register tiles or more and more than one
    block, a matmul's rows of A are packed too, `block-m` rows at a time for each block of K and
    then read by every block of N (without it, each row of register tiles
    packs its own rows for each block of N where a row of tiles covers 8
    panels or more, else reads them in place). `pack-a` chooses between
    that packing and reading A's rows in place in every register tile: by
    default (`auto`) in place where A's row stride is static and puts at
    most half as many of a tile's rows on lines of one set of L1 (sets 4
    KiB apart) as L1 has ways (`l1-ways`): with 8 ways and 6 rows, K =
    1000 or 513, not 1024 or 2048; with 12 ways, 6 rows at any stride.
    That saves the copy.
    A row of a register tile is one vector where its columns are a power of
    two, else vectors of power-of-two lengths, each its own accumulator
    (24: 16 + 8). `linalg.conv_2d_nhwc_hwcf` (any strides and dilations) is the same
    product without im2col: C's rows are the output pixels (n, oh, ow), and
    each register tile reduces over every filter position (kh, kw) before
    it is stored, A's row at (kh, kw) the input's channel vector at
    (n, oh * stride + kh * dilation, ow * stride + kw * dilation), read in
    place, B the filter's (kh, kw) slice; K's blocks are blocks of channels
    (the first tile size of `cache-tile` divided among the positions), each
    position's slice packed for them, or the filter read in place where its
    output channels are whole tiles. Other contractions
    (mixed element types, transposed maps) are tiled by `register-tile` and
    vectorized to `vector.contract` over the operands in place.

    The elementwise consumer of a matmul's or conv2d's result (a
    `linalg.generic` right after it, reading the result in loop order and
    other buffers in loop order or along the last loop, as a bias row; the
    result a buffer of the function that nothing else reads) is fused into
    the tiles as an epilogue: after the last reduction block, each finished
    register tile goes through the consumer's ops, vectorized, into the
    consumer's buffer, which also holds the partial sums before that (the
    result's own buffer goes).

    Depthwise convolutions and NHWC pools (a window reduced on each channel
    by itself: `linalg.depthwise_conv_2d_nhwc_hwc`, and the
    `linalg.generic` of an `accel.pool` whose window and stride are 1 along
    N and C), with windows of at most 7 columns, become register tiles of
    `register-tile`'s M output columns by `vector-width` channels: the tile
    starts from the output, the loop over the window's rows carries it, the
    window's columns are unrolled with each input vector loaded once per
    row for every column it serves, and the channels past the last whole
    vector are out-of-bounds (masked) transfers. Where the window reads a
    padded copy (`accel.pad` bufferized: a fill with the window's neutral
    element, 0 or -inf, and a copy into the inside), it reads the copied
    buffer instead, the padding in its tiles: window rows outside the input
    are skipped, the output columns whose windows cross its left or right
    edge are tiles of one column with checked reads; the padded buffer goes.

    Ops whose loops are all parallel (elementwise ops, fills, copies,
    transposes) are tiled by `vector-width` along the innermost loop, an
    operand broadcast along it (a bias by channel) read once per tile;
    `memref.copy` into or out of a view becomes such a `linalg.copy`. Loops
    whose trip count the tile does not divide are peeled: the full tiles are
    vectorized, and the remainder tiles stay linalg ops for
    `convert-linalg-to-loops`. `math.exp` and `math.tanh` on f32 become
    polynomial approximations (upstream's), vectorized with the rest.
    Reductions along the innermost loop (row sums and maxima, with the
    elementwise ops that feed them, as softmax's sum of exponentials) run
    per row in four vector accumulators of `vector-width` lanes, the tail
    masked to the combiner's neutral element, then across lanes (sums are
    reassociated, as -ffast-math would). Ops of other kinds (reductions
    along outer loops, which the loop lowering leaves contiguous innermost,
    other convolutions) are left for the scalar loop lowering. With
    `parallel-outer`, the loops over rows of register tiles and over the
    rows packed, over the rows of a reduction (its outermost dimension not
    known to be 1), over the output rows of a depthwise convolution or pool
    (or the outermost tile loop, over a parallel dimension, of other ops;
    of an all-parallel op, the outermost that does not run once: a batch of
    one shares nothing) become `scf.parallel`.

    ```mlir
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>)
                  outs(%c : memref<64x64xf32>)
    // becomes, with register-tile=8,32,4 cache-tile=64,64
    %packed = memref.alloc() {alignment = 64 : i64} : memref<2x64x32xf32>
    scf.for %k = %c0 to %c64 step %c1 {          // pack B
      scf.for %p = %c0 to %c2 step %c1 {
        %row = vector.transfer_read %b[%k, %col], %zero : ..., vector<32xf32>
        vector.store %row, %packed[%p, %k, %c0] : ...
      }
    }
    scf.for %i = %c0 to %c64 step %c8 {          // rows of register tiles
      scf.for %p = %c0 to %c2 step %c1 {         // tiles of a row
        %acc0 = vector.transfer_read %c[%i, %col], %zero : ..., vector<32xf32>
        ...
        %r:8 = scf.for %k = ... iter_args(%v0 = %acc0, ...) {
          %bk = vector.load %packed[%p, %k, %c0] : ..., vector<32xf32>
          %a0 = memref.load %a[%i, %k] : memref<64x64xf32>
          %s0 = vector.broadcast %a0 : f32 to vector<32xf32>
          %n0 = vector.fma %s0, %bk, %v0 : vector<32xf32>
          ...
        }
        vector.transfer_write %r#0, %c[%i, %col] : ...
        ...
      }
    }
    memref.dealloc %packed : memref<2x64x32xf32>
    ```
  }];
  let options = [
    ListOption<"registerTile", "register-tile", "int64_t",
               "M, N and K tile sizes of contractions (default 8,32,4; at "
               "most 64,256,32)">,
    ListOption<"cacheTile", "cache-tile", "int64_t",
               "K and N sizes of the packed panel of a matmul's B operand "
               "(default 256,512; at most 65536 each)">,
    Option<"blockM", "block-m", "int64_t", /*default=*/"0",
           "Rows of a matmul's A operand packed at once for each block of K "
           "and kept for all of N's blocks (rounded up to the register "
           "tile's M; a static M in equal blocks of at most as many, or an "
           "eighth more where that saves a block; at most 65536; 0: each row "
           "of register tiles packs its own rows for each block of N)">,
    Option<"packA", "pack-a", "std::string", /*default=*/"\"auto\"",
           "How a matmul's register tiles read A: `packed` (copied into "
           "contiguous rows where a row of tiles covers 8 panels of B or "
           "more, `block-m` rows at a time or per row of tiles), `in-place`, "
           "or `auto` (in place where A's static row stride puts at most "
           "half as many of a tile's rows in one set of L1 as it has ways "
           "(`l1-ways`) and, where N has more than one block, a static A "
           "fits in twice `block-m` x `block-k` elements; else packed)">,
    Option<"l1Ways", "l1-ways", "int64_t", /*default=*/"8",
           "Ways of the target's L1 data cache, for `pack-a=auto` (the "
           "backends pass the host's where they compile for it; at least "
           "1)">,
    Option<"vectorWidth", "vector-width", "int64_t", /*default=*/"16",
           "Elements per vector for ops whose loops are all parallel, f32 "
           "lanes of a register for the register tile that crosses N (at "
           "most 64)">,
    Option<"parallelOuter", "parallel-outer", "bool", /*default=*/"false",
           "Make the outermost tile loop (over rows, or batches) an "
           "scf.parallel, for backends that run it on several threads">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def AccelBufferArena : Pass<"accel-buffer-arena", "::mlir::func::FuncOp"> {
  let summary = "Place a kernel's buffers in one arena by their lifetimes, "
                "kept from one call to the next";
  let description = [{
    Runs on buffers, after accel-tile-and-vectorize. Every `memref.alloc`
    in the function's body (not in a loop or a branch) of static shape,
    identity layout and whole-byte elements, freed by one `memref.dealloc`
    in the body, becomes a `memref.view` of one arena at an offset: a
    buffer lives from its allocation to its dealloc, and buffers whose
    lives overlap take disjoint bytes (offsets 64-byte aligned, the largest
    buffers placed first, each at the lowest offset free for its life), so
    that buffers whose lives do not overlap share bytes. The arena is one
    allocation at the function's start, marked `accel.scratch = 2` (the
    slot that accel-scratch-buffers keeps between calls), freed before the
    function returns. Buffers marked `accel.scratch` already (a contraction's
    packed panels), buffers the function returns and buffers of dynamic
    shape are left to malloc.

    Why: a model's activations are allocated and freed at every call, and
    glibc gives the top of its heap back to the system when enough of it is
    free, so that every call took a page fault for every page of its
    activations: two 3 x 3 convolutions on 56 x 56 x 64 with their pads and
    epilogues ran 5.9 ms instead of 4.3 (docs/Performance.md). The arena
    is taken once and kept; the overlapping buffers take the bytes of the
    live ones at most.

    ```mlir
    %a = memref.alloc() {alignment = 64 : i64} : memref<1x56x56x64xf32>
    ...
    memref.dealloc %a : memref<1x56x56x64xf32>
    // becomes
    %arena = memref.alloc() {accel.scratch = 2 : i64, alignment = 64 : i64}
        : memref<1605632xi8>
    %a = memref.view %arena[%c0][] : memref<1605632xi8>
        to memref<1x56x56x64xf32>
    ...
    memref.dealloc %arena : memref<1605632xi8>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

#endif // ACCEL_BACKENDS_CPUVECTOR_PASSES_TD
