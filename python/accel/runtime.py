# ===- accel/runtime.py - the devices of libaccel_runtime -----------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ctypes over libaccel_runtime.so's C API (include/accel/Runtime/Runtime.h),
# found next to the package like libAccelCAPI.so (ACCEL_RUNTIME_LIBRARY
# overrides): the devices present, why a kind is absent, and the current
# device, which decides the variant that kernels compiled for several
# accelerators run (docs/Runtime.md). Loading it loads no driver; the first
# question does.
# ===----------------------------------------------------------------------===//

import collections
import ctypes
import os

from ._errors import AccelError

__all__ = ["Device", "devices", "absent", "set_current_device",
           "current_device", "KINDS"]

KINDS = ("cpu", "nvidia", "amd", "vulkan")

Device = collections.namedtuple("Device", "kind index name memory_bytes")
Device.__doc__ = "A device present: its kind, its index within the kind, " \
    "its name and its memory in bytes."


class _Device(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_char * 16), ("index", ctypes.c_int),
                ("name", ctypes.c_char * 256),
                ("memory_bytes", ctypes.c_uint64)]


def _library_path():
    here = os.path.dirname(os.path.abspath(__file__))
    return os.environ.get("ACCEL_RUNTIME_LIBRARY", os.path.normpath(
        os.path.join(here, "..", "..", "libaccel_runtime.so")))


_lib = ctypes.CDLL(_library_path())
_lib.accelRuntimeListDevices.restype = ctypes.c_int
_lib.accelRuntimeListDevices.argtypes = [ctypes.POINTER(_Device),
                                         ctypes.c_int]
_lib.accelRuntimeGetAbsentReason.restype = ctypes.c_char_p
_lib.accelRuntimeGetAbsentReason.argtypes = [ctypes.c_char_p]
_lib.accelRuntimeSetCurrentDevice.restype = ctypes.c_int
_lib.accelRuntimeSetCurrentDevice.argtypes = [ctypes.c_char_p,
                                              ctypes.c_char_p,
                                              ctypes.c_size_t]
_lib.accelRuntimeGetCurrentDevice.restype = ctypes.c_int
_lib.accelRuntimeGetCurrentDevice.argtypes = [ctypes.c_char_p,
                                              ctypes.c_size_t]


def devices():
    """The devices present, kind by kind (cpu, nvidia, amd, vulkan)."""
    count = _lib.accelRuntimeListDevices(None, 0)
    found = (_Device * count)()
    count = min(count, _lib.accelRuntimeListDevices(found, count))
    return [Device(d.kind.decode(), d.index, d.name.decode(), d.memory_bytes)
            for d in found[:count]]


def absent():
    """{kind: why it has no device} for each kind that has none."""
    reasons = {}
    for kind in KINDS:
        reason = _lib.accelRuntimeGetAbsentReason(kind.encode())
        if reason is not None:
            reasons[kind] = reason.decode()
    return reasons


def set_current_device(device):
    """Runs the kernels compiled for several accelerators on `device`
    ("vulkan", "vulkan:1"), beating ACCEL_DEVICE; None clears the choice.
    AccelError when the name is malformed or the device is absent,
    TypeError when it is not a str."""
    if device is not None and not isinstance(device, str):
        raise TypeError(f"the device must be a str such as 'vulkan:0', or "
                        f"None, got {type(device).__name__} {device!r:.60}")
    error = ctypes.create_string_buffer(1024)
    if _lib.accelRuntimeSetCurrentDevice(
            None if device is None else device.encode(), error,
            len(error)) != 0:
        raise AccelError(error.value.decode())


def current_device():
    """The explicit choice in force ("vulkan:0"), from set_current_device or
    ACCEL_DEVICE, or None. AccelError when ACCEL_DEVICE is malformed."""
    text = ctypes.create_string_buffer(1024)
    if _lib.accelRuntimeGetCurrentDevice(text, len(text)) != 0:
        raise AccelError(text.value.decode())
    return text.value.decode() or None
