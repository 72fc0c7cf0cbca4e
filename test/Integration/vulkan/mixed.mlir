// RUN: accel-opt %s --accel-lower | %run-vulkan | FileCheck %s

// One host function, three kernels on two accelerators: a cpu kernel feeds
// a vulkan kernel that feeds a cpu kernel. The vulkan kernel's input comes
// from host memory and its result goes back to host memory as an ordinary
// buffer, which the next cpu kernel and printMemrefF32 read.
// x[i] = i - 3; square: x*x; on vulkan: relu(a - 4) * a; last: b + x.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @square(%x: tensor<7xf32>) -> tensor<7xf32> {
  %s = mul %x, %x : tensor<7xf32>
  return %s : tensor<7xf32>
}

accel.kernel @on_vulkan(%a: tensor<7xf32>) -> tensor<7xf32> attributes {target = #accel.target<"vulkan">} {
  %four = arith.constant dense<4.0> : tensor<7xf32>
  %d = sub %a, %four : tensor<7xf32>
  %r = relu %d : tensor<7xf32>
  %m = mul %r, %a : tensor<7xf32>
  return %m : tensor<7xf32>
}

accel.kernel @plus(%b: tensor<7xf32>, %x: tensor<7xf32>) -> tensor<7xf32> {
  %s = add %b, %x : tensor<7xf32>
  return %s : tensor<7xf32>
}

func.func @main() {
  %x = arith.constant dense<[-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0]> : tensor<7xf32>
  %a = accel.launch @square(%x) : (tensor<7xf32>) -> tensor<7xf32>
  %b = accel.launch @on_vulkan(%a) : (tensor<7xf32>) -> tensor<7xf32>
  %c = accel.launch @plus(%b, %x) : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
  %bu = tensor.cast %b : tensor<7xf32> to tensor<*xf32>
  // CHECK: sizes = [7]
  // CHECK-NEXT: [45, 0, 0, 0, 0, 0, 45]
  call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()
  %cu = tensor.cast %c : tensor<7xf32> to tensor<*xf32>
  // CHECK: sizes = [7]
  // CHECK-NEXT: [42, -2, -1, 0, 1, 2, 48]
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  return
}
