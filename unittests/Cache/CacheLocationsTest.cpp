//===- CacheLocationsTest.cpp - the locations of cached kernels -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel::KernelLocations (lib/Lowering/CacheLocations.h): a lowered unit goes
// into the cache with placeholders for its kernel's file locations (those of
// its ops, its block arguments and in its attributes) and comes back with
// another kernel's; the key tells apart kernels whose ops share
// locations differently; an entry whose placeholders do not fit its kernel
// is corrupt (accel::lookUpUnit).
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/Entries.h"
#include "accel/Cache/KernelLocations.h"

#include "ParsingTest.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "llvm/Support/FileSystem.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace accel;

namespace {

class CacheLocationsTest : public ParsingTest {
protected:
  /// The shape `collect` appends to a key for `module`, and its locations.
  std::string collect(ModuleOp module, KernelLocations &locations) {
    std::string key;
    locations.collect(module, key);
    return key;
  }
};

constexpr const char *kKernel = R"mlir(
  func.func @k(%x: f32 loc("a.py":1:1)) -> f32 {
    %0 = arith.addf %x, %x {test.origin = loc("a.py":2:3)} : f32 loc("a.py":2:3)
    %1 = arith.mulf %0, %x : f32 loc(fused["a.py":3:3, "b.py":9:9])
    return %1 : f32 loc("a.py":2:3)
  } loc("a.py":1:1)
)mlir";

constexpr const char *kMoved = R"mlir(
  func.func @k(%x: f32 loc("c.py":11:1)) -> f32 {
    %0 = arith.addf %x, %x {test.origin = loc("c.py":12:3)} : f32 loc("c.py":12:3)
    %1 = arith.mulf %0, %x : f32 loc(fused["c.py":13:3, "d.py":19:9])
    return %1 : f32 loc("c.py":12:3)
  } loc("c.py":11:1)
)mlir";

TEST_F(CacheLocationsTest, AnEntryTakesTheLocationsOfTheKernelItStandsFor) {
  OwningOpRef<ModuleOp> kernel = parse(kKernel);
  OwningOpRef<ModuleOp> moved = parse(kMoved);
  KernelLocations here, there;
  // The same shape: the same key.
  EXPECT_EQ(collect(*kernel, here), collect(*moved, there));

  // Stored with placeholders: no file of the kernel is left.
  OwningOpRef<ModuleOp> entry = kernel->clone();
  here.toPlaceholders(*entry);
  std::string text =
      print(*entry, OpPrintingFlags().enableDebugInfo().useLocalScope());
  EXPECT_EQ(text.find("a.py"), std::string::npos) << text;
  EXPECT_EQ(text.find("b.py"), std::string::npos) << text;

  // Read back for the moved kernel: its own locations.
  ASSERT_TRUE(succeeded(there.fromPlaceholders(*entry)));
  OpPrintingFlags flags = OpPrintingFlags().enableDebugInfo().useLocalScope();
  EXPECT_EQ(print(*entry, flags), print(*moved, flags));
}

TEST_F(CacheLocationsTest, WhichOpsShareALocationIsPartOfTheKey) {
  OwningOpRef<ModuleOp> kernel = parse(kKernel);
  // The return no longer shares the addition's location.
  OwningOpRef<ModuleOp> apart = parse(R"mlir(
  func.func @k(%x: f32 loc("a.py":1:1)) -> f32 {
    %0 = arith.addf %x, %x : f32 loc("a.py":2:3)
    %1 = arith.mulf %0, %x : f32 loc(fused["a.py":3:3, "b.py":9:9])
    return %1 : f32 loc("a.py":4:3)
  } loc("a.py":1:1)
)mlir");
  KernelLocations one, other;
  EXPECT_NE(collect(*kernel, one), collect(*apart, other));
}

TEST_F(CacheLocationsTest, AnEntryNamingTheKernelsFileIsToldApart) {
  OwningOpRef<ModuleOp> kernel = parse(kKernel);
  KernelLocations locations;
  collect(*kernel, locations);
  EXPECT_TRUE(locations.namesKernelFile("... a.py ..."));
  EXPECT_TRUE(locations.namesKernelFile("b.py"));
  EXPECT_FALSE(locations.namesKernelFile("c.py"));
}

TEST_F(CacheLocationsTest, PlaceholdersThatDoNotFitMakeTheEntryCorrupt) {
  llvm::SmallString<128> directory;
  ASSERT_FALSE(
      llvm::sys::fs::createUniqueDirectory("accel-cache-locations", directory));
  llvm::Expected<KernelCache> cache = KernelCache::open(directory, 1 << 20);
  ASSERT_TRUE(static_cast<bool>(cache));

  // Stored for a kernel of four file locations, looked up for one of one.
  OwningOpRef<ModuleOp> kernel = parse(kKernel);
  KernelLocations four;
  collect(*kernel, four);
  four.toPlaceholders(*kernel);
  std::string data;
  llvm::raw_string_ostream os(data);
  ASSERT_TRUE(succeeded(writeBytecodeToFile(*kernel, os)));
  ASSERT_FALSE(static_cast<bool>(cache->store("key", data)));

  OwningOpRef<ModuleOp> small = parse(R"mlir(
  func.func @k() { return } loc("a.py":1:1)
)mlir");
  KernelKey one{"key", {}};
  collect(*small, one.locations);
  auto lookUp = [&](const KernelKey &key) {
    KernelCache::Entry entry = cache->lookup(key.hash);
    CacheStore::Found found;
    found.status = entry.status;
    found.data = std::move(entry.data);
    return readCachedUnit(std::move(found), key, &context);
  };
  CachedUnit found = lookUp(one);
  EXPECT_EQ(found.status, KernelCache::Status::Corrupt);
  EXPECT_EQ(found.problem, "holds locations that its kernel does not have");
  EXPECT_FALSE(found.module);
  // For a kernel they fit, a hit.
  EXPECT_EQ(lookUp({"key", four}).status, KernelCache::Status::Hit);
  llvm::sys::fs::remove_directories(directory);
}

} // namespace
