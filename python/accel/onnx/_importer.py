# ===- accel/onnx/_importer.py - an ONNX graph as one accel kernel ---------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# import_model() reads a model (a path, bytes or a ModelProto), checks it,
# and writes MLIR: one accel.kernel holding the whole graph (so that the
# backends fuse across nodes), and a host function that launches it. Inputs
# and outputs keep their ONNX names (`onnx.name` argument and result
# attributes); weights are kernel constants, large ones dense_resource
# blobs. Nothing is returned until the whole graph imported.
# ===----------------------------------------------------------------------===//

import re
from dataclasses import dataclass

import numpy as np
import onnx

from . import _elementwise, _nn, _reduce, _shape  # noqa: F401 (registers)
from ._emit import KernelBuilder, Value
from ._errors import OnnxImportError
from ._node import Node
from ._registry import OPERATORS, supported_operators
from ._types import ELEMENTS, SUPPORTED_NAMES, element, onnx_type_name, \
    tensor_type, tensor_values

MIN_OPSET, MAX_OPSET = 6, 17
_DOMAINS = ("", "ai.onnx")


@dataclass
class Port:
    """An input or output of the imported graph."""
    name: str
    shape: tuple
    dtype: np.dtype


@dataclass
class Imported:
    text: str
    kernel: str
    host: str
    inputs: list  # the host function's arguments, in order
    outputs: list
    bound: list  # the graph inputs given as values, not arguments


def load(source):
    """A ModelProto from a path, bytes or a ModelProto, checked."""
    where = "<model>"
    if isinstance(source, onnx.ModelProto):
        model = source
    else:
        if isinstance(source, (bytes, bytearray)):
            data = bytes(source)
        else:
            where = str(source)
            try:
                with open(source, "rb") as stream:
                    data = stream.read()
            except OSError as error:
                raise OnnxImportError(f"{where}: cannot read the model: "
                                      f"{error.strerror}") from None
        model = onnx.ModelProto()
        try:
            model.ParseFromString(data)
        except Exception as error:  # protobuf's DecodeError and kin
            raise OnnxImportError(f"{where}: not a valid ONNX model "
                                  f"({error})") from None
        if not data or not model.HasField("graph"):
            raise OnnxImportError(f"{where}: not a valid ONNX model (no "
                                  f"graph)")
    try:
        onnx.checker.check_model(model)
    except onnx.checker.ValidationError as error:
        lines = str(error).strip().splitlines()
        first = lines[0] if lines else "the checker gives no reason"
        raise OnnxImportError(f"{where}: invalid ONNX model: {first}") \
            from None
    # protobuf hands a string that is not UTF-8 over as bytes; the checker
    # takes it.
    for name in _names(model.graph):
        if not isinstance(name, str):
            raise OnnxImportError(f"{where}: not a valid ONNX model (the "
                                  f"name {name!r} is not UTF-8)")
    return model


def _names(graph):
    """The names in `graph` the importer reads: the graph's, its values' and
    its nodes' (name, operator, domain, operands, attributes)."""
    yield graph.name
    for info in list(graph.input) + list(graph.output) + \
            list(graph.initializer) + list(graph.value_info):
        yield info.name
    for node in graph.node:
        yield from (node.name, node.op_type, node.domain)
        yield from node.input
        yield from node.output
        for attribute in node.attribute:
            yield attribute.name


def _opset(model):
    versions = {o.domain: o.version for o in model.opset_import}
    version = versions.get("", versions.get("ai.onnx"))
    if version is None:
        raise OnnxImportError("the model imports no version of the default "
                              "ONNX domain")
    if not MIN_OPSET <= version <= MAX_OPSET:
        raise OnnxImportError(f"opset {version} is not supported; supported: "
                              f"opsets {MIN_OPSET} to {MAX_OPSET}")
    return version


def _symbol(name, fallback):
    symbol = re.sub(r"[^A-Za-z0-9_]", "_", name or "")
    if not symbol or symbol[0].isdigit():
        symbol = f"{fallback}_{symbol}" if symbol else fallback
    return symbol


