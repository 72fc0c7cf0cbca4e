//===- SelectionTest.cpp - precedence, validation, policies -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "accel/IR/AccelDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <thread>

using namespace accel;
using namespace mlir;

namespace {

/// A registry with three accelerators and four backends:
///   alpha (priority 1, preferred a-fast), beta (priority 5, preferred
///   b-main), gamma (testing, priority 10, never implicit);
///   a-fast, a-slow (alpha), b-main (beta, f32 only), shared (alpha, beta).
void populate(Registry &registry) {
  auto accelerator = [](std::string name, int priority, std::string preferred,
                        bool testing = false) {
    Accelerator entry;
    entry.name = std::move(name);
    entry.priority = priority;
    entry.preferredBackend = std::move(preferred);
    entry.tags.testing = testing;
    OptionSpec chip;
    chip.name = "chip";
    chip.defaultValue = "c1";
    chip.form = "cN";
    chip.kind = OptionKind::Enum;
    chip.knownValues = {"c1", "c2"};
    entry.options = {chip};
    return entry;
  };
  auto backend = [](std::string name, std::vector<std::string> accelerators) {
    CompileBackend entry;
    entry.name = std::move(name);
    entry.accelerators = std::move(accelerators);
    entry.buildKernelPipeline = [](OpPassManager &, const PipelineTarget &) {};
    return entry;
  };
  ASSERT_FALSE(
      bool(registry.registerAccelerator(accelerator("alpha", 1, "a-fast"))));
  ASSERT_FALSE(
      bool(registry.registerAccelerator(accelerator("beta", 5, "b-main"))));
  ASSERT_FALSE(bool(
      registry.registerAccelerator(accelerator("gamma", 10, "shared", true))));
  ASSERT_FALSE(bool(registry.registerBackend(backend("a-fast", {"alpha"}))));
  ASSERT_FALSE(bool(registry.registerBackend(backend("a-slow", {"alpha"}))));
  CompileBackend main = backend("b-main", {"beta"});
  main.capabilities.elementTypes = {buildType<Float32Type>};
  ASSERT_FALSE(bool(registry.registerBackend(std::move(main))));
  ASSERT_FALSE(bool(
      registry.registerBackend(backend("shared", {"alpha", "beta", "gamma"}))));
}

/// Parses `source` and resolves it, collecting every diagnostic as
/// "<severity>: <message>".
struct Resolution {
  std::vector<std::string> diagnostics;
  std::vector<std::tuple<std::string, std::string, std::string, std::string,
                         bool>>
      kernels; // name, accelerator, backend, "targetSource/backendSource",
               // skipped
  bool ok = false;
};

Resolution resolve(const Registry &registry, llvm::StringRef source,
                   const SelectionOptions &options) {
  MLIRContext context;
  context.loadDialect<AccelDialect, arith::ArithDialect>();
  Resolution result;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    const char *severity =
        diag.getSeverity() == DiagnosticSeverity::Error     ? "error"
        : diag.getSeverity() == DiagnosticSeverity::Warning ? "warning"
        : diag.getSeverity() == DiagnosticSeverity::Remark  ? "remark"
                                                            : "note";
    result.diagnostics.push_back(std::string(severity) + ": " + diag.str());
    for (const Diagnostic &note : diag.getNotes())
      result.diagnostics.push_back("note: " + note.str());
    return success();
  });
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  EXPECT_TRUE(module) << "cannot parse the test module";
  if (!module)
    return result;
  FailureOr<std::vector<KernelSelection>> selections =
      resolveSelection(*module, options, registry);
  result.ok = succeeded(selections);
  if (result.ok)
    for (const KernelSelection &s : *selections)
      result.kernels.emplace_back(
          s.kernel.getName().str(), s.accelerator->name, s.backend->name,
          stringifyChoiceSource(s.targetSource).str() + "/" +
              stringifyChoiceSource(s.backendSource).str(),
          s.skipped);
  return result;
}

