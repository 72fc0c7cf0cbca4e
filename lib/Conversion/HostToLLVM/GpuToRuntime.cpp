//===- GpuToRuntime.cpp - launches and GPU calls to accelrt_* ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-gpu-to-runtime (Passes.td): what gpu-to-llvm leaves for the
// translation (gpu.launch_func, gpu.binary) and the mgpu* calls it made
// become calls of libaccel_runtime's ABI (docs/Runtime.md), each naming its
// device kind. The kind values are runtime/core/Devices.h's.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/Runtime/DeviceKinds.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUTORUNTIME
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
/// A gpu.binary made a global: what a launch of one of its kernels passes.
struct Binary {
  int32_t kind = 0;
  LLVM::GlobalOp data;
  uint64_t size = 0;
  /// 0: binary, 1: assembly for the JIT (runtime/common/Driver.h).
  int32_t format = 0;
  int32_t optLevel = 2;
};

/// What the global of a binary says of its object (docs/Runtime.md).
constexpr llvm::StringLiteral AccelGpuObjectAttrName = "accel.gpu_object";

/// The runtime function each mgpu* call of gpu-to-llvm becomes.
const llvm::StringMap<llvm::StringRef> &getRuntimeNames() {
  static const llvm::StringMap<llvm::StringRef> names = {
      {"mgpuStreamCreate", "accelrt_stream_create"},
      {"mgpuStreamDestroy", "accelrt_stream_destroy"},
      {"mgpuStreamSynchronize", "accelrt_stream_synchronize"},
      {"mgpuStreamWaitEvent", "accelrt_stream_wait_event"},
      {"mgpuEventCreate", "accelrt_event_create"},
      {"mgpuEventDestroy", "accelrt_event_destroy"},
      {"mgpuEventSynchronize", "accelrt_event_synchronize"},
      {"mgpuEventRecord", "accelrt_event_record"},
      {"mgpuMemAlloc", "accelrt_mem_alloc"},
      {"mgpuMemFree", "accelrt_mem_free"},
      {"mgpuMemcpy", "accelrt_memcpy"},
      {"mgpuMemset32", "accelrt_memset32"},
      {"mgpuMemset16", "accelrt_memset16"},
  };
  return names;
}

class Lowering {
public:
  Lowering(ModuleOp module, int32_t fallbackKind)
      : module(module), fallbackKind(fallbackKind),
        builder(module.getContext()),
        ptr(LLVM::LLVMPointerType::get(module.getContext())),
        i32(builder.getI32Type()), i64(builder.getI64Type()) {}

  LogicalResult lowerBinaries();
  LogicalResult lowerLaunches();
  LogicalResult lowerCalls();
  /// Whether a symbol of the module took a name the lowering needs (an
  /// error at it was emitted; the lowering went on, the IR is not valid).
  bool hasClashes() const { return !clashes.empty(); }

private:
  /// The declaration of `name`, made at the end of the module if missing;
  /// an error at another symbol of that name (a global, a function of
  /// another type).
  LLVM::LLVMFuncOp declare(llvm::StringRef name, Type result,
                           llvm::ArrayRef<Type> params);
  /// A constant global holding `bytes`, made once per name, before
  /// `before` (else at the start of the module); an error at a symbol of
  /// that name that is not such a global.
  LLVM::GlobalOp getGlobal(llvm::StringRef name, llvm::StringRef bytes,
                           Operation *before = nullptr);
  /// Emits the error at `existing`, which has the name of `what` the
  /// lowering makes.
  void reportClash(Operation *existing, const llvm::Twine &what);
  Value constant(Location loc, Type type, int64_t value) {
    return LLVM::ConstantOp::create(builder, loc, type,
                                    builder.getIntegerAttr(type, value));
  }
  /// The constant `kind` of the function `at` is in, made once at its
  /// start: every runtime call of the function takes the same value.
  Value kindValue(Operation *at, int32_t kind) {
    auto function = at->getParentOfType<LLVM::LLVMFuncOp>();
    Value &value = kindValues[{function.getOperation(), kind}];
    if (!value) {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(&function.getBody().front());
      value = constant(function.getLoc(), i32, kind);
    }
    return value;
  }
  Value address(Location loc, LLVM::GlobalOp global) {
    return LLVM::AddressOfOp::create(builder, loc, global);
  }
  LogicalResult lowerLaunch(gpu::LaunchFuncOp launch);

