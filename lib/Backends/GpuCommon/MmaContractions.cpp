//===- MmaContractions.cpp - f16/bf16 GEMMs on NVIDIA tensor cores -*- C++
//-*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-gpu-mma-contractions: matmul and batch_matmul of f16 or bf16 into
// f32 become a gpu.launch whose warps multiply fragments loaded with
// ldmatrix on the tensor cores (mma.sync m16n8k16). See Passes.td for the
// shape of the code. nvgpu.mma.sync lowers f16 only in MLIR 22 ("failed to
// deduce operand PTX types" for bf16), so the multiply is nvvm.mma.sync,
// with bf16 pairs passed as i32 registers as PTX wants them.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "WorkgroupLaunch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUMMACONTRACTIONS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
// The workgroup's tile of C and step of K, its warps (kWarpsM x kWarpsN),
// each warp's tile (kFragsM x kFragsN tiles of 16 x 8), the instruction's
// shape, and the rows of the staged tiles padded by 8 elements (16 bytes).
constexpr int64_t kTileM = 128, kTileN = 128, kTileK = 32;
constexpr int64_t kWarpsM = 2, kWarpsN = 4, kWarpSize = 32;
constexpr int64_t kThreads = kWarpsM * kWarpsN * kWarpSize;
constexpr int64_t kMmaM = 16, kMmaN = 8, kMmaK = 16;
constexpr int64_t kFragsM = kTileM / kWarpsM / kMmaM; // 4
constexpr int64_t kFragsN = kTileN / kWarpsN / kMmaN; // 4
constexpr int64_t kVector = 8;                        // elements in 16 bytes
constexpr int64_t kPad = 8;
/// Stages of the staged tiles: one filled while the other is multiplied.
constexpr int64_t kStages = 2;
/// Accumulators per fragment tile: c0, c1 (row r, columns c, c + 1) and
/// c2, c3 (row r + 8).
constexpr int64_t kAccs = 4;

/// A contraction this pass maps: C[b][m][n] += A[b][m][k] * B[b][k][n].
struct MmaGemm {
  Value a, b, c;
  bool batched;
  Type operand;
  /// Static K and N; M and the batches as values before the launch.
  int64_t depth, cols;
  Value rows, batches;

  static std::optional<MmaGemm> match(linalg::LinalgOp op);
};
} // namespace

std::optional<MmaGemm> MmaGemm::match(linalg::LinalgOp op) {
  Operation *operation = op.getOperation();
  bool batched = isa<linalg::BatchMatmulOp>(operation);
  if (!isa<linalg::MatmulOp>(operation) && !batched)
    return std::nullopt;
  MLIRContext *context = op->getContext();
  if (op.getIndexingMapsArray() !=
      (batched ? linalg::BatchMatmulOp::getDefaultIndexingMaps(context)
               : linalg::MatmulOp::getDefaultIndexingMaps(context)))
    return std::nullopt;
  if (!op.hasPureBufferSemantics())
    return std::nullopt;
  MmaGemm gemm;
  gemm.a = op.getDpsInputs()[0];
  gemm.b = op.getDpsInputs()[1];
  gemm.c = op.getDpsInits()[0];
  gemm.batched = batched;
  auto a = cast<MemRefType>(gemm.a.getType());
  auto b = cast<MemRefType>(gemm.b.getType());
  auto c = cast<MemRefType>(gemm.c.getType());
  gemm.operand = a.getElementType();
  if (!(gemm.operand.isF16() || gemm.operand.isBF16()) ||
      b.getElementType() != gemm.operand || !c.getElementType().isF32())
    return std::nullopt;
  // Rows start 16 bytes apart from an aligned base: whole vectors of 8.
  if (!a.getLayout().isIdentity() || !b.getLayout().isIdentity() ||
      !c.getLayout().isIdentity())
    return std::nullopt;
  gemm.depth = a.getShape().back();
  gemm.cols = b.getShape().back();
  if (ShapedType::isDynamic(gemm.depth) || ShapedType::isDynamic(gemm.cols) ||
      gemm.depth % kVector != 0 || gemm.cols % kVector != 0 || gemm.depth == 0)
    return std::nullopt;
  return gemm;
}

