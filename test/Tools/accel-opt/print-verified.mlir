// RUN: accel-opt %s --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s
// RUN: accel-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=0 --symbol-dce | FileCheck %s
// RUN: not accel-opt %s 2>&1 | FileCheck %s --check-prefix=INVALID

// accel-opt tells MLIR's printer that the output is valid (so that it is not
// verified once more, serially, before printing) only when it was verified:
// after the parser and after each pass. This scf.for has no induction
// variable, which its custom printer would read past the end of the block's
// arguments (a segmentation fault); unverified, it is printed in the generic
// form instead.

// CHECK: "scf.for"(%0, %0, %0) ({
// CHECK-NEXT: "scf.yield"() : () -> ()
// INVALID: error: 'scf.for' op different number of inits and region iter_args

"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  "scf.for"(%c0, %c0, %c0) ({
  ^bb0:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  "func.return"() : () -> ()
}) : () -> ()