  ModuleOp module;
  /// The kind of calls that no launch decides; 0: none.
  int32_t fallbackKind;
  OpBuilder builder;
  Type ptr, i32, i64;
  llvm::StringMap<Binary> binaries;
  /// The kind of each stream or event value, from the launches on it.
  llvm::DenseMap<Value, int32_t> kinds;
  /// The kind each function launches on; -1 when it launches on several.
  llvm::DenseMap<Operation *, int32_t> functionKinds;
  llvm::DenseMap<std::pair<Operation *, int32_t>, Value> kindValues;
  /// The symbols whose names clashed, each reported once.
  llvm::DenseSet<Operation *> clashes;
};
} // namespace

/// The GPU device kind named `name`; 0 (cpu's, never a GPU call's) if none.
static int32_t getKind(llvm::StringRef name) {
  return std::max<int32_t>(runtime::lookupKind(name), runtime::Cpu);
}

/// The device kind of an object's target, by its dialect; 0 if unknown.
static int32_t getKind(Attribute target) {
  llvm::StringRef dialect = target.getDialect().getNamespace();
  return llvm::StringSwitch<int32_t>(dialect)
      .Case("nvvm", runtime::Nvidia)
      .Case("rocdl", runtime::Amd)
      .Case("spirv", runtime::Vulkan)
      .Default(runtime::Cpu);
}

void Lowering::reportClash(Operation *existing, const llvm::Twine &what) {
  // Once per symbol: several launches may need it.
  if (!clashes.insert(existing).second)
    return;
  auto symbol = SymbolTable::getSymbolName(existing);
  existing->emitError() << "'@" << symbol.getValue() << "' is the name of "
                        << what << "; rename this symbol";
}

LLVM::LLVMFuncOp Lowering::declare(llvm::StringRef name, Type result,
                                   llvm::ArrayRef<Type> params) {
  auto type = LLVM::LLVMFunctionType::get(
      result ? result : LLVM::LLVMVoidType::get(module.getContext()), params);
  Operation *existing = module.lookupSymbol(name);
  auto function = dyn_cast_or_null<LLVM::LLVMFuncOp>(existing);
  if (function && function.getFunctionType() == type)
    return function;
  // The declaration is made all the same: the pass fails, nothing reads
  // its IR.
  if (existing) {
    std::string what;
    llvm::raw_string_ostream os(what);
    os << "a function of accel's runtime, " << type
       << ", that the GPU launches call";
    reportClash(existing, what);
  }
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  return LLVM::LLVMFuncOp::create(builder, module.getLoc(), name, type);
}

LLVM::GlobalOp Lowering::getGlobal(llvm::StringRef name, llvm::StringRef bytes,
                                   Operation *before) {
  auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), bytes.size());
  Operation *existing = module.lookupSymbol(name);
  auto global = dyn_cast_or_null<LLVM::GlobalOp>(existing);
  auto value = global ? dyn_cast_or_null<StringAttr>(global.getValueOrNull())
                      : StringAttr();
  // One this lowering made (each kernel's name serves all its launches).
  if (global && global.getConstant() && global.getGlobalType() == type &&
      value && value.getValue() == bytes)
    return global;
  if (existing)
    reportClash(existing, "a constant global of the GPU launches (names "
                          "starting with __accel_gpu_ are accel's)");
  OpBuilder::InsertionGuard guard(builder);
  if (before)
    builder.setInsertionPoint(before);
  else
    builder.setInsertionPointToStart(module.getBody());
  return LLVM::GlobalOp::create(
      builder, before ? before->getLoc() : module.getLoc(), type,
      /*isConstant=*/true, LLVM::Linkage::Internal, name,
      builder.getStringAttr(bytes),
      /*alignment=*/16);
}

