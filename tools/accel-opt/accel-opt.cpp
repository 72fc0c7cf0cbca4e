//===- accel-opt.cpp - the accel optimizer driver ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// mlir-opt with the accel dialect and passes. Every upstream dialect, extension
// and pass is registered too, so that the pipelines the backends build can be
// replayed with --pass-pipeline and everything mlir-opt offers keeps working.
// The --accel-* flags fill the options of accel-lower / accel-select that a
// pipeline does not give; given without any pass, they imply accel-lower.
//
//===----------------------------------------------------------------------===//

#include "accel/IR/AccelDialect.h"
#include "accel/Plugin/PluginLoader.h"
#include "accel/Registry/Listing.h"
#include "accel/Registry/Registry.h"
#include "accel/Selection/Passes.h"
#include "accel/Selection/Selection.h"
#include "accel/Targets/Targets.h"
#include "accel/Transforms/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

//===----------------------------------------------------------------------===//
// Flags
//===----------------------------------------------------------------------===//

static cl::OptionCategory accelCategory("accel selection options");

static cl::opt<std::string>
    targetFlag("accel-target", cl::cat(accelCategory),
               cl::desc("Accelerator for every kernel (beats attributes)"),
               cl::value_desc("name"));
static cl::opt<std::string> backendFlag(
    "accel-backend", cl::cat(accelCategory),
    cl::desc("Backend for every kernel, or per accelerator: A1=B1,A2=B2"),
    cl::value_desc("name|A=B,..."));
static cl::opt<std::string> onUnsupportedFlag(
    "accel-on-unsupported", cl::cat(accelCategory), cl::init("error"),
    cl::desc("When a backend cannot compile a kernel: error, fallback or "
             "skip"));
static cl::opt<bool>
    explainFlag("accel-explain", cl::cat(accelCategory),
                cl::desc("Print each kernel's choices and their sources"));
static cl::opt<bool> dumpPipelineFlag(
    "accel-dump-pipeline", cl::cat(accelCategory),
    cl::desc("Print the pass pipeline accel-lower runs (replayable)"));
static cl::opt<bool> validateOnlyFlag(
    "accel-validate-only", cl::cat(accelCategory),
    cl::desc("Resolve and validate every kernel; lower nothing"));
static cl::opt<bool>
    listAcceleratorsFlag("list-accelerators", cl::cat(accelCategory),
                         cl::desc("List the registered accelerators"));
static cl::opt<bool>
    listBackendsFlag("list-backends", cl::cat(accelCategory),
                     cl::desc("List the registered compile backends"));
static cl::opt<accel::ListingFormat> formatFlag(
    "format", cl::cat(accelCategory), cl::desc("Format of the listings"),
    cl::init(accel::ListingFormat::Text),
    cl::values(clEnumValN(accel::ListingFormat::Text, "text", "plain text"),
               clEnumValN(accel::ListingFormat::Json, "json", "JSON")));

static cl::list<std::string> loadPluginFlag(
    "load-accel-plugin", cl::cat(accelCategory),
    cl::desc("Load an accelerator plugin (repeatable); its failure is an "
             "error"),
    cl::value_desc("path"));

/// The flags of the accel passes, listed under their own heading in --help.
static constexpr llvm::StringLiteral accelPassArguments[] = {
    "accel-to-linalg",
    "accel-select",
    "accel-lower",
    "accel-kernels-to-funcs",
    "accel-kernel-pipeline",
    "accel-tile-and-vectorize",
    "accel-flatten-parallel-loops",
    "accel-check-gpu-mapped",
    "accel-spirv-entry-point-abi",
    "accel-nest-spirv-modules",
};

/// Text of the "accel passes" heading, built from the registered passes so
/// that the summaries are the ones in Passes.td.
static std::string buildAccelPassHelp() {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "\naccel passes (also listed with the upstream passes above):\n";
  for (llvm::StringRef argument : accelPassArguments) {
    const mlir::PassInfo *info = mlir::PassInfo::lookup(argument);
    os << "  --" << argument;
    if (info)
      os << " - " << info->getPassDescription();
    os << "\n";
  }
  return text;
}

