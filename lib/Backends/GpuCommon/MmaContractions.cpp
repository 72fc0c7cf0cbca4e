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

#include "accel/Backends/GpuCommon.h"

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

#include <limits>

namespace accel {
#define GEN_PASS_DEF_ACCELGPUMMACONTRACTIONS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
// The instruction's rows and columns, the warp's size and the accumulators
// per fragment tile: c0, c1 (row r, columns c, c + 1) and c2, c3 (row
// r + 8). The instruction's K, the elements of a 16-byte vector and the
// padding of the staged tiles' rows (one vector) depend on the operands:
// m16n8k16 for f16/bf16 (8 per vector), m16n8k8 for tf32 (4).
constexpr int64_t kMmaM = 16, kMmaN = 8;
constexpr int64_t kWarpSize = 32;
constexpr int64_t kAccs = 4;

/// A contraction this pass maps: C[b][m][n] += A[b][m][k] * B[b][k][n].
struct MmaGemm {
  Value a, b, c;
  bool batched;
  /// f16, bf16, or f32 multiplied as tf32.
  Type operand;
  /// Static K and N; M and the batches as values before the launch.
  int64_t depth, cols;
  Value rows, batches;

  bool tf32() const { return operand.isF32(); }
  /// Elements of a 16-byte vector; the instruction's K.
  int64_t vector() const { return tf32() ? 4 : 8; }
  int64_t mmaK() const { return tf32() ? 8 : 16; }

  /// The contraction `op` is, if this pass maps it; f32 ones only with
  /// `tf32`.
  static std::optional<MmaGemm> match(linalg::LinalgOp op, bool tf32);
};
} // namespace

std::optional<MmaGemm> MmaGemm::match(linalg::LinalgOp op, bool tf32) {
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
  if (!(gemm.operand.isF16() || gemm.operand.isBF16() ||
        (tf32 && gemm.operand.isF32())) ||
      b.getElementType() != gemm.operand || !c.getElementType().isF32())
    return std::nullopt;
  // Rows start 16 bytes apart from an aligned base: whole vectors.
  if (!a.getLayout().isIdentity() || !b.getLayout().isIdentity() ||
      !c.getLayout().isIdentity())
    return std::nullopt;
  gemm.depth = a.getShape().back();
  gemm.cols = b.getShape().back();
  if (ShapedType::isDynamic(gemm.depth) || ShapedType::isDynamic(gemm.cols) ||
      gemm.depth % gemm.vector() != 0 || gemm.cols % gemm.vector() != 0 ||
      gemm.depth == 0)
    return std::nullopt;
  return gemm;
}

namespace {
/// Builds the body of one tensor-core launch.
class MmaLaunchBuilder {
public:
  MmaLaunchBuilder(const MmaGemm &gemm, const GpuMmaOptions &tiles,
                   Value fillValue)
      : gemm(gemm), tiles(tiles), fillValue(fillValue),
        fragsM(tiles.tileM / tiles.warpsM / kMmaM),
        fragsN(tiles.tileN / tiles.warpsN / kMmaN) {}

  void emit(OpBuilder &b, Location loc);

private:
  /// One K step's fragments of this warp: A's (fragsM x 4 registers) and
  /// B's (fragsN x 2); pairs of f16 (vector<2xf16>), of bf16 or one tf32
  /// (i32).
  struct Fragments {
    SmallVector<SmallVector<Value>> a, b;
  };

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
  /// Whether the pair of elements (row, col), (row, col + 1) of C is inside
  /// it: col is even and N a multiple of 8, so both are or neither.
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
  /// Both operands' tiles of K step `t` into its stage (t mod stages), as
  /// one group of copies; returns the group's token.
  Value copyStep(OpBuilder &b, Location loc, Value t);
  /// This warp's fragments at column `kk` of stage `stage` of the staged
  /// tiles (ldmatrix x4; B transposed).
  Fragments load(OpBuilder &b, Location loc, Value stage, int64_t kk);
  /// `fragments` as a flat list (A's registers, then B's), and back: the
  /// loop over K carries them.
  static SmallVector<Value> flatten(const Fragments &fragments);
  Fragments unflatten(ValueRange values) const;
  /// `fragments` multiplied into `accs`; returns the new accumulators.
  SmallVector<Value> multiply(OpBuilder &b, Location loc,
                              const Fragments &fragments, ValueRange accs);
  /// The row and column of C of accumulators 2h and 2h + 1 of fragment tile
  /// (i, j).
  std::pair<Value, Value> position(OpBuilder &b, Location loc, int64_t i,
                                   int64_t j, int64_t h);

