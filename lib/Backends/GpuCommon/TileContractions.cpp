//===- TileContractions.cpp - tiled GPU launches for GEMMs ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-gpu-tile-contractions: matmul, batch_matmul and conv2d (an implicit
// GEMM) become a gpu.launch whose workgroups each compute a tile of the
// output from operand tiles staged in workgroup memory, each thread a
// register tile. See Passes.td for the shape of the code.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "WorkgroupLaunch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUTILECONTRACTIONS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
/// The tile sizes of one launch.
struct Tiles {
  int64_t m, n, k, threadM, threadN;
  int64_t threadsX() const { return n / threadN; }
  int64_t threadsY() const { return m / threadM; }
  int64_t threads() const { return threadsX() * threadsY(); }
};

/// A contraction seen as C[b][m][n] += sum over k of A[b][m][k] * B[b][k][n]:
/// its sizes (index values before the launch) and how the launch addresses
/// the operands' elements.
class Gemm {
public:
  enum class Kind { Matmul, BatchMatmul, Conv };

  /// The GEMM `op` computes, or std::nullopt when it is not one this pass
  /// tiles.
  static std::optional<Gemm> match(linalg::LinalgOp op);

  /// Computes the sizes before `op`.
  void computeSizes(OpBuilder &b, Location loc);

  Value loadA(OpBuilder &b, Location loc, Value batch, Value m, Value k) const;
  Value loadB(OpBuilder &b, Location loc, Value batch, Value k, Value n) const;
  Value loadC(OpBuilder &b, Location loc, Value batch, Value m, Value n) const;
  void storeC(OpBuilder &b, Location loc, Value value, Value batch, Value m,
              Value n) const;

  Kind kind;
  Value a, b, c;
  /// C's element type (the accumulators'), and A's and B's: the same, or
  /// f16/bf16 operands of f32 accumulators (extended at each step).
  Type element, operandElement;
  /// Conv2d only.
  int64_t strides[2] = {1, 1}, dilations[2] = {1, 1};
  /// Sizes of the GEMM.
  Value batches, rows, cols, depth;

private:
  /// Conv2d: an output row's (n, oh, ow) and a reduction index's
  /// (kh, kw, c).
  std::array<Value, 3> pixel(OpBuilder &b, Location loc, Value m) const;
  std::array<Value, 3> tap(OpBuilder &b, Location loc, Value k) const;

  /// Conv2d: the output's height and width, the filter's width, channels.
  Value outH, outW, filterW, channels;
};
} // namespace

static bool isTiledElementType(Type type) {
  if (isa<FloatType>(type))
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() > 1;
}

std::optional<Gemm> Gemm::match(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1)
    return std::nullopt;
  Gemm gemm;
  gemm.a = op.getDpsInputs()[0];
  gemm.b = op.getDpsInputs()[1];
  gemm.c = op.getDpsInits()[0];
  gemm.element = getElementTypeOrSelf(gemm.c.getType());
  gemm.operandElement = getElementTypeOrSelf(gemm.a.getType());
  bool extended = gemm.operandElement != gemm.element &&
                  isa<FloatType>(gemm.operandElement) && gemm.element.isF32() &&
                  gemm.operandElement.getIntOrFloatBitWidth() < 32;
  if (!isTiledElementType(gemm.element) ||
      getElementTypeOrSelf(gemm.b.getType()) != gemm.operandElement ||
      (gemm.operandElement != gemm.element && !extended))
    return std::nullopt;
  MLIRContext *context = op->getContext();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  Operation *operation = op.getOperation();
  if (isa<linalg::MatmulOp>(operation)) {
    if (maps != linalg::MatmulOp::getDefaultIndexingMaps(context))
      return std::nullopt;
    gemm.kind = Kind::Matmul;
    return gemm;
  }
  if (isa<linalg::BatchMatmulOp>(operation)) {
    if (maps != linalg::BatchMatmulOp::getDefaultIndexingMaps(context))
      return std::nullopt;
    gemm.kind = Kind::BatchMatmul;
    return gemm;
  }
  if (auto conv = dyn_cast<linalg::Conv2DNhwcHwcfOp>(operation)) {
    gemm.kind = Kind::Conv;
    for (auto [i, value] :
         llvm::enumerate(conv.getStrides().getValues<int64_t>()))
      gemm.strides[i] = value;
    for (auto [i, value] :
         llvm::enumerate(conv.getDilations().getValues<int64_t>()))
      gemm.dilations[i] = value;
    return gemm;
  }
  return std::nullopt;
}

