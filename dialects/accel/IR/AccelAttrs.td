//===- AccelAttrs.td - accel dialect attributes ------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_ACCELATTRS_TD
#define ACCEL_IR_ACCELATTRS_TD

include "accel/IR/AccelDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Target and backend
//===----------------------------------------------------------------------===//

class Accel_NamedChoiceAttr<string name, string attrMnemonic, string what>
    : AttrDef<Accel_Dialect, name> {
  let mnemonic = attrMnemonic;
  let parameters = (ins
    StringRefParameter<"name of the " # what>:$name,
    OptionalParameter<"::mlir::DictionaryAttr",
                      "options for the " # what>:$options
  );
  let builders = [
    AttrBuilder<(ins "::llvm::StringRef":$name), [{
      return $_get($_ctxt, name, ::mlir::DictionaryAttr());
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Accel_TargetAttr : Accel_NamedChoiceAttr<"Target", "target", "accelerator"> {
  let summary = "Names the accelerator a kernel is compiled for";
  let description = [{
    Names an accelerator of the registry (`cpu`, `nvidia`, `amd`, `vulkan`, or
    one registered by a plugin), with an optional dictionary of options that
    the accelerator's schema validates (for example the GPU chip). The name
    must not be empty.

    ```mlir
    #accel.target<"cpu">
    #accel.target<"nvidia", {chip = "sm_90"}>
    ```
  }];
}

def Accel_BackendAttr
    : Accel_NamedChoiceAttr<"Backend", "backend", "compile backend"> {
  let summary = "Names the compile backend (pass pipeline) for a kernel";
  let description = [{
    Names a compile backend of the registry (`cpu-vector`, `cpu-loops`,
    `gpu-simt`, ..., or `default` for the accelerator's preferred one), with an
    optional dictionary of backend options. The name must not be empty.

    ```mlir
    #accel.backend<"cpu-loops">
    #accel.backend<"cpu-vector", {tile = 8 : i64}>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Reduction kind
//===----------------------------------------------------------------------===//

def Accel_ReduceKind : I32EnumAttr<"ReduceKind", "reduction combiner", [
  I32EnumAttrCase<"Sum", 0, "sum">,
  I32EnumAttrCase<"Max", 1, "max">
]> {
  let cppNamespace = "::accel";
  let genSpecializedAttr = 0;
}

def Accel_ReduceKindAttr : EnumAttr<Accel_Dialect, Accel_ReduceKind, "reduce"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // ACCEL_IR_ACCELATTRS_TD
