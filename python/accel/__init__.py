# ===- accel/__init__.py - accel from Python, over the C API -------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ctypes over libAccelCAPI.so: the listings, the compile backend of each
# accelerator (get without side effects, set with validation), the current
# accelerator of a registry, plugins, compile(), and jit() to call compiled
# functions on NumPy arrays. Only jit() needs NumPy: it is imported when jit()
# (or JitModule) is first used, so `import accel` works without it. Each
# Registry is its own:
# nothing set on one leaks into another. The module-level functions use one
# default registry with the built-ins.
# ===----------------------------------------------------------------------===//

import ctypes
import difflib
import json
import os

from ._capi import (
    _Collector,
    _Compilation,
    _Ptr,
    _ref,
    _compile,
    _default_accelerator,
    _get_listing,
    _get_preferred,
    _load_plugin,
    _module_operation,
    _operation_print,
    _register_builtins,
    _registry_create,
    _registry_destroy,
    _set_preferred,
)
from ._cache import Cache
from ._errors import AccelError, CompileError, _check_type
from . import runtime

__all__ = ["AccelError", "CompileError", "Registry", "list_accelerators",
           "list_backends", "get_compile_backend", "set_compile_backend",
           "current_accelerator", "set_current_accelerator", "load_plugin",
           "compile", "jit", "JitModule", "Cache"]


class Registry:
    """Accelerators and backends (the built-ins unless `builtins` is False),
    and this registry's current accelerator."""

    def __init__(self, builtins=True):
        self._registry = _registry_create()
        self._current = None
        if builtins:
            errors = _Collector()
            if not _register_builtins(self._registry, errors.callback,
                                      None).value:
                raise AccelError(errors.text)

    def __del__(self):
        if getattr(self, "_registry", None) is not None:
            _registry_destroy(self._registry)
            self._registry = None

    def _listing(self, backends):
        out = _Collector()
        _get_listing(self._registry, backends, True, out.callback, None)
        return json.loads(out.text)

    def list_accelerators(self):
        """The accelerators, as dicts with the fields of
        `accel-opt --list-accelerators --format=json`."""
        return self._listing(False)["accelerators"]

    def list_backends(self):
        """The compile backends, as dicts (--list-backends --format=json)."""
        return self._listing(True)["backends"]

    def get_compile_backend(self, accelerator):
        """The backend `accelerator` uses when nothing asks for one. No side
        effects; ValueError for an unknown accelerator."""
        _check_name(accelerator, "accelerator")
        out, errors = _Collector(), _Collector()
        if not _get_preferred(self._registry, _ref(accelerator), out.callback,
                              None).value:
            # The getter reports through the same callback.
            raise ValueError(out.text or errors.text)
        return out.text

    def set_compile_backend(self, accelerator, backend):
        """Makes `backend` the one `accelerator` uses by default; ValueError
        naming the supported backends (and the closest name) otherwise."""
        _check_name(accelerator, "accelerator")
        _check_name(backend, "backend")
        errors = _Collector()
        if not _set_preferred(self._registry, _ref(accelerator), _ref(backend),
                              errors.callback, None).value:
            message = errors.text
            names = [b["name"] for b in self.list_backends()
                     if accelerator in b["accelerators"]]
            close = difflib.get_close_matches(backend, names, n=1)
            if close:
                message += f"; did you mean '{close[0]}'?"
            raise ValueError(message)

    def current_accelerator(self):
        """The accelerator compile() targets when not told: the one set on
        this registry, else the registry default."""
        if self._current is not None:
            return self._current
        ref = _default_accelerator(self._registry)
        return ctypes.string_at(ref.data, ref.length).decode() or None

    def set_current_accelerator(self, name):
        """Sets this registry's current accelerator (None: the default)."""
        if name is not None:
            _check_name(name, "accelerator")
            names = [a["name"] for a in self.list_accelerators()]
            if name not in names:
                close = difflib.get_close_matches(name, names, n=1)
                hint = f"did you mean '{close[0]}'? " if close else ""
                raise ValueError(f"unknown accelerator '{name}'; {hint}"
                                 f"registered accelerators: "
                                 f"{', '.join(names)}")
        self._current = name

    def load_plugin(self, path):
        """Loads an accelerator plugin into this registry (AccelError with the
        loader's message on failure)."""
        errors = _Collector()
        if not _load_plugin(self._registry, _ref(path), _Ptr(None),
                            errors.callback, None).value:
            raise AccelError(errors.text)

    def compile(self, mlir_text, target=None, backend=None, backends=None,
                on_unsupported="error", filename="<python>", cache_dir=None,
                cache=None, autotune=False, autotune_budget=25.0,
                tuning_file=None, targets=None):
        """Lowers every kernel of `mlir_text` and returns the lowered module
        as text. Raises CompileError with accel-opt's diagnostics. With
        `cache` (an accel.Cache), kernels go through that kernel cache, and
        its `stats` count what it did; `cache_dir` is short for
        Cache(dir=cache_dir). With `autotune`, the tiles of each kernel with
        a matmul, batch_matmul or conv2d are measured first (at most
        `autotune_budget` seconds); the records of `tuning_file` (JSON) and
        of the cache apply without measuring, and what was measured goes to
        both (accel-opt's --accel-autotune, --accel-tuning-file). With
        `targets` (a list of accelerators), each kernel gets a variant per
        accelerator and the runtime picks one when the program runs
        (accel.runtime.set_current_device, ACCEL_DEVICE)."""
        target = _target_of(target, targets, self._current)
        with _Compilation(mlir_text, filename, target, backend, backends,
                          on_unsupported, _cache_of(cache, cache_dir),
                          _tuning_of(autotune, autotune_budget,
                                     tuning_file)) as compilation:
            errors = _Collector()
            if not _compile(self._registry, compilation.module,
                            compilation.options, errors.callback, None).value:
                raise CompileError(errors.text)
            out = _Collector()
            _operation_print(_module_operation(compilation.module),
                             out.callback, None)
            return out.text

    def jit(self, mlir_text, target=None, backend=None, backends=None,
            on_unsupported="error", opt_level=3, filename="<python>",
            cache_dir=None, cache=None, autotune=False, autotune_budget=25.0,
            tuning_file=None, targets=None):
        """Compiles `mlir_text` as compile() does and loads it into this
        process: the result's attributes are the public functions and the
        kernels of the module, callable with NumPy arrays (see JitModule).
        Kernels must be selected for a CPU accelerator. Needs NumPy."""
        jit_module = _jit_module_class()
        target = _target_of(target, targets, self._current)
        with _Compilation(mlir_text, filename, target, backend, backends,
                          on_unsupported, _cache_of(cache, cache_dir),
                          _tuning_of(autotune, autotune_budget,
                                     tuning_file)) as compilation:
            return jit_module(self._registry, compilation, opt_level)