  const MmaGemm &gemm;
  const GpuMmaOptions &tiles;
  Value fillValue;
  /// Each warp's fragment tiles of 16 x 8.
  int64_t fragsM, fragsN;
  /// In the launch: the staged tiles; the batch, the thread, its lane; the
  /// workgroup's first row and column of C, the warp's within it; M, K and
  /// N.
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
  int64_t vector = gemm.vector();
  int64_t perRow = cols / vector;
  Value zero = index(b, loc, 0);
  Value whole = index(b, loc, vector);
  SmallVector<Value> tokens;
  Value perRowValue = index(b, loc, perRow);
  for (int64_t first = 0; first < rows * perRow; first += tiles.threads()) {
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
        b.getIndexAttr(vector), elements, b.getUnitAttr()));
  }
  return tokens;
}

Value MmaLaunchBuilder::copyStep(OpBuilder &b, Location loc, Value t) {
  Value stage = rem(b, loc, t, tiles.stages);
  Value k0 = mul(b, loc, t, tiles.tileK);
  SmallVector<Value> tokens =
      copyTile(b, loc, gemm.a, aTile, stage, tiles.tileM, tiles.tileK, rowBase,
               k0, rowBound, depthBound);
  llvm::append_range(tokens,
                     copyTile(b, loc, gemm.b, bTile, stage, tiles.tileK,
                              tiles.tileN, k0, colBase, depthBound, colBound));
  return nvgpu::DeviceAsyncCreateGroupOp::create(
      b, loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), tokens);
}

MmaLaunchBuilder::Fragments MmaLaunchBuilder::load(OpBuilder &b, Location loc,
                                                   Value stage, int64_t kk) {
  Type operand = gemm.operand;
  bool tf32 = gemm.tf32();
  // A: lanes 0-15 give the rows of the fragment's first 16 bytes of
  // columns, lanes 16-31 those of the next 16. B (f16, bf16): lanes 0-15
  // give the 16 rows of one fragment's 8 columns, lanes 16-31 those of the
  // next fragment's.
  Value half = rem(b, loc, lane, 16);
  Value side = mul(b, loc, div(b, loc, lane, 16), gemm.vector());
  // An f32 as the tf32 register mma.sync takes, rounded to nearest (ties
  // away from zero) as cuBLAS rounds.
  auto toTf32 = [&](Value value) -> Value {
    return NVVM::ConvertFloatToTF32Op::create(
        b, loc, b.getI32Type(), value, NVVM::FPRoundingMode::RNA,
        NVVM::SaturationMode::NONE, /*relu=*/false);
  };
  // One ldmatrix of four 8 x 8 matrices of 16-bit elements (8 x 4 of
  // 32-bit ones) of `tile` at (row, col), as the registers mma.sync takes:
  // f16 pairs as .f16x2, bf16 pairs as .b32, tf32 as .b32.
  auto registers = [&](Value tile, Value row, Value col, bool transpose) {
    int64_t perWord = tf32 ? 1 : 2;
    Value fragment = nvgpu::LdMatrixOp::create(
        b, loc, VectorType::get({4, perWord}, operand), tile,
        ValueRange{stage, row, col}, transpose, 4);
    SmallVector<Value> words;
    for (int64_t r = 0; r < 4; ++r) {
      Value word = vector::ExtractOp::create(b, loc, fragment, r);
      if (tf32) {
        Value element = vector::ExtractOp::create(b, loc, word, 0);
        word = toTf32(element);
      } else if (!operand.isF16()) {
        Value bits = vector::BitCastOp::create(
            b, loc, VectorType::get({1}, b.getI32Type()), word);
        word = vector::ExtractOp::create(b, loc, bits, 0);
      }
      words.push_back(word);
    }
    return words;
  };
  Fragments fragments;
  for (int64_t i = 0; i < fragsM; ++i) {
    Value row = add(b, loc, add(b, loc, warpRow, i * kMmaM), half);
    Value col = add(b, loc, side, kk);
    fragments.a.push_back(registers(aTile, row, col, /*transpose=*/false));
  }
  if (tf32) {
    // ldmatrix cannot transpose 32-bit elements: lane l reads B's rows
    // kk + l % 4 and kk + l % 4 + 4 of column l / 4 of each fragment
    // (rows padded by 8 elements: the 32 lanes hit 32 banks).
    Value k0 = add(b, loc, rem(b, loc, lane, 4), kk);
    Value k1 = add(b, loc, k0, 4);
    Value column = div(b, loc, lane, 4);
    for (int64_t j = 0; j < fragsN; ++j) {
      Value col = add(b, loc, add(b, loc, warpCol, j * kMmaN), column);
      SmallVector<Value> words;
      for (Value k : {k0, k1}) {
        Value element =
            memref::LoadOp::create(b, loc, bTile, ValueRange{stage, k, col});
        words.push_back(toTf32(element));
      }
      fragments.b.push_back(std::move(words));
    }
    return fragments;
  }
  for (int64_t j = 0; j < fragsN; j += 2) {
    Value row = add(b, loc, half, kk);
    Value col = add(b, loc, add(b, loc, warpCol, j * kMmaN), side);
    SmallVector<Value> words = registers(bTile, row, col, /*transpose=*/true);
    fragments.b.push_back({words[0], words[1]});
    fragments.b.push_back({words[2], words[3]});
  }
  return fragments;
}

