// RUN: accel-lsp-server -lit-test < %s | FileCheck %s

// accel-lsp-server knows the accel dialect: no diagnostics for valid
// kernels, a hover on an accel op, the definition of a kernel launched by
// accel.launch, and the verifier's errors as diagnostics at the op.

{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"processId": 123, "rootUri": "test:///workspace", "capabilities": {}, "trace": "off"}}
// CHECK: "id": 0,
// CHECK: "definitionProvider": true,
// CHECK: "hoverProvider": true,
// -----
{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "test:///kernels.mlir", "languageId": "mlir", "version": 1, "text": "accel.kernel @scale(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = add %a, %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\nfunc.func @host(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %r = accel.launch @scale(%x) : (tensor<4xf32>) -> tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n"}}}
// CHECK: "method": "textDocument/publishDiagnostics",
// CHECK-NEXT: "params": {
// CHECK-NEXT: "diagnostics": [],
// CHECK-NEXT: "uri": "test:///kernels.mlir",
// -----
{"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {"textDocument": {"uri": "test:///kernels.mlir"}, "position": {"line": 1, "character": 8}}}
// The accel op under the cursor, in its generic form.
// CHECK: "id": 1,
// CHECK: "value": "\"accel.add\"\n\nGeneric Form:\n\n```mlir\n%0 = \"accel.add\"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n```\n"
// -----
{"jsonrpc": "2.0", "id": 2, "method": "textDocument/definition", "params": {"textDocument": {"uri": "test:///kernels.mlir"}, "position": {"line": 5, "character": 22}}}
// The kernel that accel.launch names.
// CHECK: "id": 2,
// CHECK-NEXT: "jsonrpc": "2.0",
// CHECK-NEXT: "result": [
// CHECK-NEXT: {
// CHECK-NEXT: "range": {
// CHECK-NEXT: "end": {
// CHECK-NEXT: "character": 12,
// CHECK-NEXT: "line": 0
// CHECK-NEXT: },
// CHECK-NEXT: "start": {
// CHECK-NEXT: "character": 0,
// CHECK-NEXT: "line": 0
// CHECK-NEXT: }
// CHECK-NEXT: },
// CHECK-NEXT: "uri": "test:///kernels.mlir"
// -----
{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "test:///bad.mlir", "languageId": "mlir", "version": 1, "text": "accel.kernel @bad(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x4xf32> {\n  %0 = matmul %a, %b : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x4xf32>\n  return %0 : tensor<4x4xf32>\n}\n"}}}
// The verifier's message, at the op.
// CHECK: "message": "'accel.matmul' op contraction size (lhs columns vs rhs rows) mismatch: 8 vs 4",
// CHECK-NEXT: "range": {
// CHECK-NEXT: "end": {
// CHECK-NEXT: "character": 13,
// CHECK-NEXT: "line": 1
// -----
{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}
// CHECK: "id": 3,
// -----
{"jsonrpc": "2.0", "method": "exit"}