LogicalResult Lowering::lowerBinaries() {
  for (auto binary :
       llvm::make_early_inc_range(module.getOps<gpu::BinaryOp>())) {
    ArrayAttr objects = binary.getObjectsAttr();
    if (objects.size() != 1)
      return binary.emitError()
             << "gpu.binary @" << binary.getName() << " holds "
             << objects.size()
             << " objects; accel's runtime loads a binary of one object";
    auto object = cast<gpu::ObjectAttr>(objects[0]);
    Binary info;
    info.kind = getKind(object.getTarget());
    if (!info.kind)
      return binary.emitError()
             << "gpu.binary @" << binary.getName() << ": no device kind of "
             << "accel's runtime runs objects for target " << object.getTarget()
             << " (it runs #nvvm.target, #rocdl.target and #spirv.target_env)";
    std::string bytes = object.getObject().getValue().str();
    switch (object.getFormat()) {
    case gpu::CompilationTarget::Assembly:
      info.format = 1;
      bytes.push_back('\0');
      break;
    case gpu::CompilationTarget::Binary:
    case gpu::CompilationTarget::Fatbin:
      break;
    case gpu::CompilationTarget::Offload:
      return binary.emitError()
             << "gpu.binary @" << binary.getName()
             << " holds offload IR, which needs a link step before it runs";
    }
    if (DictionaryAttr properties = object.getProperties())
      if (auto level = properties.getAs<IntegerAttr>("O"))
        info.optLevel = static_cast<int32_t>(level.getInt());
    info.size = bytes.size();
    info.data =
        getGlobal(("__accel_gpu_" + binary.getName()).str(), bytes, binary);
    // What the object was made for stays readable (and checkable: see
    // scripts/check-gpu-objects.py) next to its bytes.
    SmallVector<NamedAttribute> record{
        builder.getNamedAttr(
            "format", builder.getStringAttr(
                          gpu::stringifyCompilationTarget(object.getFormat()))),
        builder.getNamedAttr(
            "kind", builder.getStringAttr(runtime::kKindNames[info.kind])),
        builder.getNamedAttr("target", object.getTarget())};
    if (DictionaryAttr properties = object.getProperties())
      record.push_back(builder.getNamedAttr("properties", properties));
    info.data->setAttr(AccelGpuObjectAttrName,
                       builder.getDictionaryAttr(record));
    binaries[binary.getName()] = info;
    binary.erase();
  }
  return success();
}

