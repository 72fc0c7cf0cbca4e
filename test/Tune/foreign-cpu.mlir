// RUN: rm -rf %t && mkdir %t
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-autotune-budget=20 --accel-tuning-file=%t/records.json --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,TUNED
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/records.json --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,RECORD

// Records are measured on the host, for the host's CPU: a kernel compiled for
// another CPU (the cpu accelerator's `cpu` option) is not tuned here and
// takes no record, not even one of a kernel of the same signature.

// CHECK: remark: kernel 'portable' is not autotuned and takes no tuning record: it is compiled for cpu 'x86-64', and its records are measured on the CPU they are for (this host's is '{{.+}}')
// CHECK-LABEL: kernel @host
// TUNED:       tuned: {{.*}}(autotuned:
// RECORD:      tuned: {{.*}}(from the tuning file
// CHECK-LABEL: kernel @portable
// CHECK-NOT:   tuned:

accel.kernel @host(%a: tensor<24x40xf32>, %b: tensor<40x33xf32>) -> tensor<24x33xf32> {
  %c = matmul %a, %b : tensor<24x40xf32>, tensor<40x33xf32> -> tensor<24x33xf32>
  return %c : tensor<24x33xf32>
}

accel.kernel @portable(%a: tensor<24x40xf32>, %b: tensor<40x33xf32>) -> tensor<24x33xf32> attributes {target = #accel.target<"cpu", {cpu = "x86-64"}>} {
  %c = matmul %a, %b : tensor<24x40xf32>, tensor<40x33xf32> -> tensor<24x33xf32>
  return %c : tensor<24x33xf32>
}
