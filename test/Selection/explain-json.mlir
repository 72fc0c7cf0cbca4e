// RUN: env ACCEL_BACKEND=cpu-vector accel-opt %s --accel-explain=json --accel-validate-only --accel-target=cpu -o /dev/null 2> %t.json
// RUN: python3 %S/Inputs/check-explain-json.py %t.json
// RUN: FileCheck %s --input-file=%t.json
// RUN: env ACCEL_BACKEND=cpu-vector accel-opt %s --accel-validate-only --pass-pipeline="builtin.module(accel-select{target=cpu explain=json})" -o /dev/null 2>&1 | python3 %S/Inputs/check-explain-json.py -
// RUN: env ACCEL_BACKEND=cpu-vector accel-opt %s --accel-explain=text --accel-validate-only --accel-target=cpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT

// --accel-explain=json: one JSON object per kernel with the same facts as the
// text (explain.mlir), for tools; Inputs/check-explain-json.py checks every
// field of both kernels. The accel-select pass option reads the same way.

// CHECK: "kernels": [
// CHECK: "kernel": "explicit",
// TEXT: kernel @explicit

module attributes {accel.backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  accel.kernel @explicit() attributes {target = #accel.target<"cpu", {cpu = "x86-64-v3", triple = "x86_64-unknown-linux-gnu"}>, backend = #accel.backend<"cpu-loops">} {
    return
  }
  accel.kernel @from_module() {
    return
  }
}