LogicalResult Lowering::lowerLaunch(gpu::LaunchFuncOp launch) {
  Location loc = launch.getLoc();
  auto found = binaries.find(launch.getKernelModuleName().getValue());
  if (found == binaries.end())
    return launch.emitError()
           << "the launch of @" << launch.getKernelModuleName().getValue()
           << "::@" << launch.getKernelName().getValue()
           << " names no gpu.binary of this module";
  const Binary &binary = found->second;
  if (launch.hasClusterSize() || launch->getNumResults())
    return launch.emitError()
           << "accel's runtime launches without clusters and async tokens "
              "(as gpu-to-llvm leaves launches)";
  // A launch outside an async region gets a stream of its own, and waits.
  Value stream = launch.getAsyncObject();
  bool ownStream = !stream;
  builder.setInsertionPoint(launch);
  if (ownStream)
    stream = LLVM::CallOp::create(builder, loc,
                                  declare("accelrt_stream_create", ptr, {i32}),
                                  ValueRange{kindValue(launch, binary.kind)})
                 .getResult();
  int32_t &streamKind = kinds[stream];
  if (streamKind && streamKind != binary.kind)
    return launch.emitError()
           << "the launch of @" << launch.getKernelModuleName().getValue()
           << " shares its stream with a launch for another kind of device; "
              "each device kind needs streams of its own";
  streamKind = binary.kind;

  auto function = launch->getParentOfType<LLVM::LLVMFuncOp>();
  int32_t &functionKind = functionKinds[function];
  functionKind =
      !functionKind || functionKind == binary.kind ? binary.kind : -1;
  // One stack slot per argument, and the array of their addresses, at the
  // start of the function (launches may be in loops).
  SmallVector<Value> slots;
  Value one, params;
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(&function.getBody().front());
    one = constant(loc, i64, 1);
    for (Value operand : launch.getKernelOperands())
      slots.push_back(
          LLVM::AllocaOp::create(builder, loc, ptr, operand.getType(), one));
    params = LLVM::AllocaOp::create(
        builder, loc, ptr, LLVM::LLVMArrayType::get(ptr, slots.size()), one);
  }
  for (auto [index, operand] : llvm::enumerate(launch.getKernelOperands())) {
    LLVM::StoreOp::create(builder, loc, operand, slots[index]);
    Value element = LLVM::GEPOp::create(
        builder, loc, ptr, LLVM::LLVMArrayType::get(ptr, slots.size()), params,
        llvm::ArrayRef<LLVM::GEPArg>{0, static_cast<int32_t>(index)});
    LLVM::StoreOp::create(builder, loc, slots[index], element);
  }
  std::string name = launch.getKernelName().getValue().str();
  LLVM::GlobalOp nameGlobal =
      getGlobal(("__accel_gpu_name_" + launch.getKernelModuleName().getValue() +
                 "_" + name)
                    .str(),
                name + '\0');
  Value kind = kindValue(launch, binary.kind);
  LLVM::LLVMFuncOp getFunction =
      declare("accelrt_get_function", ptr, {i32, ptr, i64, i32, i32, ptr});
  Value handle =
      LLVM::CallOp::create(builder, loc, getFunction,
                           ValueRange{kind, address(loc, binary.data),
                                      constant(loc, i64, binary.size),
                                      constant(loc, i32, binary.format),
                                      constant(loc, i32, binary.optLevel),
                                      address(loc, nameGlobal)})
          .getResult();
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
  Value shared = launch.getDynamicSharedMemorySize();
  if (!shared)
    shared = constant(loc, i32, 0);
  LLVM::LLVMFuncOp run =
      declare("accelrt_launch", {},
              {i32, ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, i64});
  for (Value size : {grid.x, grid.y, grid.z, block.x, block.y, block.z})
    if (size.getType() != i64)
      return launch.emitError() << "a grid or block size of type "
                                << size.getType() << " (expected i64)";
  LLVM::CallOp::create(builder, loc, run,
                       ValueRange{kind, handle, grid.x, grid.y, grid.z, block.x,
                                  block.y, block.z, shared, stream, params,
                                  constant(loc, i64, slots.size())});
  if (ownStream)
    for (llvm::StringRef name :
         {"accelrt_stream_synchronize", "accelrt_stream_destroy"})
      LLVM::CallOp::create(builder, loc, declare(name, {}, {i32, ptr}),
                           ValueRange{kind, stream});
  launch.erase();
  return success();
}

LogicalResult Lowering::lowerLaunches() {
  SmallVector<gpu::LaunchFuncOp> launches;
  module.walk([&](gpu::LaunchFuncOp launch) { launches.push_back(launch); });
  for (gpu::LaunchFuncOp launch : launches)
    if (failed(lowerLaunch(launch)))
      return failure();
  return success();
}

/// Whether `value` is a stream or an event that gpu-to-llvm created.
static bool isStreamOrEvent(Value value) {
  auto call = value.getDefiningOp<LLVM::CallOp>();
  std::optional<llvm::StringRef> callee =
      call ? call.getCallee() : std::nullopt;
  return callee &&
         (*callee == "mgpuStreamCreate" || *callee == "mgpuEventCreate");
}

