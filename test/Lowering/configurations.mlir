// RUN: accel-opt %s --accel-lower --accel-dump-pipeline -o %t 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: FileCheck %s --input-file=%t

// Kernels of one backend with different accelerators or options lower in one
// module, each configuration in a stage of its own: gpu-simt for nvidia and
// for amd, with other thread counts; cpu-vector with two register tiles (one
// with its own packed panel of B, which the pass rounds up to whole tiles).

// PIPELINE-DAG: accel-kernel-pipeline{backend=cpu-vector configuration={{[0-9a-f]+}} pipeline=func.func(accel-tile-and-vectorize{block-m={{[0-9]+}} cache-tile={{[{][0-9]+,[0-9]+[}]}} l1-ways={{[0-9]+}} pack-a=auto parallel-outer=false register-tile={4,
// PIPELINE-DAG: accel-kernel-pipeline{backend=cpu-vector configuration={{[0-9a-f]+}} pipeline=func.func(accel-tile-and-vectorize{block-m={{[0-9]+}} cache-tile={128,150} l1-ways={{[0-9]+}} pack-a=auto parallel-outer=false register-tile={8,
// PIPELINE-DAG: accel-kernel-pipeline{backend=gpu-simt configuration=[[NVIDIA:[0-9a-f]+]] pipeline=func.func({{[^()]*}}parallel-loop-tile-sizes={64}
// PIPELINE-DAG: accel-kernel-pipeline{backend=gpu-simt configuration=[[AMD:[0-9a-f]+]] pipeline=func.func({{[^()]*}}parallel-loop-tile-sizes={128}
// PIPELINE-DAG: accel-kernel-pipeline{backend=gpu-simt configuration=[[NVIDIA]] pipeline=builtin.module(gpu-launch-sink-index-computations,gpu-kernel-outlining{{[{][^}]*[}]}},accel-gpu-kernel-names,func.func(gpu-async-region),nvvm-attach-target
// PIPELINE-DAG: accel-kernel-pipeline{backend=gpu-simt configuration=[[AMD]] pipeline=builtin.module(gpu-launch-sink-index-computations,gpu-kernel-outlining{{[{][^}]*[}]}},accel-gpu-kernel-names,func.func(gpu-async-region),rocdl-attach-target

// CHECK-DAG: llvm.mlir.global internal constant @__accel_gpu_on_nvidia_kernel({{.*}}) {accel.gpu_object = {format = "assembly", kind = "nvidia", {{.*}}target = #nvvm.target
// CHECK-DAG: llvm.mlir.global internal constant @__accel_gpu_on_amd_kernel({{.*}}) {accel.gpu_object = {format = "assembly", kind = "amd", {{.*}}target = #rocdl.target

accel.kernel @on_nvidia(%a: tensor<256xf32>) -> tensor<256xf32> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {threads = 64}>} {
  %0 = add %a, %a : tensor<256xf32>
  return %0 : tensor<256xf32>
}
accel.kernel @on_amd(%a: tensor<256xf32>) -> tensor<256xf32> attributes {target = #accel.target<"amd">, backend = #accel.backend<"gpu-simt", {threads = 128}>} {
  %0 = mul %a, %a : tensor<256xf32>
  return %0 : tensor<256xf32>
}
accel.kernel @tile8(%a: tensor<9x5xf32>, %b: tensor<5x7xf32>) -> tensor<9x7xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 8, "block-k" = 128, "block-n" = 150, "tile-n" = 64}>} {
  %0 = matmul %a, %b : tensor<9x5xf32>, tensor<5x7xf32> -> tensor<9x7xf32>
  return %0 : tensor<9x7xf32>
}
accel.kernel @tile4(%a: tensor<9x5xf32>, %b: tensor<5x7xf32>) -> tensor<9x7xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4}>} {
  %0 = matmul %a, %b : tensor<9x5xf32>, tensor<5x7xf32> -> tensor<9x7xf32>
  return %0 : tensor<9x7xf32>
}