void Gemm::computeSizes(OpBuilder &b, Location loc) {
  auto dim = [&](Value memref, int64_t index) -> Value {
    return b.createOrFold<memref::DimOp>(loc, memref, index);
  };
  auto mul = [&](Value x, Value y) -> Value {
    return b.createOrFold<arith::MulIOp>(loc, x, y);
  };
  switch (kind) {
  case Kind::Matmul:
    batches = arith::ConstantIndexOp::create(b, loc, 1);
    rows = dim(a, 0);
    depth = dim(a, 1);
    cols = dim(this->b, 1);
    return;
  case Kind::BatchMatmul:
    batches = dim(a, 0);
    rows = dim(a, 1);
    depth = dim(a, 2);
    cols = dim(this->b, 2);
    return;
  case Kind::Conv:
    batches = arith::ConstantIndexOp::create(b, loc, 1);
    outH = dim(c, 1);
    outW = dim(c, 2);
    filterW = dim(this->b, 1);
    channels = dim(this->b, 2);
    rows = mul(mul(dim(c, 0), outH), outW);
    depth = mul(mul(dim(this->b, 0), filterW), channels);
    cols = dim(c, 3);
    return;
  }
}

/// (i / (mid * inner), i / inner mod mid, i mod inner): the indices of `i`
/// in a row-major [?, mid, inner] array.
static std::array<Value, 3> delinearize(OpBuilder &b, Location loc, Value i,
                                        Value mid, Value inner) {
  Value plane = arith::MulIOp::create(b, loc, mid, inner);
  Value outer = arith::DivUIOp::create(b, loc, i, plane);
  Value inPlane = arith::RemUIOp::create(b, loc, i, plane);
  Value middle = arith::DivUIOp::create(b, loc, inPlane, inner);
  Value last = arith::RemUIOp::create(b, loc, inPlane, inner);
  return {outer, middle, last};
}

std::array<Value, 3> Gemm::pixel(OpBuilder &b, Location loc, Value m) const {
  return delinearize(b, loc, m, outH, outW);
}

std::array<Value, 3> Gemm::tap(OpBuilder &b, Location loc, Value k) const {
  return delinearize(b, loc, k, filterW, channels);
}

Value Gemm::loadA(OpBuilder &b, Location loc, Value batch, Value m,
                  Value k) const {
  switch (kind) {
  case Kind::Matmul:
    return memref::LoadOp::create(b, loc, a, ValueRange{m, k});
  case Kind::BatchMatmul:
    return memref::LoadOp::create(b, loc, a, ValueRange{batch, m, k});
  case Kind::Conv: {
    auto [image, outRow, outCol] = pixel(b, loc, m);
    auto [filterRow, filterCol, channel] = tap(b, loc, k);
    // The input position: output position * stride + tap * dilation.
    auto position = [&](Value out, Value tapIndex, int dim) -> Value {
      Value stride = arith::ConstantIndexOp::create(b, loc, strides[dim]);
      Value dilation = arith::ConstantIndexOp::create(b, loc, dilations[dim]);
      Value base = arith::MulIOp::create(b, loc, out, stride);
      Value offset = arith::MulIOp::create(b, loc, tapIndex, dilation);
      return arith::AddIOp::create(b, loc, base, offset);
    };
    Value h = position(outRow, filterRow, 0);
    Value w = position(outCol, filterCol, 1);
    return memref::LoadOp::create(b, loc, a, ValueRange{image, h, w, channel});
  }
  }
  llvm_unreachable("unknown GEMM kind");
}

