//===- AccelDialect.td - accel dialect definition ----------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_ACCELDIALECT_TD
#define ACCEL_IR_ACCELDIALECT_TD

include "mlir/IR/OpBase.td"

def Accel_Dialect : Dialect {
  let name = "accel";
  let cppNamespace = "::accel";
  let summary = "Accelerator-neutral kernels and their compile targets";
  let description = [{
    The `accel` dialect describes compute kernels independently of the
    accelerator that will run them. A kernel (`accel.kernel`) holds tensor
    computations (`accel.matmul`, `accel.conv2d`, ...); the host calls it with
    `accel.launch`. The attributes `#accel.target` and `#accel.backend` name
    the accelerator and the compile backend (a named pass pipeline) that a
    kernel should be lowered with; they may sit on a kernel or, under the
    names `accel.target` / `accel.backend`, on the enclosing module.

    ```mlir
    module attributes {accel.target = #accel.target<"cpu">} {
      accel.kernel @mm(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>)
          -> tensor<4x2xf32> attributes {backend = #accel.backend<"cpu-vector">} {
        %0 = accel.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
        accel.return %0 : tensor<4x2xf32>
      }
    }
    ```
  }];
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    /// Name of the module attribute that selects the accelerator.
    static constexpr ::llvm::StringLiteral getTargetAttrName() {
      return ::llvm::StringLiteral("accel.target");
    }
    /// Name of the module attribute that selects the compile backend.
    static constexpr ::llvm::StringLiteral getBackendAttrName() {
      return ::llvm::StringLiteral("accel.backend");
    }

    /// Name of the attribute that records a kernel's resolved selection.
    static constexpr ::llvm::StringLiteral getSelectionAttrName() {
      return ::llvm::StringLiteral("accel.selection");
    }

    /// Name of the attribute that carries a kernel's tuning record (the
    /// options accel-tune found fastest) to the selection.
    static constexpr ::llvm::StringLiteral getTunedAttrName() {
      return ::llvm::StringLiteral("accel.tuned");
    }

    /// Name of the attribute that marks a kernel as one variant of a kernel
    /// compiled for several accelerators: {kernel, index, variants, source}.
    static constexpr ::llvm::StringLiteral getVariantAttrName() {
      return ::llvm::StringLiteral("accel.variant");
    }

    /// Name of the attribute on the global holding a lowered GPU binary
    /// (accel-gpu-to-runtime): its format, device kind and target.
    static constexpr ::llvm::StringLiteral getGpuObjectAttrName() {
      return ::llvm::StringLiteral("accel.gpu_object");
    }

    /// Name of the attribute that marks a memref.alloc as a kernel's scratch
    /// buffer, freed by the kernel before it returns: its value, an integer
    /// from 0 to getScratchSlotCount() - 1, is the slot of the module's cache
    /// of such buffers that accel-scratch-buffers keeps it in.
    static constexpr ::llvm::StringLiteral getScratchAttrName() {
      return ::llvm::StringLiteral("accel.scratch");
    }

    /// How many scratch buffers a module keeps between kernel calls: 0 and
    /// 1 for cpu-vector's packed panels and rows, getArenaScratchSlot() for
    /// a kernel's arena of buffers (accel-buffer-arena).
    static constexpr int64_t getScratchSlotCount() { return 3; }
    static constexpr int64_t getArenaScratchSlot() { return 2; }

    /// Adds the attributes; defined next to their storage in AccelAttrs.cpp.
    void registerAttributes();
  }];
  let hasOperationAttrVerify = 1;
}

class Accel_Op<string mnemonic, list<Trait> traits = []>
    : Op<Accel_Dialect, mnemonic, traits>;

#endif // ACCEL_IR_ACCELDIALECT_TD
