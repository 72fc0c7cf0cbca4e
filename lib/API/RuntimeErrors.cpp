//===- RuntimeErrors.cpp - runtime errors as llvm::Error --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Built with C++ exceptions (the rest of accel is not): the runtime's
// error unwinds through the JIT's code (whose frames have unwind tables,
// as all x86-64 and AArch64 code does) to the catch here.
//
//===----------------------------------------------------------------------===//

#include "RuntimeErrors.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "llvm/Support/DynamicLibrary.h"

#include <stdexcept>

int (*accel::detail::findSetThrowOnError())(int) {
  return reinterpret_cast<int (*)(int)>(
      llvm::sys::DynamicLibrary::SearchForAddressOfSymbol(
          "accelRuntimeSetThrowOnError"));
}

llvm::Error accel::detail::invokeTakingRuntimeErrors(
    mlir::ExecutionEngine &engine, int (*setThrowOnError)(int),
    llvm::StringRef name, llvm::MutableArrayRef<void *> args) {
  if (!setThrowOnError)
    return engine.invokePacked(name, args);
  int previous = setThrowOnError(1);
  llvm::Error result = llvm::Error::success();
  try {
    result = engine.invokePacked(name, args);
  } catch (const std::exception &error) {
    result = llvm::createStringError(error.what());
  }
  setThrowOnError(previous);
  return result;
}
