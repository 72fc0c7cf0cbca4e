# ===- test_jit.py - accel.jit on NumPy arrays ----------------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Run by CTest (python/jit) with PYTHONPATH=<build>/lib/python. Results are
# checked against NumPy computing the same thing.
# ===----------------------------------------------------------------------===//

import json
import os
import subprocess
import sys
import tempfile
import unittest

import numpy as np

import accel
from devices import vulkan_device_present

MIXED = """
accel.kernel @add_mul(%a: tensor<8xf32>, %b: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<8xf32>) {
  %s = add %a, %b : tensor<8xf32>
  %p = mul %a, %b : tensor<8xf32>
  return %s, %p : tensor<8xf32>, tensor<8xf32>
}
accel.kernel @row_sums(%x: tensor<5x40xi32>) -> tensor<5xi32> {
  %s = reduce <sum> %x dims = [1] : tensor<5x40xi32> -> tensor<5xi32>
  return %s : tensor<5xi32>
}
func.func @sum_and_scale(%a: tensor<8xf32>, %k: f64, %n: index)
    -> (tensor<8xf32>, f64, index) {
  %r:2 = accel.launch @add_mul(%a, %a)
      : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  %k2 = arith.mulf %k, %k : f64
  %n1 = arith.addi %n, %n : index
  return %r#0, %k2, %n1 : tensor<8xf32>, f64, index
}
func.func @identity(%a: tensor<8xf32>) -> tensor<8xf32> {
  return %a : tensor<8xf32>
}
func.func @element(%m: memref<?x?xf64>, %i: index, %j: index) -> f64 {
  %v = memref.load %m[%i, %j] : memref<?x?xf64>
  return %v : f64
}
func.func @nothing() {
  return
}
func.func private @helper(%a: f32) -> f32 {
  return %a : f32
}
func.func @unranked(%a: tensor<*xf32>) {
  return
}
"""


def dense_relu(x, w, b):
    return np.maximum(x @ w + b, 0)


