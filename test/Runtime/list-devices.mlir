// REQUIRES: vulkan
// RUN: accel-opt --list-devices | FileCheck %s
// RUN: accel-opt --list-devices --format=json | FileCheck %s --check-prefix=JSON
// RUN: env VK_ICD_FILENAMES=/nonexistent VK_DRIVER_FILES=/nonexistent accel-opt --list-devices | FileCheck %s --check-prefix=NO-VULKAN

// The devices libaccel_runtime finds: the host CPU always, lavapipe here;
// each absent kind with its reason (nvidia's depends on the machine: no
// CUDA driver built, or no libcuda.so.1, or no GPU).

// CHECK: Devices present:
// CHECK-NEXT: cpu:0 {{.+}} ({{[0-9.]+}} GiB)
// CHECK: vulkan:0 llvmpipe {{.+}} ({{[0-9.]+}} GiB)
// CHECK: Absent:
// CHECK: amd: accel has no AMD (HIP) driver yet

// JSON: "absent": {
// JSON: "amd": "accel has no AMD (HIP) driver yet"
// JSON: "devices": [
// JSON: "index": 0,
// JSON-NEXT: "kind": "cpu",
// JSON-NEXT: "memoryBytes": {{[1-9][0-9]*}},
// JSON: "kind": "vulkan",
// JSON-NEXT: "memoryBytes": {{[0-9]+}},
// JSON-NEXT: "name": "llvmpipe

// NO-VULKAN: Devices present:
// NO-VULKAN-NEXT: cpu:0
// NO-VULKAN-NOT: vulkan:0
// NO-VULKAN: vulkan: vkCreateInstance failed: VK_ERROR_INCOMPATIBLE_DRIVER (no Vulkan driver found; the loader reads VK_ICD_FILENAMES / VK_DRIVER_FILES)