Value Gemm::loadB(OpBuilder &b, Location loc, Value batch, Value k,
                  Value n) const {
  switch (kind) {
  case Kind::Matmul:
    return memref::LoadOp::create(b, loc, this->b, ValueRange{k, n});
  case Kind::BatchMatmul:
    return memref::LoadOp::create(b, loc, this->b, ValueRange{batch, k, n});
  case Kind::Conv: {
    auto [row, col, channel] = tap(b, loc, k);
    return memref::LoadOp::create(b, loc, this->b,
                                  ValueRange{row, col, channel, n});
  }
  }
  llvm_unreachable("unknown GEMM kind");
}

/// The indices of C[batch][m][n] in the output buffer.
static SmallVector<Value> outputIndices(const Gemm &gemm, ArrayRef<Value> pixel,
                                        Value batch, Value m, Value n) {
  switch (gemm.kind) {
  case Gemm::Kind::Matmul:
    return {m, n};
  case Gemm::Kind::BatchMatmul:
    return {batch, m, n};
  case Gemm::Kind::Conv:
    return {pixel[0], pixel[1], pixel[2], n};
  }
  llvm_unreachable("unknown GEMM kind");
}

Value Gemm::loadC(OpBuilder &b, Location loc, Value batch, Value m,
                  Value n) const {
  SmallVector<Value> pixelIndices;
  if (kind == Kind::Conv)
    llvm::append_range(pixelIndices, pixel(b, loc, m));
  return memref::LoadOp::create(
      b, loc, c, outputIndices(*this, pixelIndices, batch, m, n));
}

void Gemm::storeC(OpBuilder &b, Location loc, Value value, Value batch, Value m,
                  Value n) const {
  SmallVector<Value> pixelIndices;
  if (kind == Kind::Conv)
    llvm::append_range(pixelIndices, pixel(b, loc, m));
  memref::StoreOp::create(b, loc, value, c,
                          outputIndices(*this, pixelIndices, batch, m, n));
}

namespace {
/// Builds the body of one tiled launch.
class TiledLaunchBuilder {
public:
  TiledLaunchBuilder(const Gemm &gemm, const Tiles &tiles, Value fillValue)
      : gemm(gemm), tiles(tiles), fillValue(fillValue) {}

  /// Emits the launch at `b`'s insertion point.
  void emit(OpBuilder &b, Location loc, bool workgroupAllocs);

private:
  Value constant(OpBuilder &b, Location loc, int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value zero(OpBuilder &b, Location loc, Type type) {
    return arith::ConstantOp::create(b, loc,
                                     cast<TypedAttr>(b.getZeroAttr(type)));
  }
  /// `x < bound`.
  Value below(OpBuilder &b, Location loc, Value x, Value bound) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, bound);
  }
  /// `load()` (of a `type`) where `inside`, else zero.
  Value guardedLoad(OpBuilder &b, Location loc, Value inside, Type type,
                    llvm::function_ref<Value(OpBuilder &, Location)> load);
  /// `load()` of an operand where `i < iBound` and `j < jBound`, else zero.
  Value loadWithin(OpBuilder &b, Location loc, Value i, Value iBound, Value j,
                   Value jBound,
                   llvm::function_ref<Value(OpBuilder &, Location)> load) {
    Value iInside = below(b, loc, i, iBound);
    Value jInside = below(b, loc, j, jBound);
    Value inside = arith::AndIOp::create(b, loc, iInside, jInside);
    return guardedLoad(b, loc, inside, gemm.operandElement, load);
  }
  /// The threads' cooperative copy of a `rows` x `cols` tile of an operand
  /// (element (r, c) read by `load`, which guards its own bounds) into
  /// `tile` at (c, r) when `transpose`, else (r, c).
  void
  copyTile(OpBuilder &b, Location loc, Value tile, int64_t rows, int64_t cols,
           bool transpose,
           llvm::function_ref<Value(OpBuilder &, Location, Value, Value)> load);
  /// The multiply-add of one accumulator.
  Value multiplyAdd(OpBuilder &b, Location loc, Value acc, Value x, Value y);

