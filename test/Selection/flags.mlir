// RUN: not accel-opt %s --accel-target= 2>&1 | FileCheck %s --check-prefix=EMPTY-TARGET
// RUN: not accel-opt %s --accel-backend= 2>&1 | FileCheck %s --check-prefix=NO-BACKEND
// RUN: not accel-opt %s --accel-backend=cpu= 2>&1 | FileCheck %s --check-prefix=EMPTY-BACKEND
// RUN: not accel-opt %s --accel-backend==cpu-loops 2>&1 | FileCheck %s --check-prefix=EMPTY-ACCELERATOR
// RUN: not accel-opt %s --accel-backend=cpu-loops,cpu-vector 2>&1 | FileCheck %s --check-prefix=TWO-BARE
// RUN: not accel-opt %s --accel-backend=cpu=cpu-loops,cpu=cpu-vector 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not accel-opt %s --accel-on-unsupported=ignore 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not accel-opt %s --accel-lower=on-unsupported=maybe 2>&1 | FileCheck %s --check-prefix=PASS-POLICY
// RUN: not accel-opt %s --accel-lower=backend=cpu= 2>&1 | FileCheck %s --check-prefix=PASS-BACKEND

// The driver's --accel-* flags are checked before anything runs (an empty
// name is an error everywhere); the same options of the accel-lower pass are
// checked when it runs, at the module. Both go through the selection's one
// parser (parseSelectionChoices), so a backend choice reads the same in both
// (and in the API, unittests/API). on-unsupported is an enum option in both:
// LLVM's command-line parser rejects other values.

// EMPTY-TARGET: accel-opt: --accel-target needs an accelerator name
// NO-BACKEND: accel-opt: --accel-backend needs a backend name
// EMPTY-BACKEND: accel-opt: invalid backend choice 'cpu=': empty backend name for accelerator 'cpu'
// EMPTY-ACCELERATOR: accel-opt: invalid backend choice '=cpu-loops': empty accelerator name in '=cpu-loops'
// TWO-BARE: accel-opt: invalid backend choice 'cpu-loops,cpu-vector': more than one backend for every accelerator in 'cpu-loops,cpu-vector'; use ACCELERATOR=BACKEND pairs
// TWICE: accel-opt: invalid backend choice 'cpu=cpu-loops,cpu=cpu-vector': accelerator 'cpu' is given more than one backend in 'cpu=cpu-loops,cpu=cpu-vector'
// POLICY: accel-opt: for the --accel-on-unsupported option: Cannot find option named 'ignore'!
// PASS-POLICY: accel-opt: for the --on-unsupported option: Cannot find option named 'maybe'!
// PASS-BACKEND: flags.mlir:0:0: error: invalid backend choice 'cpu=': empty backend name for accelerator 'cpu'

accel.kernel @k() {
  return
}
