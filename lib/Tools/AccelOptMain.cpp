//===- AccelOptMain.cpp - what accel-opt adds to MlirOptMain ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// mlir-opt with everything accel registers (accel/InitAll.h), plugins, the
// listings and the --accel-* flags. The flags fill the options of
// accel-select / accel-lower that a pipeline does not give; given without any
// pass, they imply accel-lower. The output is printed as MlirOptMain prints
// it, faster where the text stays the same (OneWalkOutput.h).
//
//===----------------------------------------------------------------------===//

#include "accel/Tools/AccelOptMain.h"

#include "CacheFlags.h"
#include "ListDevices.h"

#include "OneWalkOutput.h"

#include "accel/Accel.h"
#include "accel/InitAll.h"
#include "accel/Lowering/Lowering.h"
#include "accel/Lowering/Passes.h"
#include "accel/Registry/Listing.h"
#include "accel/Registry/Registry.h"
#include "accel/Selection/Passes.h"
#include "accel/Selection/Selection.h"
#include "accel/Support/Nesting.h"
#include "accel/Support/ThreadPool.h"
#include "accel/Tune/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace cl = llvm::cl;
using namespace accel;

static cl::OptionCategory accelCategory("accel selection options");

static cl::opt<std::string>
    targetFlag("accel-target", cl::cat(accelCategory),
               cl::desc("Accelerator for every kernel (beats attributes)"),
               cl::value_desc("name"));
static cl::opt<std::string> backendFlag(
    "accel-backend", cl::cat(accelCategory),
    cl::desc("Backend for every kernel, or per accelerator: A1=B1,A2=B2"),
    cl::value_desc("name|A=B,..."));
static cl::opt<OnUnsupported> onUnsupportedFlag(
    "accel-on-unsupported", cl::cat(accelCategory),
    cl::init(OnUnsupported::Error),
    cl::desc("When a backend cannot compile a kernel"),
    cl::values(clEnumValN(OnUnsupported::Error, "error", "an error"),
               clEnumValN(OnUnsupported::Fallback, "fallback",
                          "the preferred backend, with a warning"),
               clEnumValN(OnUnsupported::Skip, "skip",
                          "leave the kernel unlowered, with a warning")));
static cl::opt<accel::ExplainFormat> explainFlag(
    "accel-explain", cl::cat(accelCategory), cl::ValueOptional,
    cl::init(accel::ExplainFormat::None),
    cl::desc("Print each kernel's choices and their sources"),
    cl::values(clEnumValN(accel::ExplainFormat::Text, "", "as text"),
               clEnumValN(accel::ExplainFormat::Text, "text", "as text"),
               clEnumValN(accel::ExplainFormat::Json, "json",
                          "one JSON object per kernel")));
static cl::opt<uint64_t> maxTensorBytesFlag(
    "accel-max-tensor-bytes", cl::cat(accelCategory),
    cl::init(accel::kDefaultMaxTensorBytes),
    cl::desc("The largest tensor a kernel may take, make or return, in bytes "
             "(0: no limit but the index type's)"),
    cl::value_desc("bytes"));
static cl::opt<bool> dumpPipelineFlag(
    "accel-dump-pipeline", cl::cat(accelCategory),
    cl::desc("Print the pass pipeline accel-lower runs (replayable)"));
static cl::opt<bool> validateOnlyFlag(
    "accel-validate-only", cl::cat(accelCategory),
    cl::desc("Resolve and validate every kernel; lower nothing"));
static cl::opt<std::string> reproducerFlag(
    "accel-reproducer", cl::cat(accelCategory),
    cl::desc("When a backend's stage fails, write a reproducer of the failing "
             "kernel and stage to this file (replay: --run-reproducer)"),
    cl::value_desc("file"));
static cl::opt<unsigned> maxNestingFlag(
    "accel-max-nesting", cl::cat(accelCategory),
    cl::init(accel::kDefaultMaxNesting),
    cl::desc("Reject input nested deeper than this many levels of (), [] "
             "and {} before parsing it (the parser would overflow the stack)"),
    cl::value_desc("levels"));
static cl::opt<bool> autotuneFlag(
    "accel-autotune", cl::cat(accelCategory),
    cl::desc("Measure the tile options of each kernel with a matmul, "
             "batch_matmul or conv2d and lower it with the fastest "
             "(accel-tune, before accel-lower)"));
static cl::opt<double> autotuneBudgetFlag(
    "accel-autotune-budget", cl::cat(accelCategory), cl::init(25.0),
    cl::desc("Seconds --accel-autotune may measure for per module"),
    cl::value_desc("seconds"));
static cl::opt<std::string> tuningFileFlag(
    "accel-tuning-file", cl::cat(accelCategory),
    cl::desc("JSON file of tuning records: applied without measuring, and "
             "rewritten with what --accel-autotune measured"),
    cl::value_desc("file"));