/// Checks that `r` reported exactly one diagnostic, `expected`.
void expectOnlyDiagnostic(const Resolution &r, const std::string &expected) {
  ASSERT_EQ(r.diagnostics.size(), 1u)
      << (r.diagnostics.empty() ? std::string("none") : r.diagnostics.front());
  EXPECT_EQ(r.diagnostics[0], expected);
}

/// Options that never read the process environment.
SelectionOptions isolated() {
  SelectionOptions options;
  options.environmentTarget.reset();
  return options;
}

class SelectionTest : public ::testing::Test {
protected:
  void SetUp() override {
    populate(registry);
    // The tests give the environment explicitly; make sure the process one
    // cannot leak in.
    ::unsetenv("ACCEL_TARGET");
    ::unsetenv("ACCEL_BACKEND");
  }
  Registry registry;
};

//===----------------------------------------------------------------------===//
// Precedence
//===----------------------------------------------------------------------===//

/// One row of a precedence table: what each level names ("" or null: nothing)
/// and what must win, from where.
struct PrecedenceCase {
  const char *flag, *kernelAttr, *moduleAttr, *environment;
  const char *expected, *source;
};

/// A module with one kernel @k naming what `c` says for `kind` ("target" or
/// "backend"); backend cases put the kernel on accelerator alpha.
std::string precedenceModule(llvm::StringRef kind, const PrecedenceCase &c) {
  std::string kernelAttrs;
  if (kind == "backend")
    kernelAttrs = "target = #accel.target<\"alpha\">";
  if (*c.kernelAttr)
    kernelAttrs += (kernelAttrs.empty() ? "" : ", ") + kind.str() +
                   " = #accel." + kind.str() + "<\"" + c.kernelAttr + "\">";
  std::string moduleAttr = *c.moduleAttr ? "attributes {accel." + kind.str() +
                                               " = #accel." + kind.str() +
                                               "<\"" + c.moduleAttr + "\">}"
                                         : "";
  return "module " + moduleAttr + " { accel.kernel @k() attributes {" +
         kernelAttrs + "} { accel.return } }";
}

TEST_F(SelectionTest, TargetPrecedenceTable) {
  const PrecedenceCase cases[] = {
      {"alpha", "beta", "gamma", "beta", "alpha", "command line"},
      {"", "alpha", "gamma", "beta", "alpha", "kernel attribute"},
      {"", "", "alpha", "beta", "alpha", "module attribute"},
      {"", "", "", "alpha", "alpha", "environment"},
      // Highest-priority auto-selected accelerator; gamma (testing, priority
      // 10) is never picked implicitly.
      {"", "", "", nullptr, "beta", "registry default"},
      // A testing accelerator is fine when asked for.
      {"gamma", "", "", nullptr, "gamma", "command line"},
  };
  for (const PrecedenceCase &c : cases) {
    std::string source = precedenceModule("target", c);
    SelectionOptions options = isolated();
    options.target = c.flag;
    if (c.environment)
      options.environmentTarget = std::string(c.environment);
    Resolution r = resolve(registry, source, options);
    ASSERT_TRUE(r.ok) << source;
    ASSERT_EQ(r.kernels.size(), 1u);
    EXPECT_EQ(std::get<1>(r.kernels[0]), c.expected) << source;
    EXPECT_EQ(std::get<3>(r.kernels[0]).substr(0, strlen(c.source)), c.source)
        << source;
  }
}

TEST_F(SelectionTest, BackendPrecedenceTable) {
  const PrecedenceCase cases[] = {
      {"a-slow", "shared", "shared", "shared", "a-slow", "command line"},
      // The per-accelerator entry beats the bare name.
      {"shared,alpha=a-slow", "", "", nullptr, "a-slow", "command line"},
      // An entry for another accelerator does not apply.
      {"beta=b-main", "a-slow", "", nullptr, "a-slow", "kernel attribute"},
      {"", "a-slow", "shared", "shared", "a-slow", "kernel attribute"},
      {"", "", "a-slow", "shared", "a-slow", "module attribute"},
      {"", "", "", "alpha=a-slow", "a-slow", "environment"},
      {"", "", "", nullptr, "a-fast", "accelerator default"},
      // `default` asks for the preferred backend at any level.
      {"", "default", "a-slow", nullptr, "a-fast", "kernel attribute"},
  };
  for (const PrecedenceCase &c : cases) {
    std::string source = precedenceModule("backend", c);
    SelectionOptions options = isolated();
    if (*c.flag)
      options.backend = cantFail(BackendChoice::parse(c.flag));
    if (c.environment)
      options.environmentBackend = std::string(c.environment);
    Resolution r = resolve(registry, source, options);
    ASSERT_TRUE(r.ok) << source;
    EXPECT_EQ(std::get<2>(r.kernels[0]), c.expected) << source;
    EXPECT_EQ(std::get<3>(r.kernels[0]),
              std::string("kernel attribute/") + c.source)
        << source;
  }
}

