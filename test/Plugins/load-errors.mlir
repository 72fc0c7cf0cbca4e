// RUN: not accel-opt --load-accel-plugin=%t.missing.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%t.missing.so --check-prefix=MISSING
// RUN: not accel-opt --load-accel-plugin=%S/Inputs/not-a-plugin.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%S/Inputs/not-a-plugin.so --check-prefix=NOT-SO
// RUN: not accel-opt --load-accel-plugin=%broken/broken-no-symbol.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%broken/broken-no-symbol.so --check-prefix=NO-SYMBOL
// RUN: not accel-opt --load-accel-plugin=%broken/broken-abi.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%broken/broken-abi.so --check-prefix=ABI
// RUN: not accel-opt --load-accel-plugin=%broken/broken-no-name.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%broken/broken-no-name.so --check-prefix=NO-NAME
// RUN: not accel-opt --load-accel-plugin=%broken/broken-no-register.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%broken/broken-no-register.so --check-prefix=NO-REGISTER
// RUN: not accel-opt --load-accel-plugin=%broken/broken-duplicate.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%broken/broken-duplicate.so --check-prefix=DUPLICATE
// RUN: not accel-opt --load-accel-plugin=%broken/broken-failing.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%broken/broken-failing.so --check-prefix=FAILING
// RUN: not accel-opt --load-accel-plugin=%broken/broken-pass.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%broken/broken-pass.so --check-prefix=PASS
// RUN: not accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%broken/broken-pass-of-plugin.so --list-accelerators 2>&1 \
// RUN:   | FileCheck %s -DFILE=%broken/broken-pass-of-plugin.so -DFIRST=%plugins/toy-npu.so --check-prefix=PASS-OF-PLUGIN
// RUN: not accel-opt --load-accel-plugin=%broken/broken-pass-no-argument.so --list-accelerators 2>&1 | FileCheck %s -DFILE=%broken/broken-pass-no-argument.so --check-prefix=PASS-NO-ARGUMENT
// RUN: cp %plugins/toy-npu.so %t.copy.so
// RUN: not accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%t.copy.so --list-accelerators 2>&1 \
// RUN:   | FileCheck %s -DFILE=%t.copy.so -DFIRST=%plugins/toy-npu.so --check-prefix=TWO-COPIES

// A plugin named on the command line that cannot be loaded is an error that
// names the file and the reason; the tool stops (no listing is printed).
// Every way a plugin can fail, one line each.

// MISSING: accel-opt: error: cannot load plugin '[[FILE]]': no such file
// MISSING-NOT: cpu

// NOT-SO: accel-opt: error: cannot load plugin '[[FILE]]': not a loadable shared library: {{.*}}not-a-plugin.so: invalid ELF header
// NOT-SO-NOT: cpu

// NO-SYMBOL: accel-opt: error: cannot load plugin '[[FILE]]': no entry point 'accelGetPluginInfo': a plugin defines extern "C" AccelPluginInfo accelGetPluginInfo(void)
// NO-SYMBOL-NOT: cpu

// The version is checked first: this plugin's register function would abort.
// ABI: accel-opt: error: cannot load plugin '[[FILE]]': built for plugin ABI version 999, but this accel uses version 6
// ABI-NOT: cpu

// NO-NAME: accel-opt: error: cannot load plugin '[[FILE]]': its plugin info has no name

// NO-REGISTER: accel-opt: error: cannot load plugin '[[FILE]]': plugin 'broken-no-register' has no register function

// DUPLICATE: accel-opt: error: cannot load plugin '[[FILE]]': compile backend 'cpu-loops' from plugin broken-duplicate 0.9 ([[FILE]]) is already registered by built-in

// FAILING: accel-opt: error: cannot load plugin '[[FILE]]': its register function failed: no failing-npu device found (driver 0.0)

// PASS: accel-opt: error: cannot load plugin '[[FILE]]': pass 'canonicalize' from plugin broken-pass 0.9 ([[FILE]]) is already registered by MLIR or accel

// PASS-OF-PLUGIN: accel-opt: error: cannot load plugin '[[FILE]]': pass 'toy-npu-tile-for-scratchpad' from plugin broken-pass-of-plugin 0.9 ([[FILE]]) is already registered by plugin toy-npu 0.1 ([[FIRST]])

// PASS-NO-ARGUMENT: accel-opt: error: cannot load plugin '[[FILE]]': pass 'TakenArgumentPass' from plugin broken-pass-no-argument 0.9 ([[FILE]]) has no argument to register it by

// Two files with the same names: the message names both plugin files.
// TWO-COPIES: accel-opt: error: cannot load plugin '[[FILE]]': accelerator 'toy-npu' from plugin toy-npu 0.1 ([[FILE]]) is already registered by plugin toy-npu 0.1 ([[FIRST]])
