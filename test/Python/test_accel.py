# ===- test_accel.py - the Python package over the C API ------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Run by CTest (python/accel) with PYTHONPATH=<build>/lib/python.
# ===----------------------------------------------------------------------===//

import os
import pathlib
import subprocess
import sys
import tempfile
import textwrap
import unittest

import accel

KERNEL = """accel.kernel @k(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


class ListingTest(unittest.TestCase):
    def test_listings_have_the_json_fields(self):
        accelerators = accel.list_accelerators()
        cpu = next(a for a in accelerators if a["name"] == "cpu")
        self.assertEqual(cpu["preferredBackend"], "cpu-vector")
        self.assertTrue(cpu["default"])
        self.assertIn("cpu-loops", cpu["backends"])
        self.assertIn("f32", cpu["elementTypes"])
        self.assertEqual({o["name"] for o in cpu["options"]}, {"cpu", "triple"})
        backends = {b["name"]: b for b in accel.list_backends()}
        self.assertEqual(backends["gpu-simt"]["accelerators"], ["amd", "nvidia"])
        threads = next(o for o in backends["gpu-simt"]["options"]
                       if o["name"] == "threads")
        self.assertEqual((threads["kind"], threads["default"]),
                         ("integer", "256"))


class CompileBackendTest(unittest.TestCase):
    def test_get_has_no_side_effects_and_set_validates(self):
        registry = accel.Registry()
        self.assertEqual(registry.get_compile_backend("cpu"), "cpu-vector")
        self.assertEqual(registry.get_compile_backend("cpu"), "cpu-vector")
        registry.set_compile_backend("cpu", "cpu-loops")
        self.assertEqual(registry.get_compile_backend("cpu"), "cpu-loops")
        # Explicit choices beat the preferred one.
        lowered = registry.compile(KERNEL, backend="cpu-vector")
        self.assertIn('backend = "cpu-vector"', lowered)
        self.assertIn('backend = "cpu-loops"', registry.compile(KERNEL))

    def test_errors_list_what_is_supported(self):
        registry = accel.Registry()
        with self.assertRaises(ValueError) as raised:
            registry.set_compile_backend("cpu", "cpu-vectr")
        self.assertEqual(
            str(raised.exception),
            "unknown backend 'cpu-vectr'; backends for 'cpu': cpu-loops, "
            "cpu-openmp, cpu-vector (default); did you mean 'cpu-vector'?")
        with self.assertRaises(ValueError) as raised:
            registry.set_compile_backend("cpu", "gpu-simt")
        self.assertEqual(
            str(raised.exception),
            "backend 'gpu-simt' does not support accelerator 'cpu'; backends "
            "for 'cpu': cpu-loops, cpu-openmp, cpu-vector (default)")
        for bad in (None, ""):
            with self.assertRaises(ValueError) as raised:
                registry.set_compile_backend("cpu", bad)
            self.assertEqual(str(raised.exception),
                             f"the backend name must be a non-empty string, "
                             f"got {bad!r}")
        with self.assertRaises(ValueError) as raised:
            registry.get_compile_backend("tpu")
        self.assertEqual(str(raised.exception), "unknown accelerator 'tpu'")


class CurrentAcceleratorTest(unittest.TestCase):
    def test_per_registry(self):
        first, second = accel.Registry(), accel.Registry()
        self.assertEqual(first.current_accelerator(), "cpu")
        first.set_current_accelerator("nvidia")
        self.assertEqual(first.current_accelerator(), "nvidia")
        self.assertEqual(second.current_accelerator(), "cpu")
        self.assertIn('accelerator = "nvidia"', first.compile(KERNEL))
        self.assertIn('accelerator = "cpu"', second.compile(KERNEL))
        first.set_current_accelerator(None)
        self.assertEqual(first.current_accelerator(), "cpu")
        with self.assertRaises(ValueError) as raised:
            first.set_current_accelerator("nvidai")
        self.assertEqual(
            str(raised.exception),
            "unknown accelerator 'nvidai'; did you mean 'nvidia'? registered "
            "accelerators: amd, cpu, nvidia, vulkan")


class CompileTest(unittest.TestCase):
    def test_lowers_the_example(self):
        with open(os.environ["ACCEL_EXAMPLE"]) as f:
            lowered = accel.compile(f.read(), backends={"cpu": "cpu-loops"})
        self.assertIn("llvm.func @dense_relu", lowered)
        self.assertNotIn("accel.kernel", lowered)

    def test_cache_gives_the_same_module(self):
        with open(os.environ["ACCEL_EXAMPLE"]) as f:
            source = f.read()
        plain = accel.compile(source, backends={"cpu": "cpu-loops"})
        with tempfile.TemporaryDirectory() as cache:
            cold = accel.compile(source, backends={"cpu": "cpu-loops"},
                                 cache_dir=cache)
            entries = os.listdir(cache)
            warm = accel.compile(source, backends={"cpu": "cpu-loops"},
                                 cache_dir=cache)
        self.assertEqual(plain, cold)
        self.assertEqual(plain, warm)
        self.assertTrue(entries)
        self.assertTrue(all(e.endswith(".accelcache") for e in entries))

    def test_a_cache_counts_what_it_did(self):
        with tempfile.TemporaryDirectory() as directory:
            cache = accel.Cache(dir=directory, verify_percent=100)
            cold = accel.compile(KERNEL, backend="cpu-loops", cache=cache)
            self.assertEqual(cache.stats["misses"], 1)
            self.assertEqual(cache.stats["local_writes"], 1)
            warm = accel.compile(KERNEL, backend="cpu-loops", cache=cache)
        self.assertEqual(cold, warm)
        self.assertEqual(cache.stats["local_hits"], 1)
        # Every hit compiled again: the same bytes.
        self.assertEqual(cache.stats["verified"], 1)
        self.assertEqual(cache.stats["verify_mismatches"], 0)

    def test_cache_settings_are_checked(self):
        with self.assertRaisesRegex(ValueError, "invalid cache mode 'rw'"):
            accel.Cache(url="redis://cache", mode="rw")
        cases = [
            (dict(verify_percent=101), ValueError,
             "verify_percent is a percentage (0 to 100), not 101"),
            (dict(verify_percent=50.5), TypeError,
             "verify_percent must be an int, got float 50.5"),
            (dict(timeout_ms=0), ValueError,
             "timeout_ms is a number of milliseconds (1 to 600000), not 0"),
            (dict(connect_timeout_ms=600001), ValueError,
             "connect_timeout_ms is a number of milliseconds (1 to 600000), "
             "not 600001"),
            (dict(max_bytes=-1), ValueError,
             "max_bytes is a number of bytes (0 to 18446744073709551615), "
             "not -1"),
            (dict(max_bytes=2**70), ValueError,
             "max_bytes is a number of bytes (0 to 18446744073709551615), "
             "not 1180591620717411303424"),
            (dict(max_bytes="1G"), TypeError,
             "max_bytes must be an int, got str '1G'"),
            (dict(url=3), TypeError, "url must be a str, got int 3"),
            (dict(salt=b"s"), TypeError, "salt must be a str, got bytes b's'"),
        ]
        for arguments, error, message in cases:
            with self.subTest(**{k: repr(v) for k, v in arguments.items()}):
                with self.assertRaises(error) as raised:
                    accel.Cache(dir="/tmp", **arguments)
                self.assertEqual(str(raised.exception), message)
        # The C++ check behind the Python one (CompileOptions of other
        # callers): a timeout of 0 would let a stopped server hold a compile.
        with self.assertRaises(accel.CompileError) as raised:
            cache = accel.Cache(url="redis://cache")
            cache.timeout_ms = 0
            accel.compile(KERNEL, cache=cache)
        self.assertEqual(str(raised.exception),
                         "the cache's operation timeout is a number of "
                         "milliseconds from 1 to 600000, not 0")
        with self.assertRaisesRegex(ValueError, "not both"):
            accel.compile(KERNEL, cache_dir="/tmp", cache=accel.Cache())
        with self.assertRaises(accel.CompileError) as raised:
            accel.compile(KERNEL, cache=accel.Cache(url="http://cache"))
        self.assertEqual(str(raised.exception),
                         "the cache URL 'http://cache' has the scheme 'http'; "
                         "supported: redis://, unix://")

    def test_diagnostics_raise_with_their_text(self):
        source = ('accel.kernel @k() attributes {target = '
                  '#accel.target<"tpu">} {\n  return\n}\n')
        with self.assertRaises(accel.CompileError) as raised:
            accel.compile(source, filename="model.mlir")
        self.assertEqual(
            str(raised.exception),
            "model.mlir:1:1: error: unknown accelerator 'tpu'; did you mean "
            "'cpu'? registered accelerators: amd, cpu, nvidia, vulkan\n"
            "model.mlir:1:1: note: requested by the kernel attribute")
        with self.assertRaises(accel.CompileError) as raised:
            accel.compile("accel.kernel @k( {", filename="bad.mlir")
        self.assertEqual(str(raised.exception),
                         "bad.mlir:1:17: error: expected non-function type")
        with self.assertRaises(ValueError):
            accel.compile(KERNEL, on_unsupported="sometimes")

    def test_arguments_of_the_wrong_type_raise_type_error(self):
        # Each named, where they were an AttributeError from deep inside
        # (bytes, a number for a backend) or silently truthy ("yes").
        cases = [
            (dict(mlir_text=KERNEL.encode()),
             "mlir_text must be a str, got bytes b'accel.kernel"),
            (dict(backends={"cpu": 3}),
             "backends['cpu'] must be a str, got int 3"),
            (dict(backends=[("cpu", "cpu-loops")]),
             "backends must be a dict of accelerator to backend names, got "
             "list [('cpu', 'cpu-loops')]"),
            (dict(backend=b"cpu-loops"),
             "backend must be a str, got bytes b'cpu-loops'"),
            (dict(target=["cpu"]), "target must be a str, got list ['cpu']"),
            (dict(autotune="yes"),
             "autotune must be True or False, got str 'yes'"),
            (dict(filename=None), "filename must be a str, got NoneType None"),
            (dict(cache="/var/cache/accel"),
             "cache must be an accel.Cache, got '/var/cache/accel'"),
        ]
        for arguments, message in cases:
            with self.subTest(**{k: repr(v) for k, v in arguments.items()}):
                arguments.setdefault("mlir_text", KERNEL)
                with self.assertRaises(TypeError) as raised:
                    accel.compile(**arguments)
                self.assertTrue(str(raised.exception).startswith(message),
                                str(raised.exception))
        # A path object names a tuning file as a str does.
        with tempfile.TemporaryDirectory() as directory:
            records = pathlib.Path(directory, "tiles.json")
            accel.compile(KERNEL, tuning_file=records)

    def test_a_backend_for_an_accelerator_no_kernel_has_is_checked(self):
        with self.assertRaises(accel.CompileError) as raised:
            accel.compile(KERNEL, filename="model.mlir",
                          backends={"cpu": "cpu-loops", "nvidai": "gpu-simt"})
        self.assertEqual(
            str(raised.exception),
            "model.mlir:0:0: error: unknown accelerator 'nvidai'; did you "
            "mean 'nvidia'? registered accelerators: amd, cpu, nvidia, vulkan"
            "\nmodel.mlir:0:0: note: requested by the command line")
        self.assertIn("llvm.func", accel.compile(
            KERNEL, backends={"cpu": "cpu-loops", "nvidia": "gpu-simt"}))


class PluginTest(unittest.TestCase):
    def test_a_plugin_in_one_registry_only(self):
        with_plugin, without = accel.Registry(), accel.Registry()
        with_plugin.load_plugin(os.environ["ACCEL_TOY_NPU_PLUGIN"])
        self.assertEqual(with_plugin.current_accelerator(), "toy-npu")
        self.assertIn('accelerator = "toy-npu"', with_plugin.compile(KERNEL))
        self.assertNotIn("toy-npu",
                         [a["name"] for a in without.list_accelerators()])
        with self.assertRaises(accel.AccelError) as raised:
            without.load_plugin("/nonexistent/plugin.so")
        self.assertEqual(str(raised.exception),
                         "cannot load plugin '/nonexistent/plugin.so': no "
                         "such file")


if __name__ == "__main__":
    unittest.main()


class WithoutNumPyTest(unittest.TestCase):
    # A Python where `import numpy` fails (None in sys.modules makes it
    # raise ModuleNotFoundError, as a missing package does).
    SCRIPT = textwrap.dedent("""
        import sys
        sys.modules["numpy"] = None
        import accel
        print(accel.get_compile_backend("cpu"))
        print("cpu-loops" in accel.compile(sys.argv[1], backend="cpu-loops"))
        for use in (lambda: accel.jit(sys.argv[1]), lambda: accel.JitModule):
            try:
                use()
            except ImportError as error:
                print(error)
        """)

    def test_import_accel_needs_no_numpy_and_jit_says_it_does(self):
        result = subprocess.run([sys.executable, "-c", self.SCRIPT, KERNEL],
                                capture_output=True, text=True,
                                env=os.environ.copy())
        self.assertEqual(result.returncode, 0, result.stderr)
        message = ("accel.jit needs NumPy, which this Python cannot import "
                   "(Debian: python3-numpy); the rest of accel works without "
                   "it")
        self.assertEqual(result.stdout.splitlines(),
                         ["cpu-vector", "True", message, message])
