# ===- accel/onnx/_node.py - one ONNX node as the operators see it ---------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Node gives an operator's emitter its inputs (kernel values, NumPy constants
# known at import, or None for an omitted optional input), its attributes
# with defaults, and the one way to refuse: fail(), which names the node.
# ===----------------------------------------------------------------------===//

import numpy as np
from onnx import AttributeProto, helper

from ._emit import Value
from ._errors import NeedsInputValue, OnnxImportError
from ._types import tensor_values, type_name


class Node:
    """A NodeProto with its inputs resolved; `k` is the kernel builder the
    emitter writes to."""

    def __init__(self, proto, opset, inputs, builder, graph_inputs=()):
        self.proto = proto
        self.opset = opset
        self.inputs = inputs
        self.k = builder
        self._graph_inputs = graph_inputs
        self._attributes = {a.name: a for a in proto.attribute}

    @property
    def op_type(self):
        return self.proto.op_type

    def describe(self):
        name = self.proto.name or (self.proto.output[0] if self.proto.output
                                   else "")
        return f"node '{name}' ({self.op_type}, opset {self.opset})"

    def fail(self, what, supported=None):
        message = f"{self.describe()}: {what}"
        if supported:
            message += f"; supported: {supported}"
        raise OnnxImportError(message)

    # Attributes -----------------------------------------------------------

    def has(self, name):
        return name in self._attributes

    def attr(self, name, default=None):
        attribute = self._attributes.get(name)
        if attribute is None:
            return default
        if attribute.type == AttributeProto.TENSOR:
            try:
                return tensor_values(attribute.t, f"attribute '{name}'")
            except OnnxImportError as error:
                self.fail(str(error))
        if attribute.type == AttributeProto.GRAPH or \
                attribute.type == AttributeProto.GRAPHS:
            self.fail(f"attribute '{name}' is a subgraph")
        value = helper.get_attribute_value(attribute)
        if isinstance(value, bytes):
            try:
                return value.decode()
            except UnicodeDecodeError:
                self.fail(f"attribute '{name}' is the string {value!r}, not "
                          f"UTF-8")
        return value

    def check_attrs(self, known):
        """Fails on an attribute the emitter does not know (it would be
        silently ignored)."""
        for name in self._attributes:
            if name not in known:
                self.fail(f"attribute '{name}' is not supported",
                          ", ".join(sorted(known)) or "no attributes")

    # Inputs ---------------------------------------------------------------

    def input(self, index, optional=False):
        value = self.inputs[index] if index < len(self.inputs) else None
        if value is None and not optional:
            self.fail(f"input {index} is missing")
        return value

    def value(self, index, optional=False):
        """Input `index` as a kernel value (constants materialized)."""
        value = self.input(index, optional)
        if isinstance(value, np.ndarray):
            return self.k.constant(value)
        return value

    def const(self, index, what, optional=False):
        """Input `index`, which must be known at import (a shape, axes,
        pads): as a NumPy array."""
        value = self.input(index, optional)
        if not isinstance(value, Value):
            return value
        name = self.proto.input[index]
        if name in self._graph_inputs:
            raise NeedsInputValue(
                f"{self.describe()}: input {index} ({what}) is the graph "
                f"input '{name}', whose value must be known at import: give "
                f"it (input_values, --input-value) or call the model "
                f"compiled by accel.onnx.compile, which specializes on it",
                name)
        self.fail(f"input {index} ({what}) must be a constant or an "
                  f"initializer, not computed by the graph")

    def dtype(self, index=0):
        value = self.input(index)
        return value.dtype

    def shape(self, index=0):
        value = self.input(index)
        return tuple(value.shape)

    def require_types(self, allowed, index=0, what="element type"):
        dtype = np.dtype(self.dtype(index))
        names = {np.dtype(d) for d in allowed}
        if dtype not in names:
            self.fail(f"{what} {type_name(dtype)} is not supported",
                      ", ".join(type_name(d) for d in allowed))
