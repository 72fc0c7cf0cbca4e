//===- CacheBytecodeTest.cpp - kernel cache entries as bytecode -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel::writeEntryBytecode and readEntryBytecode (lib/Lowering/
// CacheBytecode.h): the LLVM types of lowered kernels go into an entry as
// numbers, every other type as MLIR writes it, and come back the same.
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/EntryBytecode.h"

#include "ParsingTest.h"

#include "gtest/gtest.h"

#include <string>

using namespace mlir;
using namespace accel;

namespace {

using CacheBytecodeTest = ParsingTest;

TEST_F(CacheBytecodeTest, LLVMTypesComeBackTheSame) {
  // Pointers in two address spaces, arrays of arrays, function types with
  // and without varargs and results, void, a literal and an identified
  // struct (both written as text: MLIR's writer encodes no mutable type).
  const char *text = R"mlir(
    llvm.func @f(%p: !llvm.ptr<3>, %a: !llvm.array<2 x array<4 x f32>>)
        -> !llvm.struct<(ptr, i64, array<2 x i64>)>
    llvm.func @printf(!llvm.ptr, ...) -> i32
    llvm.func @g(%p: !llvm.ptr) {
      %0 = llvm.mlir.zero : !llvm.ptr
      %1 = llvm.mlir.poison : !llvm.struct<"named", (i32, ptr)>
      llvm.return
    }
  )mlir";
  OwningOpRef<ModuleOp> module = parse(text);
  ASSERT_TRUE(module);
  std::string data;
  llvm::raw_string_ostream os(data);
  ASSERT_TRUE(succeeded(writeEntryBytecode(*module, os)));
  // Encoded: no pointer, array or function type as text; the structs are.
  EXPECT_EQ(data.find("!llvm.ptr"), std::string::npos);
  EXPECT_EQ(data.find("!llvm.array"), std::string::npos);
  EXPECT_EQ(data.find("!llvm.func"), std::string::npos);
  EXPECT_NE(data.find("!llvm.struct<(ptr"), std::string::npos);

  MLIRContext other;
  other.appendDialectRegistry(dialects);
  OwningOpRef<ModuleOp> read = readEntryBytecode(data, &other);
  ASSERT_TRUE(read);
  EXPECT_EQ(print(*read), print(*module));
}

TEST_F(CacheBytecodeTest, WhatIsNotAnEntryIsNotRead) {
  std::string errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    errors += diag.str();
    return success();
  });
  EXPECT_FALSE(readEntryBytecode("ML\xefR not bytecode", &context));
  EXPECT_NE(errors, "");
}

} // namespace
