//===- PrintingTest.cpp - when MLIR's printer needs no alias pass -*- C++ -*-=//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel::printsWithoutAliases (accel/Support/Printing.h): where it says so,
// printing in one walk gives MLIR's text but for the trailing newline; an alias
// held anywhere (an attribute dictionary, properties, a result or block
// argument type, nested in an attribute or type, the top-level operation) or a
// dense_resource says no; a memref's identity layout is not printed.
// accel::printInParallel gives the text that printing the module in one
// walk gives, or nothing where an operation at the top has results or
// regions that are not isolated from above.
//
//===----------------------------------------------------------------------===//

#include "accel/Support/Printing.h"

#include "ParsingTest.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;

namespace {

class PrintingTest : public accel::ParsingTest {
protected:
  /// printsWithoutAliases holds, and one walk prints MLIR's text.
  static void expectSameInOneWalk(ModuleOp module) {
    EXPECT_TRUE(accel::printsWithoutAliases(module));
    std::string oneWalk = print(module, OpPrintingFlags().useLocalScope());
    EXPECT_EQ(oneWalk + "\n", print(module, OpPrintingFlags()));
    std::string parallel;
    llvm::raw_string_ostream os(parallel);
    EXPECT_TRUE(
        accel::printInParallel(module, OpPrintingFlags().useLocalScope(), os));
    EXPECT_EQ(parallel, oneWalk);
  }
};

TEST_F(PrintingTest, LoweredModulePrintsTheSameInOneWalk) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
module attributes {llvm.data_layout = "e"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @f(%p: !llvm.ptr, %n: i64) -> !llvm.struct<(ptr, i64)> attributes {test.note = {backend = "cpu-loops"}} {
    %0 = llvm.mlir.constant(dense<0.0> : vector<4xf32>) : vector<4xf32>
    %1 = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
    %2 = llvm.insertvalue %p, %1[0] : !llvm.struct<(ptr, i64)>
    %3 = llvm.insertvalue %n, %2[1] : !llvm.struct<(ptr, i64)>
    llvm.store %0, %p {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    llvm.br ^bb1(%n : i64)
  ^bb1(%i: i64):
    llvm.return %3 : !llvm.struct<(ptr, i64)>
  }
}
)mlir");
  ASSERT_TRUE(module);
  expectSameInOneWalk(*module);
}

TEST_F(PrintingTest, NamedModulesAndNestedOnesPrintTheSameInParallel) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
module @outer attributes {gpu.container_module, test.note = "x"} {
  llvm.mlir.global private constant @c(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
  module @inner {
    func.func @g(%x: f32) -> f32 {
      %0 = arith.addf %x, %x : f32
      return %0 : f32
    }
  }
  func.func private @declared(f32)
  func.func @empty() {
    return
  }
}
)mlir");
  ASSERT_TRUE(module);
  expectSameInOneWalk(*module);
}

TEST_F(PrintingTest, TopLevelResultsAreNotPrintedInParallel) {
  context.allowUnregisteredDialects();
  OwningOpRef<ModuleOp> module = parse(R"mlir(
%0 = "test.value"() : () -> i32
func.func @f() {
  return
}
)mlir");
  ASSERT_TRUE(module);
  std::string text;
  llvm::raw_string_ostream os(text);
  EXPECT_FALSE(
      accel::printInParallel(*module, OpPrintingFlags().useLocalScope(), os));
  EXPECT_EQ(text, "");
}

TEST_F(PrintingTest, IdentityLayoutsAreNotPrinted) {
  // A memref type holds its identity layout, an affine map, but the printer
  // leaves it out, and gives it no alias.
  OwningOpRef<ModuleOp> module = parse(R"mlir(
func.func @f(%m: memref<4x8xf32>, %s: memref<4xf32, strided<[2]>>) -> memref<4x8xf32> {
  return %m : memref<4x8xf32>
}
)mlir");
  ASSERT_TRUE(module);
  expectSameInOneWalk(*module);
}

TEST_F(PrintingTest, AnAliasAnywhereSaysNo) {
  const char *const modules[] = {
      // The top-level operation's attributes.
      "module attributes {test.m = affine_map<(d0) -> (d0)>} {}",
      // An operation's attribute dictionary, deep in a function.
      R"mlir(func.func @f() {
        scf.execute_region {
          "test.op"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
          scf.yield
        }
        return
      })mlir",
      // Properties (affine.apply's map).
      R"mlir(func.func @f(%i: index) -> index {
        %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
        return %0 : index
      })mlir",
      // Nested in a function's type (a memref's layout).
      R"mlir(func.func @f(%m: memref<4xf32, affine_map<(d0) -> (d0 * 2)>>) {
        return
      })mlir",
      // A block argument's type, which no attribute holds.
      R"mlir("test.region"() ({
      ^bb0(%m: memref<4xf32, affine_map<(d0) -> (d0 * 2)>>):
        "test.end"() : () -> ()
      }) : () -> ())mlir",
      // Nested in a result type.
      R"mlir(func.func @f(%m: memref<4xf32>) {
        %0 = "test.view"(%m) : (memref<4xf32>) -> memref<2xf32, affine_map<(d0) -> (d0 * 2)>>
        return
      })mlir",
      // A resource, which the printer writes out at the end of the file.
      R"mlir(func.func @f() -> tensor<2xi32> {
        %0 = arith.constant dense_resource<blob> : tensor<2xi32>
        return %0 : tensor<2xi32>
      })mlir",
  };
  context.allowUnregisteredDialects();
  for (const char *text : modules) {
    OwningOpRef<ModuleOp> module = parse(text);
    ASSERT_TRUE(module);
    EXPECT_FALSE(accel::printsWithoutAliases(*module)) << text;
  }
}

} // namespace
