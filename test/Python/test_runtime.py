# ===- test_runtime.py - accel.runtime and compiling for several devices --===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Run by CTest (python/runtime) with PYTHONPATH=<build>/lib/python: the
# devices libaccel_runtime finds, the current device and its errors (the
# runtime's own text), and compile(targets=...).
# ===----------------------------------------------------------------------===//

import os
import unittest

import accel
import accel.runtime
from devices import vulkan_device_present



KERNEL = """
accel.kernel @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = add %x, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = accel.launch @twice(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


class DevicesTest(unittest.TestCase):
    def tearDown(self):
        accel.runtime.set_current_device(None)
        os.environ.pop("ACCEL_DEVICE", None)

    def test_cpu_is_always_present(self):
        cpu = [d for d in accel.runtime.devices() if d.kind == "cpu"]
        self.assertEqual(len(cpu), 1)
        self.assertEqual(cpu[0].index, 0)
        self.assertTrue(cpu[0].name)
        self.assertGreater(cpu[0].memory_bytes, 0)

    @unittest.skipUnless(vulkan_device_present(), "no Vulkan device here")
    def test_lavapipe_is_listed(self):
        vulkan = [d for d in accel.runtime.devices() if d.kind == "vulkan"]
        self.assertTrue(any("llvmpipe" in d.name for d in vulkan), vulkan)
        self.assertNotIn("vulkan", accel.runtime.absent())

    def test_absent_kinds_say_why(self):
        absent = accel.runtime.absent()
        self.assertEqual(absent["amd"], "accel has no AMD (HIP) driver yet")
        present = {d.kind for d in accel.runtime.devices()}
        self.assertEqual(set(absent) & present, set())
        self.assertEqual(set(absent) | present, set(accel.runtime.KINDS))

    def test_current_device_precedence(self):
        self.assertIsNone(accel.runtime.current_device())
        os.environ["ACCEL_DEVICE"] = "cpu"
        self.assertEqual(accel.runtime.current_device(), "cpu")
        # The API's choice beats the environment's; None clears it.
        accel.runtime.set_current_device("cpu:0")
        self.assertEqual(accel.runtime.current_device(), "cpu:0")
        accel.runtime.set_current_device(None)
        self.assertEqual(accel.runtime.current_device(), "cpu")

    def test_bad_choices_are_errors_with_the_runtime_text(self):
        form = "(KIND or KIND:INDEX, KIND one of cpu, nvidia, amd, vulkan)"
        cases = {
            "vulkn": "invalid device 'vulkn': unknown device kind 'vulkn' "
                     + form,
            "cpu:x": "invalid device 'cpu:x': the index 'x' is not a whole "
                     "number from 0 to 999999 " + form,
            "cpu:1234567": "invalid device 'cpu:1234567': the index "
                           "'1234567' is not a whole number from 0 to 999999 "
                           + form,
        }
        for name, message in cases.items():
            with self.assertRaises(accel.AccelError) as caught:
                accel.runtime.set_current_device(name)
            self.assertEqual(str(caught.exception), message)
        with self.assertRaises(accel.AccelError) as caught:
            accel.runtime.set_current_device("cpu:3")
        self.assertRegex(str(caught.exception),
                         r"^device 'cpu:3' names no device; devices "
                         r"present: cpu:0 \(.+\)")
        with self.assertRaises(accel.AccelError) as caught:
            accel.runtime.set_current_device("amd")
        self.assertRegex(str(caught.exception),
                         r"^device 'amd' is absent \(accel has no AMD \(HIP\) "
                         r"driver yet\); devices present: cpu:0")
        os.environ["ACCEL_DEVICE"] = "vulkan:"
        with self.assertRaises(accel.AccelError) as caught:
            accel.runtime.current_device()
        self.assertEqual(str(caught.exception),
                         "ACCEL_DEVICE='vulkan:': the index '' is not a whole "
                         "number from 0 to 999999 " + form)
        for device in (3, b"cpu"):
            with self.assertRaises(TypeError) as caught:
                accel.runtime.set_current_device(device)
            self.assertTrue(str(caught.exception).startswith(
                "the device must be a str such as 'vulkan:0', or None, got "),
                str(caught.exception))


class CompileForSeveralDevicesTest(unittest.TestCase):
    def test_targets_make_a_variant_each_and_a_dispatcher(self):
        text = accel.compile(KERNEL, targets=["vulkan", "cpu"])
        self.assertIn("llvm.func @twice__vulkan(", text)
        self.assertIn("llvm.func @twice__cpu(", text)
        self.assertIn('@__accel_variants_twice("vulkan,cpu\\00")', text)
        self.assertIn("llvm.call @accelrt_select_variant(", text)

    def test_targets_must_be_a_list(self):
        with self.assertRaisesRegex(ValueError, "targets must be a non-empty "
                                    "list of accelerator names, got 'cpu'"):
            accel.compile(KERNEL, targets="cpu")

    def test_a_list_with_an_unknown_accelerator_is_an_error(self):
        with self.assertRaisesRegex(accel.CompileError,
                                    "unknown accelerator 'vulkn'; did you "
                                    "mean 'vulkan'"):
            accel.compile(KERNEL, targets=["cpu", "vulkn"])


if __name__ == "__main__":
    unittest.main()