  const Gemm &gemm;
  const Tiles &tiles;
  Value fillValue;
  /// In the launch: thread and tile coordinates.
  Value batch, threadX, threadY, threadLinear, rowBase, colBase;
};
} // namespace

Value TiledLaunchBuilder::guardedLoad(
    OpBuilder &b, Location loc, Value inside, Type type,
    llvm::function_ref<Value(OpBuilder &, Location)> load) {
  auto branch = scf::IfOp::create(
      b, loc, inside,
      [&](OpBuilder &then, Location at) {
        scf::YieldOp::create(then, at, load(then, at));
      },
      [&](OpBuilder &otherwise, Location at) {
        scf::YieldOp::create(otherwise, at, zero(otherwise, at, type));
      });
  return branch.getResult(0);
}

void TiledLaunchBuilder::copyTile(
    OpBuilder &b, Location loc, Value tile, int64_t rows, int64_t cols,
    bool transpose,
    llvm::function_ref<Value(OpBuilder &, Location, Value, Value)> load) {
  int64_t elements = rows * cols;
  int64_t threads = tiles.threads();
  Value colsValue = constant(b, loc, cols);
  // Consecutive threads take consecutive elements of a row: coalesced reads.
  for (int64_t first = 0; first < elements; first += threads) {
    Value index =
        arith::AddIOp::create(b, loc, threadLinear, constant(b, loc, first));
    auto copyOne = [&](OpBuilder &inner, Location at) {
      Value row = arith::DivUIOp::create(inner, at, index, colsValue);
      Value col = arith::RemUIOp::create(inner, at, index, colsValue);
      Value value = load(inner, at, row, col);
      memref::StoreOp::create(inner, at, value, tile,
                              transpose ? ValueRange{col, row}
                                        : ValueRange{row, col});
    };
    if (first + threads <= elements) {
      copyOne(b, loc);
      continue;
    }
    // The last round, where fewer elements than threads are left.
    auto inTile = scf::IfOp::create(
        b, loc, below(b, loc, index, constant(b, loc, elements)),
        /*withElseRegion=*/false);
    OpBuilder inner = inTile.getThenBodyBuilder();
    copyOne(inner, loc);
  }
}

Value TiledLaunchBuilder::multiplyAdd(OpBuilder &b, Location loc, Value acc,
                                      Value x, Value y) {
  if (isa<FloatType>(gemm.element)) {
    // Narrow operands are staged as they are and extended here.
    if (x.getType() != gemm.element) {
      x = arith::ExtFOp::create(b, loc, gemm.element, x);
      y = arith::ExtFOp::create(b, loc, gemm.element, y);
    }
    auto contract = arith::FastMathFlagsAttr::get(
        b.getContext(), arith::FastMathFlags::contract);
    Value product = arith::MulFOp::create(b, loc, x, y, contract);
    return arith::AddFOp::create(b, loc, acc, product, contract);
  }
  Value product = arith::MulIOp::create(b, loc, x, y);
  return arith::AddIOp::create(b, loc, acc, product);
}