def _port(info, bound, what):
    """The name, static shape and dtype of a graph input or output; `bound`
    gives the sizes of symbolic dimensions."""
    kind = info.type.WhichOneof("value")
    if kind != "tensor_type":
        raise OnnxImportError(f"{what} '{info.name}' is a {kind or 'value'} "
                              f"of no tensor type; supported: tensors")
    tensor = info.type.tensor_type
    if tensor.elem_type not in ELEMENTS:
        raise OnnxImportError(
            f"{what} '{info.name}' has element type "
            f"{onnx_type_name(tensor.elem_type)}; supported: "
            f"{SUPPORTED_NAMES}")
    dtype = ELEMENTS[tensor.elem_type][1]
    if not tensor.HasField("shape"):
        if bound is None:
            raise OnnxImportError(f"{what} '{info.name}' has no shape; give "
                                  f"it one (input_shapes, --input-shape)")
        return Port(info.name, tuple(bound), dtype)
    dims = list(tensor.shape.dim)
    for index, dim in enumerate(dims):
        if dim.HasField("dim_value") and dim.dim_value < 0:
            raise OnnxImportError(
                f"{what} '{info.name}' has size {dim.dim_value} in "
                f"dimension {index} of {_shape_text(dims)}; a size is 0 or "
                f"more")
    if bound is not None and any(b < 0 for b in bound):
        raise OnnxImportError(
            f"{what} '{info.name}': the given shape {list(bound)} has a "
            f"negative size")
    if bound is not None:
        if len(bound) != len(dims) or any(
                d.HasField("dim_value") and d.dim_value != b
                for d, b in zip(dims, bound)):
            raise OnnxImportError(
                f"{what} '{info.name}' has shape "
                f"{_shape_text(dims)}; the given shape {list(bound)} does "
                f"not match it")
        return Port(info.name, tuple(int(b) for b in bound), dtype)
    shape = []
    for index, dim in enumerate(dims):
        if not dim.HasField("dim_value"):
            symbol = dim.dim_param or "?"
            raise OnnxImportError(
                f"{what} '{info.name}' has a symbolic dimension '{symbol}' "
                f"(dimension {index} of {_shape_text(dims)}); give its size "
                f"(input_shapes={{'{info.name}': [...]}}, --input-shape "
                f"{info.name}=...) or call the compiled model, which "
                f"specializes on the shapes it is given")
        shape.append(dim.dim_value)
    return Port(info.name, tuple(shape), dtype)


def _shape_text(dims):
    return "[" + ", ".join(str(d.dim_value) if d.HasField("dim_value") else
                           (d.dim_param or "?") for d in dims) + "]"


def graph_inputs(model):
    """The graph inputs that are not initializers, as ValueInfoProtos."""
    initialized = {i.name for i in model.graph.initializer}
    return [i for i in model.graph.input if i.name not in initialized]


def import_model(source, input_shapes=None, name=None, target=None,
                 target_options=None, backend=None, input_values=None):
    """The MLIR text of a model (see the file comment), as an Imported.
    `input_shapes` maps input names to shapes for symbolic dimensions;
    `input_values` maps input names to the arrays they are bound to (inputs
    that operators need as constants: shapes, axes, pads);
    `target`/`target_options`/`backend` become the kernel's target and
    backend attributes."""
    model = load(source)
    opset = _opset(model)
    graph = model.graph
    input_shapes = dict(input_shapes or {})
    input_values = dict(input_values or {})
    env = {}
    for initializer in graph.initializer:
        if initializer.data_type not in ELEMENTS:
            raise OnnxImportError(
                f"initializer '{initializer.name}' has element type "
                f"{onnx_type_name(initializer.data_type)}; supported: "
                f"{SUPPORTED_NAMES}")
        env[initializer.name] = tensor_values(
            initializer, f"initializer '{initializer.name}'")
    inputs, bound = [], []
    names = [info.name for info in graph_inputs(model)]
    # Before any input is looked at: a misspelt name is the error to see,
    # not the symbolic dimension it left unsized.
    for what, given in (("input_shapes", input_shapes),
                        ("input_values", input_values)):
        extra = sorted(set(given) - set(names))
        if extra:
            raise OnnxImportError(
                f"{what} names {', '.join(extra)}, not an input of the "
                f"graph; its inputs: {', '.join(names) or 'none'}")
    for info in graph_inputs(model):
        if info.name in input_values:
            env[info.name] = _bound_value(info, input_values.pop(info.name))
            bound.append(info.name)
            continue
        port = _port(info, input_shapes.pop(info.name, None), "input")
        env[info.name] = Value(f"%arg{len(inputs)}", port.shape, port.dtype)
        inputs.append(port)
    builder = KernelBuilder()
    for proto in graph.node:
        _import_node(proto, opset, env, builder, set(names) - set(bound))
    results = []
    outputs = []
    for info in graph.output:
        if info.name not in env:
            raise OnnxImportError(f"output '{info.name}' is not computed by "
                                  f"any node")
        value = env[info.name]
        if isinstance(value, np.ndarray):
            value = builder.constant(value)
        results.append(value)
        outputs.append(Port(info.name, value.shape, value.dtype))
    kernel = _symbol(name or graph.name, "graph")
    text = _module(kernel, inputs, outputs, results, builder, target,
                   target_options, backend)
    return Imported(text, kernel, "main", inputs, outputs, bound)