namespace {
/// Builds the body of one tensor-core launch.
class MmaLaunchBuilder {
public:
  MmaLaunchBuilder(const MmaGemm &gemm, Value fillValue)
      : gemm(gemm), fillValue(fillValue) {}

  void emit(OpBuilder &b, Location loc);

private:
  Value index(OpBuilder &b, Location loc, int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value add(OpBuilder &b, Location loc, Value x, Value y) {
    return arith::AddIOp::create(b, loc, x, y);
  }
  Value add(OpBuilder &b, Location loc, Value x, int64_t y) {
    return y == 0 ? x : add(b, loc, x, index(b, loc, y));
  }
  // x op a constant; the constant first. No call below takes two arguments
  // that both make ops: the order of the ops must not depend on the order in
  // which a compiler evaluates arguments.
  Value mul(OpBuilder &b, Location loc, Value x, int64_t y) {
    Value constant = index(b, loc, y);
    return arith::MulIOp::create(b, loc, x, constant);
  }
  Value div(OpBuilder &b, Location loc, Value x, int64_t y) {
    Value constant = index(b, loc, y);
    return arith::DivUIOp::create(b, loc, x, constant);
  }
  Value rem(OpBuilder &b, Location loc, Value x, int64_t y) {
    Value constant = index(b, loc, y);
    return arith::RemUIOp::create(b, loc, x, constant);
  }
  Value below(OpBuilder &b, Location loc, Value x, Value bound) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, bound);
  }
  Value both(OpBuilder &b, Location loc, Value x, Value y) {
    return arith::AndIOp::create(b, loc, x, y);
  }
  /// Whether element (row, col) of C is inside it.
  Value insideC(OpBuilder &b, Location loc, Value row, Value col) {
    Value rowInside = below(b, loc, row, rowBound);
    Value colInside = below(b, loc, col, colBound);
    return both(b, loc, rowInside, colInside);
  }
  /// The indices of element (i, j) of an operand or of C.
  SmallVector<Value> at(Value i, Value j) const {
    if (gemm.batched)
      return {batch, i, j};
    return {i, j};
  }
  /// The threads' asynchronous copies (cp.async, 16 bytes per thread and
  /// round) of a rows x cols tile of `source` at (row0, col0) into stage
  /// `stage` of `tile`; zeros where the vector's row is at or past
  /// `rowBound` or its columns past `colBound` (nothing is read there).
  /// Returns the copies' tokens.
  SmallVector<Value> copyTile(OpBuilder &b, Location loc, Value source,
                              Value tile, Value stage, int64_t rows,
                              int64_t cols, Value row0, Value col0,
                              Value rowBound, Value colBound);
  /// Both operands' tiles of the K step at `k0` into `stage`, as one group
  /// of copies; returns the group's token.
  Value copyStep(OpBuilder &b, Location loc, Value stage, Value k0);
  /// One K step's fragments of this warp at column `kk` of stage `stage` of
  /// the staged tiles, multiplied into `accs`.
  SmallVector<Value> multiply(OpBuilder &b, Location loc, Value stage,
                              int64_t kk, ValueRange accs);
  /// The row and column of accumulator `e` of fragment tile (i, j).
  std::pair<Value, Value> position(OpBuilder &b, Location loc, int64_t i,
                                   int64_t j, int64_t e);

  const MmaGemm &gemm;
  Value fillValue;
  /// In the launch: the staged tiles (two stages each); the batch, the
  /// thread, its lane; the workgroup's first row and column of C, the
  /// warp's within it; M, K and N.
  Value aTile, bTile;
  Value batch, thread, lane, rowBase, colBase, warpRow, warpCol, rowBound,
      depthBound, colBound;
  /// The row and column of C of this lane's first accumulator.
  Value laneRow, laneCol;
};
} // namespace