SmallVector<Value> MmaLaunchBuilder::flatten(const Fragments &fragments) {
  SmallVector<Value> values;
  for (const SmallVector<Value> &registers : fragments.a)
    llvm::append_range(values, registers);
  for (const SmallVector<Value> &registers : fragments.b)
    llvm::append_range(values, registers);
  return values;
}

MmaLaunchBuilder::Fragments
MmaLaunchBuilder::unflatten(ValueRange values) const {
  Fragments fragments;
  for (int64_t i = 0; i < fragsM; ++i)
    fragments.a.emplace_back(values.slice(i * 4, 4));
  for (int64_t j = 0; j < fragsN; ++j)
    fragments.b.emplace_back(values.slice(fragsM * 4 + j * 2, 2));
  return fragments;
}

SmallVector<Value> MmaLaunchBuilder::multiply(OpBuilder &b, Location loc,
                                              const Fragments &fragments,
                                              ValueRange accs) {
  MLIRContext *context = b.getContext();
  auto ptxType = gemm.tf32()            ? NVVM::MMATypes::tf32
                 : gemm.operand.isF16() ? NVVM::MMATypes::f16
                                        : NVVM::MMATypes::bf16;
  Type f32 = b.getF32Type();
  auto resultType =
      LLVM::LLVMStructType::getLiteral(context, {f32, f32, f32, f32});
  SmallVector<Value> next;
  for (int64_t i = 0; i < fragsM; ++i)
    for (int64_t j = 0; j < fragsN; ++j) {
      ValueRange c = accs.slice((i * fragsN + j) * kAccs, kAccs);
      Value d = NVVM::MmaOp::create(
          b, loc, resultType, fragments.a[i], fragments.b[j], c,
          /*shape=*/{kMmaM, kMmaN, gemm.mmaK()}, /*b1Op=*/std::nullopt,
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
                                                   int64_t h) {
  Value row = add(b, loc, laneRow, i * kMmaM + h * 8);
  Value col = add(b, loc, laneCol, j * kMmaN);
  return {row, col};
}

void MmaLaunchBuilder::emit(OpBuilder &b, Location loc) {
  Value rowTiles = b.createOrFold<arith::CeilDivUIOp>(
      loc, gemm.rows, index(b, loc, tiles.tileM));
  Value colTiles = index(b, loc, llvm::divideCeil(gemm.cols, tiles.tileN));
  Value one = index(b, loc, 1);
  OpBuilder::InsertionGuard guard(b);
  // The stages live in dynamic workgroup memory, which may exceed the 48 KiB
  // of static memory a kernel can have: A's stages, then B's.
  int64_t bytes = gemm.operand.getIntOrFloatBitWidth() / 8;
  int64_t aPad = GpuMmaOptions::rowPadding(bytes, /*b=*/false);
  int64_t bPad = GpuMmaOptions::rowPadding(bytes, /*b=*/true);
  int64_t aBytes = tiles.stages * tiles.tileM * (tiles.tileK + aPad) * bytes;
  Value shared = arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                              tiles.sharedMemoryBytes(bytes));
  auto launch = gpu::LaunchOp::create(
      b, loc, rowTiles, colTiles, gemm.batches, index(b, loc, tiles.threads()),
      one, one, shared, /*asyncTokenType=*/nullptr, /*asyncDependencies=*/{});
  b.setInsertionPointToStart(&launch.getBody().front());
  auto workgroup = gpu::AddressSpaceAttr::get(
      b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace());
  Value memory = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                      MemRefLayoutAttrInterface(), workgroup));
  auto view = [&](int64_t offset, ArrayRef<int64_t> shape) {
    Value shift = index(b, loc, offset);
    return memref::ViewOp::create(b, loc,
                                  MemRefType::get(shape, gemm.operand,
                                                  MemRefLayoutAttrInterface(),
                                                  workgroup),
                                  memory, shift, ValueRange());
  };
  aTile = view(0, {tiles.stages, tiles.tileM, tiles.tileK + aPad});
  bTile = view(aBytes, {tiles.stages, tiles.tileK, tiles.tileN + bPad});
  batch = launch.getBlockIds().z;
  thread = launch.getThreadIds().x;
  lane = rem(b, loc, thread, kWarpSize);
  Value warp = div(b, loc, thread, kWarpSize);
  warpRow =
      mul(b, loc, div(b, loc, warp, tiles.warpsN), tiles.tileM / tiles.warpsM);
  warpCol =
      mul(b, loc, rem(b, loc, warp, tiles.warpsN), tiles.tileN / tiles.warpsN);
  rowBase = mul(b, loc, launch.getBlockIds().x, tiles.tileM);
  colBase = mul(b, loc, launch.getBlockIds().y, tiles.tileN);
  rowBound = gemm.rows;
  depthBound = index(b, loc, gemm.depth);
  colBound = index(b, loc, gemm.cols);
  // Lane l holds rows l / 4 (+ 8) and columns 2 * (l % 4) (+ 1) of each
  // of its warp's 16 x 8 tiles.
  Value warpRowOfC = add(b, loc, rowBase, warpRow);
  laneRow = add(b, loc, warpRowOfC, div(b, loc, lane, 4));
  Value warpColOfC = add(b, loc, colBase, warpCol);
  laneCol = add(b, loc, warpColOfC, mul(b, loc, rem(b, loc, lane, 4), 2));

  Type f32 = b.getF32Type();
  auto pairType = VectorType::get({2}, f32);
  SmallVector<std::pair<Value, Value>> positions;
  SmallVector<Value> initial;
  for (int64_t i = 0; i < fragsM; ++i)
    for (int64_t j = 0; j < fragsN; ++j)
      for (int64_t h = 0; h < 2; ++h) {
        positions.push_back(position(b, loc, i, j, h));
        auto [row, col] = positions.back();
        if (fillValue) {
          initial.append(2, fillValue);
          continue;
        }
        Value inside = insideC(b, loc, row, col);
        auto load = scf::IfOp::create(
            b, loc, inside,
            [&](OpBuilder &then, Location l) {
              scf::YieldOp::create(
                  then, l,
                  vector::LoadOp::create(then, l, pairType, gemm.c,
                                         at(row, col), /*nontemporal=*/false,
                                         /*alignment=*/llvm::Align(8))
                      .getResult());
            },
            [&](OpBuilder &otherwise, Location l) {
              Value zeros = arith::ConstantOp::create(
                  otherwise, l, DenseElementsAttr::get(pairType, 0.0f));
              scf::YieldOp::create(otherwise, l, zeros);
            });
        for (int64_t e = 0; e < 2; ++e)
          initial.push_back(
              vector::ExtractOp::create(b, loc, load.getResult(0), e));
      }

  // Steps 0 to stages - 2 are copied before the loop. Step t copies step
  // t + stages - 1 into the stage step t - 1 read, then multiplies stage
  // t mod stages, loading the fragments of the instruction's next K
  // columns (16; 8 for tf32) while it multiplies the current ones. After its
  // last multiplications it waits for step t + 1's copies (all but the newest
  // stages - 2 groups); the barrier makes them everyone's and frees stage t,
  // whose last fragments are in registers by then; step t + 1's first fragments
  // are loaded before the loop turns, and carried into it. Steps past K copy
  // nothing and fill zeros.
  int64_t ahead = tiles.stages - 1;
  auto waitAhead = [&](OpBuilder &kb, Location kl, Value group) {
    nvgpu::DeviceAsyncWaitOp::create(kb, kl, group,
                                     kb.getI32IntegerAttr(ahead - 1));
    gpu::BarrierOp::create(kb, kl);
  };
  Value group;
  for (int64_t t = 0; t < ahead; ++t)
    group = copyStep(b, loc, index(b, loc, t));
  waitAhead(b, loc, group);
  Value zero = index(b, loc, 0);
  llvm::append_range(initial, flatten(load(b, loc, zero, 0)));
  int64_t steps = llvm::divideCeil(gemm.depth, tiles.tileK);
  size_t accCount = fragsM * fragsN * kAccs;
  auto step = [&](OpBuilder &kb, Location kl, Value t, ValueRange carried) {
    Value group = copyStep(kb, kl, add(kb, kl, t, ahead));
    Value stage = rem(kb, kl, t, tiles.stages);
    SmallVector<Value> partial(carried.take_front(accCount));
    Fragments current = unflatten(carried.drop_front(accCount));
    int64_t mmaK = gemm.mmaK();
    for (int64_t kk = 0; kk < tiles.tileK; kk += mmaK) {
      bool last = kk + mmaK >= tiles.tileK;
      Fragments next;
      if (!last)
        next = load(kb, kl, stage, kk + mmaK);
      partial = multiply(kb, kl, current, partial);
      if (last) {
        waitAhead(kb, kl, group);
        Value t1 = add(kb, kl, t, 1);
        next = load(kb, kl, rem(kb, kl, t1, tiles.stages), 0);
      }
      current = std::move(next);
    }
    llvm::append_range(partial, flatten(current));
    scf::YieldOp::create(kb, kl, partial);
  };
  ValueRange sums =
      scf::ForOp::create(b, loc, zero, index(b, loc, steps), one, initial, step)
          .getResults();

  for (auto [h, where] : llvm::enumerate(positions)) {
    auto [row, col] = where;
    Value inside = insideC(b, loc, row, col);
    auto store = scf::IfOp::create(b, loc, inside, /*withElseRegion=*/false);
    OpBuilder then = store.getThenBodyBuilder();
    Value pair = vector::FromElementsOp::create(
        then, loc, pairType, ValueRange{sums[2 * h], sums[2 * h + 1]});
    vector::StoreOp::create(then, loc, pair, gemm.c, at(row, col),
                            /*nontemporal=*/false,
                            /*alignment=*/llvm::Align(8));
  }
  gpu::TerminatorOp::create(b, loc);
}