static cl::opt<bool>
    listAcceleratorsFlag("list-accelerators", cl::cat(accelCategory),
                         cl::desc("List the registered accelerators"));
static cl::opt<bool>
    listBackendsFlag("list-backends", cl::cat(accelCategory),
                     cl::desc("List the registered compile backends"));
static cl::opt<bool> listDevicesFlag(
    "list-devices", cl::cat(accelCategory),
    cl::desc("List the devices libaccel_runtime finds on this machine, and "
             "why each absent kind is absent"));
static cl::opt<accel::ListingFormat> formatFlag(
    "format", cl::cat(accelCategory), cl::desc("Format of the listings"),
    cl::init(accel::ListingFormat::Text),
    cl::values(clEnumValN(accel::ListingFormat::Text, "text", "plain text"),
               clEnumValN(accel::ListingFormat::Json, "json", "JSON")));
// Read by accel::scanPluginFlags before parsing; declared for --help.
static cl::list<std::string> loadPluginFlag(
    "load-accel-plugin", cl::cat(accelCategory),
    cl::desc("Load an accelerator plugin (repeatable); its failure is an "
             "error"),
    cl::value_desc("path"));

/// The "accel passes" section of --help: the registered passes that are
/// accel's or its plugins', with their summaries from Passes.td. The pass
/// registry has no iterator, but each registered pass is a name of the
/// command line's pass-list option once MLIR's options are registered.
static std::string describeAccelPasses() {
  std::vector<const mlir::PassInfo *> passes;
  for (const auto &entry : cl::getRegisteredOptions()) {
    const mlir::PassInfo *info = mlir::PassInfo::lookup(entry.first);
    if (info && accel::isAccelPass(entry.first))
      passes.push_back(info);
  }
  std::sort(passes.begin(), passes.end(), [](auto *a, auto *b) {
    return a->getPassArgument() < b->getPassArgument();
  });
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "\naccel passes (also listed with the upstream passes above):\n";
  for (const mlir::PassInfo *info : passes)
    os << "  --" << info->getPassArgument() << " - "
       << info->getPassDescription() << "\n";
  return text;
}

/// Copies the --accel-* flags into the passes' defaults after checking them
/// with the selection's own parser; prints the problem and returns false.
static bool readSelectionFlags(accel::AccelSelectOptions &select,
                               accel::AccelLowerOptions &lower,
                               accel::AccelTuneOptions &autotune) {
  if (targetFlag.getNumOccurrences() && targetFlag.empty()) {
    llvm::errs() << "accel-opt: --accel-target needs an accelerator name\n";
    return false;
  }
  if (backendFlag.getNumOccurrences() && backendFlag.empty()) {
    llvm::errs() << "accel-opt: --accel-backend needs a backend name\n";
    return false;
  }
  if (llvm::Expected<accel::SelectionOptions> parsed =
          accel::parseSelectionChoices({targetFlag,
                                        backendFlag,
                                        {},
                                        onUnsupportedFlag,
                                        maxTensorBytesFlag});
      !parsed) {
    llvm::errs() << "accel-opt: " << llvm::toString(parsed.takeError()) << "\n";
    return false;
  }
  select.target = lower.target = autotune.target = targetFlag;
  select.backend = lower.backend = autotune.backend = backendFlag;
  select.onUnsupported = lower.onUnsupported = autotune.onUnsupported =
      onUnsupportedFlag;
  select.maxTensorBytes = lower.maxTensorBytes = autotune.maxTensorBytes =
      maxTensorBytesFlag;
  autotune.budget = autotuneBudgetFlag;
  autotune.tuningFile = tuningFileFlag;
  autotune.measure = autotuneFlag;
  select.explain = lower.explain = explainFlag;
  lower.validateOnly = validateOnlyFlag;
  lower.dumpPipeline = dumpPipelineFlag;
  lower.reproducer = reproducerFlag;
  if (!accel::readCacheFlags(lower))
    return false;
  // Tuning records live in the kernel cache too.
  accel::copyCacheOptions(lower, autotune);
  return true;
}

/// Whether the command line asks for passes (--pass-pipeline or pass flags).
static bool hasPassPipeline(const mlir::MlirOptMainConfig &config) {
  mlir::MLIRContext context;
  mlir::PassManager pm(&context);
  return failed(config.setupPassPipeline(pm)) || pm.size() != 0;
}

