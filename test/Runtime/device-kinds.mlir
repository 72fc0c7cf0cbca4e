// REQUIRES: vulkan
// RUN: accel-opt %s --accel-lower -o %t.mlir
// RUN: %run-gpu %t.mlir | FileCheck %s
// RUN: %if cuda-device %{ mlir-runner -e run_nvidia -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%accel_runtime %t.mlir | FileCheck %s --check-prefix=NVIDIA %} \
// RUN: %else %{ not mlir-runner -e run_nvidia -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%accel_runtime %t.mlir 2>&1 | FileCheck %s --check-prefix=ABSENT %}

// One module with a cpu, a vulkan and an nvidia kernel, one process: the
// host code calls libaccel_runtime with each launch's device kind, so the
// cpu and vulkan kernels run side by side (main). Where no NVIDIA GPU
// answers, the runtime knows nvidia as absent and says so only when an
// nvidia kernel must run (run_nvidia); where one does, that kernel runs too.
// x = [1, -2, 3, -4]: cpu x*x, vulkan relu(x) + x, nvidia x - 1.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @square(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = mul %x, %x : tensor<4xf32>
  return %s : tensor<4xf32>
}

accel.kernel @on_vulkan(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"vulkan">} {
  %r = relu %x : tensor<4xf32>
  %s = add %r, %x : tensor<4xf32>
  return %s : tensor<4xf32>
}

accel.kernel @on_nvidia(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"nvidia">} {
  %one = arith.constant dense<1.0> : tensor<4xf32>
  %s = sub %x, %one : tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, -2.0, 3.0, -4.0]> : tensor<4xf32>
  %a = accel.launch @square(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %b = accel.launch @on_vulkan(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c = accel.launch @square(%b) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  // CHECK: [4, 64, 324, 1024]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @run_nvidia() {
  %x = arith.constant dense<[1.0, -2.0, 3.0, -4.0]> : tensor<4xf32>
  %a = accel.launch @on_nvidia(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  // NVIDIA: [0, -3, 2, -5]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// ABSENT: accel runtime: nvidia kernels must run, but nvidia is absent ({{.+}}); devices present: cpu:0 ({{.+}}), vulkan:0 ({{.+}})
// ABSENT-NOT: [
