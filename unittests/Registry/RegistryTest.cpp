//===- RegistryTest.cpp - accelerator and backend registry ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Registry/Registry.h"

#include "gtest/gtest.h"

#include <thread>

using namespace accel;

namespace {

Accelerator makeAccelerator(std::string name, int priority = 0,
                            std::string preferred = "loops") {
  Accelerator accelerator;
  accelerator.name = std::move(name);
  accelerator.priority = priority;
  accelerator.preferredBackend = std::move(preferred);
  return accelerator;
}

CompileBackend makeBackend(std::string name,
                           std::vector<std::string> accelerators) {
  CompileBackend backend;
  backend.name = std::move(name);
  backend.accelerators = std::move(accelerators);
  backend.buildKernelPipeline = [](mlir::OpPassManager &,
                                   const PipelineTarget &) {};
  return backend;
}

Provider plugin(std::string file, std::string version) {
  Provider provider;
  provider.name = std::move(file);
  provider.version = std::move(version);
  return provider;
}

/// The message of `error`, consumed; "success" when there is none.
std::string message(llvm::Error error) {
  if (!error)
    return "success";
  return llvm::toString(std::move(error));
}

std::vector<std::string> names(const std::vector<const Accelerator *> &list) {
  std::vector<std::string> result;
  for (const Accelerator *entry : list)
    result.push_back(entry->name);
  return result;
}

std::vector<std::string>
names(const std::vector<const CompileBackend *> &list) {
  std::vector<std::string> result;
  for (const CompileBackend *entry : list)
    result.push_back(entry->name);
  return result;
}

/// cpu (loops, vector; vector preferred) and gpu (simt).
void registerSample(Registry &registry) {
  ASSERT_EQ(
      message(registry.registerAccelerator(makeAccelerator("gpu", 5, "simt"))),
      "success");
  ASSERT_EQ(message(registry.registerAccelerator(
                makeAccelerator("cpu", 10, "vector"))),
            "success");
  ASSERT_EQ(message(registry.registerBackend(makeBackend("vector", {"cpu"}))),
            "success");
  ASSERT_EQ(message(registry.registerBackend(makeBackend("loops", {"cpu"}))),
            "success");
  ASSERT_EQ(message(registry.registerBackend(makeBackend("simt", {"gpu"}))),
            "success");
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

TEST(RegistryTest, LookupFindsRegisteredEntries) {
  Registry registry;
  registerSample(registry);
  ASSERT_NE(registry.lookupAccelerator("cpu"), nullptr);
  EXPECT_EQ(registry.lookupAccelerator("cpu")->priority, 10);
  ASSERT_NE(registry.lookupBackend("simt"), nullptr);
  EXPECT_TRUE(registry.lookupBackend("simt")->supports("gpu"));
  EXPECT_FALSE(registry.lookupBackend("simt")->supports("cpu"));
  EXPECT_EQ(registry.lookupAccelerator("tpu"), nullptr);
  EXPECT_EQ(registry.lookupBackend(""), nullptr);
}

TEST(RegistryTest, ListingIsSortedWhateverTheOrder) {
  Registry forward, backward;
  for (const char *name : {"a", "b", "c", "d"})
    ASSERT_FALSE(forward.registerAccelerator(makeAccelerator(name)));
  for (const char *name : {"d", "c", "b", "a"})
    ASSERT_FALSE(backward.registerAccelerator(makeAccelerator(name)));
  std::vector<std::string> expected = {"a", "b", "c", "d"};
  EXPECT_EQ(names(forward.accelerators()), expected);
  EXPECT_EQ(names(backward.accelerators()), expected);

  Registry registry;
  registerSample(registry);
  EXPECT_EQ(names(registry.backends()),
            (std::vector<std::string>{"loops", "simt", "vector"}));
  EXPECT_EQ(names(registry.backendsFor("cpu")),
            (std::vector<std::string>{"loops", "vector"}));
  EXPECT_TRUE(registry.backendsFor("tpu").empty());
}

TEST(RegistryTest, EmptyNamesAreRejected) {
  Registry registry;
  EXPECT_EQ(message(registry.registerAccelerator(makeAccelerator(""))),
            "cannot register an accelerator with an empty name (from "
            "built-in)");
  CompileBackend backend = makeBackend("", {"cpu"});
  backend.provider = plugin("libtoy.so", "1.2");
  EXPECT_EQ(message(registry.registerBackend(std::move(backend))),
            "cannot register a compile backend with an empty name (from "
            "plugin libtoy.so 1.2)");
  EXPECT_TRUE(registry.accelerators().empty());
  EXPECT_TRUE(registry.backends().empty());
}

TEST(RegistryTest, DuplicatesNameBothProviders) {
  Registry registry;
  registerSample(registry);
  Accelerator second = makeAccelerator("cpu");
  second.provider = plugin("libtoy.so", "0.1");
  EXPECT_EQ(message(registry.registerAccelerator(std::move(second))),
            "accelerator 'cpu' from plugin libtoy.so 0.1 is already "
            "registered by built-in");
  // The first registration stays.
  EXPECT_EQ(registry.lookupAccelerator("cpu")->provider.describe(), "built-in");

  Registry plugins;
  CompileBackend first = makeBackend("npu", {"npu"});
  first.provider = plugin("liba.so", "1");
  ASSERT_FALSE(plugins.registerBackend(std::move(first)));
  CompileBackend again = makeBackend("npu", {"npu"});
  again.provider = plugin("libb.so", "2");
  EXPECT_EQ(message(plugins.registerBackend(std::move(again))),
            "compile backend 'npu' from plugin libb.so 2 is already "
            "registered by plugin liba.so 1");
}

TEST(RegistryTest, RegisterAllIsAllOrNothing) {
  Registry registry;
  registerSample(registry);
  Provider npu;
  npu.name = "npu";
  npu.version = "2.0";
  npu.file = "/opt/npu.so";
  std::vector<Accelerator> accelerators = {makeAccelerator("npu", 0, "npu")};
  accelerators[0].provider = npu;
  std::vector<CompileBackend> backends = {makeBackend("npu", {"npu"}),
                                          makeBackend("loops", {"npu"})};
  backends[0].provider = backends[1].provider = npu;
  // The second backend's name is taken: nothing of the batch stays, and the
  // check alone says the same without registering.
  const char *expected = "compile backend 'loops' from plugin npu 2.0 "
                         "(/opt/npu.so) is already registered by built-in";
  EXPECT_EQ(message(registry.checkAll(accelerators, backends)), expected);
  EXPECT_EQ(message(registry.registerAll(accelerators, backends)), expected);
  EXPECT_EQ(registry.lookupAccelerator("npu"), nullptr);
  EXPECT_EQ(registry.lookupBackend("npu"), nullptr);

  // A name twice in one batch names the same provider twice.
  std::vector<Accelerator> twice = {makeAccelerator("x"), makeAccelerator("x")};
  EXPECT_EQ(message(registry.registerAll(twice, {})),
            "accelerator 'x' from built-in is already registered by built-in");
  EXPECT_EQ(registry.lookupAccelerator("x"), nullptr);

  backends.pop_back();
  EXPECT_EQ(message(registry.registerAll(accelerators, backends)), "success");
  EXPECT_EQ(registry.lookupBackend("npu")->provider.describe(),
            "plugin npu 2.0 (/opt/npu.so)");
}

TEST(RegistryTest, RecordsPlugins) {
  Registry registry;
  PluginRecord good;
  good.file = "good.so";
  PluginRecord bad;
  bad.file = "bad.so";
  bad.failure = "no such file";
  registry.recordPlugin(good);
  registry.recordPlugin(bad);
  ASSERT_EQ(registry.plugins().size(), 2u);
  std::vector<PluginRecord> unavailable = registry.unavailablePlugins();
  ASSERT_EQ(unavailable.size(), 1u);
  EXPECT_EQ(unavailable[0].file, "bad.so");
  EXPECT_EQ(unavailable[0].failure, "no such file");
}

TEST(RegistryTest, IncompleteEntriesAreRejected) {
  Registry registry;
  EXPECT_EQ(message(registry.registerAccelerator(makeAccelerator("x", 0, ""))),
            "accelerator 'x' from built-in names no preferred backend");
  EXPECT_EQ(message(registry.registerBackend(makeBackend("b", {}))),
            "compile backend 'b' from built-in supports no accelerator");
  CompileBackend noPipeline = makeBackend("c", {"x"});
  noPipeline.buildKernelPipeline = nullptr;
  EXPECT_EQ(message(registry.registerBackend(std::move(noPipeline))),
            "compile backend 'c' from built-in has no kernel pipeline");
}

TEST(RegistryTest, FreezeClosesRegistration) {
  Registry registry;
  registerSample(registry);
  EXPECT_FALSE(registry.isFrozen());
  registry.freeze();
  EXPECT_TRUE(registry.isFrozen());
  EXPECT_EQ(message(registry.registerAccelerator(makeAccelerator("late"))),
            "cannot register an accelerator 'late' from built-in: "
            "registration is closed once compilation has started");
  EXPECT_EQ(message(registry.registerBackend(makeBackend("late", {"cpu"}))),
            "cannot register a compile backend 'late' from built-in: "
            "registration is closed once compilation has started");
  EXPECT_NE(registry.lookupAccelerator("cpu"), nullptr);
}

//===----------------------------------------------------------------------===//
// Default accelerator and preferred backends
//===----------------------------------------------------------------------===//

TEST(RegistryTest, DefaultIsHighestPriorityAutoSelect) {
  Registry registry;
  EXPECT_EQ(registry.defaultAccelerator(), nullptr);
  registerSample(registry);
  EXPECT_EQ(registry.defaultAccelerator()->name, "cpu");

  // A testing accelerator is never picked implicitly, whatever its priority,
  // and neither is one that opts out of autoSelect.
  Accelerator testing = makeAccelerator("openreg", 100);
  testing.tags.testing = true;
  ASSERT_FALSE(registry.registerAccelerator(std::move(testing)));
  Accelerator manual = makeAccelerator("manual", 100);
  manual.autoSelect = false;
  ASSERT_FALSE(registry.registerAccelerator(std::move(manual)));
  EXPECT_EQ(registry.defaultAccelerator()->name, "cpu");

  ASSERT_FALSE(registry.registerAccelerator(makeAccelerator("npu", 50)));
  EXPECT_EQ(registry.defaultAccelerator()->name, "npu");

  // Ties go to the first name in order.
  ASSERT_FALSE(registry.registerAccelerator(makeAccelerator("anpu", 50)));
  EXPECT_EQ(registry.defaultAccelerator()->name, "anpu");
}

TEST(RegistryTest, GetPreferredBackendHasNoSideEffects) {
  Registry registry;
  registerSample(registry);
  EXPECT_EQ(*registry.getPreferredBackend("cpu"), "vector");
  EXPECT_EQ(*registry.getPreferredBackend("cpu"), "vector");
  EXPECT_EQ(message(registry.getPreferredBackend("tpu").takeError()),
            "unknown accelerator 'tpu'");
  EXPECT_EQ(registry.accelerators().size(), 2u);
  EXPECT_EQ(registry.backends().size(), 3u);
}

TEST(RegistryTest, SetPreferredBackendValidates) {
  Registry registry;
  registerSample(registry);
  EXPECT_EQ(message(registry.setPreferredBackend("cpu", "loops")), "success");
  EXPECT_EQ(*registry.getPreferredBackend("cpu"), "loops");
  // The registered default is kept on the entry.
  EXPECT_EQ(registry.lookupAccelerator("cpu")->preferredBackend, "vector");

  EXPECT_EQ(message(registry.setPreferredBackend("cpu", "simt")),
            "backend 'simt' does not support accelerator 'cpu'; backends for "
            "'cpu': loops (default), vector");
  EXPECT_EQ(message(registry.setPreferredBackend("cpu", "vectr")),
            "unknown backend 'vectr'; backends for 'cpu': loops (default), "
            "vector");
  EXPECT_EQ(message(registry.setPreferredBackend("cpu", "")),
            "the preferred backend of 'cpu' cannot be empty; backends for "
            "'cpu': loops (default), vector");
  EXPECT_EQ(message(registry.setPreferredBackend("tpu", "loops")),
            "unknown accelerator 'tpu'");
  EXPECT_EQ(message(registry.setPreferredBackend("", "loops")),
            "cannot set the preferred backend of an accelerator with an empty "
            "name");
  // Failed calls changed nothing.
  EXPECT_EQ(*registry.getPreferredBackend("cpu"), "loops");
}

//===----------------------------------------------------------------------===//
// Options and tags
//===----------------------------------------------------------------------===//

TEST(RegistryTest, OptionSpecsAcceptTheirValues) {
  OptionSpec anyValue;
  EXPECT_TRUE(anyValue.accepts("anything"));

  OptionSpec listed;
  listed.kind = OptionKind::Enum;
  listed.knownValues = {"a", "b"};
  EXPECT_TRUE(listed.accepts("b"));
  EXPECT_FALSE(listed.accepts("c"));

  OptionSpec formed;
  formed.knownValues = {"sm_80"};
  formed.isValid = [](llvm::StringRef v) { return v.starts_with("sm_"); };
  EXPECT_TRUE(formed.accepts("sm_90"));
  EXPECT_FALSE(formed.accepts("gfx90a"));

  OptionSpec number;
  number.kind = OptionKind::Integer;
  number.min = 1;
  number.max = 8;
  EXPECT_EQ(std::get<int64_t>(*number.parse("8")), 8);
  EXPECT_FALSE(number.accepts("9"));
  EXPECT_FALSE(number.accepts("0"));
  EXPECT_FALSE(number.accepts("two"));

  OptionSpec flag;
  flag.kind = OptionKind::Boolean;
  EXPECT_EQ(std::get<bool>(*flag.parse("true")), true);
  EXPECT_FALSE(flag.accepts("yes"));
}

TEST(RegistryTest, DescribeTagsAndProviders) {
  Tags tags;
  EXPECT_EQ(tags.describe(), "");
  tags.experimental = true;
  EXPECT_EQ(tags.describe(), "experimental");
  tags.testing = true;
  EXPECT_EQ(tags.describe(), "testing, experimental");
  EXPECT_EQ(Provider().describe(), "built-in");
  EXPECT_EQ(plugin("/opt/libnpu.so", "").describe(), "plugin /opt/libnpu.so");
}

//===----------------------------------------------------------------------===//
// Concurrency
//===----------------------------------------------------------------------===//

TEST(RegistryTest, ConcurrentLookupsAgree) {
  Registry registry;
  registerSample(registry);
  registry.freeze();
  constexpr int threadCount = 8, iterations = 2000;
  std::vector<int> failures(threadCount, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < threadCount; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < iterations; ++i) {
        const Accelerator *cpu = registry.lookupAccelerator("cpu");
        const CompileBackend *simt = registry.lookupBackend("simt");
        llvm::Expected<std::string> preferred =
            registry.getPreferredBackend("gpu");
        bool ok = cpu && cpu->name == "cpu" && simt && simt->supports("gpu") &&
                  preferred && *preferred == "simt" &&
                  registry.defaultAccelerator() == cpu &&
                  registry.backendsFor("cpu").size() == 2 &&
                  registry.accelerators().size() == 2;
        if (!preferred)
          llvm::consumeError(preferred.takeError());
        failures[t] += !ok;
      }
    });
  }
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(failures, std::vector<int>(threadCount, 0));
}

} // namespace