namespace {
struct AccelGpuMmaContractionsPass
    : accel::impl::AccelGpuMmaContractionsBase<AccelGpuMmaContractionsPass> {
  using Base::Base;

  void runOnOperation() override {
    GpuMmaOptions options;
    options.tileM = tileM;
    options.tileN = tileN;
    options.tileK = tileK;
    options.warpsM = warpsM;
    options.warpsN = warpsN;
    options.stages = stages;
    SmallVector<std::pair<linalg::LinalgOp, MmaGemm>> found;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (std::optional<MmaGemm> gemm = MmaGemm::match(op, tf32))
        found.emplace_back(op, *gemm);
    });
    if (found.empty())
      return;
    if (options.stages < 0 || options.tileM < 1 || options.tileN < 1 ||
        options.tileK < 1 || options.warpsM < 1 || options.warpsN < 1 ||
        maxSharedBytes < 0) {
      found.front().first->emitError()
          << "accel-gpu-mma-contractions: tile sizes and warps must be "
             "positive, stages and max-shared-bytes not negative";
      return signalPassFailure();
    }
    int64_t limit = maxSharedBytes > 0 ? maxSharedBytes
                                       : std::numeric_limits<int64_t>::max();
    for (auto &[op, gemm] : found) {
      // The stages, where derived, for this contraction's element size.
      int64_t elementBytes = gemm.operand.getIntOrFloatBitWidth() / 8;
      GpuMmaOptions tiles = options.resolved(limit, elementBytes);
      if (std::string reason =
              tiles.check(maxSharedBytes, "", "", elementBytes);
          !reason.empty()) {
        op->emitError() << "accel-gpu-mma-contractions: " << reason;
        return signalPassFailure();
      }
      Value fillValue = takeFillJustBefore(op, gemm.c);
      OpBuilder b(op);
      Location loc = op.getLoc();
      int64_t rowDim = gemm.batched ? 1 : 0;
      gemm.rows = b.createOrFold<memref::DimOp>(loc, gemm.a, rowDim);
      gemm.batches =
          gemm.batched ? b.createOrFold<memref::DimOp>(loc, gemm.a, 0)
                       : arith::ConstantIndexOp::create(b, loc, 1).getResult();
      MmaLaunchBuilder(gemm, tiles, fillValue).emit(b, loc);
      op.erase();
    }
  }
};
} // namespace
