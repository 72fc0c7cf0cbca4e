//===- LinkTest.cpp - linking a lowered unit into its module ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel::linkUnit (lib/Lowering/Link.h): a symbol the module already holds
// with the same definition, locations aside, is not repeated; a private one
// defined differently is renamed in the unit, uses included; a public one
// defined differently is an error at the kernel's declaration.
//
//===----------------------------------------------------------------------===//

#include "Units/Link.h"

#include "ParsingTest.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;

namespace {

class LinkTest : public accel::ParsingTest {
protected:
  /// Links `unitText` into `module` in place of its declaration @k.
  LogicalResult link(ModuleOp module, const char *unitText) {
    OwningOpRef<ModuleOp> unit = parse(unitText);
    if (!unit)
      return failure();
    accel::ModuleSymbols symbols(module);
    Operation *stub = SymbolTable::lookupSymbolIn(module, "k");
    return accel::linkUnit(unit.release(), stub, symbols);
  }
};

constexpr const char *kModule = R"mlir(
  memref.global "private" constant @c : memref<4xf32> = dense<1.0>
  llvm.func @malloc(i64) -> !llvm.ptr
  func.func private @k()
)mlir";

TEST_F(LinkTest, SameDefinitionsOnceAndPrivateOnesThatDifferRenamed) {
  OwningOpRef<ModuleOp> module = parse(kModule);
  ASSERT_TRUE(succeeded(link(*module, R"mlir(
  memref.global "private" constant @c : memref<4xf32> = dense<2.0> loc("elsewhere")
  llvm.func @malloc(i64) -> !llvm.ptr loc("elsewhere")
  func.func @k() -> memref<4xf32> {
    %0 = memref.get_global @c : memref<4xf32>
    return %0 : memref<4xf32>
  }
)mlir")));
  std::string text = print(*module, OpPrintingFlags().useLocalScope());
  // The module's @c stays; the unit's, which differs, is @c_0 and the
  // kernel takes its address; @malloc, the same but for its location, once.
  EXPECT_NE(text.find("@c : memref<4xf32> = dense<1.000000e+00>"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("@c_0 : memref<4xf32> = dense<2.000000e+00>"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("memref.get_global @c_0 "), std::string::npos) << text;
  size_t malloc = text.find("llvm.func @malloc(");
  ASSERT_NE(malloc, std::string::npos) << text;
  EXPECT_EQ(text.find("llvm.func @malloc(", malloc + 1), std::string::npos)
      << text;
  EXPECT_EQ(text.find("func.func private @k"), std::string::npos) << text;
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(LinkTest, TheSameConstantIsNotRepeated) {
  OwningOpRef<ModuleOp> module = parse(kModule);
  ASSERT_TRUE(succeeded(link(*module, R"mlir(
  memref.global "private" constant @c : memref<4xf32> = dense<1.0>
  func.func @k() -> memref<4xf32> {
    %0 = memref.get_global @c : memref<4xf32>
    return %0 : memref<4xf32>
  }
)mlir")));
  std::string text = print(*module, OpPrintingFlags().useLocalScope());
  EXPECT_EQ(text.find("@c_0"), std::string::npos) << text;
  EXPECT_NE(text.find("memref.get_global @c "), std::string::npos) << text;
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(LinkTest, PublicSymbolsThatDifferAreAnError) {
  OwningOpRef<ModuleOp> module = parse(kModule);
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    message = diagnostic.str();
    return success();
  });
  EXPECT_TRUE(failed(link(*module, R"mlir(
  llvm.func @malloc(i32) -> !llvm.ptr
  func.func @k() {
    return
  }
)mlir")));
  EXPECT_EQ(message, "the lowered kernel defines '@malloc' differently from "
                     "the module");
}

/// The first error accel::verifyLinkedModule reports for `text` (parsed
/// unverified), or "" if it verifies; the module prints the same after.
std::string linkedModuleError(MLIRContext &context, const char *text) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      text, ParserConfig(&context, /*verifyAfterParse=*/false));
  if (!module)
    return "parse error";
  std::string before, after;
  llvm::raw_string_ostream(before) << *module;
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    if (message.empty())
      message = diagnostic.str();
    return success();
  });
  LogicalResult result = accel::verifyLinkedModule(*module);
  llvm::raw_string_ostream(after) << *module;
  EXPECT_EQ(after, before) << "the functions' bodies did not come back";
  EXPECT_EQ(succeeded(result), message.empty()) << message;
  return message;
}

TEST_F(LinkTest, TheLinkedModuleVerifiesAsMLIRVerifiesIt) {
  // What the symbol table verifier checks inside the functions (walked in
  // parallel) and at the top (by MLIR, the bodies aside), with the same
  // messages as mlir::verify.
  constexpr const char *valid = R"mlir(
    llvm.func @malloc(i64) -> !llvm.ptr
    llvm.func @f(%n: i64) -> !llvm.ptr {
      %0 = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
      llvm.return %0 : !llvm.ptr
    }
    llvm.func @g(%n: i64) -> !llvm.ptr {
      %0 = llvm.call @f(%n) : (i64) -> !llvm.ptr
      llvm.return %0 : !llvm.ptr
    }
  )mlir";
  EXPECT_EQ(linkedModuleError(context, valid), "");
  EXPECT_EQ(linkedModuleError(context, R"mlir(
    llvm.func @f(%n: i64) -> !llvm.ptr {
      %0 = llvm.call @missing(%n) : (i64) -> !llvm.ptr
      llvm.return %0 : !llvm.ptr
    }
  )mlir"),
            "'llvm.call' op 'missing' does not reference a symbol in the "
            "current scope");
  EXPECT_EQ(linkedModuleError(context, R"mlir(
    llvm.func @f()
    llvm.func @f()
  )mlir"),
            "redefinition of symbol named 'f'");
}

} // namespace
