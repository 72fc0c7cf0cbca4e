// RUN: accel-opt %s --accel-validate-only --accel-explain -o /dev/null 2>&1 | FileCheck %s
// RUN: accel-opt %s --accel-validate-only --accel-explain=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON

// A tuning record (accel.tuned, what accel-autotune sets) fills the backend
// options no source gives, ranks below every source (the kernel's own
// attribute wins here), applies only to the backend it names, and is shown
// by the explanation with its note.

// CHECK-LABEL: kernel @tuned
// CHECK:       backend: cpu-vector {block-k = 64, block-m = {{[0-9]+}}, block-n = {{[0-9]+}}, pack-a = auto, tile-k = 4, tile-m = 4, tile-n = 16, vector-width = {{[0-9]+}}} [kernel attribute]
// CHECK:       tuned: block-k = 64, tile-m = 4, tile-n = 16 (autotuned: 1.25x the default, 21 candidates, 2.0 s)
// JSON:        "kernel": "tuned"
// JSON:        "tuned": {
// JSON-NEXT:     "note": "autotuned: 1.25x the default, 21 candidates, 2.0 s",
// JSON-NEXT:     "options": {
// JSON-NEXT:       "block-k": "64",
// JSON-NEXT:       "tile-m": "4",
// JSON-NEXT:       "tile-n": "16"
accel.kernel @tuned(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> attributes {backend = #accel.backend<"cpu-vector">, accel.tuned = {backend = "cpu-vector", note = "autotuned: 1.25x the default, 21 candidates, 2.0 s", options = {"tile-m" = "4", "tile-n" = 16, "block-k" = "64"}}} {
  %c = matmul %a, %b : tensor<8x8xf32>, tensor<8x8xf32> -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}

// The kernel's own tile-m wins; the record gives the rest.
// CHECK-LABEL: kernel @given_wins
// CHECK:       backend: cpu-vector {{{.*}}, tile-m = 2, tile-n = 16, {{.*}}} [kernel attribute]
// CHECK:       tuned: tile-n = 16 (tuning record)
accel.kernel @given_wins(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 2}>, accel.tuned = {backend = "cpu-vector", options = {"tile-m" = "4", "tile-n" = "16"}}} {
  %c = matmul %a, %b : tensor<8x8xf32>, tensor<8x8xf32> -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}

// A record for another backend does not apply.
// CHECK-LABEL: kernel @other_backend
// CHECK:       backend: cpu-loops [kernel attribute]
// CHECK-NOT:   tuned:
// CHECK-LABEL: kernel @last
accel.kernel @other_backend(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> attributes {backend = #accel.backend<"cpu-loops">, accel.tuned = {backend = "cpu-vector", options = {"tile-m" = "4"}}} {
  %c = matmul %a, %b : tensor<8x8xf32>, tensor<8x8xf32> -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
}

accel.kernel @last() {
  return
}
