//===- CompileTest.cpp - the embedding API ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel/Accel.h as a compiler uses it: selections with provenance, errors
// with accel-opt's text, the environment left alone, and many modules
// compiled from several threads at once (with a plugin loaded) giving what
// one thread gives. The last one also runs under ThreadSanitizer
// (scripts/tsan.sh).
//
//===----------------------------------------------------------------------===//

#include "accel/Accel.h"
#include "accel/Jit.h"
#include "accel/Support/ThreadPool.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

using namespace accel;
using namespace mlir;

namespace {

constexpr const char *kKernels = R"mlir(
accel.kernel @mm(%a: tensor<12x10xf32>, %b: tensor<10x9xf32>) -> tensor<12x9xf32> {
  %c = matmul %a, %b : tensor<12x10xf32>, tensor<10x9xf32> -> tensor<12x9xf32>
  %r = relu %c : tensor<12x9xf32>
  return %r : tensor<12x9xf32>
}
accel.kernel @sums(%x: tensor<5x40xi32>) -> tensor<5xi32> {
  %s = reduce <sum> %x dims = [1] : tensor<5x40xi32> -> tensor<5xi32>
  return %s : tensor<5xi32>
}
func.func @host(%a: tensor<12x10xf32>, %b: tensor<10x9xf32>) -> tensor<12x9xf32> {
  %c = accel.launch @mm(%a, %b) : (tensor<12x10xf32>, tensor<10x9xf32>) -> tensor<12x9xf32>
  return %c : tensor<12x9xf32>
}
)mlir";

/// One registry and one dialect registry for the whole test program, as a
/// compiler would have: the built-ins and the toy-npu plugin.
struct CompilerSetup {
  DialectRegistry dialects;
  Registry registry;
  std::string error;

  CompilerSetup() {
    registerAllDialects(dialects);
    llvm::Error status = registerBuiltins(registry);
    if (!status)
      status = loadPlugin(ACCEL_TOY_NPU_PLUGIN, registry, &dialects);
    if (status)
      error = llvm::toString(std::move(status));
  }
};

CompilerSetup &getSetup() {
  static CompilerSetup setup;
  return setup;
}

CompileOptions makeOptions(std::string target, std::string backend = "") {
  CompileOptions options;
  options.target = std::move(target);
  options.backend = std::move(backend);
  return options;
}

/// Parses kKernels in a context of its own, compiles it, and returns the
/// printed result or "error: " and the message.
std::string compileToText(const CompileOptions &options,
                          llvm::ThreadPoolInterface *pool = nullptr) {
  CompilerSetup &setup = getSetup();
  std::unique_ptr<MLIRContext> context = createContext(setup.dialects, pool);
  if (pool && &context->getThreadPool() != pool)
    return "error: the context does not use the shared pool";
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kKernels, context.get(), "kernels.mlir");
  if (!module)
    return "error: parse";
  if (llvm::Error error = compile(*module, options, setup.registry))
    return "error: " + llvm::toString(std::move(error));
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text;
}

TEST(CompileTest, SetupLoadsThePlugin) {
  ASSERT_EQ(getSetup().error, "");
  EXPECT_EQ(getSetup().registry.defaultAccelerator()->name, "toy-npu");
}

TEST(CompileTest, ResolveSelectionRecordsProvenance) {
  CompilerSetup &setup = getSetup();
  MLIRContext context(setup.dialects);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kKernels, &context, "kernels.mlir");
  ASSERT_TRUE(module);
  CompileOptions options;
  options.backends["cpu"] = "cpu-loops";
  options.target = "cpu";
  llvm::Expected<Selection> selection =
      resolveSelection(*module, options, setup.registry);
  ASSERT_TRUE(static_cast<bool>(selection))
      << llvm::toString(selection.takeError());
  ASSERT_EQ(selection->kernels.size(), 2u);
  for (const KernelSelection &kernel : selection->kernels) {
    EXPECT_EQ(kernel.accelerator->name, "cpu");
    EXPECT_EQ(kernel.backend->name, "cpu-loops");
    EXPECT_EQ(kernel.targetSource, ChoiceSource::CommandLine);
    EXPECT_EQ(kernel.backendSource, ChoiceSource::CommandLine);
    EXPECT_TRUE(kernel.kernel->hasAttr("accel.selection"));
  }

  // The pipeline of that selection, run by the embedder, gives what compile
  // gives.
  PassManager pm(&context);
  buildPipeline(pm, *selection);
  ASSERT_TRUE(succeeded(pm.run(*module)));
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  EXPECT_EQ(text, compileToText(options));
}