//===----------------------------------------------------------------------===//
// Validation and policies
//===----------------------------------------------------------------------===//

const char *kUnsupportedPair = R"mlir(
  accel.kernel @k() attributes {target = #accel.target<"beta">,
                                backend = #accel.backend<"a-slow">} {
    accel.return
  })mlir";

TEST_F(SelectionTest, UnsupportedBackendIsAnErrorListingTheValidOnes) {
  Resolution r = resolve(registry, kUnsupportedPair, isolated());
  EXPECT_FALSE(r.ok);
  expectOnlyDiagnostic(
      r, "error: backend 'a-slow' does not support accelerator 'beta'; "
         "backends for 'beta': b-main (default), shared");
}

TEST_F(SelectionTest, FallbackSwitchesToThePreferredBackendWithAWarning) {
  SelectionOptions options = isolated();
  options.onUnsupported = OnUnsupported::Fallback;
  Resolution r = resolve(registry, kUnsupportedPair, options);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(std::get<2>(r.kernels[0]), "b-main");
  EXPECT_EQ(std::get<3>(r.kernels[0]), "kernel attribute/fallback");
  expectOnlyDiagnostic(
      r, "warning: backend 'a-slow' does not support accelerator 'beta'; "
         "falling back to 'b-main', the preferred backend of 'beta' "
         "(--accel-on-unsupported=fallback)");
}

TEST_F(SelectionTest, VariantsMustRunOnDeviceKindsOfTheRuntime) {
  // A variant whose backend launches GPU kernels on an accelerator the
  // runtime has no device kind for could never be chosen when the program
  // runs: an error at the variant.
  Accelerator delta;
  delta.name = "delta";
  delta.preferredBackend = "d-gpu";
  ASSERT_FALSE(bool(registry.registerAccelerator(std::move(delta))));
  CompileBackend gpu;
  gpu.name = "d-gpu";
  gpu.accelerators = {"delta"};
  gpu.launchesGpuKernels = true;
  gpu.buildKernelPipeline = [](OpPassManager &, const PipelineTarget &) {};
  ASSERT_FALSE(bool(registry.registerBackend(std::move(gpu))));
  Resolution r = resolve(registry,
                         "accel.kernel @k() attributes {target = "
                         "[#accel.target<\"alpha\">, #accel.target<\"delta\">]}"
                         " { accel.return }",
                         isolated());
  EXPECT_FALSE(r.ok);
  expectOnlyDiagnostic(
      r, "error: variant @k__delta of kernel @k is for accelerator 'delta', "
         "which accel's runtime cannot choose at run time (it chooses among "
         "cpu, nvidia, amd and vulkan)");
}

TEST_F(SelectionTest, SkipLeavesTheKernelWithAWarning) {
  SelectionOptions options = isolated();
  options.onUnsupported = OnUnsupported::Skip;
  Resolution r = resolve(registry, kUnsupportedPair, options);
  ASSERT_TRUE(r.ok);
  EXPECT_TRUE(std::get<4>(r.kernels[0]));
  expectOnlyDiagnostic(
      r, "warning: backend 'a-slow' does not support accelerator 'beta'; "
         "skipping kernel @k (--accel-on-unsupported=skip)");
}

const char *kF64OnBMain = R"mlir(
  accel.kernel @k(%x: f64) -> f64 attributes {target = #accel.target<"beta">,
                                               backend = #accel.backend<"b-main">} {
    %y = arith.addf %x, %x : f64
    accel.return %y : f64
  })mlir";