def _bound_value(info, value):
    """The array a graph input is bound to, checked against its type."""
    port = _port(info, np.shape(value), "input")
    array = np.asarray(value)
    if array.dtype != port.dtype:
        raise OnnxImportError(
            f"input '{info.name}' is {port.dtype}; the value given is "
            f"{array.dtype}")
    return array


def _import_node(proto, opset, env, builder, graph_inputs):
    def describe():
        return (f"node '{proto.name or (proto.output[0] if proto.output else '')}'"
                f" ({proto.op_type}, opset {opset})")
    if proto.domain not in _DOMAINS:
        raise OnnxImportError(f"{describe()}: domain '{proto.domain}' is not "
                              f"supported; supported: the default ONNX domain")
    entry = OPERATORS.get(proto.op_type)
    if entry is None:
        raise OnnxImportError(f"{describe()}: operator '{proto.op_type}' is "
                              f"not supported; supported operators: "
                              f"{', '.join(supported_operators())}")
    emitter, since = entry
    if opset < since:
        raise OnnxImportError(f"{describe()}: {proto.op_type} is supported "
                              f"from opset {since}, not {opset}")
    inputs = []
    for name in proto.input:
        if name and name not in env:
            raise OnnxImportError(f"{describe()}: input '{name}' is not "
                                  f"defined before it")
        inputs.append(env[name] if name else None)
    node = Node(proto, opset, inputs, builder, graph_inputs)
    for index, value in enumerate(inputs):
        if isinstance(value, np.ndarray) and element(value.dtype) is None:
            node.fail(f"input {index} has element type {value.dtype}",
                      SUPPORTED_NAMES)
    outputs = emitter(node)
    for name, value in zip(proto.output, outputs):
        if name:
            env[name] = value
    missing = [n for n in proto.output[len(outputs):] if n]
    if missing:
        node.fail(f"output {', '.join(missing)} is not supported")



def _escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _module(kernel, inputs, outputs, results, builder, target,
            target_options, backend):
    arguments = ", ".join(
        f'%arg{i}: {tensor_type(p.shape, p.dtype)} '
        f'{{onnx.name = "{_escape(p.name)}"}}' for i, p in enumerate(inputs))
    result_types = ", ".join(
        f'{tensor_type(p.shape, p.dtype)} {{onnx.name = "{_escape(p.name)}"}}'
        for p in outputs)
    attributes = []
    if target:
        options = ""
        if target_options:
            options = ", {" + ", ".join(
                f'{key} = "{value}"' for key, value in
                sorted(target_options.items())) + "}"
        attributes.append(f'target = #accel.target<"{target}"{options}>')
    if backend:
        attributes.append(f'backend = #accel.backend<"{backend}">')
    attribute_text = (f" attributes {{{', '.join(attributes)}}}"
                      if attributes else "")
    types = ", ".join(v.type for v in results)
    lines = [f"accel.kernel @{kernel}({arguments}) -> ({result_types})"
             f"{attribute_text} {{"]
    lines += builder.lines
    lines.append(f"  accel.return {', '.join(v.name for v in results)} : "
                 f"{types}")
    lines.append("}")
    host_arguments = ", ".join(f"%arg{i}: {tensor_type(p.shape, p.dtype)}"
                               for i, p in enumerate(inputs))
    lines.append(f"func.func @main({host_arguments}) -> ({types}) {{")
    names = ", ".join(f"%arg{i}" for i in range(len(inputs)))
    input_types = ", ".join(tensor_type(p.shape, p.dtype) for p in inputs)
    lines.append(f"  %r:{len(results)} = accel.launch @{kernel}({names}) : "
                 f"({input_types}) -> ({types})")
    lines.append("  return " + ", ".join(f"%r#{i}" for i in
                                         range(len(results))) +
                 f" : {types}")
    lines.append("}")
    if builder.resources:
        lines.append("{-#\n  dialect_resources: {\n    builtin: {")
        lines.append(",\n".join(f'      {name}: "{blob}"' for name, blob in
                                builder.resources.items()))
        lines.append("    }\n  }\n#-}")
    return "\n".join(lines) + "\n"