void TiledLaunchBuilder::emit(OpBuilder &b, Location loc,
                              bool workgroupAllocs) {
  auto ceilDiv = [&](Value size, int64_t tile) -> Value {
    return b.createOrFold<arith::CeilDivUIOp>(loc, size,
                                              constant(b, loc, tile));
  };
  // One statement each: the order of the ops must not depend on the order
  // in which a compiler evaluates arguments.
  Value rowTiles = ceilDiv(gemm.rows, tiles.m);
  Value colTiles = ceilDiv(gemm.cols, tiles.n);
  Value threadsX = constant(b, loc, tiles.threadsX());
  Value threadsY = constant(b, loc, tiles.threadsY());
  Value one = constant(b, loc, 1);
  SmallVector<Value> staged;
  OpBuilder::InsertionGuard guard(b);
  gpu::LaunchOp launch = createWorkgroupLaunch(
      b, loc, {rowTiles, colTiles, gemm.batches}, {threadsX, threadsY, one},
      // A is staged transposed (k, m): a thread reads its rows' values at
      // one k from one row of the tile.
      {{tiles.k, tiles.m}, {tiles.k, tiles.n}}, gemm.operandElement,
      workgroupAllocs, staged);
  Value aTile = staged[0], bTile = staged[1];
  batch = launch.getBlockIds().z;
  threadX = launch.getThreadIds().x;
  threadY = launch.getThreadIds().y;
  threadLinear = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, threadY,
                            constant(b, loc, tiles.threadsX())),
      threadX);
  rowBase = arith::MulIOp::create(b, loc, launch.getBlockIds().x,
                                  constant(b, loc, tiles.m));
  colBase = arith::MulIOp::create(b, loc, launch.getBlockIds().y,
                                  constant(b, loc, tiles.n));

  // This thread's rows and columns in the workgroup's tile (where it reads
  // the staged tiles) and in the output, and whether each is in it.
  SmallVector<Value> rowOffsets, colOffsets, rows, cols, rowInside, colInside;
  for (int64_t i = 0; i < tiles.threadM; ++i) {
    rowOffsets.push_back(arith::AddIOp::create(
        b, loc, threadY, constant(b, loc, i * tiles.threadsY())));
    rows.push_back(arith::AddIOp::create(b, loc, rowBase, rowOffsets.back()));
    rowInside.push_back(below(b, loc, rows.back(), gemm.rows));
  }
  for (int64_t j = 0; j < tiles.threadN; ++j) {
    colOffsets.push_back(arith::AddIOp::create(
        b, loc, threadX, constant(b, loc, j * tiles.threadsX())));
    cols.push_back(arith::AddIOp::create(b, loc, colBase, colOffsets.back()));
    colInside.push_back(below(b, loc, cols.back(), gemm.cols));
  }
  auto inside = [&](OpBuilder &at, Location l, int64_t i, int64_t j) -> Value {
    return arith::AndIOp::create(at, l, rowInside[i], colInside[j]);
  };

  SmallVector<Value> initial;
  for (int64_t i = 0; i < tiles.threadM; ++i)
    for (int64_t j = 0; j < tiles.threadN; ++j)
      initial.push_back(fillValue
                            ? fillValue
                            : guardedLoad(b, loc, inside(b, loc, i, j),
                                          gemm.element,
                                          [&](OpBuilder &at, Location l) {
                                            return gemm.loadC(at, l, batch,
                                                              rows[i], cols[j]);
                                          }));

  auto stepK = [&](OpBuilder &kb, Location kl, Value k0, ValueRange accs) {
    // A's element (m, k) and B's (k, n), zero outside the operands.
    copyTile(kb, kl, aTile, tiles.m, tiles.k, /*transpose=*/true,
             [&](OpBuilder &at, Location l, Value r, Value c) {
               Value m = arith::AddIOp::create(at, l, rowBase, r);
               Value k = arith::AddIOp::create(at, l, k0, c);
               return loadWithin(at, l, m, gemm.rows, k, gemm.depth,
                                 [&](OpBuilder &in, Location il) {
                                   return gemm.loadA(in, il, batch, m, k);
                                 });
             });
    copyTile(kb, kl, bTile, tiles.k, tiles.n, /*transpose=*/false,
             [&](OpBuilder &at, Location l, Value r, Value c) {
               Value k = arith::AddIOp::create(at, l, k0, r);
               Value n = arith::AddIOp::create(at, l, colBase, c);
               return loadWithin(at, l, k, gemm.depth, n, gemm.cols,
                                 [&](OpBuilder &in, Location il) {
                                   return gemm.loadB(in, il, batch, k, n);
                                 });
             });
    gpu::BarrierOp::create(kb, kl);
    Value zeroIndex = constant(kb, kl, 0);
    Value steps = constant(kb, kl, tiles.k);
    Value oneIndex = constant(kb, kl, 1);
    auto inner = scf::ForOp::create(
        kb, kl, zeroIndex, steps, oneIndex, accs,
        [&](OpBuilder &ib, Location il, Value kk, ValueRange partial) {
          SmallVector<Value> as, bs;
          for (Value r : rowOffsets)
            as.push_back(
                memref::LoadOp::create(ib, il, aTile, ValueRange{kk, r}));
          for (Value c : colOffsets)
            bs.push_back(
                memref::LoadOp::create(ib, il, bTile, ValueRange{kk, c}));
          SmallVector<Value> next;
          for (int64_t i = 0; i < tiles.threadM; ++i)
            for (int64_t j = 0; j < tiles.threadN; ++j)
              next.push_back(multiplyAdd(ib, il, partial[i * tiles.threadN + j],
                                         as[i], bs[j]));
          scf::YieldOp::create(ib, il, next);
        });
    // The tiles are read by every thread before the next step overwrites
    // them.
    gpu::BarrierOp::create(kb, kl);
    scf::YieldOp::create(kb, kl, inner.getResults());
  };
  Value zeroIndex = constant(b, loc, 0);
  Value kStep = constant(b, loc, tiles.k);
  ValueRange sums =
      buildForWithResults(b, loc, zeroIndex, gemm.depth, kStep, initial, stepK);

  for (int64_t i = 0; i < tiles.threadM; ++i)
    for (int64_t j = 0; j < tiles.threadN; ++j) {
      auto store = scf::IfOp::create(b, loc, inside(b, loc, i, j),
                                     /*withElseRegion=*/false);
      OpBuilder then = store.getThenBodyBuilder();
      gemm.storeC(then, loc, sums[i * tiles.threadN + j], batch, rows[i],
                  cols[j]);
    }
  gpu::TerminatorOp::create(b, loc);
}

