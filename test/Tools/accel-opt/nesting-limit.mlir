// RUN: python3 -c "print('module {' * 5000 + '}' * 5000)" > %t.deep.mlir
// RUN: not accel-opt %t.deep.mlir 2>&1 | FileCheck %s
// RUN: not accel-opt %t.deep.mlir --accel-lower 2>&1 | FileCheck %s
// RUN: python3 -c "print('module {' * 300 + '}' * 300)" > %t.300.mlir
// RUN: not accel-opt %t.300.mlir 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: accel-opt %t.300.mlir --accel-max-nesting=400 -o /dev/null
// RUN: not accel-opt %s --accel-max-nesting=2 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: accel-opt %s --accel-max-nesting=3 | FileCheck %s --check-prefix=FITS
// RUN: python3 -c "print('module attributes {my.note = \"' + '{' * 300 + '\"} {}')" > %t.note.mlir
// RUN: accel-opt %t.note.mlir --emit-bytecode -o %t.note.mlirbc
// RUN: accel-opt %t.note.mlirbc | FileCheck %s --check-prefix=BYTECODE

// Input nested deeper than --accel-max-nesting (default 256) levels of (),
// [] and {} is an error at the first bracket past the limit, before the
// parser (which recurses once per level) overflows the stack: 5,000 nested
// modules used to kill accel-opt with a segmentation fault. Brackets in
// strings and comments do not count: {{{{ [[[[ ((((
// Bytecode is not checked: its strings are stored unquoted, so that 300
// "{" in an attribute were taken for 300 levels (and accel-opt refused
// bytecode it had written itself).

// CHECK: deep.mlir:1:2056: error: input nested deeper than 256 levels of (), [] and {}; MLIR's parser recurses once per level (raise the limit with --accel-max-nesting)
// FITS: func.func @f()
// BYTECODE: module attributes {my.note = "{{[{]+}}"}
// DEFAULT: 300.mlir:1:2056: error: input nested deeper than 256 levels
// LIMIT: nesting-limit.mlir:[[# @LINE + 4]]:17: error: input nested deeper than 2 levels of (), [] and {}

module attributes {my.note = "{{{{ ((((]]]]"} {
  module {
    func.func @f() -> (i32) {
      %c = arith.constant 1 : i32
      return %c : i32
    }
  }
}
