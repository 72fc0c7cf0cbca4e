# ===- accel/_jit.py - compiled functions called on NumPy arrays ----------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# A JitModule holds a module compiled and loaded in process by the C API
# (accelJitCreate, MLIR's ExecutionEngine). Each public function or kernel of
# the input is a callable: NumPy arrays (or anything np.asarray takes) for
# tensor and memref arguments, Python numbers for scalars; tensor and memref
# results come back as new NumPy arrays that own their data.
#
# Calls use MLIR's packed convention: one pointer per argument of the lowered
# function, a ranked memref expanded into allocated pointer, aligned pointer,
# offset, sizes and strides; then one pointer to the returned LLVM struct.
# ===----------------------------------------------------------------------===//

import ctypes
import json

import numpy as np

from ._capi import (_Collector, _Ptr, _jit_create, _jit_destroy,
                    _jit_invoke, _jit_signatures, _ref)
from ._errors import AccelError, CompileError

# Element types that cross the boundary, with their NumPy and ctypes forms.
# MLIR stores i1 as one byte, as NumPy's bool does; f16 scalars travel as
# their 16 bits.
_DTYPES = {
    "f16": np.float16, "f32": np.float32, "f64": np.float64,
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
    "i64": np.int64, "index": np.int64,
}
_SCALARS = {
    "f16": ctypes.c_uint16, "f32": ctypes.c_float, "f64": ctypes.c_double,
    "i1": ctypes.c_bool, "i8": ctypes.c_int8, "i16": ctypes.c_int16,
    "i32": ctypes.c_int32, "i64": ctypes.c_int64, "index": ctypes.c_int64,
}

# The allocated pointer MLIR gives a memref.get_global: not from malloc.
_GLOBAL_SENTINEL = 0xDEADBEEF

_libc = ctypes.CDLL(None)
_libc.free.argtypes = [ctypes.c_void_p]
_libc.free.restype = None


def _descriptor(rank):
    """The ctypes struct of a ranked memref descriptor."""
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
              ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank),
                   ("strides", ctypes.c_int64 * rank)]
    return type(f"_Memref{rank}", (ctypes.Structure,), {"_fields_": fields})


def _shape_text(shape):
    return "(" + ", ".join("?" if d < 0 else str(d) for d in shape) + (
        ",)" if len(shape) == 1 else ")")