TEST(CompileTest, ErrorsReadAsTheDriverPrintsThem) {
  // Every diagnostic as "file:line:col: error: message", then its notes; the
  // listings inside the messages are the selection's (test/Selection).
  std::string unknown = compileToText(makeOptions("tpu"));
  EXPECT_TRUE(llvm::StringRef(unknown).starts_with(
      "error: kernels.mlir:2:1: error: unknown accelerator 'tpu'; did you "
      "mean 'cpu'? registered accelerators: "))
      << unknown;
  EXPECT_NE(unknown.find("toy-npu"), std::string::npos);
  EXPECT_NE(unknown.find("\nkernels.mlir:2:1: note: requested by the command "
                         "line\nkernels.mlir:7:1: error: unknown accelerator "
                         "'tpu'"),
            std::string::npos);
  EXPECT_TRUE(llvm::StringRef(unknown).ends_with(
      "\nkernels.mlir:7:1: note: requested by the command line"))
      << unknown;
  std::string unsupported = compileToText(makeOptions("cpu", "spirv"));
  EXPECT_TRUE(llvm::StringRef(unsupported)
                  .starts_with("error: kernels.mlir:2:1: error: backend "
                               "'spirv' does not support accelerator 'cpu'; "
                               "backends for 'cpu': "))
      << unsupported;
  EXPECT_NE(unsupported.find("\nkernels.mlir:7:1: error: backend 'spirv' "
                             "does not support accelerator 'cpu'"),
            std::string::npos);
  // A bad backend choice reads as accel-opt's --accel-backend and the passes'
  // `backend` option do (test/Selection/flags.mlir): one parser for all.
  CompileOptions badChoice;
  badChoice.backends["cpu"] = "";
  EXPECT_EQ(compileToText(badChoice),
            "error: invalid backend choice 'cpu=': empty backend name for "
            "accelerator 'cpu'");
  EXPECT_EQ(compileToText(makeOptions("", "cpu=")),
            "error: invalid backend choice 'cpu=': empty backend name for "
            "accelerator 'cpu'");
}

TEST(CompileTest, EnvironmentIsReadOnlyWhenAsked) {
  ::setenv("ACCEL_TARGET", "nvidia", 1);
  CompileOptions options;
  std::string ignored = compileToText(options);
  options.readEnvironment = true;
  std::string read = compileToText(options);
  ::unsetenv("ACCEL_TARGET");
  EXPECT_NE(ignored.find("accelerator = \"toy-npu\""), std::string::npos);
  EXPECT_NE(read.find("accelerator = \"nvidia\""), std::string::npos);
  EXPECT_NE(read.find("target_source = \"environment\""), std::string::npos);
}

/// Different targets and backends, and one request that fails.
std::vector<CompileOptions> concurrentJobs() {
  std::vector<CompileOptions> jobs = {makeOptions("cpu", "cpu-loops"),
                                      makeOptions("cpu", "cpu-vector"),
                                      makeOptions("cpu", "cpu-openmp"),
                                      makeOptions(""),
                                      makeOptions("cpu", "toy-npu-scratchpad"),
                                      makeOptions("vulkan")};
  CompileOptions perAccelerator;
  perAccelerator.backends["cpu"] = "cpu-loops";
  perAccelerator.target = "cpu";
  jobs.push_back(perAccelerator);
  return jobs;
}

TEST(ConcurrencyTest, ThreadsGiveWhatOneThreadGives) {
  ASSERT_EQ(getSetup().error, "");
  std::vector<CompileOptions> jobs = concurrentJobs();
  std::vector<std::string> expected;
  for (const CompileOptions &job : jobs)
    expected.push_back(compileToText(job));
  // The failing requests fail for the reason they should.
  EXPECT_EQ(expected[4].rfind("error: kernels.mlir:2:1: error: backend "
                              "'toy-npu-scratchpad' does not support "
                              "accelerator 'cpu'",
                              0),
            0u);
  EXPECT_NE(expected[0].find("llvm.func @mm"), std::string::npos);

  // Each thread compiles every job, starting at a different one, so that
  // different targets and backends run at the same time. Their contexts
  // share one thread pool, as an embedder's would (accel::createContext).
  llvm::DefaultThreadPool pool;
  constexpr int threadCount = 4, rounds = 2;
  std::vector<std::vector<std::string>> results(threadCount);
  std::vector<std::thread> threads;
  for (int t = 0; t < threadCount; ++t)
    threads.emplace_back([&, t] {
      for (int round = 0; round < rounds; ++round)
        for (size_t i = 0; i < jobs.size(); ++i)
          results[t].push_back(
              compileToText(jobs[(i + t) % jobs.size()], &pool));
    });
  for (std::thread &thread : threads)
    thread.join();
  for (int t = 0; t < threadCount; ++t)
    for (int round = 0; round < rounds; ++round)
      for (size_t i = 0; i < jobs.size(); ++i)
        EXPECT_EQ(results[t][round * jobs.size() + i],
                  expected[(i + t) % jobs.size()])
            << "thread " << t << ", job " << (i + t) % jobs.size();
}

