// RUN: accel-opt %s --split-input-file --gpu-to-llvm --accel-gpu-to-runtime --verify-diagnostics | FileCheck %s

// Launches, binaries and gpu-to-llvm's mgpu* calls become calls of
// libaccel_runtime naming their device kind (docs/Runtime.md): the binary a
// constant global with its object's description, the launch
// accelrt_get_function and accelrt_launch with the arguments in stack
// slots, each mgpu* call its accelrt_* counterpart with the kind first.

// CHECK-LABEL: llvm.mlir.global internal constant @__accel_gpu_name_k_k("k\00")
// CHECK: llvm.mlir.global internal constant @__accel_gpu_k("\03\02#\07{{.*}}") {accel.gpu_object = {format = "bin", kind = "vulkan", target = #spirv.target_env<{{.*}}>}
// CHECK-LABEL: llvm.func @host(
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x i64 : (i64) -> !llvm.ptr
// CHECK: %[[PARAMS:.*]] = llvm.alloca %[[ONE]] x !llvm.array<1 x ptr> : (i64) -> !llvm.ptr
// CHECK: %[[KIND:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK: %[[STREAM:.*]] = llvm.call @accelrt_stream_create(%[[KIND]]) : (i32) -> !llvm.ptr
// CHECK: llvm.store %{{.*}}, %[[SLOT]] : i64, !llvm.ptr
// CHECK: %[[ELEMENT:.*]] = llvm.getelementptr %[[PARAMS]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
// CHECK: llvm.store %[[SLOT]], %[[ELEMENT]] : !llvm.ptr, !llvm.ptr
// CHECK: %[[DATA:.*]] = llvm.mlir.addressof @__accel_gpu_k : !llvm.ptr
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(20 : i64) : i64
// CHECK: %[[NAME:.*]] = llvm.mlir.addressof @__accel_gpu_name_k_k : !llvm.ptr
// CHECK: %[[F:.*]] = llvm.call @accelrt_get_function(%[[KIND]], %[[DATA]], %[[SIZE]], %{{.*}}, %{{.*}}, %[[NAME]])
// CHECK: llvm.call @accelrt_launch(%[[KIND]], %[[F]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM]], %[[PARAMS]], %[[ONE2:.*]])
// CHECK: llvm.call @accelrt_stream_synchronize(%[[KIND]], %[[STREAM]])
// CHECK: llvm.call @accelrt_stream_destroy(%[[KIND]], %[[STREAM]])
// CHECK-NOT: gpu.binary
// CHECK-NOT: mgpu
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, bin = "\03\02\23\07\00\00\01\00\00\00\00\00\01\00\00\00\00\00\00\00">]
  func.func @host(%n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : index)
    return
  }
}

// -----

// Memory and copies on the stream of a launch take its kind: nvidia here.
// CHECK: llvm.mlir.global internal constant @__accel_gpu_k("ptx\00") {accel.gpu_object = {format = "assembly", kind = "nvidia", properties = {O = 3 : i32}, target = #nvvm.target}
// CHECK-LABEL: llvm.func @copies(
// CHECK: %[[KIND:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[STREAM:.*]] = llvm.call @accelrt_stream_create(%[[KIND]])
// CHECK: llvm.call @accelrt_mem_alloc(%[[KIND]], %{{.*}}, %[[STREAM]], %{{.*}}) : (i32, i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK: llvm.call @accelrt_memcpy(%[[KIND]], {{.*}}, %[[STREAM]])
// CHECK: llvm.call @accelrt_launch(%[[KIND]],
// CHECK: llvm.call @accelrt_mem_free(%[[KIND]], %{{.*}}, %[[STREAM]])
// CHECK: llvm.call @accelrt_stream_synchronize(%[[KIND]], %[[STREAM]])
// CHECK: llvm.call @accelrt_stream_destroy(%[[KIND]], %[[STREAM]])
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, assembly = "ptx">]
  func.func @copies(%host: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xf32>
    %t2 = gpu.memcpy async [%t1] %d, %host : memref<4xf32>, memref<4xf32>
    %t3 = gpu.launch_func async [%t2] @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<4xf32>)
    %t4 = gpu.dealloc async [%t3] %d : memref<4xf32>
    gpu.wait [%t4]
    return
  }
}

// -----

