//===- AccelAttrs.cpp - accel dialect attributes ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/IR/AccelAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace accel;

#include "accel/IR/AccelEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "accel/IR/AccelAttrs.cpp.inc"

void AccelDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "accel/IR/AccelAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Target and backend: `<"name" (, {options})?>`
//===----------------------------------------------------------------------===//

/// Parses the body shared by `#accel.target` and `#accel.backend`. `what`
/// names the thing in messages ("accelerator", "compile backend").
template <typename AttrT>
static Attribute parseNamedChoice(AsmParser &parser, StringRef what) {
  SMLoc loc = parser.getCurrentLocation();
  std::string name;
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalString(&name))) {
    parser.emitError(parser.getCurrentLocation())
        << "expected the " << what << " name as a quoted string";
    return {};
  }
  DictionaryAttr options;
  if (succeeded(parser.parseOptionalComma()) && parser.parseAttribute(options))
    return {};
  if (parser.parseGreater())
    return {};
  // `{}` and no dictionary mean the same; keep one canonical form.
  if (options && options.empty())
    options = {};
  return parser.getChecked<AttrT>(loc, parser.getContext(), name, options);
}

static void printNamedChoice(AsmPrinter &printer, StringRef name,
                             DictionaryAttr options) {
  printer << "<";
  printer.printString(name);
  if (options) {
    printer << ", ";
    printer.printAttribute(options);
  }
  printer << ">";
}

static LogicalResult
verifyNamedChoice(function_ref<InFlightDiagnostic()> emitError, StringRef name,
                  StringRef what) {
  if (name.empty())
    return emitError() << what << " name must not be empty";
  return success();
}

Attribute TargetAttr::parse(AsmParser &parser, Type) {
  return parseNamedChoice<TargetAttr>(parser, "accelerator");
}

void TargetAttr::print(AsmPrinter &printer) const {
  printNamedChoice(printer, getName(), getOptions());
}

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef name, DictionaryAttr) {
  return verifyNamedChoice(emitError, name, "accelerator");
}

Attribute BackendAttr::parse(AsmParser &parser, Type) {
  return parseNamedChoice<BackendAttr>(parser, "compile backend");
}

void BackendAttr::print(AsmPrinter &printer) const {
  printNamedChoice(printer, getName(), getOptions());
}

LogicalResult BackendAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef name, DictionaryAttr) {
  return verifyNamedChoice(emitError, name, "compile backend");
}

bool accel::isTargetOrList(Attribute attr) {
  if (isa<TargetAttr>(attr))
    return true;
  auto list = dyn_cast<ArrayAttr>(attr);
  return list && !list.empty() && llvm::all_of(list, [](Attribute entry) {
           return isa<TargetAttr>(entry);
         });
}

llvm::SmallVector<TargetAttr> accel::getTargetList(Attribute attr) {
  llvm::SmallVector<TargetAttr> targets;
  if (auto target = dyn_cast_or_null<TargetAttr>(attr))
    targets.push_back(target);
  else if (auto list = dyn_cast_or_null<ArrayAttr>(attr))
    for (Attribute entry : list)
      if (auto target = dyn_cast<TargetAttr>(entry))
        targets.push_back(target);
  return targets;
}
