// RUN: not accel-opt %s --accel-target= 2>&1 | FileCheck %s --check-prefix=EMPTY-TARGET
// RUN: not accel-opt %s --accel-backend=cpu= 2>&1 | FileCheck %s --check-prefix=EMPTY-BACKEND
// RUN: not accel-opt %s --accel-backend==cpu-loops 2>&1 | FileCheck %s --check-prefix=EMPTY-ACCELERATOR
// RUN: not accel-opt %s --accel-backend=cpu-loops,cpu-vector 2>&1 | FileCheck %s --check-prefix=TWO-BARE
// RUN: not accel-opt %s --accel-backend=cpu=cpu-loops,cpu=cpu-vector 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not accel-opt %s --accel-on-unsupported=ignore 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not accel-opt %s --accel-lower=on-unsupported=maybe 2>&1 | FileCheck %s --check-prefix=PASS-POLICY
// RUN: not accel-opt %s --accel-lower=backend=cpu= 2>&1 | FileCheck %s --check-prefix=PASS-BACKEND

// The driver's --accel-* flags are checked before anything runs (an empty
// name is an error everywhere); the same options of the accel-lower pass are
// checked when it runs, at the module.

// EMPTY-TARGET: accel-opt: --accel-target needs an accelerator name
// EMPTY-BACKEND: accel-opt: invalid --accel-backend='cpu=': empty backend name for accelerator 'cpu'
// EMPTY-ACCELERATOR: accel-opt: invalid --accel-backend='=cpu-loops': empty accelerator name in '=cpu-loops'
// TWO-BARE: accel-opt: invalid --accel-backend='cpu-loops,cpu-vector': more than one backend for every accelerator in 'cpu-loops,cpu-vector'; use ACCELERATOR=BACKEND pairs
// TWICE: accel-opt: invalid --accel-backend='cpu=cpu-loops,cpu=cpu-vector': accelerator 'cpu' is given more than one backend in 'cpu=cpu-loops,cpu=cpu-vector'
// POLICY: accel-opt: invalid --accel-on-unsupported='ignore'; expected error, fallback or skip
// PASS-POLICY: flags.mlir:0:0: error: invalid on-unsupported policy 'maybe'; expected error, fallback or skip
// PASS-BACKEND: flags.mlir:0:0: error: invalid backend option 'cpu=': empty backend name for accelerator 'cpu'

accel.kernel @k() {
  return
}