/// Runs the passes on a GroupedThreadPool (accel/Support/ThreadPool.h), one for
/// the process, instead of the LLVM pool MlirOptMain gives each context (which
/// parsed and verified the input with it): every kernel's pipeline runs
/// its own parallel work inside the kernels' (verifying after each pass,
/// nested pass managers), and LLVM's pool wakes every waiting thread for
/// each of those groups (docs/Performance.md, "Compile time").
static void runPassesOnGroupedPool(mlir::MlirOptMainConfig &config) {
  mlir::MlirOptMainConfig original = config;
  config.setPassPipelineSetupFn([original](mlir::PassManager &pm) {
    mlir::MLIRContext *context = pm.getContext();
    if (context->isMultithreadingEnabled()) {
      static accel::GroupedThreadPool pool;
      // Nothing runs on the context meanwhile: the switch is safe.
      context->disableMultithreading();
      context->setThreadPool(pool);
    }
    return original.setupPassPipeline(pm);
  });
}

/// mlir-opt's main path with `config`, on input whose nesting was checked
/// first (MlirOptMain's file-name overload would parse it unchecked).
static mlir::LogicalResult runWithConfig(llvm::StringRef inputFilename,
                                         llvm::StringRef outputFilename,
                                         mlir::DialectRegistry &dialects,
                                         mlir::MlirOptMainConfig config) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (input)
    if (llvm::Error tooDeep =
            accel::checkNesting(input->getMemBufferRef(), maxNestingFlag)) {
      llvm::errs() << llvm::toString(std::move(tooDeep)) << "\n";
      return mlir::failure();
    }
  std::unique_ptr<llvm::ToolOutputFile> output =
      input ? mlir::openOutputFile(outputFilename, &error) : nullptr;
  if (!output) {
    llvm::errs() << error << "\n";
    return mlir::failure();
  }
  bool owesNewline = false;
  // Buffered: used only for output written once, after every diagnostic
  // (no --split-input-file).
  OutputSwitch switched(output->os());
  llvm::raw_ostream &os = printInOneWalkWhereSame(config, input->getBuffer(),
                                                  &owesNewline, &switched)
                              ? static_cast<llvm::raw_ostream &>(switched)
                              : output->os();
  if (failed(mlir::MlirOptMain(os, std::move(input), dialects, config)))
    return mlir::failure();
  if (owesNewline)
    os << '\n';
  os.flush();
  output->keep();
  return mlir::success();
}

int accel::accelOptMain(int argc, char **argv) {
  mlir::DialectRegistry dialects;
  accel::registerAllDialects(dialects);
  accel::Registry &registry = accel::getGlobalRegistry();
  // Passes created from a pipeline start from the --accel-* flags.
  static accel::AccelSelectOptions selectDefaults;
  static accel::AccelLowerOptions lowerDefaults;
  static accel::AccelTuneOptions autotuneDefaults;
  accel::registerAllPasses(registry, &selectDefaults, &lowerDefaults,
                           &autotuneDefaults);
  if (!accel::initializeTool("accel-opt", argc, argv, registry, dialects))
    return 1;

  accel::registerCacheFlags(accelCategory);
  std::string helpHeader =
      mlir::registerCLIOptions("accel optimizer driver\n", dialects);
  static const std::string accelPassHelp = describeAccelPasses();
  static cl::extrahelp accelHelp(accelPassHelp);
  auto [inputFilename, outputFilename] =
      mlir::parseCLIOptions(argc, argv, helpHeader);
  if (!readSelectionFlags(selectDefaults, lowerDefaults, autotuneDefaults))
    return 1;
  if (listAcceleratorsFlag || listBackendsFlag || listDevicesFlag) {
    if (listAcceleratorsFlag)
      accel::printAccelerators(llvm::outs(), registry, formatFlag);
    if (listBackendsFlag)
      accel::printBackends(llvm::outs(), registry, formatFlag);
    if (listDevicesFlag)
      accel::printDevices(llvm::outs(), formatFlag);
    return 0;
  }
  // Compilation starts: no registration may race with it.
  registry.freeze();

  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  assumeOutputVerified(config);
  bool selectionFlags =
      targetFlag.getNumOccurrences() || backendFlag.getNumOccurrences() ||
      onUnsupportedFlag.getNumOccurrences() ||
      maxTensorBytesFlag.getNumOccurrences() ||
      explainFlag.getNumOccurrences() || validateOnlyFlag || dumpPipelineFlag ||
      reproducerFlag.getNumOccurrences() || accel::hasCacheFlags();
  bool tuning = autotuneFlag || tuningFileFlag.getNumOccurrences() ||
                autotuneBudgetFlag.getNumOccurrences();
  // The flags alone mean accel-lower, after accel-tune when asked.
  if ((selectionFlags || tuning) && !hasPassPipeline(config))
    config.setPassPipelineSetupFn([&registry, tuning](mlir::PassManager &pm) {
      if (tuning)
        pm.addPass(accel::createAccelTunePass(registry, autotuneDefaults));
      pm.addPass(accel::createAccelLowerPass(registry, lowerDefaults));
      return mlir::success();
    });
  runPassesOnGroupedPool(config);
  return mlir::asMainReturnCode(
      runWithConfig(inputFilename, outputFilename, dialects, config));
}