SmallVector<Value>
MmaLaunchBuilder::copyTile(OpBuilder &b, Location loc, Value source, Value tile,
                           Value stage, int64_t rows, int64_t cols, Value row0,
                           Value col0, Value rowBound, Value colBound) {
  int64_t perRow = cols / kVector;
  Value zero = index(b, loc, 0);
  Value whole = index(b, loc, kVector);
  SmallVector<Value> tokens;
  Value perRowValue = index(b, loc, perRow);
  for (int64_t first = 0; first < rows * perRow; first += kThreads) {
    Value v = add(b, loc, thread, first);
    Value row = arith::DivUIOp::create(b, loc, v, perRowValue);
    Value col = arith::MulIOp::create(
        b, loc, arith::RemUIOp::create(b, loc, v, perRowValue), whole);
    Value i = add(b, loc, row0, row);
    Value j = add(b, loc, col0, col);
    Value iInside = below(b, loc, i, rowBound);
    Value jInside = below(b, loc, j, colBound);
    // Outside, no byte is read (source size 0): the address stays in the
    // operand all the same.
    Value elements = arith::SelectOp::create(
        b, loc, both(b, loc, iInside, jInside), whole, zero);
    Value iSafe = arith::SelectOp::create(b, loc, iInside, i, zero);
    Value jSafe = arith::SelectOp::create(b, loc, jInside, j, zero);
    tokens.push_back(nvgpu::DeviceAsyncCopyOp::create(
        b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), tile,
        ValueRange{stage, row, col}, source, at(iSafe, jSafe),
        b.getIndexAttr(kVector), elements, b.getUnitAttr()));
  }
  return tokens;
}

Value MmaLaunchBuilder::copyStep(OpBuilder &b, Location loc, Value stage,
                                 Value k0) {
  SmallVector<Value> tokens =
      copyTile(b, loc, gemm.a, aTile, stage, kTileM, kTileK, rowBase, k0,
               rowBound, depthBound);
  llvm::append_range(tokens,
                     copyTile(b, loc, gemm.b, bTile, stage, kTileK, kTileN, k0,
                              colBase, depthBound, colBound));
  return nvgpu::DeviceAsyncCreateGroupOp::create(
      b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), tokens);
}

SmallVector<Value> MmaLaunchBuilder::multiply(OpBuilder &b, Location loc,
                                              Value stage, int64_t kk,
                                              ValueRange accs) {
  MLIRContext *context = b.getContext();
  Type operand = gemm.operand;
  // Lanes 0-15 give the rows of the fragment's first 8 columns, lanes 16-31
  // those of the next 8 (A); lanes 0-15 the 16 rows of B's fragment.
  Value half = rem(b, loc, lane, 16);
  Value side = mul(b, loc, div(b, loc, lane, 16), 8);
  // One ldmatrix of `tiles` 8 x 8 matrices of `tile` at (row, col), as the
  // registers mma.sync takes: f16 pairs as .f16x2, bf16 pairs as .b32.
  auto registers = [&](Value tile, Value row, Value col, int64_t tiles,
                       bool transpose) {
    Value fragment = nvgpu::LdMatrixOp::create(
        b, loc, VectorType::get({tiles, 2}, operand), tile,
        ValueRange{stage, row, col}, transpose, tiles);
    SmallVector<Value> words;
    for (int64_t r = 0; r < tiles; ++r) {
      Value pair = vector::ExtractOp::create(b, loc, fragment, r);
      if (!operand.isF16()) {
        Value word = vector::BitCastOp::create(
            b, loc, VectorType::get({1}, b.getI32Type()), pair);
        pair = vector::ExtractOp::create(b, loc, word, 0);
      }
      words.push_back(pair);
    }
    return words;
  };
  SmallVector<SmallVector<Value>> aRegs, bRegs;
  for (int64_t i = 0; i < kFragsM; ++i) {
    Value row = add(b, loc, add(b, loc, warpRow, i * kMmaM), half);
    Value col = add(b, loc, side, kk);
    aRegs.push_back(registers(aTile, row, col, 4, /*transpose=*/false));
  }
  for (int64_t j = 0; j < kFragsN; ++j) {
    Value row = add(b, loc, half, kk);
    Value col = add(b, loc, warpCol, j * kMmaN);
    bRegs.push_back(registers(bTile, row, col, 2, /*transpose=*/true));
  }
  auto ptxType = operand.isF16() ? NVVM::MMATypes::f16 : NVVM::MMATypes::bf16;
  Type f32 = b.getF32Type();
  auto resultType =
      LLVM::LLVMStructType::getLiteral(context, {f32, f32, f32, f32});
  SmallVector<Value> next;
  for (int64_t i = 0; i < kFragsM; ++i)
    for (int64_t j = 0; j < kFragsN; ++j) {
      ValueRange c = accs.slice((i * kFragsN + j) * kAccs, kAccs);
      Value d = NVVM::MmaOp::create(
          b, loc, resultType, aRegs[i], bRegs[j], c,
          /*shape=*/{kMmaM, kMmaN, kMmaK}, /*b1Op=*/std::nullopt,
          /*intOverflow=*/std::nullopt,
          /*multiplicandPtxTypes=*/
          std::array<NVVM::MMATypes, 2>{ptxType, ptxType},
          /*multiplicandLayouts=*/
          std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                         NVVM::MMALayout::col});
      for (int64_t e = 0; e < kAccs; ++e)
        next.push_back(LLVM::ExtractValueOp::create(b, loc, d, e));
    }
  return next;
}

