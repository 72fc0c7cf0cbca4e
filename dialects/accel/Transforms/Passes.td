//===- Passes.td - accel dialect passes --------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TRANSFORMS_PASSES_TD
#define ACCEL_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelToLinalg : Pass<"accel-to-linalg"> {
  let summary = "Lower accel compute ops to linalg on tensors";
  let description = [{
    Rewrites every accel compute op into linalg on tensors: named linalg ops
    where upstream has one (`linalg.matmul`, `linalg.batch_matmul`,
    `linalg.add`/`sub`/`mul`/`div`/`max`/`min`, `linalg.exp`, `linalg.tanh`,
    `linalg.negf`, `linalg.reduce`, `linalg.conv_2d_nhwc_hwcf`,
    `linalg.depthwise_conv_2d_nhwc_hwc`, `linalg.transpose`) and `linalg.generic` otherwise (`relu`, integer
    `neg`). Outputs are created with `tensor.empty`, and accumulating ops get
    a `linalg.fill` with the combiner's identity (0 for sums and products, the
    lowest value for `max`). Dynamic sizes come from `tensor.dim` of the
    operands. Kernels, launches and ops of other dialects are left untouched.

    ```mlir
    %c = accel.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
    // becomes
    %zero = arith.constant 0.000000e+00 : f32
    %empty = tensor.empty() : tensor<4x2xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x2xf32>) -> tensor<4x2xf32>
    %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>)
                       outs(%init : tensor<4x2xf32>) -> tensor<4x2xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def AccelPropagateLayout : Pass<"accel-propagate-layout"> {
  let summary = "Move transposes to the graph's boundary, where they cancel";
  let description = [{
    Moves every `accel.transpose` past the ops that do not care how their
    operand is laid out, so that they compute in the transpose's input
    layout: elementwise `linalg.generic`s (all loops parallel, the output
    unread; each transposed operand is read through a permuted indexing map
    instead), the elementwise accel ops (`relu`, `exp`, `tanh`, `neg`, and
    the binary ones when both operands are transposed alike), `accel.pad`,
    `accel.pool`, `accel.softmax`/`log_softmax`, `accel.reduce`, a
    same-rank `accel.broadcast` and a rank-keeping `tensor.extract_slice`.
    A transpose stops where an op needs the layout (a convolution, a
    matmul, the kernel's results); there it meets and cancels the transpose
    that undoes it. A transpose that moves only dimensions of size 1 becomes
    a reshape, and a transpose of a constant is folded into the constant.

    A CNN imported from NCHW, whose `accel.conv2d`s are NHWC, keeps one
    transpose per input and output instead of two around every convolution:

    ```mlir
    %t = accel.transpose %conv [0, 3, 1, 2]
        : tensor<1x8x8x16xf32> -> tensor<1x16x8x8xf32>
    %r = accel.relu %t : tensor<1x16x8x8xf32>
    %n = accel.transpose %r [0, 2, 3, 1]
        : tensor<1x16x8x8xf32> -> tensor<1x8x8x16xf32>
    // becomes
    %n = accel.relu %conv : tensor<1x8x8x16xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def AccelKernelsToFuncs : Pass<"accel-kernels-to-funcs", "::mlir::ModuleOp"> {
  let summary = "Turn resolved kernels into functions and launches into calls";
  let description = [{
    Rewrites every `accel.kernel` that carries an `accel.selection` record
    (set by `accel-select`) into a `func.func` of the same name, signature and
    body, keeping the record, and every `accel.launch` of such a kernel into a
    `func.call`. Kernels without a record (not resolved, or skipped) and their
    launches are left as they are. Once no kernel is left, the module's
    `accel.target` / `accel.backend` defaults, which the records now hold, are
    removed too, so that tools without the accel dialect read the output. Run
    after `accel-to-linalg`, so that the bodies hold no accel compute ops.

    ```mlir
    accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32>
        attributes {accel.selection = {...}} {
      accel.return %x : tensor<4xf32>
    }
    %r = accel.launch @k(%a) : (tensor<4xf32>) -> tensor<4xf32>
    // becomes
    func.func @k(%x: tensor<4xf32>) -> tensor<4xf32>
        attributes {accel.selection = {...}} {
      return %x : tensor<4xf32>
    }
    %r = call @k(%a) : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

#endif // ACCEL_TRANSFORMS_PASSES_TD