def _target_of(target, targets, current):
    """The target option of a compilation: `targets` joined ("vulkan,cpu")
    when given, else `target`, else the registry's current accelerator."""
    if targets is not None:
        if isinstance(targets, str) or not targets:
            raise ValueError("targets must be a non-empty list of "
                             "accelerator names, got %r" % (targets,))
        return ",".join(targets)
    return current if target is None else target


def _tuning_of(autotune, budget, tuning_file):
    """compile()'s tuning arguments for _Compilation: None when they ask for
    nothing."""
    _check_type("autotune", autotune, bool)
    if tuning_file is not None:
        tuning_file = os.fspath(tuning_file)
        _check_type("tuning_file", tuning_file, str)
    if not autotune and tuning_file is None:
        return None
    return autotune, float(budget), tuning_file


def _cache_of(cache, cache_dir):
    """The accel.Cache of compile()'s `cache` and `cache_dir` arguments."""
    if cache is not None and cache_dir is not None:
        raise ValueError("give cache or cache_dir, not both")
    if cache_dir is not None:
        return Cache(dir=cache_dir)
    if cache is not None and not isinstance(cache, Cache):
        raise TypeError(f"cache must be an accel.Cache, got {cache!r}")
    return cache


def _jit_module_class():
    """JitModule, imported when first needed: only accel.jit needs NumPy."""
    try:
        from ._jit import JitModule
    except ModuleNotFoundError as error:
        if error.name != "numpy":
            raise
        raise ImportError(
            "accel.jit needs NumPy, which this Python cannot import "
            "(Debian: python3-numpy); the rest of accel works without it"
        ) from error
    return JitModule


def __getattr__(name):
    # accel.JitModule without importing NumPy at `import accel` (PEP 562).
    if name == "JitModule":
        return _jit_module_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _check_name(name, kind):
    if not isinstance(name, str) or not name:
        raise ValueError(f"the {kind} name must be a non-empty string, got "
                         f"{name!r}")


_default = None


def _registry():
    global _default
    if _default is None:
        _default = Registry()
    return _default


def list_accelerators():
    return _registry().list_accelerators()


def list_backends():
    return _registry().list_backends()


def get_compile_backend(accelerator):
    return _registry().get_compile_backend(accelerator)


def set_compile_backend(accelerator, backend):
    _registry().set_compile_backend(accelerator, backend)


def current_accelerator():
    return _registry().current_accelerator()


def set_current_accelerator(name):
    _registry().set_current_accelerator(name)


def load_plugin(path):
    _registry().load_plugin(path)


def compile(mlir_text, **kwargs):
    return _registry().compile(mlir_text, **kwargs)


def jit(mlir_text, **kwargs):
    return _registry().jit(mlir_text, **kwargs)
