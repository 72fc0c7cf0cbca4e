// REQUIRES: vulkan, cuda-device
// RUN: accel-opt %s --accel-lower -o %t.mlir
// RUN: env ACCEL_EXPLAIN=1 %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,FIRST
// RUN: env ACCEL_EXPLAIN=1 ACCEL_DEVICE=vulkan %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,VULKAN
// RUN: env ACCEL_EXPLAIN=1 ACCEL_DEVICE=cpu %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,CPU

// cpu, vulkan and nvidia kernels in one process on a machine with an NVIDIA
// GPU and a Vulkan driver (scripts/gpu-kit.py runs this on a lent GPU
// machine): one function launches a cpu kernel, a vulkan kernel, an nvidia
// kernel and a kernel compiled for all three, whose variant the runtime
// picks: the first present by default (nvidia), or ACCEL_DEVICE's.
// x = [1, -2, 3, -4]: cpu x*x, vulkan relu(x) + x, nvidia x - 1, then
// x * x + x on the device chosen.

// The kernel for all three is chosen when it is first launched.
// RESULT: [1, 4, 9, 16]
// RESULT: [2, 8, 18, 32]
// RESULT: [1, 7, 17, 31]
// FIRST: accel: kernel 'scale' runs on nvidia:0 ({{.+}}): the first variant present (compiled: nvidia,vulkan,cpu)
// VULKAN: accel: kernel 'scale' runs on vulkan:0 ({{.+}}): ACCEL_DEVICE=vulkan
// CPU: accel: kernel 'scale' runs on cpu:0 ({{.+}}): ACCEL_DEVICE=cpu
// RESULT: [2, 56, 306, 992]

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @square(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"cpu">} {
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

accel.kernel @scale(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = [#accel.target<"nvidia">, #accel.target<"vulkan">, #accel.target<"cpu">]} {
  %s = mul %x, %x : tensor<4xf32>
  %r = add %s, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @print(%t: tensor<4xf32>) {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[1.0, -2.0, 3.0, -4.0]> : tensor<4xf32>
  %a = accel.launch @square(%x) : (tensor<4xf32>) -> tensor<4xf32>
  call @print(%a) : (tensor<4xf32>) -> ()
  %b = accel.launch @on_vulkan(%a) : (tensor<4xf32>) -> tensor<4xf32>
  call @print(%b) : (tensor<4xf32>) -> ()
  %c = accel.launch @on_nvidia(%b) : (tensor<4xf32>) -> tensor<4xf32>
  call @print(%c) : (tensor<4xf32>) -> ()
  %d = accel.launch @scale(%c) : (tensor<4xf32>) -> tensor<4xf32>
  call @print(%d) : (tensor<4xf32>) -> ()
  return
}
