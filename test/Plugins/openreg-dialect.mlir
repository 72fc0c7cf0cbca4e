// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: not accel-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UNLOADED

// A plugin's own dialect, registered through the plugin registrar: with the
// plugin loaded, `#openreg<...>` parses and the dialect checks its
// attributes; without it, the dialect is unknown.

// CHECK-LABEL: func.func @on_device
// CHECK-SAME: openreg.device = 3 : i64
func.func @on_device() attributes {openreg.device = #openreg<device = 3>} {
  return
}

// UNLOADED: openreg-dialect.mlir:[[@LINE-4]]:53: error: #"openreg"<"device = 3"> : 'none' attribute created with unregistered dialect

// -----

// The dialect is loaded by the #openreg attribute, then checks the other.
// expected-error @+1 {{'openreg.device' must be a non-negative integer device id, got "gpu0"}}
func.func @bad_device() attributes {openreg.device = "gpu0", home = #openreg<device = 1>} {
  return
}

// -----

// expected-error @+1 {{unknown openreg attribute 'openreg.queue'; openreg knows 'openreg.device'}}
func.func @bad_name() attributes {openreg.queue = #openreg<device = 1>} {
  return
}