/// A fresh directory for a kernel cache, removed with the object.
struct TemporaryDirectory {
  TemporaryDirectory() {
    llvm::SmallString<128> created;
    EXPECT_FALSE(
        llvm::sys::fs::createUniqueDirectory("accel-compile-test", created));
    path = created.str().str();
  }
  ~TemporaryDirectory() { llvm::sys::fs::remove_directories(path); }
  std::string path;
};

TEST(CompileTest, CacheGivesWhatACompileGives) {
  ASSERT_EQ(getSetup().error, "");
  TemporaryDirectory cache;
  for (CompileOptions options : concurrentJobs()) {
    std::string expected = compileToText(options);
    options.cache.dir = cache.path;
    EXPECT_EQ(compileToText(options), expected) << "cold, " << options.backend;
    EXPECT_EQ(compileToText(options), expected) << "warm, " << options.backend;
  }
  // Entries were stored (kernels of every backend that compiled).
  std::error_code error;
  int entries = 0;
  for (llvm::sys::fs::directory_iterator it(cache.path, error), end;
       it != end && !error; it.increment(error))
    ++entries;
  EXPECT_GE(entries, 5);
  // ACCEL_CACHE_DIR counts only with readEnvironment.
  TemporaryDirectory fromEnvironment;
  ::setenv("ACCEL_CACHE_DIR", fromEnvironment.path.c_str(), 1);
  CompileOptions options = makeOptions("cpu", "cpu-loops");
  compileToText(options);
  EXPECT_TRUE(llvm::sys::fs::is_directory(fromEnvironment.path));
  llvm::sys::fs::directory_iterator none(fromEnvironment.path, error);
  EXPECT_EQ(none, llvm::sys::fs::directory_iterator());
  options.readEnvironment = true;
  compileToText(options);
  ::setenv("ACCEL_CACHE_MAX_BYTES", "lots", 1);
  EXPECT_EQ(compileToText(options),
            "error: ACCEL_CACHE_MAX_BYTES must be a number of bytes, got "
            "'lots'");
  ::unsetenv("ACCEL_CACHE_MAX_BYTES");
  ::unsetenv("ACCEL_CACHE_DIR");
  llvm::sys::fs::directory_iterator some(fromEnvironment.path, error);
  EXPECT_NE(some, llvm::sys::fs::directory_iterator());
}

TEST(ConcurrencyTest, ThreadsSharingACacheGiveWhatOneThreadGives) {
  // Threads that compile the same kernels at the same time store and read
  // the same entries: each result is still what a compile without a cache
  // gives.
  ASSERT_EQ(getSetup().error, "");
  std::vector<CompileOptions> jobs = concurrentJobs();
  std::vector<std::string> expected;
  for (const CompileOptions &job : jobs)
    expected.push_back(compileToText(job));
  TemporaryDirectory cache;
  for (CompileOptions &job : jobs)
    job.cache.dir = cache.path;
  // accel's own pool (accel/Support/ThreadPool.h), as accel-opt runs its passes
  // on.
  GroupedThreadPool pool;
  constexpr int threadCount = 4;
  std::vector<std::vector<std::string>> results(threadCount);
  std::vector<std::thread> threads;
  for (int t = 0; t < threadCount; ++t)
    threads.emplace_back([&, t] {
      for (size_t i = 0; i < 2 * jobs.size(); ++i)
        results[t].push_back(compileToText(jobs[i % jobs.size()], &pool));
    });
  for (std::thread &thread : threads)
    thread.join();
  for (int t = 0; t < threadCount; ++t)
    for (size_t i = 0; i < 2 * jobs.size(); ++i)
      EXPECT_EQ(results[t][i], expected[i % jobs.size()])
          << "thread " << t << ", job " << i % jobs.size();
}

