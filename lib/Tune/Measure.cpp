//===- Measure.cpp - one kernel compiled and timed in process ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Measure.h"

#include "accel/Cache/Keys.h"
#include "accel/IR/AccelDialect.h"
#include "accel/Lowering/Passes.h"
#include "accel/Runtime/Runtime.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"

#include <dlfcn.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <mutex>

using namespace mlir;
using namespace accel;
using namespace accel::tune;

llvm::Expected<OwningOpRef<ModuleOp>>
tune::lowerKernel(const KernelSelection &selection, ModuleOp module,
                  DictionaryAttr record, const Registry &registry) {
  KernelOp kernel = selection.kernel;
  MLIRContext *context = kernel.getContext();
  OwningOpRef<ModuleOp> unit = ModuleOp::create(kernel.getLoc());
  for (NamedAttribute attr : module->getDiscardableAttrs())
    (*unit)->setAttr(attr.getName(), attr.getValue());
  OpBuilder builder = OpBuilder::atBlockEnd(unit->getBody());
  auto copy = cast<KernelOp>(builder.clone(*kernel));
  copy.setTargetAttr(TargetAttr::get(context, selection.accelerator->name,
                                     selection.acceleratorOptions));
  copy.setBackendAttr(BackendAttr::get(context, selection.backend->name,
                                       selection.givenBackendOptions));
  copy->setAttr(kTunedAttrName, record);

  // Its diagnostics go to the caller's handler: the unit is the kernel's
  // copy, at the kernel's locations.
  PassManager pm(context, ModuleOp::getOperationName());
  pm.addPass(createAccelLowerPass(registry, AccelLowerOptions()));
  if (failed(pm.run(*unit)))
    return llvm::createStringError("cannot lower it");
  return std::move(unit);
}

std::string tune::digestKernel(ModuleOp unit) {
  // Without the selection records, which spell the candidate's options
  // whether they change the code or not (put back after).
  StringAttr name =
      StringAttr::get(unit.getContext(), AccelDialect::getSelectionAttrName());
  std::vector<std::pair<Operation *, Attribute>> records;
  unit->walk([&](Operation *op) {
    if (Attribute record = op->removeAttr(name))
      records.emplace_back(op, record);
  });
  std::string text;
  llvm::raw_string_ostream os(text);
  // All of it, whatever the printing options on the command line say.
  constexpr int64_t kAll = std::numeric_limits<int64_t>::max();
  unit->print(os, OpPrintingFlags()
                      .enableDebugInfo(false)
                      .elideLargeElementsAttrs(kAll)
                      .elideLargeResourceString(kAll));
  for (auto [op, record] : records)
    op->setAttr(name, record);
  return sha256Hex(text);
}

