# ===- devices.py - what the tests may run on here -------------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Whether a Vulkan device answers, asked of vulkaninfo (as test/lit.cfg.py
# does), not of the runtime under test. With ACCEL_REQUIRE_VULKAN=1 (CI) a
# missing device is an error, not a skip.
# ===----------------------------------------------------------------------===//

import os
import shutil
import subprocess


def vulkan_device_present():
    present = bool(shutil.which("vulkaninfo")) and subprocess.run(
        ["vulkaninfo", "--summary"], stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL).returncode == 0
    if not present and os.environ.get("ACCEL_REQUIRE_VULKAN") == "1":
        raise RuntimeError("ACCEL_REQUIRE_VULKAN=1, but no Vulkan device "
                           "answers (vulkaninfo --summary)")
    return present
