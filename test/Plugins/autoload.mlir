// RUN: rm -rf %t && mkdir -p %t/good %t/mixed
// RUN: cp %plugins/toy-npu.so %plugins/openreg.so %t/good/
// RUN: cp %plugins/toy-npu.so %broken/broken-failing.so %broken/broken-abi.so %broken/broken-duplicate.so %t/mixed/
// RUN: cp %S/Inputs/not-a-plugin.so %t/mixed/

// Every *.so of the ACCEL_PLUGIN_PATH directories is loaded.
// RUN: env ACCEL_PLUGIN_PATH=%t/good accel-opt --list-accelerators 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD-NOT: warning
// GOOD: openreg - a registration test device
// GOOD: toy-npu - a toy NPU{{.*}}
// GOOD-NEXT: provider: plugin toy-npu 0.1 ({{.*}}/good/toy-npu.so); priority 10; auto-select (the default)

// ACCEL_PLUGIN_AUTOLOAD=0 turns it off, and so do false, off and no in any
// case (the runtime's flags read the same); 1 leaves it on.
// RUN: env ACCEL_PLUGIN_PATH=%t/good ACCEL_PLUGIN_AUTOLOAD=0 accel-opt --list-accelerators 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env ACCEL_PLUGIN_PATH=%t/good ACCEL_PLUGIN_AUTOLOAD=false accel-opt --list-accelerators 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env ACCEL_PLUGIN_PATH=%t/good ACCEL_PLUGIN_AUTOLOAD=Off accel-opt --list-accelerators 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env ACCEL_PLUGIN_PATH=%t/good ACCEL_PLUGIN_AUTOLOAD=NO accel-opt --list-accelerators 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env ACCEL_PLUGIN_PATH=%t/good ACCEL_PLUGIN_AUTOLOAD=1 accel-opt --list-accelerators 2>&1 | FileCheck %s --check-prefix=GOOD
// OFF-NOT: toy-npu
// OFF: cpu - the host CPU{{.*}}
// OFF-NEXT: provider: built-in; priority 0; auto-select (the default)
// OFF-NOT: toy-npu

// Broken plugins next to a good one: one warning each, in file-name order,
// and the tool goes on. The listing shows each as unavailable, with its reason
// and the names it would have provided; none of them is half-registered
// (broken-duplicate's dup-npu and dup-loops were free, yet are not listed).
// RUN: env ACCEL_PLUGIN_PATH=%t/mixed accel-opt --list-accelerators --list-backends 2>&1 | FileCheck %s --check-prefix=MIXED -DDIR=%t/mixed
// MIXED: accel-opt: warning: cannot load plugin '[[DIR]]/broken-abi.so': built for plugin ABI version 999, but this accel uses version 6 (autoloaded from ACCEL_PLUGIN_PATH; continuing without it)
// MIXED-NEXT: accel-opt: warning: cannot load plugin '[[DIR]]/broken-duplicate.so': compile backend 'cpu-loops' from plugin broken-duplicate 0.9 ([[DIR]]/broken-duplicate.so) is already registered by built-in (autoloaded from ACCEL_PLUGIN_PATH; continuing without it)
// MIXED-NEXT: accel-opt: warning: cannot load plugin '[[DIR]]/broken-failing.so': its register function failed: no failing-npu device found (driver 0.0) (autoloaded from ACCEL_PLUGIN_PATH; continuing without it)
// MIXED-NEXT: accel-opt: warning: cannot load plugin '[[DIR]]/not-a-plugin.so': not a loadable shared library: {{.*}}invalid ELF header (autoloaded from ACCEL_PLUGIN_PATH; continuing without it)
// MIXED-NOT: {{^(dup|failing)-npu -}}
// MIXED: toy-npu - a toy NPU{{.*}}
// MIXED-NEXT: provider: plugin toy-npu 0.1 ([[DIR]]/toy-npu.so); priority 10; auto-select (the default)
// MIXED: unavailable plugins:
// MIXED-NEXT: [[DIR]]/broken-abi.so - unavailable: built for plugin ABI version 999, but this accel uses version 6
// MIXED-NEXT: [[DIR]]/broken-duplicate.so - unavailable: compile backend 'cpu-loops' from plugin broken-duplicate 0.9 ([[DIR]]/broken-duplicate.so) is already registered by built-in
// MIXED-NEXT: would provide accelerators: dup-npu
// MIXED-NEXT: would provide backends: dup-loops, cpu-loops
// MIXED-NEXT: [[DIR]]/broken-failing.so - unavailable: its register function failed: no failing-npu device found (driver 0.0)
// MIXED-NEXT: would provide accelerators: failing-npu
// MIXED-NEXT: would provide backends: failing-loops
// MIXED-NEXT: [[DIR]]/not-a-plugin.so - unavailable: not a loadable shared library: {{.*}}
// MIXED-NOT: {{^(dup|failing)-loops -}}
// MIXED: toy-npu-scratchpad - tiles every op
// MIXED: unavailable plugins:

// RUN: env ACCEL_PLUGIN_PATH=%t/mixed accel-opt --list-accelerators --format=json 2>/dev/null | FileCheck %s --check-prefix=JSON -DDIR=%t/mixed
// JSON: "unavailablePlugins": [
// JSON: "file": "[[DIR]]/broken-abi.so",
// JSON: "file": "[[DIR]]/broken-failing.so",
// JSON-NEXT: "name": "broken-failing",
// JSON-NEXT: "reason": "its register function failed: no failing-npu device found (driver 0.0)",
// JSON-NEXT: "version": "0.9"

// The good plugin works: kernels compile for it and run.
// RUN: env ACCEL_PLUGIN_PATH=%t/mixed accel-opt %s --accel-lower 2>/dev/null | %run-cpu | FileCheck %s --check-prefix=EXEC
// RUN: env ACCEL_PLUGIN_PATH=%t/mixed accel-opt %s --accel-explain --accel-validate-only 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// EXPLAIN: accelerator: toy-npu {scratchpad = 16384} [registry default]
// EXEC: [2, 4, 6, 8]

// A kernel asking for a name a failed plugin would have provided: the error
// says which plugin and why it failed.
// RUN: env ACCEL_PLUGIN_PATH=%t/mixed not accel-opt %s --accel-target=failing-npu --accel-validate-only 2>&1 | FileCheck %s --check-prefix=WANTED -DDIR=%t/mixed
// WANTED: error: unknown accelerator 'failing-npu'; registered accelerators: {{.*}}toy-npu{{.*}}
// WANTED-NEXT: accel.kernel @double
// WANTED: note: requested by the command line
// WANTED: note: accelerator 'failing-npu' is provided by plugin '[[DIR]]/broken-failing.so', which failed to load: its register function failed: no failing-npu device found (driver 0.0)
// WANTED-NOT: note:

// A name no failed plugin is known to provide: every failed plugin whose
// names are unknown may be the one.
// RUN: env ACCEL_PLUGIN_PATH=%t/mixed not accel-opt %s --accel-backend=abi-loops --accel-validate-only 2>&1 | FileCheck %s --check-prefix=MAYBE -DDIR=%t/mixed
// MAYBE: error: unknown backend 'abi-loops'; did you mean 'cpu-loops'? registered backends: {{.*}}toy-npu-scratchpad{{.*}}
// MAYBE: note: requested by the command line
// MAYBE-NEXT: note: plugin '[[DIR]]/broken-abi.so' failed to load and may provide it: built for plugin ABI version 999, but this accel uses version 6
// MAYBE-NEXT: note: plugin '[[DIR]]/not-a-plugin.so' failed to load and may provide it: not a loadable shared library: {{.*}}
// MAYBE-NOT: broken-{{(failing|duplicate)}}.so

// A directory that cannot be read is a warning; the others still load. A
// plugin both named on the command line and found in a directory loads once.
// RUN: env ACCEL_PLUGIN_PATH=%t/none:%t/good accel-opt --load-accel-plugin=%t/good/toy-npu.so --list-accelerators 2>&1 | FileCheck %s --check-prefix=NODIR -DDIR=%t
// NODIR: accel-opt: warning: cannot read plugin directory '[[DIR]]/none' (from ACCEL_PLUGIN_PATH): No such file or directory
// NODIR-NOT: warning
// NODIR: openreg - a registration test device
// NODIR: toy-npu - a toy NPU
// NODIR-NOT: unavailable

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @double(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = accel.launch @double(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %y : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