/// Checks the --accel-* flags and copies them into `options`; prints the
/// problem and returns false when one is wrong.
static bool readSelectionFlags(accel::AccelLowerOptions &options) {
  auto fail = [](const llvm::Twine &message) {
    llvm::errs() << "accel-opt: " << message << "\n";
    return false;
  };
  if (targetFlag.getNumOccurrences() && targetFlag.empty())
    return fail("--accel-target needs an accelerator name");
  if (backendFlag.getNumOccurrences()) {
    llvm::Expected<accel::BackendChoice> choice =
        accel::BackendChoice::parse(backendFlag);
    if (!choice)
      return fail("invalid --accel-backend='" + backendFlag +
                  "': " + llvm::toString(choice.takeError()));
  }
  if (!accel::parseOnUnsupported(onUnsupportedFlag))
    return fail("invalid --accel-on-unsupported='" + onUnsupportedFlag +
                "'; expected error, fallback or skip");
  options.target = targetFlag;
  options.backend = backendFlag;
  options.onUnsupported = onUnsupportedFlag;
  options.explain = explainFlag;
  options.validateOnly = validateOnlyFlag;
  options.dumpPipeline = dumpPipelineFlag;
  return true;
}

/// The paths of --load-accel-plugin, read before the command line is parsed:
/// a plugin's passes must be registered by then to be usable as flags.
static std::vector<std::string> scanPluginFlags(int argc, char **argv) {
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--")
      break;
    if (!arg.consume_front("--") && !arg.consume_front("-"))
      continue;
    if (arg == "load-accel-plugin" && i + 1 < argc)
      paths.push_back(argv[++i]);
    else if (arg.consume_front("load-accel-plugin="))
      paths.push_back(arg.str());
  }
  return paths;
}

/// Loads the plugins of the command line (each failure is an error) and
/// those of ACCEL_PLUGIN_PATH (each failure a warning).
static bool loadPlugins(int argc, char **argv, accel::Registry &accelRegistry,
                        mlir::DialectRegistry &registry) {
  for (const std::string &path : scanPluginFlags(argc, argv)) {
    if (llvm::Error error = accel::loadPlugin(path, accelRegistry, &registry)) {
      llvm::errs() << "accel-opt: error: " << llvm::toString(std::move(error))
                   << "\n";
      return false;
    }
  }
  accel::autoloadPlugins(
      accelRegistry, &registry, [](const llvm::Twine &message) {
        llvm::errs() << "accel-opt: warning: " << message << "\n";
      });
  return true;
}

/// Whether the command line asks for passes (--pass-pipeline or pass flags).
static bool hasPassPipeline(const mlir::MlirOptMainConfig &config) {
  mlir::MLIRContext context;
  mlir::PassManager pm(&context);
  return failed(config.setupPassPipeline(pm)) || pm.size() != 0;
}

/// mlir-opt's main path, with accel-lower as the pipeline.
static mlir::LogicalResult runAccelLower(llvm::StringRef inputFilename,
                                         llvm::StringRef outputFilename,
                                         mlir::DialectRegistry &registry,
                                         mlir::MlirOptMainConfig config,
                                         const accel::AccelLowerOptions &opts) {
  config.setPassPipelineSetupFn([&opts](mlir::PassManager &pm) {
    pm.addPass(accel::createAccelLowerPass(accel::getGlobalRegistry(), opts));
    return mlir::success();
  });
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return mlir::failure();
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return mlir::failure();
  }
  if (failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return mlir::failure();
  output->keep();
  return mlir::success();
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // GPU backends serialize device code through LLVM IR (gpu-module-to-binary).
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::registerAllPasses();
  registry.insert<accel::AccelDialect>();
  accel::registerAccelPasses();

  accel::Registry &accelRegistry = accel::getGlobalRegistry();
  if (llvm::Error error = accel::registerBuiltinTargets(accelRegistry)) {
    llvm::errs() << "accel-opt: " << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  if (!loadPlugins(argc, argv, accelRegistry, registry))
    return 1;
  // Passes created from a pipeline start from the --accel-* flags.
  static accel::AccelLowerOptions flagDefaults;
  accel::registerSelectionPasses(accelRegistry, &flagDefaults);

  static const std::string accelPassHelp = buildAccelPassHelp();
  static cl::extrahelp accelHelp(accelPassHelp);

  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "accel optimizer driver\n", registry);
  if (!readSelectionFlags(flagDefaults))
    return 1;
  if (listAcceleratorsFlag || listBackendsFlag) {
    if (listAcceleratorsFlag)
      accel::printAccelerators(llvm::outs(), accelRegistry, formatFlag);
    if (listBackendsFlag)
      accel::printBackends(llvm::outs(), accelRegistry, formatFlag);
    return 0;
  }
  // Compilation starts: no registration may race with it.
  accelRegistry.freeze();

  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  bool selectionFlags = targetFlag.getNumOccurrences() ||
                        backendFlag.getNumOccurrences() ||
                        onUnsupportedFlag.getNumOccurrences() || explainFlag ||
                        validateOnlyFlag || dumpPipelineFlag;
  if (selectionFlags && !hasPassPipeline(config))
    return mlir::asMainReturnCode(runAccelLower(
        inputFilename, outputFilename, registry, config, flagDefaults));
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
}