TEST_F(SelectionTest, BackendCapabilityIsCheckedAtTheOp) {
  Resolution r = resolve(registry, kF64OnBMain, isolated());
  EXPECT_FALSE(r.ok);
  expectOnlyDiagnostic(r, "error: f64 is not supported by backend 'b-main' (in "
                          "'arith.addf'); supported element types: f32");
}

TEST_F(SelectionTest, BackendCapabilityWithoutFallbackTarget) {
  // b-main is beta's preferred backend: nothing to fall back to.
  SelectionOptions options = isolated();
  options.onUnsupported = OnUnsupported::Fallback;
  Resolution r = resolve(registry, kF64OnBMain, options);
  EXPECT_FALSE(r.ok);
  expectOnlyDiagnostic(
      r, "error: backend 'b-main' cannot compile every op of kernel @k; "
         "no fallback: backends for 'beta': b-main (default), shared");
}

TEST_F(SelectionTest, BackendCapabilityFallsBackToThePreferredBackend) {
  ASSERT_FALSE(bool(registry.setPreferredBackend("beta", "shared")));
  SelectionOptions options = isolated();
  options.onUnsupported = OnUnsupported::Fallback;
  Resolution r = resolve(registry, kF64OnBMain, options);
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(std::get<2>(r.kernels[0]), "shared");
  expectOnlyDiagnostic(
      r, "warning: backend 'b-main' cannot compile every op of kernel @k; "
         "falling back to 'shared', the preferred backend of 'beta' "
         "(--accel-on-unsupported=fallback)");
}

TEST_F(SelectionTest, ValidationOrderAndDidYouMean) {
  // Unknown accelerator first, even with a bad backend and option.
  Resolution r = resolve(
      registry,
      R"mlir(accel.kernel @k() attributes {target = #accel.target<"alhpa", {chip = "x"}>,
                                         backend = #accel.backend<"nope">} {
               accel.return
             })mlir",
      isolated());
  EXPECT_FALSE(r.ok);
  ASSERT_EQ(r.diagnostics.size(), 2u);
  EXPECT_EQ(r.diagnostics[0],
            "error: unknown accelerator 'alhpa'; did you mean 'alpha'? "
            "registered accelerators: alpha, beta, gamma");
  EXPECT_EQ(r.diagnostics[1], "note: requested by the kernel attribute");

  // Then the option, with the form and known values.
  r = resolve(
      registry,
      R"mlir(accel.kernel @k() attributes {target = #accel.target<"alpha", {chip = "x"}>} {
                       accel.return
                     })mlir",
      isolated());
  expectOnlyDiagnostic(
      r, "error: invalid value 'x' for option 'chip' of accelerator "
         "'alpha': expected cN; known values: c1, c2");
}

