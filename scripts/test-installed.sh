#!/usr/bin/env bash
# Tests the installed package as another project would use it:
#   scripts/test-installed.sh BUILD_DIR WORK_DIR
# installs BUILD_DIR into WORK_DIR/prefix, then, as separate projects that
# find_package(Accel) there:
# - builds the toy-npu plugin (plugins/toy-npu) and runs kernels through the
#   installed accel-opt with it in mlir-runner, checking the numbers;
# - builds the embedding example (examples/embed), which compiles a module
#   through the C++ API and runs it with the ExecutionEngine, and checks what
#   it prints;
# - runs the example's dense layer through the installed Python package
#   (accel.jit) with only PYTHONPATH set, checked against NumPy;
# - compiles an ONNX model with the installed accel.onnx and imports it with
#   the installed accel-import-onnx.
# Run by CTest (test "install/package").
set -euo pipefail
build=$(realpath "$1")
work=$2
src=$(realpath "$(dirname "${BASH_SOURCE[0]}")/..")
llvm_bin=/usr/lib/llvm-22/bin
llvm_lib=/usr/lib/llvm-22/lib

rm -rf "$work"
mkdir -p "$work"
work=$(realpath "$work")
prefix=$work/prefix

echo "== cmake --install into $prefix"
cmake --install "$build" --prefix "$prefix" > "$work/install.log"
test -x "$prefix/bin/accel-opt"
test -f "$prefix/lib/cmake/accel/AccelConfig.cmake"
test -f "$prefix/include/accel/Plugin/Plugin.h"

echo "== build plugins/toy-npu against the installed package"
cmake -G Ninja -S "$src/plugins/toy-npu" -B "$work/toy-npu" \
  -DCMAKE_PREFIX_PATH="$prefix" > "$work/toy-npu.configure.log"
cmake --build "$work/toy-npu" -j "${ACCEL_JOBS:-2}"

echo "== run kernels through the out-of-tree plugin"
plugin=$work/toy-npu/toy-npu.so
"$prefix/bin/accel-opt" --load-accel-plugin="$plugin" --list-accelerators \
  | "$llvm_bin/FileCheck" --check-prefix=LIST "$src/scripts/test-installed.sh"
# LIST: toy-npu - a toy NPU with an on-chip scratchpad (runs on the host)
# LIST-NEXT: provider: plugin toy-npu 0.1 ({{.*}}/toy-npu/toy-npu.so); priority 10; auto-select (the default)
runner_libs=$llvm_lib/libmlir_runner_utils.so,$llvm_lib/libmlir_c_runner_utils.so
kernels=$src/test/Plugins/toy-npu-run.mlir
"$prefix/bin/accel-opt" --load-accel-plugin="$plugin" "$kernels" --accel-lower \
  | "$llvm_bin/mlir-runner" -e main -entry-point-result=void \
      -shared-libs="$runner_libs" \
  | "$llvm_bin/FileCheck" "$kernels"
echo "== the example's kernel on Vulkan, with the installed runtime and driver"
test -f "$prefix/lib/libaccel_runtime.so"
if [[ -f "$build/lib/libaccel_runtime_vulkan.so" ]]; then
  test -f "$prefix/lib/libaccel_runtime_vulkan.so"
  "$prefix/bin/accel-opt" "$src/examples/mlp.mlir" --accel-target=vulkan \
      --accel-lower \
    | "$llvm_bin/mlir-runner" -e main -entry-point-result=void \
        -shared-libs="$runner_libs,$prefix/lib/libaccel_runtime.so" \
    | "$llvm_bin/FileCheck" "$src/test/Integration/example-mlp.mlir"
fi
if [[ -f "$build/lib/libaccel_runtime_cuda.so" ]]; then
  test -f "$prefix/lib/libaccel_runtime_cuda.so"
fi

echo "== build examples/embed against the installed package and run it"
cmake -G Ninja -S "$src/examples/embed" -B "$work/embed" \
  -DCMAKE_PREFIX_PATH="$prefix" > "$work/embed.configure.log"
cmake --build "$work/embed" -j "${ACCEL_JOBS:-2}"
# The sum of relu(A x B) for examples/embed/model.mlir's inputs, computed
# independently: 49.
"$work/embed/accel-embed" \
  | "$llvm_bin/FileCheck" --check-prefix=EMBED "$src/scripts/test-installed.sh"
# EMBED: cpu-vector: checksum = 4.900000e+01
# EMBED-NEXT: cpu-loops: checksum = 4.900000e+01
echo "== accel.jit from the installed Python package"
PYTHONPATH=$prefix/lib/python "${ACCEL_TEST_PYTHON:-python3}" - \
    "$prefix" "$src/examples/mlp.mlir" <<'EOF'
import sys
import numpy as np
import accel
assert accel.__file__.startswith(sys.argv[1] + "/"), accel.__file__
module = accel.jit(open(sys.argv[2]).read())
x, w, b = (np.random.default_rng(3).standard_normal(s, dtype=np.float32)
           for s in [(2, 4), (4, 3), (2, 3)])
np.testing.assert_allclose(module.dense_relu(x, w, b),
                           np.maximum(x @ w + b, 0), rtol=1e-5, atol=1e-6)
EOF
echo "== accel.onnx and accel-import-onnx from the installed package"
PYTHONPATH=$prefix/lib/python "${ACCEL_TEST_PYTHON:-python3}" - \
    "$prefix" "$work" <<'EOF'
import os
import subprocess
import sys
import numpy as np
from onnx import TensorProto, helper, numpy_helper, save
import accel.onnx
prefix, work = sys.argv[1:]
assert accel.onnx.__file__.startswith(prefix + "/"), accel.onnx.__file__
w = np.random.default_rng(5).standard_normal((4, 3), dtype=np.float32)
graph = helper.make_graph(
    [helper.make_node("MatMul", ["x", "w"], ["h"]),
     helper.make_node("Relu", ["h"], ["y"])], "dense_relu",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 4])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", 3])],
    [numpy_helper.from_array(w, "w")])
path = os.path.join(work, "dense_relu.onnx")
save(helper.make_model(graph), path)
x = np.random.default_rng(6).standard_normal((2, 4), dtype=np.float32)
np.testing.assert_allclose(accel.onnx.compile(path)(x),
                           np.maximum(x @ w, 0), rtol=1e-5, atol=1e-6)
out = subprocess.run([os.path.join(prefix, "bin", "accel-import-onnx"), path,
                      "--input-shape", "x=2x4"], capture_output=True,
                     text=True, check=True).stdout
assert "accel.kernel @dense_relu" in out, out
EOF
echo "installed package: OK"