class JitTest(unittest.TestCase):
    def test_the_dense_layer_example_matches_numpy(self):
        with open(os.environ["ACCEL_EXAMPLE"]) as f:
            module = accel.jit(f.read())
        self.assertEqual(module.functions, ["dense_relu", "main"])
        rng = np.random.default_rng(7)
        x = rng.standard_normal((2, 4), dtype=np.float32)
        w = rng.standard_normal((4, 3), dtype=np.float32)
        b = rng.standard_normal((2, 3), dtype=np.float32)
        y = module.dense_relu(x, w, b)
        self.assertEqual((y.dtype, y.shape), (np.float32, (2, 3)))
        np.testing.assert_allclose(y, dense_relu(x, w, b), rtol=1e-5,
                                   atol=1e-6)
        # The example's own inputs, from its comments.
        x = [[1.0, 2.0, 3.0, 4.0], [-1.0, 0.5, 0.0, 2.0]]
        w = [[1.0, 0.0, -1.0], [0.0, 1.0, 0.5], [2.0, -1.0, 0.0],
             [-0.5, 1.0, 1.0]]
        b = [[0.0, 1.0, -10.0], [0.5, 0.0, 0.0]]
        np.testing.assert_array_equal(module["dense_relu"](x, w, b),
                                      [[5, 4, 0], [0, 2.5, 3.25]])

    def test_every_cpu_backend_gives_numpy_results(self):
        rng = np.random.default_rng(1)
        a = rng.standard_normal(8, dtype=np.float32)
        b = rng.standard_normal(8, dtype=np.float32)
        x = rng.integers(-1000, 1000, (5, 40), dtype=np.int32)
        for backend in ("cpu-loops", "cpu-vector", "cpu-openmp"):
            with self.subTest(backend=backend):
                module = accel.jit(MIXED, backends={"cpu": backend})
                s, p = module.add_mul(a, b)
                np.testing.assert_allclose(s, a + b, rtol=1e-6)
                np.testing.assert_allclose(p, a * b, rtol=1e-6)
                np.testing.assert_array_equal(module.row_sums(x),
                                              x.sum(axis=1))

    def test_autotuned_kernels_match_numpy(self):
        # Tiles measured in process and written to a tuning file, then the
        # file's record applied without measuring: NumPy's result each time.
        text = """
accel.kernel @mm(%a: tensor<37x29xf32>, %b: tensor<29x45xf32>)
    -> tensor<37x45xf32> {
  %c = matmul %a, %b : tensor<37x29xf32>, tensor<29x45xf32>
      -> tensor<37x45xf32>
  return %c : tensor<37x45xf32>
}
"""
        rng = np.random.default_rng(3)
        a = rng.standard_normal((37, 29), dtype=np.float32)
        b = rng.standard_normal((29, 45), dtype=np.float32)
        with tempfile.TemporaryDirectory() as work:
            records = os.path.join(work, "tiles.json")
            for autotune in (True, False):
                with self.subTest(autotune=autotune):
                    module = accel.jit(text, backend="cpu-vector",
                                       autotune=autotune, autotune_budget=10,
                                       tuning_file=records)
                    np.testing.assert_allclose(module.mm(a, b), a @ b,
                                               rtol=1e-4, atol=1e-4)
            with open(records) as f:
                record, = json.load(f)["records"]
            self.assertEqual(record["backend"], "cpu-vector")
            self.assertGreater(record["candidates"], 0)
        with self.assertRaisesRegex(
                ValueError, r"autotune_budget must be 0 seconds or more, "
                            r"not -1\.0"):
            accel.compile(text, autotune=True, autotune_budget=-1)

    def test_scalars_multiple_results_and_dynamic_shapes(self):
        module = accel.jit(MIXED, opt_level=0)
        a = np.arange(8, dtype=np.float32)
        doubled, squared, n = module.sum_and_scale(a, 1.5, 21)
        np.testing.assert_array_equal(doubled, 2 * a)
        self.assertEqual((squared, n), (2.25, 42))
        m = np.arange(12.0).reshape(3, 4)
        self.assertEqual(module.element(m, 2, 1), 9.0)
        # A strided view is passed as a contiguous copy.
        self.assertEqual(module.element(m.T, 1, 2), 9.0)
        self.assertIsNone(module.nothing())

    def test_results_own_their_data(self):
        module = accel.jit(MIXED)
        a = np.arange(8, dtype=np.float32)
        r = module.identity(a)
        r[0] = 99
        self.assertEqual(a[0], 0)
        self.assertTrue(r.flags.owndata)
        # Lists and float64 arrays are converted like np.asarray would.
        np.testing.assert_array_equal(module.identity(list(range(8))),
                                      np.arange(8, dtype=np.float32))

    def test_one_buffer_returned_twice(self):
        # The folded identity transpose returns %n's buffer a second time:
        # both results are copied before it is freed, and freed once.
        module = accel.jit("""
accel.kernel @twice(%x: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %n = neg %x : tensor<3x4xf32>
  %t = transpose %n [0, 1] : tensor<3x4xf32> -> tensor<3x4xf32>
  return %n, %t : tensor<3x4xf32>, tensor<3x4xf32>
}
""")
        x = np.arange(12, dtype=np.float32).reshape(3, 4)
        for _ in range(20):
            first, second = module.twice(x)
            np.testing.assert_array_equal(first, -x)
            np.testing.assert_array_equal(second, -x)

    def test_argument_errors_name_the_argument(self):
        module = accel.jit(MIXED)
        a = np.zeros(8, np.float32)
        with self.assertRaisesRegex(
                ValueError, r"^argument 1 of 'add_mul' \(tensor<8xf32>\) "
                r"takes an array of shape \(8,\); got \(4,\)$"):
            module.add_mul(a, a[:4])
        with self.assertRaisesRegex(
                TypeError, r"^argument 0 of 'row_sums' \(tensor<5x40xi32>\) "
                r"takes int32 values; got float32$"):
            module.row_sums(np.zeros((5, 40), np.float32))
        with self.assertRaisesRegex(
                TypeError, r"^'add_mul' takes 2 argument\(s\); got 1$"):
            module.add_mul(a)
        with self.assertRaisesRegex(
                TypeError, r"^argument 2 of 'element' is a scalar \(index\); "
                r"got an array$"):
            module.element(np.zeros((2, 2)), 0, np.array([1, 2]))
        with self.assertRaisesRegex(
                TypeError, r"^'unranked' cannot be called from Python: "
                r"argument 0 has type tensor<\*xf32>, which has no NumPy "
                r"form$"):
            module.unranked(a)

    def test_only_public_functions_and_kernels_are_callable(self):
        module = accel.jit(MIXED)
        self.assertEqual(module.functions,
                         ["add_mul", "row_sums", "sum_and_scale", "identity",
                          "element", "nothing", "unranked"])
        self.assertNotIn("helper", module)
        with self.assertRaisesRegex(
                AttributeError, r"^no function 'helper' in the module; it "
                r"has: add_mul, row_sums, "):
            module.helper
        self.assertEqual(repr(module.row_sums),
                         "<accel kernel row_sums(tensor<5x40xi32>) -> "
                         "(tensor<5xi32>)>")

    def test_compile_errors_raise_with_their_location(self):
        with self.assertRaisesRegex(
                accel.CompileError,
                r"^k.mlir:2:1: error: unknown accelerator 'tpu'; did you mean "
                r"'cpu'\?"):
            accel.jit(MIXED, target="tpu", filename="k.mlir")
        with self.assertRaisesRegex(
                accel.CompileError,
                r"^<python>:1:13: error: expected non-function type$"):
            accel.jit("func.func @f(")
        with self.assertRaisesRegex(
                ValueError, r"^opt_level must be 0, 1, 2 or 3; got 4$"):
            accel.jit(MIXED, opt_level=4)

    def test_registries_keep_their_own_choices(self):
        loops = accel.Registry()
        loops.set_compile_backend("cpu", "cpu-loops")
        vector = accel.Registry()
        kernel = """accel.kernel @k(%a: tensor<64xf32>) -> tensor<64xf32> {
  %0 = add %a, %a : tensor<64xf32>
  return %0 : tensor<64xf32>
}"""
        a = np.arange(64, dtype=np.float32)
        for registry in (loops, vector):
            np.testing.assert_array_equal(registry.jit(kernel).k(a), 2 * a)
        self.assertIn('backend = "cpu-loops"', loops.compile(kernel))
        self.assertIn('backend = "cpu-vector"', vector.compile(kernel))