/// A module of `count` nvidia kernels, one per line pair, of which every
/// third needs more thread blocks than CUDA's grid allows (a thread per
/// element: vectorized launches stride over any size): an error raised in
/// the kernel stage, which runs the kernels in parallel. Kernel i's op is on
/// line 2i + 2.
std::string manyKernels(int count) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    const char *type =
        i % 3 == 0 ? "tensor<65536x65536x1024xi8>" : "tensor<256xi8>";
    text += "accel.kernel @k" + std::to_string(i) + "(%a: " + type + ") -> " +
            type +
            " attributes {target = #accel.target<\"nvidia\">, backend = "
            "#accel.backend<\"gpu-simt\", {\"vector-width\" = 1}>} {\n" +
            "  %0 = add %a, %a : " + type + "\n  return %0 : " + type + "\n}\n";
  }
  return text;
}

/// The line of every error in `text` ("file:LINE:col: error: ...").
std::vector<int> errorLines(llvm::StringRef text, llvm::StringRef file) {
  std::vector<int> lines;
  llvm::SmallVector<llvm::StringRef> rows;
  text.split(rows, '\n');
  for (llvm::StringRef row : rows) {
    if (!row.consume_front(file) || !row.consume_front(":"))
      continue;
    int line = 0;
    if (!row.consumeInteger(10, line) && row.contains(": error: "))
      lines.push_back(line);
  }
  return lines;
}

TEST(ConcurrencyTest, EveryInvalidKernelKeepsItsOwnDiagnostic) {
  ASSERT_EQ(getSetup().error, "");
  constexpr int kernels = 30, threadCount = 4;
  std::vector<int> expectedLines;
  for (int i = 0; i < kernels; i += 3)
    expectedLines.push_back(4 * i + 2);
  CompileOptions options;
  options.maxTensorBytes = 0; // the grid is the limit under test
  // Each thread compiles its own module (its own context, one shared pool:
  // accel's, accel/ThreadPool.h), whose kernel stage runs its kernels in
  // parallel too.
  GroupedThreadPool pool;
  std::vector<std::string> errors(threadCount);
  std::vector<std::thread> threads;
  for (int t = 0; t < threadCount; ++t)
    threads.emplace_back([&, t] {
      std::unique_ptr<MLIRContext> context =
          createContext(getSetup().dialects, &pool);
      std::string file = "module" + std::to_string(t) + ".mlir";
      OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
          manyKernels(kernels), context.get(), file);
      if (!module) {
        errors[t] = "parse error";
        return;
      }
      llvm::Error error = compile(*module, options, getSetup().registry);
      errors[t] = error ? llvm::toString(std::move(error)) : "no error";
    });
  for (std::thread &thread : threads)
    thread.join();
  for (int t = 0; t < threadCount; ++t) {
    std::string file = "module" + std::to_string(t) + ".mlir";
    // One error per invalid kernel, at its op, in source order, each whole.
    EXPECT_EQ(errorLines(errors[t], file), expectedLines) << errors[t];
    EXPECT_EQ(llvm::StringRef(errors[t]).count(
                  "error: this op needs 17179869184 blocks of 256 threads in "
                  "x, more than the 2147483647 that accelerator 'nvidia' "
                  "allows in one launch"),
              expectedLines.size())
        << errors[t];
    // Nothing from another thread's module.
    for (int other = 0; other < threadCount; ++other) {
      if (other != t) {
        EXPECT_EQ(errors[t].find("module" + std::to_string(other)),
                  std::string::npos);
      }
    }
  }
}

} // namespace

TEST(JitTest, GpuKernelsNeedTheRuntimeAmongTheLibraries) {
  // The JIT loads libaccel_runtime by default (next to the API's library);
  // without it, a vulkan kernel is an error at the kernel that says why.
  CompilerSetup &setup = getSetup();
  JitOptions defaults;
  EXPECT_TRUE(llvm::any_of(defaults.sharedLibs, [](llvm::StringRef lib) {
    return lib.ends_with("libaccel_runtime.so");
  }));
  std::unique_ptr<MLIRContext> context = createContext(setup.dialects);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kKernels, context.get(), "kernels.mlir");
  ASSERT_TRUE(module);
  JitOptions withoutRuntime;
  withoutRuntime.sharedLibs.clear();
  llvm::Expected<std::unique_ptr<JitModule>> jit = JitModule::create(
      *module, makeOptions("vulkan"), setup.registry, withoutRuntime);
  ASSERT_FALSE(jit);
  std::string message = llvm::toString(jit.takeError());
  EXPECT_TRUE(llvm::StringRef(message).starts_with(
      "kernels.mlir:2:1: error: kernel 'mm' cannot run in process: it was "
      "selected for the GPU accelerator 'vulkan' (backend 'spirv'), which "
      "runs through libaccel_runtime, and the JIT's shared libraries do not "
      "include it"))
      << message;
}
