# ===- accel/onnx/__init__.py - ONNX models in, compiled callables out -----===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#   import accel.onnx
#   model = accel.onnx.compile("mlp.onnx", target="vulkan")
#   y = model(x)                      # or model(input=x), by ONNX name
#   text = accel.onnx.import_model("mlp.onnx").text
#
# The importer (import_model) writes one accel.kernel per graph and a host
# function @main that launches it; compile() runs it through accel.jit.
# Symbolic dimensions are bound when the model is called: each new set of
# input shapes compiles once. docs/Onnx.md has the operators.
# ===----------------------------------------------------------------------===//

import numpy as np

from ._errors import NeedsInputValue, OnnxImportError
from ._importer import MAX_OPSET, MIN_OPSET, graph_inputs, import_model, load
from ._registry import supported_operators

__all__ = ["OnnxImportError", "NeedsInputValue", "Model", "compile", "import_model",
           "load", "graph_inputs",
           "supported_operators", "MIN_OPSET", "MAX_OPSET"]


class Model:
    """A compiled ONNX model: call it with NumPy arrays, positionally in the
    graph's input order or by input name; it returns the outputs (one array,
    or a tuple in the graph's output order). A model with symbolic
    dimensions, or with inputs that operators need as constants (a Reshape's
    shape, a ReduceSum's axes), compiles once per set of input shapes and
    such values it is called with."""

    def __init__(self, source, target=None, backend=None, target_options=None,
                 input_shapes=None, registry=None, **jit_options):
        import accel
        self._model = load(source)
        self._registry = registry or accel._registry()
        self._options = dict(target=target, backend=backend,
                             target_options=target_options)
        self._jit_options = jit_options
        self._input_shapes = dict(input_shapes or {})
        self._compiled = {}
        self._bound = set()  # inputs bound by value, learned from the import
        self.inputs = [i.name for i in graph_inputs(self._model)]
        self.outputs = [o.name for o in self._model.graph.output]
        try:
            self._specialize(self._input_shapes, {})
        except NeedsInputValue as error:
            self._bound.add(error.input_name)
        except OnnxImportError as error:
            if "symbolic dimension" not in str(error):
                raise

    def _specialize(self, shapes, values):
        key = (tuple(sorted((n, tuple(s)) for n, s in shapes.items())),
               tuple((n, a.dtype.str, a.shape, a.tobytes())
                     for n, a in sorted(values.items())))
        if key not in self._compiled:
            imported = import_model(self._model, shapes, input_values=values,
                                    **self._options)
            module = self._registry.jit(imported.text, **self._jit_options)
            self._compiled[key] = (imported, module[imported.host])
        return self._compiled[key]

    @property
    def mlir(self):
        """The MLIR of the last specialization compiled."""
        if not self._compiled:
            return None
        return list(self._compiled.values())[-1][0].text

    def _arrays(self, args, kwargs):
        if len(args) > len(self.inputs):
            raise TypeError(f"the model takes {len(self.inputs)} input(s); "
                            f"got {len(args)}")
        values = dict(zip(self.inputs, args))
        for name, value in kwargs.items():
            if name not in self.inputs:
                raise TypeError(f"the model has no input '{name}'; its "
                                f"inputs: {', '.join(self.inputs)}")
            if name in values:
                raise TypeError(f"input '{name}' given twice")
            values[name] = value
        missing = [n for n in self.inputs if n not in values]
        if missing:
            raise TypeError(f"missing input(s): {', '.join(missing)}")
        return {n: np.asarray(values[n]) for n in self.inputs}

    def __call__(self, *args, **kwargs):
        arrays = self._arrays(args, kwargs)
        while True:
            values = {n: arrays[n] for n in self._bound}
            shapes = {n: a.shape for n, a in arrays.items()
                      if n not in self._bound}
            shapes.update({n: s for n, s in self._input_shapes.items()
                           if n not in self._bound})
            try:
                imported, function = self._specialize(shapes, values)
                break
            except NeedsInputValue as error:
                if error.input_name in self._bound:
                    raise
                self._bound.add(error.input_name)
        return function(*[arrays[p.name] for p in imported.inputs])


def compile(model, target=None, backend=None, target_options=None,
            input_shapes=None, registry=None, **jit_options):
    """A callable Model from an ONNX model (path, bytes or ModelProto) for
    `target` (an accelerator; the registry's current one when None) and
    `backend`. `target_options` are the accelerator's options (vulkan:
    {"float64": "true"}); `input_shapes` sizes symbolic dimensions up front;
    other keywords go to accel.jit."""
    return Model(model, target, backend, target_options, input_shapes,
                 registry, **jit_options)