@unittest.skipUnless(vulkan_device_present(), "no Vulkan device here")
class GpuJitTest(unittest.TestCase):
    """GPU kernels run in process through libaccel_runtime (lavapipe in
    CI): NumPy in, NumPy out, the copies done by the lowered host code."""

    def setUp(self):
        rng = np.random.default_rng(3)
        self.a = rng.standard_normal(8, dtype=np.float32)
        self.b = rng.standard_normal(8, dtype=np.float32)
        self.x = rng.integers(-1000, 1000, (5, 40), dtype=np.int32)

    def tearDown(self):
        accel.runtime.set_current_device(None)

    def check(self, module):
        s, p = module.add_mul(self.a, self.b)
        np.testing.assert_allclose(s, self.a + self.b, rtol=1e-6)
        np.testing.assert_allclose(p, self.a * self.b, rtol=1e-6)
        np.testing.assert_array_equal(module.row_sums(self.x),
                                      self.x.sum(axis=1))

    def test_vulkan_kernels_match_numpy(self):
        self.check(accel.jit(MIXED, target="vulkan"))

    def test_kernels_for_several_devices_run_on_the_current_one(self):
        module = accel.jit(MIXED, targets=["vulkan", "cpu"])
        for device in (None, "cpu", "vulkan:0"):
            with self.subTest(device=device):
                accel.runtime.set_current_device(device)
                self.check(module)

    # Run in a child: the runtime reads ACCEL_DEVICE and ACCEL_VULKAN_DEVICE
    # once per process.
    FAILING_CALLS = """
import sys
import numpy as np
import accel
kernel = (
    "accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {\\n"
    "  %y = add %x, %x : tensor<4xf32>\\n"
    "  return %y : tensor<4xf32>\\n"
    "}\\n")
targets = sys.argv[1].split(",")
module = accel.jit(kernel, targets=targets)
x = np.arange(4, dtype=np.float32)
for attempt in range(2):
    try:
        module.k(x)
        print("no error")
    except accel.AccelError as error:
        print("AccelError:", error)
accel.runtime.set_current_device("cpu")
on_cpu = module if "cpu" in targets else accel.jit(kernel, target="cpu")
print("then on cpu:", on_cpu.k(x))
"""

    def failing_calls(self, targets, **env):
        child = subprocess.run(
            [sys.executable, "-c", self.FAILING_CALLS, targets],
            capture_output=True, text=True, env={**os.environ, **env})
        self.assertEqual(child.returncode, 0, child.stderr)
        return child.stdout.splitlines()

    def test_a_runtime_error_raises_and_the_process_goes_on(self):
        """An error of the runtime during a call (here an explicit device
        the kernel has no variant for) is an AccelError with the runtime's
        message: the call is abandoned, the process and the runtime go on
        (the same error again, then a call on another device)."""
        lines = self.failing_calls("vulkan,cpu", ACCEL_DEVICE="nvidia")
        self.assertEqual(len(lines), 3, lines)
        self.assertRegex(
            lines[0], r"^AccelError: accel runtime: kernel 'k': "
            r"ACCEL_DEVICE=nvidia asks for nvidia, but the kernel has no "
            r"nvidia variant \(variants compiled: vulkan,cpu; devices "
            r"present: cpu:0 .*vulkan:0 .*\)$")
        self.assertEqual(lines[1], lines[0])
        self.assertEqual(lines[2], "then on cpu: [0. 2. 4. 6.]")

    def test_a_driver_error_raises_too(self):
        """An error in the Vulkan driver (a device name that matches none)
        goes the same way, from the driver's library through the core."""
        lines = self.failing_calls("vulkan",
                                   ACCEL_VULKAN_DEVICE="no-such-gpu")
        self.assertEqual(len(lines), 3, lines)
        self.assertRegex(
            lines[0], r"^AccelError: accel vulkan runtime: "
            r"ACCEL_VULKAN_DEVICE='no-such-gpu' names no Vulkan device")
        self.assertEqual(lines[1], lines[0])
        self.assertEqual(lines[2], "then on cpu: [0. 2. 4. 6.]")


if __name__ == "__main__":
    unittest.main()