std::pair<Value, Value> MmaLaunchBuilder::position(OpBuilder &b, Location loc,
                                                   int64_t i, int64_t j,
                                                   int64_t e) {
  Value row = add(b, loc, laneRow, i * kMmaM + (e / 2) * 8);
  Value col = add(b, loc, laneCol, j * kMmaN + e % 2);
  return {row, col};
}

void MmaLaunchBuilder::emit(OpBuilder &b, Location loc) {
  Value rowTiles =
      b.createOrFold<arith::CeilDivUIOp>(loc, gemm.rows, index(b, loc, kTileM));
  Value colTiles = index(b, loc, llvm::divideCeil(gemm.cols, kTileN));
  Value one = index(b, loc, 1);
  OpBuilder::InsertionGuard guard(b);
  SmallVector<Value> staged;
  gpu::LaunchOp launch = createWorkgroupLaunch(
      b, loc, {rowTiles, colTiles, gemm.batches},
      {index(b, loc, kThreads), one, one},
      {{kStages, kTileM, kTileK + kPad}, {kStages, kTileK, kTileN + kPad}},
      gemm.operand, /*allocs=*/false, staged);
  aTile = staged[0];
  bTile = staged[1];
  batch = launch.getBlockIds().z;
  thread = launch.getThreadIds().x;
  lane = rem(b, loc, thread, kWarpSize);
  Value warp = div(b, loc, thread, kWarpSize);
  warpRow = mul(b, loc, div(b, loc, warp, kWarpsN), kTileM / kWarpsM);
  warpCol = mul(b, loc, rem(b, loc, warp, kWarpsN), kTileN / kWarpsN);
  rowBase = mul(b, loc, launch.getBlockIds().x, kTileM);
  colBase = mul(b, loc, launch.getBlockIds().y, kTileN);
  rowBound = gemm.rows;
  depthBound = index(b, loc, gemm.depth);
  colBound = index(b, loc, gemm.cols);
  // Lane l holds rows l / 4 (+ 8) and columns 2 * (l % 4) (+ 1) of each
  // of its warp's 16 x 8 tiles.
  Value warpRowOfC = add(b, loc, rowBase, warpRow);
  laneRow = add(b, loc, warpRowOfC, div(b, loc, lane, 4));
  Value warpColOfC = add(b, loc, colBase, warpCol);
  laneCol = add(b, loc, warpColOfC, mul(b, loc, rem(b, loc, lane, 4), 2));

  SmallVector<std::pair<Value, Value>> positions;
  SmallVector<Value> initial;
  for (int64_t i = 0; i < kFragsM; ++i)
    for (int64_t j = 0; j < kFragsN; ++j)
      for (int64_t e = 0; e < kAccs; ++e) {
        positions.push_back(position(b, loc, i, j, e));
        auto [row, col] = positions.back();
        if (fillValue) {
          initial.push_back(fillValue);
          continue;
        }
        Value inside = insideC(b, loc, row, col);
        auto load = scf::IfOp::create(
            b, loc, inside,
            [&](OpBuilder &then, Location l) {
              scf::YieldOp::create(
                  then, l,
                  memref::LoadOp::create(then, l, gemm.c, at(row, col))
                      .getResult());
            },
            [&](OpBuilder &otherwise, Location l) {
              scf::YieldOp::create(
                  otherwise, l,
                  arith::ConstantOp::create(otherwise, l,
                                            otherwise.getF32FloatAttr(0.0f))
                      .getResult());
            });
        initial.push_back(load.getResult(0));
      }

  // Two stages: while the warps multiply step t's tiles, the copy engine
  // fills the other stage with step t + 1's (the last step's copies read
  // nothing and fill zeros).
  Value zero = index(b, loc, 0), oneIndex = index(b, loc, 1);
  Value stages = index(b, loc, kStages), kStep = index(b, loc, kTileK);
  copyStep(b, loc, zero, zero);
  int64_t steps = llvm::divideCeil(gemm.depth, kTileK);
  auto step = [&](OpBuilder &kb, Location kl, Value t, ValueRange accs) {
    Value stage = arith::RemUIOp::create(kb, kl, t, stages);
    Value next = arith::SubIOp::create(kb, kl, oneIndex, stage);
    Value k1 = arith::MulIOp::create(kb, kl, add(kb, kl, t, 1), kStep);
    Value group = copyStep(kb, kl, next, k1);
    // Every group but the newest has landed: this step's tiles, for this
    // thread's copies; the barrier, for everyone's.
    nvgpu::DeviceAsyncWaitOp::create(kb, kl, group, kb.getI32IntegerAttr(1));
    gpu::BarrierOp::create(kb, kl);
    SmallVector<Value> partial(accs.begin(), accs.end());
    for (int64_t kk = 0; kk < kTileK; kk += kMmaK)
      partial = multiply(kb, kl, stage, kk, partial);
    // Every warp has read this stage before the next step fills it.
    gpu::BarrierOp::create(kb, kl);
    scf::YieldOp::create(kb, kl, partial);
  };
  ValueRange sums = scf::ForOp::create(b, loc, zero, index(b, loc, steps),
                                       oneIndex, initial, step)
                        .getResults();

  for (auto [value, where] : llvm::zip(sums, positions)) {
    auto [row, col] = where;
    Value inside = insideC(b, loc, row, col);
    auto store = scf::IfOp::create(b, loc, inside, /*withElseRegion=*/false);
    OpBuilder then = store.getThenBodyBuilder();
    memref::StoreOp::create(then, loc, value, gemm.c, at(row, col));
  }
  gpu::TerminatorOp::create(b, loc);
}

namespace {
struct AccelGpuMmaContractionsPass
    : accel::impl::AccelGpuMmaContractionsBase<AccelGpuMmaContractionsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<std::pair<linalg::LinalgOp, MmaGemm>> found;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (std::optional<MmaGemm> gemm = MmaGemm::match(op))
        found.emplace_back(op, *gemm);
    });
    for (auto &[op, gemm] : found) {
      Value fillValue = takeFillJustBefore(op, gemm.c);
      OpBuilder b(op);
      Location loc = op.getLoc();
      int64_t rowDim = gemm.batched ? 1 : 0;
      gemm.rows = b.createOrFold<memref::DimOp>(loc, gemm.a, rowDim);
      gemm.batches =
          gemm.batched ? b.createOrFold<memref::DimOp>(loc, gemm.a, 0)
                       : arith::ConstantIndexOp::create(b, loc, 1).getResult();
      MmaLaunchBuilder(gemm, fillValue).emit(b, loc);
      op.erase();
    }
  }
};
} // namespace