namespace {
struct AccelGpuTileContractionsPass
    : accel::impl::AccelGpuTileContractionsBase<AccelGpuTileContractionsPass> {
  using Base::Base;

  void runOnOperation() override {
    Tiles tiles{tileM, tileN, tileK, threadM, threadN};
    if (tiles.m <= 0 || tiles.n <= 0 || tiles.k <= 0 || tiles.threadM <= 0 ||
        tiles.threadN <= 0 || tiles.m % tiles.threadM != 0 ||
        tiles.n % tiles.threadN != 0) {
      getOperation().emitError()
          << "accel-gpu-tile-contractions: tile-m and tile-n must be positive "
             "multiples of thread-m and thread-n, tile-k positive (tile-m = "
          << tiles.m << ", tile-n = " << tiles.n << ", tile-k = " << tiles.k
          << ", thread-m = " << tiles.threadM
          << ", thread-n = " << tiles.threadN << ")";
      return signalPassFailure();
    }
    SmallVector<std::pair<linalg::LinalgOp, Gemm>> found;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (std::optional<Gemm> gemm = Gemm::match(op))
        found.emplace_back(op, *gemm);
    });
    for (auto &[op, gemm] : found) {
      Value fillValue = takeFillJustBefore(op, gemm.c);
      OpBuilder b(op);
      Location loc = op.getLoc();
      gemm.computeSizes(b, loc);
      TiledLaunchBuilder(gemm, tiles, fillValue).emit(b, loc, workgroupAllocs);
      op.erase();
    }
  }
};
} // namespace
