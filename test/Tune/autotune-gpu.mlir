// REQUIRES: vulkan
// RUN: rm -rf %t && mkdir %t
// RUN: accel-opt %s --accel-autotune --accel-autotune-budget=60 --accel-tuning-file=%t/records.json --accel-explain -o %t/tuned.mlir 2>&1 | FileCheck %s --check-prefix=TUNED
// RUN: FileCheck %s --check-prefix=FILE < %t/records.json
//
// The record applies without measuring, and the output is the same.
// RUN: accel-opt %s --accel-tuning-file=%t/records.json --accel-explain -o %t/again.mlir 2>&1 | FileCheck %s --check-prefix=RECORD
// RUN: diff %t/tuned.mlir %t/again.mlir
//
// Where the runtime finds no Vulkan device (the loader pointed at no
// driver), nothing is measured and no record applies: records of GPU
// kernels are made for a device. The compile goes on.
// RUN: env VK_ICD_FILENAMES=%t/none.json accel-opt %s --accel-autotune --accel-tuning-file=%t/records.json --accel-explain -o %t/untuned.mlir 2>&1 | FileCheck %s --check-prefix=ABSENT

// The spirv backend's tiles autotuned on the Vulkan device (lavapipe in
// CI): each candidate runs through libaccel_runtime and its result is
// compared with the default's before it is timed (15 candidates; fewer
// when a loaded machine spends the budget first). The record names the
// device it was measured on.
accel.kernel @k(%a: tensor<40x36xf32>, %b: tensor<36x28xf32>) -> tensor<40x28xf32> attributes {target = #accel.target<"vulkan">} {
  %c = matmul %a, %b : tensor<40x36xf32>, tensor<36x28xf32> -> tensor<40x28xf32>
  return %c : tensor<40x28xf32>
}

// A reduction along rows: the workgroup of each row, 32 to 512 threads
// (on lavapipe 32 or 64 win: its barriers are slow).
accel.kernel @rows(%x: tensor<64x300xf32>) -> tensor<64xf32> attributes {target = #accel.target<"vulkan">} {
  %s = reduce <sum> %x dims = [1] : tensor<64x300xf32> -> tensor<64xf32>
  return %s : tensor<64xf32>
}

// TUNED-LABEL: kernel @k
// TUNED:       backend: spirv
// TUNED:       tuned: thread-m = {{[48]}}, thread-n = {{[48]}}, tile-k = {{8|16}}, tile-m = {{64|128}}, tile-n = {{64|128}} (autotuned: {{[0-9]+\.[0-9]+}}x the default, {{[1-9][0-9]*}} candidates, {{[0-9.]+}} s)
// TUNED-LABEL: kernel @rows
// TUNED:       tuned: threads = {{32|64|128|256|512}} (autotuned: {{[0-9]+\.[0-9]+}}x the default, {{[1-5]}} candidates, {{[0-9.]+}} s)

// FILE: "backend": "spirv"
// FILE: "target": "vulkan: {{.+}}"

// RECORD: tuned: {{.*}} (from the tuning file '{{.*}}records.json': {{[0-9]+\.[0-9]+}}x the default, {{[1-9][0-9]*}} candidates, {{[0-9.]+}} s)
// RECORD: tuned: threads = {{[0-9]+}} (from the tuning file '{{.*}}records.json': {{[0-9]+\.[0-9]+}}x the default, {{[1-5]}} candidates, {{[0-9.]+}} s)

// ABSENT: remark: kernel 'k' is not autotuned and takes no tuning record: its records are made for a device of kind 'vulkan', and there is none here ({{.+}})
// ABSENT: remark: kernel 'rows' is not autotuned and takes no tuning record: its records are made for a device of kind 'vulkan', and there is none here ({{.+}})
// ABSENT-NOT: tuned:
