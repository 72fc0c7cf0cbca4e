// RUN: rm -rf %t && mkdir %t
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-autotune-budget=30 --accel-tuning-file=%t/records.json --accel-explain -o %t/tuned.mlir 2>&1 | FileCheck %s --check-prefix=TUNED
// RUN: FileCheck %s --check-prefix=FILE < %t/records.json
//
// The record applies without measuring, and the output is the same.
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/records.json --accel-explain -o %t/again.mlir 2>&1 | FileCheck %s --check-prefix=RECORD
// RUN: diff %t/tuned.mlir %t/again.mlir
//
// A spent budget measures nothing and fails nothing; a small one measures
// the default alone (its compile takes longer than the budget).
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-autotune-budget=0 --accel-explain -o %t/spent.mlir 2>&1 | FileCheck %s --check-prefix=SPENT
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-autotune-budget=0.02 --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=SMALL
//
// Records of another build or another target are ignored with a remark.
// RUN: sed -e 's/"accel": ".*"/"accel": "accel 0.0.1 old (other build)"/' %t/records.json > %t/stale-build.json
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/stale-build.json --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=STALE-BUILD
// RUN: sed -e 's/"target": ".*"/"target": "riscv64-unknown-linux-gnu other"/' %t/records.json > %t/stale-target.json
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/stale-target.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=STALE-TARGET
//
// The counts of a record only inform: a negative one reads as none.
// RUN: sed -e 's/"identical": [0-9]*/"identical": -3/' %t/records.json > %t/negative-count.json
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/negative-count.json --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE-COUNT
//
// A record with a value the backend rejects, and files that are not
// records, are errors.
// RUN: sed -e 's/"tile-m": "[0-9]*"/"tile-m": "0"/' %t/records.json > %t/invalid.json
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/invalid.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=INVALID
// RUN: echo '{"format": "other"}' > %t/format.json
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/format.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: echo '{"format": "accel-tuning 1", "records": [{"signature": "x"}]}' > %t/field.json
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/field.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIELD
// RUN: echo '{"format": "accel-tuning 1"}' > %t/no-records.json
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/no-records.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-RECORDS
// RUN: echo '{"format": "accel-tuning 1", "records": [3]}' > %t/number.json
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/number.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOT-OBJECT
// RUN: echo '{"format": "accel-tuning 1", "records": [{"signature": "s", "backend": "cpu-vector", "target": "t", "accel": "a"}]}' > %t/no-options.json
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/no-options.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-OPTIONS
// RUN: echo '{"format": "accel-tuning 1", "records": [{"signature": "s", "backend": "cpu-vector", "target": "t", "accel": "a", "options": {"tile-m": [6]}}]}' > %t/option-list.json
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/option-list.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTION-LIST
// RUN: echo 'not json' > %t/text.json
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/text.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: not accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-autotune-budget=-1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE
//
// A kernel whose call takes longer than screen-above seconds (0 here: any)
// has its candidates timed by one call each; the record says so, and so
// does its file. A negative threshold is an error.
// RUN: accel-opt %s --accel-tune="measure=true backend=cpu-vector screen-above=0 budget=30 tuning-file=%t/screened.json" -o - 2>&1 | FileCheck %s --check-prefix=SCREENED
// RUN: FileCheck %s --check-prefix=SCREENED-FILE < %t/screened.json
// RUN: not accel-opt %s --accel-tune="screen-above=-0.5" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE-SCREEN
//
// A tuning file that cannot be written is a warning; the compile goes on.
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-autotune-budget=0.02 --accel-tuning-file=%t/no/such/dir/records.json -o %t/unwritten.mlir 2>&1 | FileCheck %s --check-prefix=UNWRITTEN

// A matmul whose shape no tile divides, with an epilogue; an elementwise
// kernel is not tuned (nothing in it has tiles). K, N and M are smaller
// than every block of the space: candidates that differ only in their
// blocks lower to the same code, and are counted, not measured.
accel.kernel @k(%a: tensor<24x40xf32>, %b: tensor<40x33xf32>) -> tensor<24x33xf32> {
  %c = matmul %a, %b : tensor<24x40xf32>, tensor<40x33xf32> -> tensor<24x33xf32>
  %r = relu %c : tensor<24x33xf32>
  return %r : tensor<24x33xf32>
}

// Inputs of a dynamic shape are not generated: not tuned, with a remark.
accel.kernel @dynamic(%a: tensor<?x8xf32>, %b: tensor<8x8xf32>) -> tensor<?x8xf32> {
  %c = matmul %a, %b : tensor<?x8xf32>, tensor<8x8xf32> -> tensor<?x8xf32>
  return %c : tensor<?x8xf32>
}

accel.kernel @elementwise(%a: tensor<64xf32>) -> tensor<64xf32> {
  %r = relu %a : tensor<64xf32>
  return %r : tensor<64xf32>
}

// TUNED:       remark: kernel 'dynamic' is not autotuned: argument 0 has type tensor<?x8xf32>: only tensors of static shape with f32, f64 or integer elements are generated and compared
// TUNED-LABEL: kernel @k
// TUNED:       tuned: block-k = {{[0-9]+}}, block-m = {{[0-9]+}}, block-n = {{[0-9]+}}, tile-m = {{[0-9]+}}, tile-n = {{[0-9]+}} (autotuned: {{[0-9]+\.[0-9]+}}x the default, {{([2-9]|[1-9][0-9]+)}} candidates, {{[1-9][0-9]*}} identical to one of them, {{[0-9.]+}} s)
// TUNED-LABEL: kernel @dynamic
// TUNED-NOT:   {{^  tuned:}}
// TUNED-LABEL: kernel @elementwise
// TUNED-NOT:   {{^  tuned:}}

// FILE:      "format": "accel-tuning 1",
// FILE-NEXT: "records": [
// FILE:        "accel": "accel
// FILE-NEXT:   "backend": "cpu-vector",
// FILE-NEXT:   "candidates": {{([2-9]|[1-9][0-9]+)}},
// FILE-NEXT:   "identical": {{[1-9][0-9]*}},
// FILE-NEXT:   "options": {
// FILE-NEXT:     "block-k": "{{[0-9]+}}",
// FILE-NEXT:     "block-m": "{{[0-9]+}}",
// FILE-NEXT:     "block-n": "{{[0-9]+}}",
// FILE-NEXT:     "tile-m": "{{[0-9]+}}",
// FILE-NEXT:     "tile-n": "{{[0-9]+}}"
// FILE-NEXT:   },
// FILE-NEXT:   "seconds": "{{[0-9]+\.[0-9]}}",
// FILE-NEXT:   "signature": "(tensor<24x40xf32>, tensor<40x33xf32>) -> tensor<24x33xf32>; accel.matmul (tensor<24x40xf32>, tensor<40x33xf32>) -> (tensor<24x33xf32>); accel.relu (tensor<24x33xf32>) -> (tensor<24x33xf32>); accel.return (tensor<24x33xf32>) -> ()",
// FILE-NEXT:   "speedup": "{{[0-9]+\.[0-9][0-9]}}",
// FILE-NEXT:   "target": "{{[^"]+}}"
// FILE-NOT:  "signature"

// RECORD-LABEL: kernel @k
// RECORD:       tuned: {{.*}} (from the tuning file '{{.*}}records.json': {{[0-9]+\.[0-9]+}}x the default, {{[1-9][0-9]*}} candidates, {{[1-9][0-9]*}} identical to one of them, {{[0-9.]+}} s)

// NEGATIVE-COUNT: tuned: {{.*}} (from the tuning file '{{.*}}negative-count.json': {{[0-9]+\.[0-9]+}}x the default, {{[1-9][0-9]*}} candidates, {{[0-9.]+}} s)

// SPENT:     remark: kernel 'k' is not autotuned: the budget of 0 s is spent
// SPENT-NOT: {{^  tuned:}}

// SMALL: tuned: {{.*}} (autotuned: 1.00x the default, 1 candidates, {{[0-9.]+}} s)

// STALE-BUILD: remark: the tuning record of kernel 'k' in '{{.*}}stale-build.json' was made for 'accel 0.0.1 old (other build)', not for this build ('accel {{.*}}'); ignored
// STALE-BUILD-NOT: {{^  tuned:}}

// STALE-TARGET: remark: the tuning record of kernel 'k' in '{{.*}}stale-target.json' was made for target 'riscv64-unknown-linux-gnu other', not for this target '{{.*}}'; ignored

// INVALID:      error: the tuning record ('accel.tuned') gives option 'tile-m' of backend 'cpu-vector' the invalid value '0': expected an integer from 1 to 64
// INVALID-NEXT: accel.kernel @k
// INVALID:      note: the record: from the tuning file '{{.*}}invalid.json'

// FORMAT: error: cannot read the tuning file '{{.*}}format.json': it is not a tuning file of format 'accel-tuning 1'
// FIELD: error: cannot read the tuning file '{{.*}}field.json': record 0: it has no string 'backend'
// TEXT: error: cannot read the tuning file '{{.*}}text.json': {{.+}}
// NO-RECORDS: error: cannot read the tuning file '{{.*}}no-records.json': it has no array 'records'
// NOT-OBJECT: error: cannot read the tuning file '{{.*}}number.json': record 0: it is not an object
// NO-OPTIONS: error: cannot read the tuning file '{{.*}}no-options.json': record 0: it has no object 'options'
// OPTION-LIST: error: cannot read the tuning file '{{.*}}option-list.json': record 0: option 'tile-m' is not a string or an integer
// NEGATIVE: error: the autotuning budget must be 0 seconds or more, not -1
// A module's error names its file; the module itself is not printed.
// NEGATIVE-NOT: see current operation
// FORMAT-NOT: see current operation
// SCREENED: accel.kernel @k{{.*}}accel.tuned = {backend = "cpu-vector", note = "autotuned: {{[0-9]+\.[0-9]+}}x the default, {{([2-9]|[1-9][0-9]+)}} candidates screened by one call each, {{[1-9][0-9]*}} identical to one of them, {{[0-9.]+}} s"
// SCREENED-FILE: "identical": {{[1-9][0-9]*}},
// SCREENED-FILE: "screened": true,
// SCREENED-FILE-NEXT: "seconds":
// NEGATIVE-SCREEN: error: the autotuning screening threshold (screen-above) must be 0 seconds or more, not -0.5
// UNWRITTEN: warning: cannot write the tuning file '{{.*}}/no/such/dir/records.json': {{.+}}
