// REQUIRES: vulkan
// RUN: accel-opt %s --accel-lower -o %t.mlir

// One kernel compiled for vulkan and cpu; the runtime picks the variant when
// the program runs. By default, the first present: vulkan.
// RUN: env ACCEL_EXPLAIN=1 %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,VULKAN
// VULKAN: accel: kernel 'scale' runs on vulkan:0 ({{.+}}): the first variant present (compiled: vulkan,cpu)

// An explicit choice beats the compiled order.
// RUN: env ACCEL_EXPLAIN=1 ACCEL_DEVICE=cpu %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,CPU
// CPU: accel: kernel 'scale' runs on cpu:0 ({{.+}}): ACCEL_DEVICE=cpu
// RUN: env ACCEL_EXPLAIN=1 ACCEL_DEVICE=vulkan:0 %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,VULKAN0
// VULKAN0: accel: kernel 'scale' runs on vulkan:0 ({{.+}}): ACCEL_DEVICE=vulkan:0

// With the Vulkan loader pointed at no driver, vulkan is absent: the default
// falls back to cpu and says why; asking for vulkan is an error.
// RUN: env ACCEL_EXPLAIN=1 VK_ICD_FILENAMES=/nonexistent VK_DRIVER_FILES=/nonexistent %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,FALLBACK
// FALLBACK: accel: kernel 'scale' runs on cpu:0 ({{.+}}): the first variant present (compiled: vulkan,cpu); vulkan: absent (vkCreateInstance failed: VK_ERROR_INCOMPATIBLE_DRIVER (no Vulkan driver found; the loader reads VK_ICD_FILENAMES / VK_DRIVER_FILES))
// RUN: env VK_ICD_FILENAMES=/nonexistent VK_DRIVER_FILES=/nonexistent ACCEL_DEVICE=vulkan not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=ABSENT
// ABSENT: accel runtime: kernel 'scale': ACCEL_DEVICE=vulkan asks for vulkan, which is absent (vkCreateInstance failed: VK_ERROR_INCOMPATIBLE_DRIVER (no Vulkan driver found; the loader reads VK_ICD_FILENAMES / VK_DRIVER_FILES)); devices present: cpu:0 ({{.+}}); variants compiled: vulkan,cpu
// ABSENT-NOT: [

// ACCEL_PROFILE=1: each launch's device time (Vulkan timestamp queries) and
// each copy's bytes and time; the results are the same. Copies to and from
// buffers the host does not map are staged (ACCEL_VULKAN_STAGING=always
// here, the default where the device's mappable memory is the smaller
// heap).
// RUN: env ACCEL_VULKAN_STAGING=never ACCEL_PROFILE=1 %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,PROFILE
// PROFILE: accel profile: vulkan copy 16 bytes {{[0-9]+\.[0-9]+}} ms (host timer)
// PROFILE-NEXT: accel profile: vulkan launch 'scale__vulkan_kernel' {{[0-9]+\.[0-9]+}} ms (device timer)
// PROFILE-NEXT: accel profile: vulkan copy 16 bytes {{[0-9]+\.[0-9]+}} ms (host timer)
// RUN: env ACCEL_VULKAN_STAGING=always ACCEL_PROFILE=1 %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefixes=RESULT,STAGED
// STAGED: accel profile: vulkan copy 16 bytes {{[0-9]+\.[0-9]+}} ms (host timer, staged)
// STAGED-NEXT: accel profile: vulkan launch 'scale__vulkan_kernel' {{[0-9]+\.[0-9]+}} ms (device timer)
// STAGED-NEXT: accel profile: vulkan copy 16 bytes {{[0-9]+\.[0-9]+}} ms (host timer, staged)
// RUN: env ACCEL_VULKAN_STAGING=sometimes not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=BAD-STAGING
// BAD-STAGING: accel vulkan runtime: ACCEL_VULKAN_STAGING='sometimes' is not one of always, never, auto

// The words for off turn ACCEL_EXPLAIN and ACCEL_PROFILE off, in any case.
// RUN: env ACCEL_EXPLAIN=false ACCEL_PROFILE=Off %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=QUIET --implicit-check-not=accel
// QUIET: [2, 2, 12, 12]

// The fence's timeout, in whole seconds: a word or 0 is a misuse, not a
// wait of 0 s, and so is a number of seconds whose nanoseconds overflow.
// RUN: env ACCEL_VULKAN_TIMEOUT_S=30 %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: env ACCEL_VULKAN_TIMEOUT_S=ten not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=BAD-TIMEOUT -DVALUE=ten
// RUN: env ACCEL_VULKAN_TIMEOUT_S=0 not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=BAD-TIMEOUT -DVALUE=0
// RUN: env ACCEL_VULKAN_TIMEOUT_S=18446744074 not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=BAD-TIMEOUT -DVALUE=18446744074
// BAD-TIMEOUT: accel vulkan runtime: ACCEL_VULKAN_TIMEOUT_S='[[VALUE]]' is not a whole number of seconds from 1 to 18446744073

// A kind the kernel has no variant for, and malformed choices.
// RUN: env ACCEL_DEVICE=nvidia not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=NO-VARIANT
// NO-VARIANT: accel runtime: kernel 'scale': ACCEL_DEVICE=nvidia asks for nvidia, but the kernel has no nvidia variant (variants compiled: vulkan,cpu; devices present: cpu:0 ({{.+}}), vulkan:0 ({{.+}}))
// RUN: env ACCEL_DEVICE=vulkan:x not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=NOT-INDEX
// NOT-INDEX: accel runtime: kernel 'scale': ACCEL_DEVICE='vulkan:x': the index 'x' is not a whole number from 0 to 999999 (KIND or KIND:INDEX, KIND one of cpu, nvidia, amd, vulkan)
// RUN: env ACCEL_DEVICE=vulkan:99 not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=NO-INDEX
// NO-INDEX: accel runtime: kernel 'scale': ACCEL_DEVICE=vulkan:99: vulkan:99 names no device; devices present: cpu:0 ({{.+}}), vulkan:0 ({{.+}})
// RUN: env ACCEL_DEVICE=cpu:1 not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=NO-CPU
// NO-CPU: accel runtime: kernel 'scale': ACCEL_DEVICE=cpu:1: cpu:1 names no device; devices present: cpu:0
// RUN: env ACCEL_DEVICE= not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: accel runtime: kernel 'scale': ACCEL_DEVICE='': the device name is empty (KIND or KIND:INDEX, KIND one of cpu, nvidia, amd, vulkan)
// RUN: env ACCEL_DEVICE=vulkn not %run-gpu %t.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: accel runtime: kernel 'scale': ACCEL_DEVICE='vulkn': unknown device kind 'vulkn' (KIND or KIND:INDEX, KIND one of cpu, nvidia, amd, vulkan)

// Every variant computes the same: x * x + x, twice (the second launch
// finds the variant chosen the first time; explained once).
// RESULT-NOT: accel: kernel
// RESULT: [2, 2, 12, 12]
// RESULT-NOT: accel: kernel
// RESULT: [6, 6, 156, 156]

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @scale(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = [#accel.target<"vulkan">, #accel.target<"cpu">]} {
  %s = mul %x, %x : tensor<4xf32>
  %r = add %s, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, -2.0, 3.0, -4.0]> : tensor<4xf32>
  %a = accel.launch @scale(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %b = accel.launch @scale(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
