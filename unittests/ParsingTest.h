//===- ParsingTest.h - a context with accel's dialects, for tests -*- C++ -*-=//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_UNITTESTS_PARSINGTEST_H
#define ACCEL_UNITTESTS_PARSINGTEST_H

#include "accel/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <string>

namespace accel {

/// A fixture whose context knows every dialect accel registers, and parses
/// modules into it and prints them.
class ParsingTest : public ::testing::Test {
protected:
  ParsingTest() {
    registerAllDialects(dialects);
    context.appendDialectRegistry(dialects);
  }

  /// `text` parsed (a failure to parse fails the test).
  mlir::OwningOpRef<mlir::ModuleOp> parse(const char *text) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(text, &context);
    EXPECT_TRUE(module) << text;
    return module;
  }

  static std::string print(mlir::ModuleOp module,
                           mlir::OpPrintingFlags flags = {}) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os, flags);
    return text;
  }

  mlir::DialectRegistry dialects;
  mlir::MLIRContext context;
};

} // namespace accel

#endif // ACCEL_UNITTESTS_PARSINGTEST_H
