// RUN: rm -rf %t.cache %t.dir && mkdir -p %t.dir
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISS

// The same kernels two lines further down, in another file: every one is a
// hit, and the output is a cold compile's, locations included (printed, and
// in bytecode, which always holds them).
// RUN: sh -c 'echo; echo; cat %s' > %t.dir/moved.mlir
// RUN: accel-opt %t.dir/moved.mlir --accel-lower --mlir-print-debuginfo -o %t.nocache
// RUN: accel-opt %t.dir/moved.mlir --accel-cache-dir=%t.cache --accel-explain --mlir-print-debuginfo -o %t.warm 2>&1 | FileCheck %s --check-prefix=HIT
// RUN: diff %t.nocache %t.warm
// RUN: FileCheck %s --input-file=%t.warm --check-prefix=MOVED
// RUN: accel-opt %t.dir/moved.mlir --accel-lower --emit-bytecode -o %t.nocache.mlirbc
// RUN: accel-opt %t.dir/moved.mlir --accel-cache-dir=%t.cache --emit-bytecode -o %t.warm.mlirbc
// RUN: cmp %t.nocache.mlirbc %t.warm.mlirbc

// Which ops share a location is part of the key: @shared's two ops at one
// place, then at two, is another kernel to the cache.
// RUN: sed -e 's/add %%y, %%x : tensor<4xf32> loc("ops.py":7:3)/add %%y, %%x : tensor<4xf32> loc("ops.py":8:3)/' %s > %t.dir/apart.mlir
// RUN: accel-opt %t.dir/apart.mlir --accel-cache-dir=%t.cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=APART

// A lowered kernel that names its file other than in its locations (here
// through the module's attributes, which every unit gets) would not fit the
// same kernel elsewhere: it is not stored, and misses every time.
// RUN: sed -e 's/^module {/module attributes {test.source = "named.mlir"} {/' %s > %t.dir/named.mlir
// RUN: accel-opt %t.dir/named.mlir --accel-cache-dir=%t.cache -o /dev/null
// RUN: accel-opt %t.dir/named.mlir --accel-cache-dir=%t.cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISS

// MISS: kernel @early: cache miss
// MISS-NEXT: kernel @shared: cache miss
// MISS-NEXT: kernel @launched: cache miss

// HIT: kernel @early: cache hit
// HIT-NEXT: kernel @shared: cache hit
// HIT-NEXT: kernel @launched: cache hit

// MOVED-NOT: cache-locations.mlir"
// MOVED: loc("{{.*}}moved.mlir":{{[0-9]+}}:{{[0-9]+}})
// MOVED-NOT: cache-locations.mlir"

// APART: kernel @early: cache hit
// APART-NEXT: kernel @shared: cache miss
// APART-NEXT: kernel @launched: cache hit

module {
  accel.kernel @early(%x: tensor<4xf32>) -> tensor<4xf32> attributes {backend = #accel.backend<"cpu-loops">} {
    %y = mul %x, %x : tensor<4xf32>
    return %y : tensor<4xf32>
  }

  accel.kernel @shared(%x: tensor<4xf32>) -> tensor<4xf32> attributes {backend = #accel.backend<"cpu-loops">} {
    %y = mul %x, %x : tensor<4xf32> loc("ops.py":7:3)
    %z = add %y, %x : tensor<4xf32> loc("ops.py":7:3)
    return %z : tensor<4xf32>
  }

  accel.kernel @launched(%x: tensor<4xf32>) -> tensor<4xf32> attributes {backend = #accel.backend<"cpu-vector">} {
    %c = arith.constant dense<2.0> : tensor<4xf32>
    %y = add %x, %c : tensor<4xf32>
    return %y : tensor<4xf32>
  }

  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %y = accel.launch @launched(%x) : (tensor<4xf32>) -> tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