class _Function:
    """One callable function of a JitModule."""

    def __init__(self, module, signature):
        self._module = module
        self.name = signature["name"]
        self.kind = signature["kind"]
        self.arguments = signature["arguments"]
        self.results = signature["results"]
        self._unsupported = signature.get("unsupported")
        fields = []
        for index, result in enumerate(self.results):
            shape = result["shape"]
            kind = (_descriptor(len(shape)) if shape is not None
                    else _SCALARS.get(result["element"], ctypes.c_int64))
            fields.append((f"r{index}", kind))
        self._results = type(f"_Results_{self.name}", (ctypes.Structure,),
                             {"_fields_": fields})

    def __repr__(self):
        types = ", ".join(a["type"] for a in self.arguments)
        results = ", ".join(r["type"] for r in self.results)
        return f"<accel {self.kind} {self.name}({types}) -> ({results})>"

    def _where(self, index):
        return f"argument {index} of '{self.name}'"

    def _array(self, index, value, signature):
        dtype = np.dtype(_DTYPES[signature["element"]])
        array = np.asarray(value)
        if not np.can_cast(array.dtype, dtype, "same_kind"):
            raise TypeError(f"{self._where(index)} ({signature['type']}) "
                            f"takes {dtype.name} values; "
                            f"got {array.dtype.name}")
        # asarray, not ascontiguousarray: that makes 0-d arrays 1-d.
        array = np.asarray(array, dtype=dtype, order="C")
        shape = signature["shape"]
        if array.ndim != len(shape) or any(
                d >= 0 and d != n for d, n in zip(shape, array.shape)):
            raise ValueError(f"{self._where(index)} ({signature['type']}) "
                             f"takes an array of shape {_shape_text(shape)}; "
                             f"got {_shape_text(array.shape)}")
        return array

    def _scalar(self, index, value, signature):
        element = signature["element"]
        if isinstance(value, np.ndarray) and value.ndim:
            raise TypeError(f"{self._where(index)} is a scalar "
                            f"({signature['type']}); got an array")
        if element == "f16":
            bits = np.asarray(value, dtype=np.float16).view(np.uint16)
            return ctypes.c_uint16(int(bits))
        if element in ("f32", "f64"):
            return _SCALARS[element](float(value))
        if element == "i1":
            return ctypes.c_bool(bool(value))
        return _SCALARS[element](int(value))

    def __call__(self, *args):
        if self._unsupported:
            raise TypeError(f"'{self.name}' cannot be called from Python: "
                            f"{self._unsupported}")
        if len(args) != len(self.arguments):
            raise TypeError(f"'{self.name}' takes {len(self.arguments)} "
                            f"argument(s); got {len(args)}")
        keep, pointers, inputs = [], [], []
        for index, (value, signature) in enumerate(zip(args, self.arguments)):
            if signature["shape"] is None:
                slots = [self._scalar(index, value, signature)]
            else:
                array = self._array(index, value, signature)
                inputs.append(array)
                data = ctypes.c_void_p(array.ctypes.data)
                slots = [data, ctypes.c_void_p(array.ctypes.data),
                         ctypes.c_int64(0)]
                slots += [ctypes.c_int64(n) for n in array.shape]
                slots += [ctypes.c_int64(s // array.itemsize)
                          for s in array.strides]
            keep += slots
            pointers += [ctypes.cast(ctypes.pointer(s), ctypes.c_void_p)
                         for s in slots]
        results = self._results()
        if self.results:
            pointers.append(ctypes.cast(ctypes.pointer(results),
                                        ctypes.c_void_p))
        packed = (ctypes.c_void_p * len(pointers))(*pointers)
        errors = _Collector()
        if not _jit_invoke(self._module._handle, _ref(self.name), packed,
                           len(pointers), errors.callback, None).value:
            raise AccelError(errors.text)
        owned = set()
        values = [self._result(getattr(results, f"r{i}"), signature, inputs,
                               owned)
                  for i, signature in enumerate(self.results)]
        # Freed once every result is copied: a kernel may return one buffer
        # as two results.
        for pointer in owned:
            _libc.free(pointer)
        if not values:
            return None
        return values[0] if len(values) == 1 else tuple(values)

    @staticmethod
    def _result(value, signature, inputs, owned):
        if signature["shape"] is None:
            if signature["element"] == "f16":
                return np.uint16(value).view(np.float16)
            return value
        dtype = np.dtype(_DTYPES[signature["element"]])
        rank = len(signature["shape"])
        shape = tuple(value.sizes[:rank]) if rank else ()
        strides = tuple(value.strides[:rank]) if rank else ()
        # Copy out what the descriptor views; its buffer is the caller's to
        # free, from malloc (ownership-based deallocation clones any result
        # that is not), unless it is an input's or a global.
        if all(shape):
            span = 1 + sum((n - 1) * s for n, s in zip(shape, strides))
            base = value.aligned + value.offset * dtype.itemsize
            flat = np.ctypeslib.as_array(
                (ctypes.c_char * (span * dtype.itemsize)).from_address(base))
            view = np.lib.stride_tricks.as_strided(
                flat.view(dtype), shape,
                tuple(s * dtype.itemsize for s in strides))
            array = np.array(view, copy=True)
        else:
            array = np.zeros(shape, dtype)
        if value.allocated not in (None, _GLOBAL_SENTINEL) and not any(
                a.ctypes.data <= value.allocated <
                a.ctypes.data + max(a.nbytes, 1) for a in inputs):
            owned.add(value.allocated)
        return array


class JitModule:
    """A module compiled and loaded into this process. Its public functions
    and kernels are attributes (and items): call them with NumPy arrays for
    tensors and memrefs, numbers for scalars; tensor results come back as
    NumPy arrays. `functions` names them."""

    def __init__(self, registry, compilation, opt_level):
        if not isinstance(opt_level, int) or not 0 <= opt_level <= 3:
            raise ValueError(f"opt_level must be 0, 1, 2 or 3; got "
                             f"{opt_level!r}")
        errors = _Collector()
        self._handle = _jit_create(registry, compilation.module,
                                   compilation.options, opt_level,
                                   errors.callback, None)
        if not self._handle.ptr:
            raise CompileError(errors.text)
        out = _Collector()
        _jit_signatures(self._handle, out.callback, None)
        self._functions = {
            signature["name"]: _Function(self, signature)
            for signature in json.loads(out.text)["functions"]}

    def __del__(self):
        handle = getattr(self, "_handle", None)
        if handle is not None and handle.ptr:
            _jit_destroy(handle)
            self._handle = _Ptr(None)

    @property
    def functions(self):
        """The names of the callable functions and kernels, in input order."""
        return list(self._functions)

    def __getitem__(self, name):
        try:
            return self._functions[name]
        except KeyError:
            raise KeyError(f"no function '{name}' in the module; it has: "
                           f"{', '.join(self._functions) or 'none'}") from None

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self[name]
        except KeyError as error:
            raise AttributeError(error.args[0]) from None

    def __contains__(self, name):
        return name in self._functions

    def __dir__(self):
        return list(super().__dir__()) + list(self._functions)
