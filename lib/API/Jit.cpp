//===- Jit.cpp - run compiled kernels in this process -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Jit.h"

#include "ErrorCollector.h"
#include "RuntimeErrors.h"

#include "accel/IR/AccelOps.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"

#include <dlfcn.h>

#include <mutex>

using namespace mlir;
using namespace accel;

/// libaccel_runtime.so next to this library (build/lib, or lib/ of the
/// prefix), or "" when it is not there.
static std::string findAccelRuntime() {
  Dl_info info{};
  if (!dladdr(reinterpret_cast<void *>(&findAccelRuntime), &info) ||
      !info.dli_fname)
    return "";
  llvm::SmallString<128> path(llvm::sys::path::parent_path(info.dli_fname));
  llvm::sys::path::append(path,
                          "libaccel_runtime" + llvm::Twine(ACCEL_SHLIB_SUFFIX));
  return llvm::sys::fs::exists(path) ? path.str().str() : "";
}

std::vector<std::string> JitOptions::defaultSharedLibs() {
  std::vector<std::string> libs;
  // GPU kernels and kernels for several accelerators call the runtime.
  if (std::string runtime = findAccelRuntime(); !runtime.empty())
    libs.push_back(runtime);
  for (llvm::StringRef name :
       {"libmlir_runner_utils", "libmlir_c_runner_utils", "libomp"}) {
    llvm::SmallString<128> path(ACCEL_MLIR_RUNTIME_DIR);
    llvm::sys::path::append(path, name + llvm::Twine(ACCEL_SHLIB_SUFFIX));
    if (llvm::sys::fs::exists(path))
      libs.push_back(path.str().str());
  }
  return libs;
}

/// `type` as it crosses the boundary of a lowered function.
static JitValueType describe(Type type) {
  JitValueType value;
  llvm::raw_string_ostream(value.text) << type;
  Type element = type;
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    if (!isa<RankedTensorType, MemRefType>(type))
      return value;
    value.shaped = true;
    for (int64_t size : shaped.getShape())
      value.shape.push_back(ShapedType::isDynamic(size) ? -1 : size);
    element = shaped.getElementType();
  }
  if (isa<IndexType>(element) || element.isF16() || element.isF32() ||
      element.isF64() || element.isSignlessInteger(1) ||
      element.isSignlessInteger(8) || element.isSignlessInteger(16) ||
      element.isSignlessInteger(32) || element.isSignlessInteger(64))
    llvm::raw_string_ostream(value.element) << element;
  return value;
}

/// The callable functions of `module` before lowering.
static std::vector<JitFunction> collectSignatures(ModuleOp module) {
  std::vector<JitFunction> functions;
  for (auto op : module.getOps<FunctionOpInterface>()) {
    if (op.isExternal() || op.isPrivate())
      continue;
    JitFunction function;
    function.name = op.getName().str();
    function.kernel = isa<KernelOp>(op.getOperation());
    for (Type type : op.getArgumentTypes())
      function.arguments.push_back(describe(type));
    for (Type type : op.getResultTypes())
      function.results.push_back(describe(type));
    for (auto [kind, list] : {std::pair{"argument", &function.arguments},
                              std::pair{"result", &function.results}})
      for (auto [index, value] : llvm::enumerate(*list))
        if (value.element.empty() && function.unsupported.empty())
          function.unsupported =
              (llvm::Twine(kind) + " " + llvm::Twine(index) + " has type " +
               value.text + ", which has no NumPy form")
                  .str();
    functions.push_back(std::move(function));
  }
  return functions;
}

/// An error at each kernel whose code runs on a GPU.
/// GPU kernels run through libaccel_runtime: an error at each of them when
/// the JIT's libraries do not include it.
static LogicalResult checkRuntime(const Selection &selection,
                                  const JitOptions &options) {
  bool haveRuntime = llvm::any_of(options.sharedLibs, [](llvm::StringRef lib) {
    return llvm::sys::path::stem(lib) == "libaccel_runtime";
  });
  bool ok = true;
  for (const KernelSelection &kernel : selection.kernels) {
    if (haveRuntime || kernel.skipped || !kernel.backend->launchesGpuKernels)
      continue;
    kernel.kernel.emitError()
        << "kernel '" << kernel.kernel.getSymName()
        << "' cannot run in process: it was selected for the GPU accelerator '"
        << kernel.accelerator->name << "' (backend '" << kernel.backend->name
        << "'), which runs through libaccel_runtime, and the JIT's shared "
           "libraries do not include it";
    ok = false;
  }
  return success(ok);
}