LogicalResult Lowering::lowerCalls() {
  SmallVector<LLVM::CallOp> calls;
  module.walk([&](LLVM::CallOp call) {
    std::optional<llvm::StringRef> callee = call.getCallee();
    if (callee && callee->starts_with("mgpu"))
      calls.push_back(call);
  });
  const llvm::StringMap<llvm::StringRef> &names = getRuntimeNames();
  for (LLVM::CallOp call : calls)
    if (!names.count(*call.getCallee()))
      return call.emitError()
             << "accel's runtime has no counterpart of " << *call.getCallee()
             << " (it runs device memory, copies, streams and events)";

  // The kind of each call: that of a stream or event it takes or makes,
  // spread until nothing changes (an event recorded on a stream of a
  // launch gives its kind to the streams that wait for it).
  llvm::DenseMap<Operation *, int32_t> callKinds;
  for (bool changed = true; changed;) {
    changed = false;
    for (LLVM::CallOp call : calls) {
      SmallVector<Value> handles;
      for (Value operand : call.getOperands())
        if (isStreamOrEvent(operand))
          handles.push_back(operand);
      if (call.getNumResults() && isStreamOrEvent(call.getResult()))
        handles.push_back(call.getResult());
      int32_t kind = 0;
      for (Value handle : handles) {
        int32_t known = kinds.lookup(handle);
        if (known && kind && known != kind)
          return call.emitError()
                 << *call.getCallee()
                 << " takes streams or events of two device kinds";
        kind = known ? known : kind;
      }
      if (!kind)
        continue;
      for (Value handle : handles)
        if (!kinds.lookup(handle)) {
          kinds[handle] = kind;
          changed = true;
        }
      if (!callKinds.count(call)) {
        callKinds[call] = kind;
        changed = true;
      }
    }
  }

  for (LLVM::CallOp call : calls) {
    int32_t kind = callKinds.lookup(call);
    // A stream that only copies and frees (the tail of a dynamic-shape
    // kernel's host code) is of the one kind the function launches on.
    if (!kind)
      kind = functionKinds.lookup(call->getParentOfType<LLVM::LLVMFuncOp>());
    if (!kind)
      kind = fallbackKind;
    if (kind <= 0)
      return call.emitError()
             << "cannot tell which device " << *call.getCallee()
             << " is for: its stream reaches no kernel launch"
             << (kind < 0 ? ", and its function launches on several kinds of "
                            "device"
                          : "");
    LLVM::LLVMFunctionType type = call.getCalleeFunctionType();
    SmallVector<Type> params{i32};
    llvm::append_range(params, type.getParams());
    Type result = call.getNumResults() ? call.getResult().getType() : Type();
    LLVM::LLVMFuncOp runtime =
        declare(names.lookup(*call.getCallee()), result, params);
    builder.setInsertionPoint(call);
    SmallVector<Value> operands{kindValue(call, kind)};
    llvm::append_range(operands, call.getOperands());
    auto replacement =
        LLVM::CallOp::create(builder, call.getLoc(), runtime, operands);
    call->replaceAllUsesWith(replacement->getResults());
    call.erase();
  }
  // The mgpu* declarations left without a use go, found in one walk of the
  // module (not one per declaration).
  llvm::DenseSet<StringAttr> used;
  if (auto uses = SymbolTable::getSymbolUses(&module.getBodyRegion()))
    for (const SymbolTable::SymbolUse &use : *uses)
      used.insert(use.getSymbolRef().getRootReference());
  for (auto function :
       llvm::make_early_inc_range(module.getOps<LLVM::LLVMFuncOp>()))
    if (function.isExternal() && function.getName().starts_with("mgpu") &&
        !used.contains(function.getNameAttr()))
      function.erase();
  return success();
}

namespace {
struct AccelGpuToRuntimePass
    : accel::impl::AccelGpuToRuntimeBase<AccelGpuToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    int32_t fallback = getKind(device);
    if (!device.empty() && !fallback) {
      emitError(getOperation().getLoc())
          << "accel-gpu-to-runtime: unknown device kind '" << device
          << "' (expected nvidia, amd or vulkan)";
      return signalPassFailure();
    }
    Lowering lowering(getOperation(), fallback);
    if (failed(lowering.lowerBinaries()) || failed(lowering.lowerLaunches()) ||
        failed(lowering.lowerCalls()) || lowering.hasClashes())
      signalPassFailure();
  }
};
} // namespace
