# ===- accel/__init__.py - accel from Python, over the C API -------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ctypes over libAccelCAPI.so: the listings, the compile backend of each
# accelerator (get without side effects, set with validation), the current
# accelerator of a registry, plugins, and compile(). Each Registry is its own:
# nothing set on one leaks into another. The module-level functions use one
# default registry with the built-ins.
# ===----------------------------------------------------------------------===//

import ctypes
import difflib
import json
import os

__all__ = ["AccelError", "CompileError", "Registry", "list_accelerators",
           "list_backends", "get_compile_backend", "set_compile_backend",
           "current_accelerator", "set_current_accelerator", "load_plugin",
           "compile"]


class AccelError(Exception):
    """An error from accel, with its message."""


class CompileError(AccelError):
    """A compilation failed; the message holds every diagnostic as accel-opt
    prints them (file:line:col: error: ..., then the notes)."""


class _Ptr(ctypes.Structure):
    _fields_ = [("ptr", ctypes.c_void_p)]


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]


class _LogicalResult(ctypes.Structure):
    _fields_ = [("value", ctypes.c_int8)]


_Callback = ctypes.CFUNCTYPE(None, _StringRef, ctypes.c_void_p)


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
_compile = _declare("accelCompile", _LogicalResult, _Ptr, _Ptr, _Ptr,
                    _Callback, ctypes.c_void_p)


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
                on_unsupported="error", filename="<python>"):
        """Lowers every kernel of `mlir_text` and returns the lowered module
        as text. Raises CompileError with accel-opt's diagnostics."""
        if target is None:
            target = self._current
        dialects = _dialects_create()
        _register_dialects(dialects)
        context = _context_create(dialects, False)
        options = _options_create()
        module = _Ptr(None)
        try:
            errors = _Collector()
            module = _module_parse(context, _ref(mlir_text), _ref(filename),
                                   errors.callback, None)
            if not module.ptr:
                raise CompileError(errors.text)
            if target is not None:
                _options_target(options, _ref(target))
            if backend is not None:
                _options_backend(options, _ref(backend))
            for accelerator, name in (backends or {}).items():
                _options_backend_for(options, _ref(accelerator), _ref(name))
            if not _options_policy(options, _ref(on_unsupported)).value:
                raise ValueError(f"invalid on_unsupported '{on_unsupported}'; "
                                 "expected error, fallback or skip")
            if not _compile(self._registry, module, options, errors.callback,
                            None).value:
                raise CompileError(errors.text)
            out = _Collector()
            _operation_print(_module_operation(module), out.callback, None)
            return out.text
        finally:
            if module.ptr:
                _module_destroy(module)
            _options_destroy(options)
            _context_destroy(context)
            _dialects_destroy(dialects)


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