/// The host's target machine, or null where LLVM cannot make one (the
/// optimizer then runs without a target's cost model).
static std::unique_ptr<llvm::TargetMachine> createHostTargetMachine() {
  llvm::Expected<llvm::orc::JITTargetMachineBuilder> builder =
      llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder) {
    llvm::consumeError(builder.takeError());
    return nullptr;
  }
  llvm::Expected<std::unique_ptr<llvm::TargetMachine>> machine =
      builder->createTargetMachine();
  if (!machine) {
    llvm::consumeError(machine.takeError());
    return nullptr;
  }
  return std::move(*machine);
}

llvm::Expected<std::unique_ptr<JitModule>>
JitModule::create(ModuleOp module, const CompileOptions &options,
                  const Registry &registry, const JitOptions &jitOptions) {
  static std::once_flag nativeTarget;
  std::call_once(nativeTarget, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  if (jitOptions.optLevel < 0 || jitOptions.optLevel > 3)
    return llvm::createStringError("optimization level " +
                                   llvm::Twine(jitOptions.optLevel) +
                                   " is out of range: expected 0 to 3");

  std::unique_ptr<JitModule> jit(new JitModule());
  jit->signatures = collectSignatures(module);
  llvm::Expected<Selection> selection =
      resolveSelection(module, options, registry);
  if (!selection)
    return selection.takeError();
  {
    ErrorCollector errors(module.getContext());
    if (failed(checkRuntime(*selection, jitOptions)))
      return errors.takeError("a kernel needs the GPU runtime");
  }
  if (llvm::Error error = lower(module, *selection))
    return std::move(error);

  ExecutionEngineOptions engineOptions;
  // The module is optimized for the host's CPU, as mlir-runner does:
  // without a target machine LLVM's passes fall back to a generic cost
  // model (ResNet's 7 x 7 x 3 stem convolution, 3 channels a position, ran
  // 3.1x slower than in mlir-runner).
  jit->targetMachine = createHostTargetMachine();
  auto transformer = makeOptimizingTransformer(
      jitOptions.optLevel, /*sizeLevel=*/0, jit->targetMachine.get());
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel =
      static_cast<llvm::CodeGenOptLevel>(jitOptions.optLevel);
  std::vector<llvm::StringRef> libs(jitOptions.sharedLibs.begin(),
                                    jitOptions.sharedLibs.end());
  engineOptions.sharedLibPaths = libs;
  ErrorCollector errors(module.getContext());
  auto engine = ExecutionEngine::create(module, engineOptions);
  if (!engine) {
    std::string diagnostics = llvm::toString(errors.takeError(""));
    return llvm::createStringError(
        "cannot load the compiled module: " +
        llvm::toString(engine.takeError()) +
        (diagnostics.empty() ? "" : "\n" + diagnostics));
  }
  jit->engine = std::move(*engine);
  jit->engine->initialize();
  jit->setThrowOnError = detail::findSetThrowOnError();
  return jit;
}

JitModule::~JitModule() = default;

llvm::Error JitModule::invokePacked(llvm::StringRef name,
                                    llvm::MutableArrayRef<void *> args) {
  auto function = llvm::find_if(
      signatures, [&](const JitFunction &f) { return f.name == name; });
  if (function == signatures.end())
    return llvm::createStringError("no function '" + name +
                                   "' in the compiled module");
  if (!function->unsupported.empty())
    return llvm::createStringError("cannot call '" + name +
                                   "': " + function->unsupported);
  size_t expected = function->results.empty() ? 0 : 1;
  for (const JitValueType &value : function->arguments)
    expected += value.shaped ? 3 + 2 * value.shape.size() : 1;
  if (args.size() != expected)
    return llvm::createStringError(
        "'" + name + "' takes " + llvm::Twine(expected) +
        " packed pointers (its arguments expanded, then the results), got " +
        llvm::Twine(args.size()));
  return detail::invokeTakingRuntimeErrors(*engine, setThrowOnError, name,
                                           args);
}

void JitModule::printSignatures(llvm::raw_ostream &os) const {
  auto type = [](const JitValueType &value) {
    llvm::json::Object object{{"type", value.text}, {"element", value.element}};
    llvm::json::Array shape;
    for (int64_t size : value.shape)
      shape.push_back(size);
    object["shape"] = value.shaped ? llvm::json::Value(std::move(shape))
                                   : llvm::json::Value(nullptr);
    return object;
  };
  llvm::json::Array functions;
  for (const JitFunction &function : signatures) {
    llvm::json::Array arguments, results;
    for (const JitValueType &value : function.arguments)
      arguments.push_back(type(value));
    for (const JitValueType &value : function.results)
      results.push_back(type(value));
    llvm::json::Object object{{"name", function.name},
                              {"kind", function.kernel ? "kernel" : "function"},
                              {"arguments", std::move(arguments)},
                              {"results", std::move(results)}};
    if (!function.unsupported.empty())
      object["unsupported"] = function.unsupported;
    functions.push_back(std::move(object));
  }
  os << llvm::json::Value(
      llvm::json::Object{{"functions", std::move(functions)}});
}
