// RUN: accel-lsp-server -lit-test --load-accel-plugin=%plugins/openreg.so < %s | FileCheck %s --check-prefix=PLUGIN
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: env ACCEL_PLUGIN_PATH=%t.dir accel-lsp-server -lit-test < %s | FileCheck %s --check-prefix=NONE
// RUN: cp %plugins/openreg.so %t.dir/
// RUN: env ACCEL_PLUGIN_PATH=%t.dir accel-lsp-server -lit-test < %s | FileCheck %s --check-prefix=PLUGIN

// A plugin's dialect (openreg's #openreg<device = N>) is known to the server
// when the plugin is loaded, by flag or from ACCEL_PLUGIN_PATH; without it the
// attribute stays opaque (the server allows unregistered dialects), as the
// hover's generic form shows.

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": 123, "rootUri": "test:///workspace", "capabilities": {}, "trace": "off"}}
// -----
{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "test:///device.mlir", "languageId": "mlir", "version": 1, "text": "func.func @f() attributes {openreg.device = #openreg<device = 3>} {\n  return\n}\n"}}}
// -----
{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {"textDocument": {"uri": "test:///device.mlir"}, "position": {"line": 0, "character": 3}}}
// PLUGIN: "id": 1,
// PLUGIN: openreg.device = 3 : i64
// NONE: "id": 1,
// NONE: {openreg.device = #openreg<device = 3>}
// -----
{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}
// -----
{"jsonrpc": "2.0", "method": "exit"}