TEST_F(SelectionTest, NoImplicitAcceleratorWhenOnlyTestingOnes) {
  Registry onlyTesting;
  Accelerator entry;
  entry.name = "openreg";
  entry.preferredBackend = "x";
  entry.tags.testing = true;
  ASSERT_FALSE(bool(onlyTesting.registerAccelerator(entry)));
  Resolution r =
      resolve(onlyTesting, "accel.kernel @k() { accel.return }", isolated());
  EXPECT_FALSE(r.ok);
  expectOnlyDiagnostic(
      r, "error: no accelerator to select: none is registered for "
         "implicit use; name one with --accel-target (registered "
         "accelerators: openreg)");
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

TEST(SuggestClosestTest, SuggestsOnlyCloseNames) {
  std::vector<std::string> names = {"amd", "cpu", "nvidia", "vulkan"};
  EXPECT_EQ(suggestClosest("nvidai", names), "nvidia");
  EXPECT_EQ(suggestClosest("vulcan", names), "vulkan");
  EXPECT_EQ(suggestClosest("gpu", names), "cpu");
  EXPECT_EQ(suggestClosest("fpga", names), "");
  // Two letters swapped is one edit.
  EXPECT_EQ(suggestClosest("alhpa", {"alpha"}), "alpha");
  EXPECT_EQ(suggestClosest("x", {}), "");
}

TEST(BackendChoiceTest, ParsesBareAndPerAcceleratorNames) {
  BackendChoice choice =
      cantFail(BackendChoice::parse("cpu-loops, nvidia=gpu-simt,amd=x"));
  EXPECT_EQ(choice.forAll, "cpu-loops");
  EXPECT_EQ(choice.lookup("nvidia"), "gpu-simt");
  EXPECT_EQ(choice.lookup("amd"), "x");
  EXPECT_EQ(choice.lookup("cpu"), "cpu-loops");
  EXPECT_EQ(choice.str(), "cpu-loops,amd=x,nvidia=gpu-simt");
  EXPECT_EQ(cantFail(BackendChoice::parse(choice.str())).str(), choice.str());
}

TEST(BackendChoiceTest, RejectsEmptyAndAmbiguousNames) {
  auto message = [](llvm::StringRef text) {
    llvm::Expected<BackendChoice> choice = BackendChoice::parse(text);
    return choice ? std::string("success") : toString(choice.takeError());
  };
  EXPECT_EQ(message(""), "empty backend name");
  EXPECT_EQ(message("a,,b"), "empty backend name in 'a,,b'");
  EXPECT_EQ(message("cpu="), "empty backend name for accelerator 'cpu'");
  EXPECT_EQ(message("=x"), "empty accelerator name in '=x'");
  EXPECT_EQ(message("a,b"), "more than one backend for every accelerator in "
                            "'a,b'; use ACCELERATOR=BACKEND pairs");
  EXPECT_EQ(message("c=a,c=b"),
            "accelerator 'c' is given more than one backend in 'c=a,c=b'");
}

TEST(SelectionChoicesTest, OneParserForTheDriverThePassesAndTheApi) {
  auto message = [](const SelectionChoices &choices) {
    llvm::Expected<SelectionOptions> options = parseSelectionChoices(choices);
    return options ? std::string("success") : toString(options.takeError());
  };
  EXPECT_EQ(message({"", "cpu=", {}, OnUnsupported::Error}),
            "invalid backend choice 'cpu=': empty backend name for "
            "accelerator 'cpu'");
  // The API's per-accelerator map is spelled as the flag spells it.
  EXPECT_EQ(message({"", "", {{"cpu", ""}}, OnUnsupported::Error}),
            "invalid backend choice 'cpu=': empty backend name for "
            "accelerator 'cpu'");
  EXPECT_EQ(message({"", "a", {{"", "b"}}, OnUnsupported::Error}),
            "invalid backend choice 'a,=b': empty accelerator name in '=b'");

  SelectionOptions options = cantFail(parseSelectionChoices(
      {"nvidia", "cpu-loops", {{"amd", "x"}}, OnUnsupported::Skip}));
  EXPECT_EQ(options.target, "nvidia");
  EXPECT_EQ(options.backend.str(), "cpu-loops,amd=x");
  EXPECT_EQ(options.onUnsupported, OnUnsupported::Skip);
  // Nothing given is nothing chosen, not an error.
  EXPECT_TRUE(
      cantFail(parseSelectionChoices({"", "", {}, OnUnsupported::Error}))
          .backend.empty());
}

TEST(SelectionChoicesTest, EnumStringsComeFromOds) {
  EXPECT_EQ(stringifyOnUnsupported(OnUnsupported::Fallback), "fallback");
  EXPECT_EQ(symbolizeOnUnsupported("skip"), OnUnsupported::Skip);
  EXPECT_EQ(symbolizeOnUnsupported("ignore"), std::nullopt);
  EXPECT_EQ(toString(parseOnUnsupported("ignore").takeError()),
            "invalid on-unsupported policy 'ignore'; expected error, fallback "
            "or skip");
  EXPECT_EQ(stringifyChoiceSource(ChoiceSource::KernelAttribute),
            "kernel attribute");
}

//===----------------------------------------------------------------------===//
// Concurrency
//===----------------------------------------------------------------------===//

TEST_F(SelectionTest, CheckBackendOptionsNamesWhatTheBackendRejects) {
  // A backend whose option `width` the capability checks bound at 8: what
  // the autotuner asks of each candidate, quietly.
  CompileBackend wide;
  wide.name = "wide";
  wide.accelerators = {"alpha"};
  wide.buildKernelPipeline = [](OpPassManager &, const PipelineTarget &) {};
  OptionSpec width;
  width.name = "width";
  width.kind = OptionKind::Integer;
  width.defaultValue = "4";
  width.form = "a positive integer";
  width.min = 1;
  OptionSpec lanes = width;
  lanes.name = "lanes";
  wide.options = {width, lanes};
  wide.capabilities.checkOp = [](Operation *op, const PipelineTarget &target) {
    int64_t value = std::get<int64_t>(*target.backendOptions.lookup("width")) *
                    std::get<int64_t>(*target.backendOptions.lookup("lanes"));
    return value > 8 ? "width x lanes " + std::to_string(value) +
                           " is more than 8 at '" +
                           op->getName().getStringRef().str() + "'"
                     : std::string();
  };
  ASSERT_FALSE(bool(registry.registerBackend(std::move(wide))));

  MLIRContext context;
  context.loadDialect<AccelDialect>();
  std::vector<std::string> diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    diagnostics.push_back(diag.str());
    return success();
  });
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      R"mlir(accel.kernel @k() attributes {target = #accel.target<"alpha">,
          backend = #accel.backend<"wide", {lanes = 2}>} { accel.return })mlir",
      &context);
  ASSERT_TRUE(module);
  FailureOr<std::vector<KernelSelection>> selections =
      resolveSelection(*module, isolated(), registry);
  ASSERT_TRUE(succeeded(selections));
  const KernelSelection &selection = selections->front();

  // Options not named keep their selected values (lanes = 2).
  EXPECT_EQ(checkBackendOptions(selection, {{"width", "4"}}), std::nullopt);
  EXPECT_EQ(checkBackendOptions(selection, {{"width", "5"}}),
            "'accel.return' is not supported by backend 'wide': width x "
            "lanes 10 is more than 8 at 'accel.return'");
  EXPECT_EQ(checkBackendOptions(selection, {{"width", "8"}, {"lanes", "1"}}),
            std::nullopt);
  EXPECT_EQ(checkBackendOptions(selection, {{"width", "0"}}),
            "invalid value '0' for option 'width' of backend 'wide': "
            "expected a positive integer");
  EXPECT_EQ(checkBackendOptions(selection, {{"depth", "1"}}),
            "unknown option 'depth' for backend 'wide'; options: width, "
            "lanes");
  // Nothing reached the context's handler, and the selection is as it was.
  EXPECT_TRUE(diagnostics.empty()) << diagnostics.front();
  EXPECT_EQ(std::get<int64_t>(*selection.backendValues.lookup("width")), 4);
}

TEST_F(SelectionTest, ResolvesFromManyThreadsAtOnce) {
  // Each thread has its own context and options (no process-global current
  // accelerator); they share the registry.
  const char *source = R"mlir(
    accel.kernel @k() { accel.return }
    accel.kernel @l() attributes {backend = #accel.backend<"shared">} { accel.return })mlir";
  std::vector<std::string> results(8);
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([&, i] {
      SelectionOptions options = isolated();
      options.target = i % 2 ? "alpha" : "beta";
      for (int repeat = 0; repeat < 20; ++repeat) {
        Resolution r = resolve(registry, source, options);
        std::string text;
        for (auto &k : r.kernels)
          text += std::get<0>(k) + ":" + std::get<1>(k) + ":" + std::get<2>(k) +
                  ";";
        if (repeat == 0)
          results[i] = text;
        else if (results[i] != text)
          results[i] = "changed";
      }
    });
  for (std::thread &thread : threads)
    thread.join();
  for (int i = 0; i < 8; ++i)
    EXPECT_EQ(results[i], i % 2 ? "k:alpha:a-fast;l:alpha:shared;"
                                : "k:beta:b-main;l:beta:shared;");
}

} // namespace
