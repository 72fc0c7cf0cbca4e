# ===- accel/_capi.py - the C API, declared for ctypes --------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# libAccelCAPI.so, found next to the package (ACCEL_CAPI_LIBRARY overrides),
# with the prototypes of the functions the package calls.
# ===----------------------------------------------------------------------===//

import ctypes
import os

from ._cache import STAT_NAMES
from ._errors import CompileError, _check_type


class _Ptr(ctypes.Structure):
    _fields_ = [("ptr", ctypes.c_void_p)]


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]


class _LogicalResult(ctypes.Structure):
    _fields_ = [("value", ctypes.c_int8)]


_Callback = ctypes.CFUNCTYPE(None, _StringRef, ctypes.c_void_p)


class _CacheStats(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in STAT_NAMES]


def _library_path():
    # The package lives in <libdir>/python/accel, in the build tree and when
    # installed; ACCEL_CAPI_LIBRARY overrides.
    here = os.path.dirname(os.path.abspath(__file__))
    return os.environ.get("ACCEL_CAPI_LIBRARY", os.path.normpath(
        os.path.join(here, "..", "..", "libAccelCAPI.so")))


_lib = ctypes.CDLL(_library_path())


def _declare(name, restype, *argtypes):
    function = getattr(_lib, name)
    function.restype = restype
    function.argtypes = list(argtypes)
    return function


_registry_create = _declare("accelRegistryCreate", _Ptr)
_registry_destroy = _declare("accelRegistryDestroy", None, _Ptr)
_register_builtins = _declare("accelRegistryRegisterBuiltins", _LogicalResult,
                              _Ptr, _Callback, ctypes.c_void_p)
_load_plugin = _declare("accelRegistryLoadPlugin", _LogicalResult, _Ptr,
                        _StringRef, _Ptr, _Callback, ctypes.c_void_p)
_get_listing = _declare("accelRegistryGetListing", None, _Ptr, ctypes.c_bool,
                        ctypes.c_bool, _Callback, ctypes.c_void_p)
_default_accelerator = _declare("accelRegistryGetDefaultAccelerator",
                                _StringRef, _Ptr)
_get_preferred = _declare("accelRegistryGetPreferredBackend", _LogicalResult,
                          _Ptr, _StringRef, _Callback, ctypes.c_void_p)
_set_preferred = _declare("accelRegistrySetPreferredBackend", _LogicalResult,
                          _Ptr, _StringRef, _StringRef, _Callback,
                          ctypes.c_void_p)
_dialects_create = _declare("mlirDialectRegistryCreate", _Ptr)
_dialects_destroy = _declare("mlirDialectRegistryDestroy", None, _Ptr)
_register_dialects = _declare("accelRegisterDialects", None, _Ptr)
_context_create = _declare("mlirContextCreateWithRegistry", _Ptr, _Ptr,
                           ctypes.c_bool)
_context_destroy = _declare("mlirContextDestroy", None, _Ptr)
_module_parse = _declare("accelModuleParse", _Ptr, _Ptr, _StringRef,
                         _StringRef, _Callback, ctypes.c_void_p)
_module_operation = _declare("mlirModuleGetOperation", _Ptr, _Ptr)
_module_destroy = _declare("mlirModuleDestroy", None, _Ptr)
_operation_print = _declare("mlirOperationPrint", None, _Ptr, _Callback,
                            ctypes.c_void_p)
_options_create = _declare("accelCompileOptionsCreate", _Ptr)
_options_destroy = _declare("accelCompileOptionsDestroy", None, _Ptr)
_options_target = _declare("accelCompileOptionsSetTarget", None, _Ptr,
                           _StringRef)
_options_backend = _declare("accelCompileOptionsSetBackend", None, _Ptr,
                            _StringRef)
_options_backend_for = _declare("accelCompileOptionsSetBackendFor", None,
                                _Ptr, _StringRef, _StringRef)
_options_policy = _declare("accelCompileOptionsSetOnUnsupported",
                           _LogicalResult, _Ptr, _StringRef)
_options_cache_dir = _declare("accelCompileOptionsSetCacheDir", None, _Ptr,
                              _StringRef)
_options_cache_max_bytes = _declare("accelCompileOptionsSetCacheMaxBytes",
                                    None, _Ptr, ctypes.c_uint64)
_options_cache_url = _declare("accelCompileOptionsSetCacheUrl", None, _Ptr,
                              _StringRef)
_options_cache_mode = _declare("accelCompileOptionsSetCacheMode",
                               _LogicalResult, _Ptr, _StringRef)
_options_cache_auth_file = _declare("accelCompileOptionsSetCacheAuthFile",
                                    None, _Ptr, _StringRef)
_options_cache_timeouts = _declare("accelCompileOptionsSetCacheTimeouts",
                                   None, _Ptr, ctypes.c_uint, ctypes.c_uint)
_options_cache_verify = _declare("accelCompileOptionsSetCacheVerify",
                                 _LogicalResult, _Ptr, ctypes.c_uint)
