//===- AccelOps.td - accel dialect operations --------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_ACCELOPS_TD
#define ACCEL_IR_ACCELOPS_TD

include "accel/IR/AccelAttrs.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Kernels and launches
//===----------------------------------------------------------------------===//

def Accel_KernelOp : Accel_Op<"kernel", [
    AutomaticAllocationScope, FunctionOpInterface, IsolatedFromAbove,
    OpAsmOpInterface
  ]> {
  let summary = "A compute kernel, compiled for one accelerator";
  let description = [{
    A function-like, isolated-from-above symbol that holds the body of a
    kernel. The optional `target` and `backend` attributes request the
    accelerator and the compile backend for this kernel; they take precedence
    over the module's `accel.target` / `accel.backend` attributes. A list of
    targets (`target = [#accel.target<"vulkan">, #accel.target<"cpu">]`)
    compiles one variant of the kernel per accelerator, and the runtime runs
    one of them (docs/Runtime.md). The body
    computes on tensors with `accel` ops and may also use linalg, arith, math
    and tensor ops directly; it ends with `accel.return`.

    ```mlir
    accel.kernel @scale(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32>
        attributes {target = #accel.target<"cpu">,
                    backend = #accel.backend<"cpu-loops">} {
      %0 = accel.mul %x, %y : tensor<16xf32>
      accel.return %0 : tensor<16xf32>
    }
    ```
  }];

  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<AnyAttrOf<[Accel_TargetAttr,
                           TypedArrayAttrBase<Accel_TargetAttr,
                               "a list of #accel.target">]>>:$target,
                       OptionalAttr<Accel_BackendAttr>:$backend);
  let regions = (region AnyRegion:$body);

  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::mlir::FunctionType":$type)>];

  let extraClassDeclaration = [{
    /// Returns the body region, or null for an external declaration.
    ::mlir::Region *getCallableRegion() {
      return isExternal() ? nullptr : &getBody();
    }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    /// Ops in the body may omit the `accel.` prefix.
    static ::llvm::StringRef getDefaultDialect() { return "accel"; }
    bool isDeclaration() { return isExternal(); }
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Accel_ReturnOp : Accel_Op<"return", [
    Pure, HasParent<"KernelOp">, ReturnLike, Terminator
  ]> {
  let summary = "Returns the results of a kernel";
  let description = [{
    Terminates the body of an `accel.kernel`. Its operands must match the
    kernel's result types.

    ```mlir
    accel.return %0, %1 : tensor<4xf32>, tensor<4xi32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

def Accel_LaunchOp : Accel_Op<"launch", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>
  ]> {
  let summary = "Runs a kernel from host code";
  let description = [{
    Calls the `accel.kernel` named by `kernel`, in the same symbol table, with
    the given operands. The operand and result types must match the kernel's
    signature. Launches are host code: a kernel cannot launch another one.
    Lowering turns it into a call (CPU) or a GPU launch.

    ```mlir
    %r = accel.launch @mm(%a, %b)
        : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$kernel, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    $kernel `(` $args `)` attr-dict `:` functional-type($args, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Compute ops
//===----------------------------------------------------------------------===//

class Accel_ComputeOp<string mnemonic, list<Trait> traits = []>
    : Accel_Op<mnemonic, !listconcat([Pure], traits)>;

def Accel_MatmulOp : Accel_ComputeOp<"matmul"> {
  let summary = "Matrix multiplication: C[m, n] = sum_k A[m, k] * B[k, n]";
  let description = [{
    Multiplies a `MxK` by a `KxN` matrix. Operands and result have the same
    element type (integer or floating point); `K` must agree and the result is
    `MxN`. Dynamic sizes are checked where both sides are static.

    ```mlir
    %c = accel.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Accel_BatchMatmulOp : Accel_ComputeOp<"batch_matmul"> {
  let summary = "Batched matrix multiplication";
  let description = [{
    `C[b, m, n] = sum_k A[b, m, k] * B[b, k, n]`: a `BxMxK` by a `BxKxN`
    tensor gives `BxMxN`, all of one element type.

    ```mlir
    %c = accel.batch_matmul %a, %b
        : tensor<2x4x8xf32>, tensor<2x8x3xf32> -> tensor<2x4x3xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

class Accel_BinaryOp<string mnemonic, string what>
    : Accel_ComputeOp<mnemonic, [AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "Elementwise " # what;
  let description = [{
    Applies the operation element by element to two tensors of exactly the
    same type (same shape, with the same dynamic sizes, and element type); the
    result has that type too. Integer tensors use the signed integer
    operation.

    ```mlir
    %r = accel.}] # mnemonic # [{ %a, %b : tensor<4x?xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Accel_AddOp : Accel_BinaryOp<"add", "addition">;
def Accel_SubOp : Accel_BinaryOp<"sub", "subtraction">;
def Accel_MulOp : Accel_BinaryOp<"mul", "multiplication">;
def Accel_DivOp : Accel_BinaryOp<"div", "division (signed for integers)">;
def Accel_MaxOp : Accel_BinaryOp<"max", "maximum (signed for integers)">;
def Accel_MinOp : Accel_BinaryOp<"min", "minimum (signed for integers)">;

class Accel_UnaryOp<string mnemonic, string what, bit isFloatOnly>
    : Accel_ComputeOp<mnemonic, [AllTypesMatch<["input", "result"]>]> {
  let summary = "Elementwise " # what;
  let description = !strconcat("Applies ", what, " to every element. ",
    !if(isFloatOnly, "Floating-point element types only.",
                     "Integer and floating-point element types."),
    " The result has the type of the input.", [{

    ```mlir
    %r = accel.}], mnemonic, [{ %x : tensor<8x16xf32>
    ```
  }]);
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Whether the op is only defined on floating-point elements.
    static constexpr bool isFloatOnly() { return }] #
      !if(isFloatOnly, "true", "false") # [{; }
  }];
}

def Accel_NegOp : Accel_UnaryOp<"neg", "negation", 0>;
def Accel_ReluOp : Accel_UnaryOp<"relu", "rectification, max(x, 0)", 0>;
def Accel_ExpOp : Accel_UnaryOp<"exp", "the exponential e^x", 1>;
def Accel_TanhOp : Accel_UnaryOp<"tanh", "the hyperbolic tangent", 1>;

def Accel_ReduceOp : Accel_ComputeOp<"reduce"> {
  let summary = "Reduction (sum or max) over a list of dimensions";
  let description = [{
    Combines the elements of `input` along the dimensions in `dims` (strictly
    increasing, in range) with `sum` or `max`. The result has the input's
    element type and its shape with the reduced dimensions removed; reducing
    every dimension gives a 0-d tensor.

    ```mlir
    %s = accel.reduce <sum> %x dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    %m = accel.reduce <max> %x dims = [0, 1] : tensor<4x8xi32> -> tensor<i32>
    ```
  }];
  let arguments = (ins Accel_ReduceKindAttr:$kind, AnyRankedTensor:$input,
                       DenseI64ArrayAttr:$dims);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $kind $input `dims` `=` $dims attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Accel_Conv2DOp : Accel_ComputeOp<"conv2d"> {
  let summary = "2-D convolution, NHWC input and HWCF filter, no padding";
  let description = [{
    Convolves an `NxHxWxC` input with a `KHxKWxCxF` filter, with the given
    `strides` and `dilations` (both default to `[1, 1]`, each positive). The
    result is `NxOHxOWxF` with
    `OH = (H - (KH - 1) * dilation_h - 1) / stride_h + 1` (same for `OW`).
    One element type throughout.

    ```mlir
    %o = accel.conv2d %in, %f strides = [2, 2]
        : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x4x4x8xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$filter,
      DefaultValuedAttr<DenseI64ArrayAttr, "{1, 1}">:$strides,
      DefaultValuedAttr<DenseI64ArrayAttr, "{1, 1}">:$dilations);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `,` $filter (`strides` `=` $strides^)?
    (`dilations` `=` $dilations^)? attr-dict
    `:` type($input) `,` type($filter) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Accel_DepthwiseConv2DOp : Accel_ComputeOp<"depthwise_conv2d"> {
  let summary = "Depthwise 2-D convolution, NHWC input and HWC filter, no padding";
  let description = [{
    Convolves each channel of an `NxHxWxC` input with its own window of a
    `KHxKWxC` filter (a grouped convolution with one group per channel and
    one filter per group, as MobileNets use), with the given `strides` and
    `dilations` (both default to `[1, 1]`, each positive). The result is
    `NxOHxOWxC`, with `OH` and `OW` as for `accel.conv2d`. One element type
    throughout.

    ```mlir
    %o = accel.depthwise_conv2d %in, %f strides = [2, 2]
        : tensor<1x9x9x32xf32>, tensor<3x3x32xf32> -> tensor<1x4x4x32xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$filter,
      DefaultValuedAttr<DenseI64ArrayAttr, "{1, 1}">:$strides,
      DefaultValuedAttr<DenseI64ArrayAttr, "{1, 1}">:$dilations);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `,` $filter (`strides` `=` $strides^)?
    (`dilations` `=` $dilations^)? attr-dict
    `:` type($input) `,` type($filter) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Accel_TransposeOp : Accel_ComputeOp<"transpose"> {
  let summary = "Permutes the dimensions of a tensor";
  let description = [{
    `result[i_perm(0), ..., i_perm(n-1)] = input[i_0, ..., i_n-1]`: dimension
    `d` of the result is dimension `permutation[d]` of the input. The
    permutation lists every dimension exactly once. An identity permutation
    folds to the input, and a transpose of a transpose folds to one transpose
    of the original input.

    ```mlir
    %t = accel.transpose %x [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input,
                       DenseI64ArrayAttr:$permutation);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input $permutation attr-dict `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Layout, windows and normalization: what model importers need
//===----------------------------------------------------------------------===//

def Accel_BroadcastOp : Accel_ComputeOp<"broadcast"> {
  let summary = "Broadcasts a tensor to a larger shape, as NumPy does";
  let description = [{
    `result[i_0, ..., i_n-1] = input[j_0, ..., j_m-1]`: the input's
    dimensions line up with the result's trailing ones; a dimension of size 1
    is repeated along a larger result dimension, every other one must equal
    the result's, and the result's leading dimensions are new. The result
    shape is static; the element type is the input's. With elementwise ops,
    this is NumPy's (and ONNX's) multidirectional broadcasting; the backends
    fuse it into its consumer. A broadcast to the input's own type folds.

    ```mlir
    %b = accel.broadcast %x : tensor<4x1xf32> -> tensor<3x4x5xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Accel_PadOp : Accel_ComputeOp<"pad"> {
  let summary = "Surrounds a tensor with a constant";
  let description = [{
    Adds `low[d]` elements before and `high[d]` after dimension `d` (both
    non-negative, one entry per dimension), each equal to `value`, whose type
    is the element type. The result's size is `low + size + high` in every
    dimension (dynamic where the input's is).

    ```mlir
    %p = accel.pad %x low = [0, 1] high = [2, 1] value = 0.0 : f32
        : tensor<3x4xf32> -> tensor<5x6xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, DenseI64ArrayAttr:$low,
                       DenseI64ArrayAttr:$high, TypedAttrInterface:$value);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `low` `=` $low `high` `=` $high `value` `=` $value attr-dict
    `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Accel_PoolOp : Accel_ComputeOp<"pool"> {
  let summary = "Sliding-window reduction (sum or max) over every dimension";
  let description = [{
    `result[o] = kind over k of input[o * strides + k * dilations]`, with `k`
    running over the `window` (one size per dimension; 1 leaves a dimension
    alone, as batch and channels usually are). `strides` and `dilations`
    default to 1; all are positive. No padding: pad first (`accel.pad`, with
    -inf for `max`). Size `d` of the result is
    `(size - (window - 1) * dilation - 1) / stride + 1`. The input shape is
    static; the result has its element type. An average pool is a `sum`
    pool divided by the count.

    ```mlir
    %m = accel.pool <max> %x window = [1, 1, 3, 3] strides = [1, 1, 2, 2]
        : tensor<1x8x9x9xf32> -> tensor<1x8x4x4xf32>
    ```
  }];
  let arguments = (ins Accel_ReduceKindAttr:$kind, AnyRankedTensor:$input,
                       DenseI64ArrayAttr:$window,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$dilations);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $kind $input `window` `=` $window (`strides` `=` $strides^)?
    (`dilations` `=` $dilations^)? attr-dict
    `:` type($input) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The strides, or ones when absent.
    ::llvm::SmallVector<int64_t> getStridesOrOnes();
    /// The dilations, or ones when absent.
    ::llvm::SmallVector<int64_t> getDilationsOrOnes();
  }];
}

class Accel_SoftmaxLikeOp<string mnemonic, string what>
    : Accel_ComputeOp<mnemonic, [AllTypesMatch<["input", "result"]>]> {
  let summary = what # " along one dimension";
  let description = !strconcat(what, [{ of the elements along dimension
    `dim`, computed stably (the maximum along `dim` is subtracted before
    exponentiating). Floating-point element types only; the result has the
    input's type, dynamic sizes included.

    ```mlir
    %y = accel.}], mnemonic, [{ %x dim = 1 : tensor<8x10xf32>
    ```
  }]);
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$input `dim` `=` $dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Accel_SoftmaxOp : Accel_SoftmaxLikeOp<"softmax",
    "Softmax, exp(x) / sum(exp(x)),">;
def Accel_LogSoftmaxOp : Accel_SoftmaxLikeOp<"log_softmax",
    "Log-softmax, x - log(sum(exp(x))),">;

#endif // ACCEL_IR_ACCELOPS_TD