llvm::Expected<std::unique_ptr<ExecutionEngine>>
tune::loadKernel(const KernelSelection &selection, ModuleOp unit) {
  static std::once_flag nativeTarget;
  std::call_once(nativeTarget, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  ExecutionEngineOptions engineOptions;
  auto transformer = makeOptimizingTransformer(/*optLevel=*/3,
                                               /*sizeLevel=*/0,
                                               /*targetMachine=*/nullptr);
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Aggressive;
  // cpu-openmp's code calls the OpenMP runtime, where it is installed; GPU
  // kernels call libaccel_runtime, which this library links.
  static const std::string openmp =
      llvm::sys::fs::exists(ACCEL_OPENMP_RUNTIME) ? ACCEL_OPENMP_RUNTIME : "";
  static const std::string runtime = [] {
    Dl_info info{};
    if (!dladdr(reinterpret_cast<void *>(&accelRuntimeListDevices), &info) ||
        !info.dli_fname)
      return std::string();
    return std::string(info.dli_fname);
  }();
  std::vector<llvm::StringRef> libs;
  if (!openmp.empty())
    libs.push_back(openmp);
  if (selection.backend->launchesGpuKernels && !runtime.empty())
    libs.push_back(runtime);
  engineOptions.sharedLibPaths = libs;
  auto engine = ExecutionEngine::create(unit, engineOptions);
  if (!engine)
    return llvm::createStringError("cannot load it: " +
                                   llvm::toString(engine.takeError()));
  (*engine)->initialize();
  return std::move(*engine);
}

void KernelCall::FreeDeleter::operator()(char *bytes) const {
  std::free(bytes);
}

/// Bytes of one element of `type`; 0 for a type inputs are not generated
/// for.
static size_t elementBytes(Type type) {
  if (type.isF32() || type.isSignlessInteger(32))
    return 4;
  if (type.isF64() || type.isSignlessInteger(64) || isa<IndexType>(type))
    return 8;
  if (type.isSignlessInteger(16))
    return 2;
  if (type.isSignlessInteger(8) || type.isSignlessInteger(1))
    return 1;
  return 0;
}

static int64_t elementCount(llvm::ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

/// Fills `count` elements of `type` at `bytes`: floats in [-1, 1), integers
/// from -8 to 7, i1 0 or 1, from one reproducible sequence.
static void fill(char *bytes, Type type, int64_t count, uint64_t &state) {
  auto next = [&] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
  };
  for (int64_t i = 0; i < count; ++i) {
    uint64_t r = next();
    double real = static_cast<double>(r % 2048) / 1024.0 - 1.0;
    int64_t integer = static_cast<int64_t>(r % 16) - 8;
    if (type.isF32()) {
      float value = static_cast<float>(real);
      std::memcpy(bytes + 4 * i, &value, 4);
    } else if (type.isF64()) {
      std::memcpy(bytes + 8 * i, &real, 8);
    } else if (type.isSignlessInteger(1)) {
      bytes[i] = static_cast<char>(r & 1);
    } else {
      size_t size = elementBytes(type);
      // Little-endian: the low bytes of the value.
      std::memcpy(bytes + size * i, &integer, size);
    }
  }
}

llvm::Expected<KernelCall> KernelCall::create(KernelOp kernel) {
  KernelCall call;
  call.name = kernel.getSymName().str();
  FunctionType type = kernel.getFunctionType();
  auto shaped = [](Type type, llvm::StringRef what, unsigned index,
                   std::vector<Shaped> &into) -> llvm::Error {
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (!ranked || !ranked.hasStaticShape() ||
        !elementBytes(ranked.getElementType())) {
      std::string text;
      llvm::raw_string_ostream(text) << type;
      return llvm::createStringError(
          what + " " + llvm::Twine(index) + " has type " + text +
          ": only tensors of static shape with f32, f64 or integer elements "
          "are generated and compared");
    }
    into.push_back({ranked.getElementType(), ranked.getShape().vec()});
    return llvm::Error::success();
  };
  for (auto [index, input] : llvm::enumerate(type.getInputs()))
    if (llvm::Error error = shaped(input, "argument", index, call.inputs))
      return std::move(error);
  for (auto [index, output] : llvm::enumerate(type.getResults()))
    if (llvm::Error error = shaped(output, "result", index, call.outputs))
      return std::move(error);

  uint64_t state = 0x5eed;
  for (const Shaped &input : call.inputs) {
    int64_t count = elementCount(input.shape);
    size_t bytes = std::max<size_t>(
        64, (count * elementBytes(input.element) + 63) / 64 * 64);
    char *data = static_cast<char *>(std::aligned_alloc(64, bytes));
    if (!data)
      return llvm::createStringError("cannot allocate the inputs");
    call.storage.emplace_back(data);
    fill(data, input.element, count, state);
    // Allocated, aligned, offset, sizes, strides (row-major).
    std::vector<int64_t> descriptor = {reinterpret_cast<int64_t>(data),
                                       reinterpret_cast<int64_t>(data), 0};
    descriptor.insert(descriptor.end(), input.shape.begin(), input.shape.end());
    std::vector<int64_t> strides(input.shape.size(), 1);
    for (size_t i = input.shape.size(); i-- > 1;)
      strides[i - 1] = strides[i] * input.shape[i];
    descriptor.insert(descriptor.end(), strides.begin(), strides.end());
    call.descriptors.push_back(std::move(descriptor));
  }
  return std::move(call);
}

llvm::Expected<double>
KernelCall::call(ExecutionEngine &engine,
                 std::vector<std::vector<char>> *results) {
  std::vector<void *> args;
  for (std::vector<int64_t> &descriptor : descriptors)
    for (int64_t &field : descriptor)
      args.push_back(&field);
  // The results: one struct of descriptors, every field 8 bytes.
  size_t fields = 0;
  for (const Shaped &output : outputs)
    fields += 3 + 2 * output.shape.size();
  std::vector<int64_t> returned(fields);
  if (!outputs.empty())
    args.push_back(returned.data());

  auto start = std::chrono::steady_clock::now();
  llvm::Error error = engine.invokePacked(name, args);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (error)
    return std::move(error);

  size_t at = 0;
  if (results)
    results->clear();
  for (const Shaped &output : outputs) {
    char *allocated = reinterpret_cast<char *>(returned[at]);
    char *aligned = reinterpret_cast<char *>(returned[at + 1]);
    int64_t offset = returned[at + 2];
    size_t size = elementBytes(output.element);
    if (results) {
      const char *begin = aligned + offset * size;
      results->emplace_back(begin, begin + elementCount(output.shape) * size);
    }
    // Results are the caller's, from malloc, unless one is an input.
    bool isInput = llvm::any_of(
        storage, [&](const auto &input) { return input.get() == allocated; });
    if (!isInput)
      std::free(allocated);
    at += 3 + 2 * output.shape.size();
  }
  return seconds;
}

std::optional<std::string>
KernelCall::compare(const std::vector<std::vector<char>> &got,
                    const std::vector<std::vector<char>> &expected) const {
  for (auto [index, output] : llvm::enumerate(outputs)) {
    const std::vector<char> &a = got[index], &b = expected[index];
    if (!output.element.isF32() && !output.element.isF64()) {
      if (a != b)
        return "result " + std::to_string(index) + " differs";
      continue;
    }
    auto read = [&](const std::vector<char> &bytes, int64_t i) {
      if (output.element.isF32()) {
        float value;
        std::memcpy(&value, bytes.data() + 4 * i, 4);
        return static_cast<double>(value);
      }
      double value;
      std::memcpy(&value, bytes.data() + 8 * i, 8);
      return value;
    };
    int64_t count = elementCount(output.shape);
    double largest = 0;
    for (int64_t i = 0; i < count; ++i)
      largest = std::max(largest, std::fabs(read(b, i)));
    double tolerance = 1e-3 * largest + 1e-6;
    for (int64_t i = 0; i < count; ++i) {
      double x = read(a, i), y = read(b, i);
      if (!(std::fabs(x - y) <= tolerance))
        return "result " + std::to_string(index) + ", element " +
               std::to_string(i) + ": " + std::to_string(x) + " instead of " +
               std::to_string(y);
    }
  }
  return std::nullopt;
}