_options_cache_salt = _declare("accelCompileOptionsSetCacheSalt", None, _Ptr,
                               _StringRef)
_options_autotune = _declare("accelCompileOptionsSetAutotune", _LogicalResult,
                             _Ptr, ctypes.c_bool, ctypes.c_double,
                             _StringRef)
_options_cache_stats = _declare("accelCompileOptionsGetCacheStats",
                                _CacheStats, _Ptr)
_compile = _declare("accelCompile", _LogicalResult, _Ptr, _Ptr, _Ptr,
                    _Callback, ctypes.c_void_p)

_jit_create = _declare("accelJitCreate", _Ptr, _Ptr, _Ptr, _Ptr, ctypes.c_int,
                       _Callback, ctypes.c_void_p)
_jit_destroy = _declare("accelJitDestroy", None, _Ptr)
_jit_signatures = _declare("accelJitGetSignatures", None, _Ptr, _Callback,
                           ctypes.c_void_p)
_jit_invoke = _declare("accelJitInvokePacked", _LogicalResult, _Ptr,
                       _StringRef, ctypes.POINTER(ctypes.c_void_p),
                       ctypes.c_ssize_t, _Callback, ctypes.c_void_p)


def _ref(text):
    data = text.encode()
    return _StringRef(data, len(data))


class _Collector:
    """A callback that gathers the strings it is handed."""

    def __init__(self):
        self.parts = []
        self.callback = _Callback(self._collect)

    def _collect(self, ref, _):
        self.parts.append(ctypes.string_at(ref.data, ref.length).decode())

    @property
    def text(self):
        return "".join(self.parts)


def _apply_cache(options, cache):
    """Gives `options` the settings of `cache`, an accel.Cache."""
    if cache.dir is not None:
        _options_cache_dir(options, _ref(cache.dir))
    if cache.max_bytes is not None:
        _options_cache_max_bytes(options, cache.max_bytes)
    if cache.url is not None:
        _options_cache_url(options, _ref(cache.url))
    if cache.auth_file is not None:
        _options_cache_auth_file(options, _ref(cache.auth_file))
    if cache.salt is not None:
        _options_cache_salt(options, _ref(cache.salt))
    _options_cache_timeouts(options, cache.connect_timeout_ms,
                            cache.timeout_ms)
    # Checked by accel.Cache already.
    _options_cache_mode(options, _ref(cache.mode))
    _options_cache_verify(options, cache.verify_percent)


class _Compilation:
    """A context with accel's dialects, `text` parsed into a module of it, and
    compile options (with `cache`, an accel.Cache, whose counts it adds to
    when done), for the length of a `with` block. CompileError when the text
    does not parse, ValueError for an unknown policy."""

    def __init__(self, text, filename, target, backend, backends,
                 on_unsupported, cache=None, tuning=None):
        _check_type("mlir_text", text, str)
        _check_type("filename", filename, str)
        for name, value in (("target", target), ("backend", backend),
                            ("on_unsupported", on_unsupported)):
            if value is not None:
                _check_type(name, value, str)
        if backends is not None:
            _check_type("backends", backends, dict)
            for accelerator, name in backends.items():
                _check_type("a key of backends", accelerator, str)
                _check_type(f"backends['{accelerator}']", name, str)
        self._args = (text, filename, target, backend, backends or {},
                      on_unsupported, tuning, cache)

    def __enter__(self):
        (text, filename, target, backend, backends, policy, tuning,
         cache) = self._args
        self._dialects = _dialects_create()
        _register_dialects(self._dialects)
        self._context = _context_create(self._dialects, False)
        self.options = _options_create()
        self.module = _Ptr(None)
        try:
            errors = _Collector()
            self.module = _module_parse(self._context, _ref(text),
                                        _ref(filename), errors.callback, None)
            if not self.module.ptr:
                raise CompileError(errors.text)
            if target is not None:
                _options_target(self.options, _ref(target))
            if backend is not None:
                _options_backend(self.options, _ref(backend))
            for accelerator, name in backends.items():
                _options_backend_for(self.options, _ref(accelerator),
                                     _ref(name))
            if cache is not None:
                _apply_cache(self.options, cache)
            if tuning is not None:
                autotune, budget, tuning_file = tuning
                if not _options_autotune(self.options, autotune, budget,
                                         _ref(tuning_file or "")).value:
                    raise ValueError("autotune_budget must be 0 seconds or "
                                     f"more, not {budget!r}")
            if not _options_policy(self.options, _ref(policy)).value:
                raise ValueError(f"invalid on_unsupported '{policy}'; "
                                 "expected error, fallback or skip")
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def __exit__(self, *_):
        cache = self._args[-1]
        if cache is not None:
            counts = _options_cache_stats(self.options)
            for name in STAT_NAMES:
                cache.stats[name] += getattr(counts, name)
        if self.module.ptr:
            _module_destroy(self.module)
        _options_destroy(self.options)
        _context_destroy(self._context)
        _dialects_destroy(self._dialects)