// A call whose stream reaches no launch, in a function without launches,
// is an error unless `device` names the kind.
func.func @alone(%n: index) {
  // expected-error @+1 {{cannot tell which device mgpuStreamCreate is for: its stream reaches no kernel launch}}
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi8>
  %t2 = gpu.dealloc async [%t1] %m : memref<?xi8>
  gpu.wait [%t2]
  return
}

// -----

// expected-error @+1 {{gpu.binary @two holds 2 objects; accel's runtime loads a binary of one object}}
gpu.binary @two [#gpu.object<#nvvm.target, assembly = "a">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "b">]

// -----

// expected-error @+1 {{gpu.binary @offload holds offload IR, which needs a link step before it runs}}
gpu.binary @offload [#gpu.object<#nvvm.target, offload = "ir">]

// -----

// One stream for kernels of two device kinds cannot be: each kind's runtime
// has streams of its own.
module attributes {gpu.container_module} {
  gpu.binary @nv [#gpu.object<#nvvm.target, assembly = "ptx">]
  gpu.binary @vk [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, bin = "\03\02\23\07\00\00\01\00\00\00\00\00\01\00\00\00\00\00\00\00">]
  func.func @mixed() {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @nv::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // expected-error @+1 {{the launch of @vk shares its stream with a launch for another kind of device; each device kind needs streams of its own}}
    %t2 = gpu.launch_func async [%t1] @vk::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t2]
    return
  }
}

// -----

// expected-error @+1 {{gpu.binary @other: no device kind of accel's runtime runs objects for target #xevm.target}}
gpu.binary @other [#gpu.object<#xevm.target, bin = "x">]

// -----

// The module's own symbols cannot take the names the lowering makes: a
// runtime function declared with another type, a global under a binary's
// name. Each is an error at the symbol (once, however many launches need
// it), not a call that does not match its callee.
module attributes {gpu.container_module} {
  // expected-error @+1 {{'@accelrt_launch' is the name of a function of accel's runtime, !llvm.func<void (i32, ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, i64)>, that the GPU launches call; rename this symbol}}
  llvm.func @accelrt_launch(i32)
  // expected-error @+1 {{'@__accel_gpu_k' is the name of a constant global of the GPU launches (names starting with __accel_gpu_ are accel's); rename this symbol}}
  llvm.mlir.global internal @__accel_gpu_k(0 : i32) : i32
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, bin = "\03\02\23\07\00\00\01\00\00\00\00\00\01\00\00\00\00\00\00\00">]
  func.func @host() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// A declaration of the right type is the runtime's function.
// CHECK: llvm.func @accelrt_stream_create(i32) -> !llvm.ptr
// CHECK-LABEL: llvm.func @declared(
// CHECK: llvm.call @accelrt_stream_create(
// CHECK-NOT: llvm.func @accelrt_stream_create
module attributes {gpu.container_module} {
  llvm.func @accelrt_stream_create(i32) -> !llvm.ptr
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, bin = "\03\02\23\07\00\00\01\00\00\00\00\00\01\00\00\00\00\00\00\00">]
  func.func @declared() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// A launch in clusters: accel's runtime launches grids of blocks only.
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#nvvm.target, assembly = "ptx">]
  func.func @cluster() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{accel's runtime launches without clusters and async tokens (as gpu-to-llvm leaves launches)}}
    gpu.launch_func @k::@k clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// An mgpu* call that accel's runtime has no counterpart of.
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#nvvm.target, assembly = "ptx">]
  func.func @device(%d: i32) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{accel's runtime has no counterpart of mgpuSetDefaultDevice (it runs device memory, copies, streams and events)}}
    gpu.set_default_device %d
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// Joining the streams of kernels of two device kinds: the new stream waits
// for an event of each kind.
module attributes {gpu.container_module} {
  gpu.binary @nv [#gpu.object<#nvvm.target, assembly = "ptx">]
  gpu.binary @vk [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, bin = "\03\02\23\07\00\00\01\00\00\00\00\00\01\00\00\00\00\00\00\00">]
  func.func @join() {
    %c1 = arith.constant 1 : index
    %a0 = gpu.wait async
    %a1 = gpu.launch_func async [%a0] @nv::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    %b0 = gpu.wait async
    %b1 = gpu.launch_func async [%b0] @vk::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // expected-error @+1 {{mgpuStreamWaitEvent takes streams or events of two device kinds}}
    %j = gpu.wait async [%a1, %b1]
    gpu.wait [%j]
    return
  }
}
