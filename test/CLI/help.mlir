// RUN: accel-opt --help | FileCheck %s

// --help lists the accel passes under their own heading, with the summaries
// from Passes.td, after the upstream passes.

// CHECK: OVERVIEW: accel optimizer driver
// CHECK: --accel-to-linalg
// CHECK-SAME: Lower accel compute ops to linalg on tensors
// CHECK: accel passes (also listed with the upstream passes above):
// CHECK-NEXT: --accel-to-linalg - Lower accel compute ops to linalg on tensors
