// RUN: accel-opt %s --pass-pipeline='builtin.module(accel-select,accel-to-linalg,accel-kernels-to-funcs,func.func(accel-fuse-elementwise))' | FileCheck %s
// RUN: accel-opt %s --accel-lower --accel-backend=cpu-vector -mlir-print-ir-after=one-shot-bufferize -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUFFERS
// RUN: accel-opt %s --accel-lower --accel-backend=cpu-vector | %run-cpu | FileCheck %s --check-prefix=RUN-OUT

// accel-fuse-elementwise, cpu-vector's and cpu-openmp's tensor stage: a chain
// of elementwise ops becomes one linalg.generic, and the reduction it feeds
// takes it in too, so that bufferization allocates the results only (no
// intermediate buffer) and each kernel is one pass over memory. A producer
// with two users is not fused (it would be computed twice); matmul stays
// named for the register tiling.

// CHECK-LABEL: func.func @chain(
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: arith.subf
// CHECK: return
accel.kernel @chain(%a: tensor<64x33xf32>, %b: tensor<64x33xf32>) -> tensor<64x33xf32> {
  %0 = mul %a, %b : tensor<64x33xf32>
  %1 = add %0, %a : tensor<64x33xf32>
  %2 = relu %1 : tensor<64x33xf32>
  %3 = sub %2, %b : tensor<64x33xf32>
  return %3 : tensor<64x33xf32>
}

// CHECK-LABEL: func.func @sum_of_exp(
// CHECK: linalg.fill
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: math.exp
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
// CHECK: return
accel.kernel @sum_of_exp(%a: tensor<8x100xf32>) -> tensor<8xf32> {
  %0 = exp %a : tensor<8x100xf32>
  %1 = reduce <sum> %0 dims = [1] : tensor<8x100xf32> -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @shared(
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK: linalg.generic
// CHECK: arith.negf
// CHECK-NOT: linalg.generic
accel.kernel @shared(%a: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %0 = mul %a, %a : tensor<16xf32>
  %1 = relu %0 : tensor<16xf32>
  %2 = neg %0 : tensor<16xf32>
  return %1, %2 : tensor<16xf32>, tensor<16xf32>
}

// CHECK-LABEL: func.func @dense(
// CHECK: linalg.fill
// CHECK: linalg.matmul
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK-NOT: linalg.generic
accel.kernel @dense(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = matmul %x, %w : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  %1 = add %0, %b : tensor<4x16xf32>
  %2 = relu %1 : tensor<4x16xf32>
  return %2 : tensor<4x16xf32>
}

// One allocation in the chain: its result.
// BUFFERS-LABEL: func.func @chain(
// BUFFERS-COUNT-1: memref.alloc
// BUFFERS-NOT: memref.alloc
// BUFFERS: return

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<1.5> : tensor<64x33xf32>
  %b = arith.constant dense<-2.0> : tensor<64x33xf32>
  // (1.5 * -2 + 1.5) = -1.5, relu 0, - (-2) = 2
  %c = accel.launch @chain(%a, %b) : (tensor<64x33xf32>, tensor<64x33xf32>) -> tensor<64x33xf32>
  %c0 = arith.constant 0 : index
  %c63 = arith.constant 63 : index
  %c32 = arith.constant 32 : index
  %first = tensor.extract %c[%c0, %c0] : tensor<64x33xf32>
  %last = tensor.extract %c[%c63, %c32] : tensor<64x33xf32>
  %pair = tensor.from_elements %first, %last : tensor<2xf32>
  %pu = tensor.cast %pair : tensor<2xf32> to tensor<*xf32>
  // RUN-OUT: [2,  2]
  call @printMemrefF32(%pu) : (tensor<*xf32>) -> ()
  %x = arith.constant dense<0.0> : tensor<8x100xf32>
  // 100 * exp(0) in each row
  %s = accel.launch @sum_of_exp(%x) : (tensor<8x100xf32>) -> tensor<8xf32>
  %su = tensor.cast %s : tensor<8xf32> to tensor<*xf32>
  // RUN-OUT: [100,  100,  100,  100,  100,  100,  100,  100]
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %v = arith.constant dense<[-3.0, -1.0, 0.5, 2.0, -3.0, -1.0, 0.5, 2.0, -3.0, -1.0, 0.5, 2.0, -3.0, -1.0, 0.5, 2.0]> : tensor<16xf32>
  %r:2 = accel.launch @shared(%v) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
  %r0 = tensor.extract_slice %r#0[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %r1 = tensor.extract_slice %r#1[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %r0u = tensor.cast %r0 : tensor<4xf32> to tensor<*xf32>
  %r1u = tensor.cast %r1 : tensor<4xf32> to tensor<*xf32>
  // RUN-OUT: [9,  1,  0.25,  4]
  call @printMemrefF32(%r0u) : (tensor<*xf32>) -> ()
  // RUN-OUT: [-9,  -1,  -0.25,  -4]
  call @printMemrefF32(%r1u) : (tensor<*xf32>) -> ()
  return
}
