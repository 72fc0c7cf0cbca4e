//===- EntryBytecode.cpp - kernel cache entries as bytecode -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// MLIR 22's LLVM dialect has no bytecode encoding of its types: bytecode
// holds each as text, and reading an entry parses every distinct one with
// the textual parser, a large part of reading a lowered kernel
// (docs/KernelCache.md). An entry holds
// the ones lowered kernels use (pointers, arrays, function types, void) as a
// few numbers instead, through the bytecode writer's and reader's
// callbacks. Structs stay text, as every other LLVM type: MLIR's writer
// encodes no mutable type but as text, and an LLVM struct type is mutable
// (an identified one gets its body after it is made).
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/EntryBytecode.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Bytecode/BytecodeReaderConfig.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Parser/Parser.h"

#include <limits>

using namespace mlir;
using namespace accel;

namespace {
/// What follows the tag of an LLVM type in an entry.
enum class TypeTag : uint64_t {
  Pointer,  // address space
  Array,    // element type, element count
  Function, // result type, vararg, parameter types
  Void,     //
};
} // namespace

static LogicalResult writeLLVMType(Type type, DialectBytecodeWriter &writer) {
  auto tag = [&](TypeTag value) {
    writer.writeVarInt(static_cast<uint64_t>(value));
  };
  if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(type)) {
    tag(TypeTag::Pointer);
    writer.writeVarInt(pointer.getAddressSpace());
    return success();
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    tag(TypeTag::Array);
    writer.writeType(array.getElementType());
    writer.writeVarInt(array.getNumElements());
    return success();
  }
  if (auto function = dyn_cast<LLVM::LLVMFunctionType>(type)) {
    tag(TypeTag::Function);
    writer.writeType(function.getReturnType());
    writer.writeOwnedBool(function.isVarArg());
    writer.writeTypes(function.getParams());
    return success();
  }
  if (isa<LLVM::LLVMVoidType>(type)) {
    tag(TypeTag::Void);
    return success();
  }
  return failure();
}

static LogicalResult readLLVMType(DialectBytecodeReader &reader, Type &type) {
  MLIRContext *context = reader.getContext();
  uint64_t tag;
  if (failed(reader.readVarInt(tag)))
    return failure();
  switch (static_cast<TypeTag>(tag)) {
  case TypeTag::Pointer: {
    uint64_t space;
    if (failed(reader.readVarInt(space)) ||
        space > std::numeric_limits<unsigned>::max())
      return failure();
    type = LLVM::LLVMPointerType::get(context, space);
    return success();
  }
  case TypeTag::Array: {
    Type element;
    uint64_t count;
    if (failed(reader.readType(element)) || failed(reader.readVarInt(count)))
      return failure();
    type = LLVM::LLVMArrayType::getChecked([&] { return reader.emitError(); },
                                           context, element, count);
    return success(type != nullptr);
  }
  case TypeTag::Function: {
    Type result;
    bool varArg;
    SmallVector<Type> params;
    if (failed(reader.readType(result)) || failed(reader.readBool(varArg)) ||
        failed(reader.readTypes(params)))
      return failure();
    type = LLVM::LLVMFunctionType::getChecked(
        [&] { return reader.emitError(); }, result, params, varArg);
    return success(type != nullptr);
  }
  case TypeTag::Void:
    type = LLVM::LLVMVoidType::get(context);
    return success();
  }
  return reader.emitError("unknown LLVM type tag ") << tag;
}

LogicalResult accel::writeEntryBytecode(ModuleOp unit, llvm::raw_ostream &os) {
  BytecodeWriterConfig config;
  config.attachTypeCallback([](Type type, std::optional<llvm::StringRef> &,
                               DialectBytecodeWriter &writer) -> LogicalResult {
    if (!isa<LLVM::LLVMDialect>(type.getDialect()))
      return failure();
    return writeLLVMType(type, writer);
  });
  return writeBytecodeToFile(unit, os, config);
}

OwningOpRef<ModuleOp> accel::readEntryBytecode(llvm::StringRef data,
                                               MLIRContext *context) {
  ParserConfig config(context, /*verifyAfterParse=*/false);
  // Called for every type that a dialect encoded itself: those of other
  // dialects go on to their dialect's reader (no type set, success).
  config.getBytecodeReaderConfig().attachTypeCallback(
      [](DialectBytecodeReader &reader, llvm::StringRef dialect,
         Type &type) -> LogicalResult {
        if (dialect != LLVM::LLVMDialect::getDialectNamespace())
          return success();
        return readLLVMType(reader, type);
      });
  return parseSourceString<ModuleOp>(data, config);
}
