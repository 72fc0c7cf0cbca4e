//===- Nesting.cpp - reject input nested too deep to parse ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Support/Nesting.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace accel;

/// The offset of the first opening bracket past `maxDepth` levels, or
/// std::nullopt. Strings ("...", with escapes) and comments (// to the end
/// of the line) do not count.
static std::optional<size_t> findTooDeep(llvm::StringRef text,
                                         unsigned maxDepth) {
  unsigned depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      continue;
    }
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == llvm::StringRef::npos)
        break;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') {
      if (++depth > maxDepth)
        return i;
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

llvm::Error accel::checkNesting(llvm::MemoryBufferRef buffer,
                                unsigned maxDepth) {
  // Bytecode has no brackets to count (its bytes may be anything: a string
  // of "{" is stored as it is, unquoted), and its reader keeps the regions
  // it is in on a stack of its own instead of recursing.
  if (mlir::isBytecode(buffer))
    return llvm::Error::success();
  std::optional<size_t> offset = findTooDeep(buffer.getBuffer(), maxDepth);
  if (!offset)
    return llvm::Error::success();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(buffer),
                               llvm::SMLoc());
  auto [line, column] = sourceMgr.getLineAndColumn(
      llvm::SMLoc::getFromPointer(buffer.getBufferStart() + *offset));
  std::string message;
  llvm::raw_string_ostream os(message);
  os << buffer.getBufferIdentifier() << ":" << line << ":" << column
     << ": error: input nested deeper than " << maxDepth
     << " levels of (), [] and {}; MLIR's parser recurses once per level "
        "(raise the limit with --accel-max-nesting)";
  return llvm::createStringError(message);
}
