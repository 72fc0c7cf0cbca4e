// REQUIRES: vulkan
// RUN: accel-runtime-test cpu vulkan:0 vulkan:7 vulkn amd "" | FileCheck %s
// RUN: env ACCEL_DEVICE=vulkan accel-runtime-test "" | FileCheck %s --check-prefix=ENV

// The runtime's C API from a C program (test/Runtime/accel-runtime-test.c):
// the devices, the absent kinds and why, and the current device, whose
// setter checks the name and the device and whose empty name goes back to
// ACCEL_DEVICE.

// CHECK: devices: {{[2-9]}}
// CHECK-NEXT: device cpu:0 {{.+}} memory=yes
// CHECK: device vulkan:0 llvmpipe {{.+}} memory=yes
// CHECK: absent cpu: (no)
// CHECK-NEXT: absent nvidia: {{.+}}
// CHECK-NEXT: absent amd: accel has no AMD (HIP) driver yet
// CHECK-NEXT: absent vulkan: (no)
// CHECK-NEXT: absent tpu: (no)
// CHECK-NEXT: set 'cpu': ok, current: 'cpu'
// CHECK-NEXT: set 'vulkan:0': ok, current: 'vulkan:0'
// CHECK-NEXT: set 'vulkan:7': device 'vulkan:7' names no device; devices present: cpu:0 ({{.+}}), vulkan:0 ({{.+}})
// CHECK-NEXT: set 'vulkn': invalid device 'vulkn': unknown device kind 'vulkn' (KIND or KIND:INDEX, KIND one of cpu, nvidia, amd, vulkan)
// CHECK-NEXT: set 'amd': device 'amd' is absent (accel has no AMD (HIP) driver yet); devices present: cpu:0 ({{.+}}), vulkan:0 ({{.+}})
// CHECK-NEXT: set '': ok, current: ''

// ENV: set '': ok, current: 'vulkan'
