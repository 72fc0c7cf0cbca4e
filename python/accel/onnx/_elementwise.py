# ===- accel/onnx/_elementwise.py - elementwise operators ------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Arithmetic, comparisons, logic and activations, with NumPy broadcasting
# (multidirectional; PRelu's slope unidirectional). Operands of one shape
# use the accel op where there is one (accel.add, accel.relu, ...); the
# others become a linalg.generic whose maps broadcast.
# ===----------------------------------------------------------------------===//

import numpy as np

from ._registry import ALL, FLOATS, INTS, NUMBERS, operator
from ._types import cast_op, is_float


def _broadcast(node, shapes):
    try:
        return tuple(np.broadcast_shapes(*shapes))
    except ValueError:
        node.fail("the input shapes " + ", ".join(
            str(list(s)) for s in shapes) + " do not broadcast")


def _legacy_broadcast(node, a, b):
    """Opsets before 7: B's dimensions line up with A's from `axis` (the
    trailing ones by default) when broadcast = 1."""
    if node.opset >= 7 or not node.attr("broadcast", 0):
        return b
    axis = node.attr("axis", a.rank - b.rank)
    if axis < 0:
        axis += a.rank
    shape = (1,) * axis + tuple(b.shape) + (1,) * (a.rank - axis - b.rank)
    return node.k.reshape(b, shape)


def _same_types(node, count):
    dtype = node.dtype(0)
    for index in range(1, count):
        if node.input(index) is not None and node.dtype(index) != dtype:
            node.fail(f"input {index} has element type {node.dtype(index)} "
                      f"and input 0 {dtype}; they must be equal")
    return dtype


# ONNX operator -> its accel op, which is also its ARITH scalar op.
_BINARY = {"Add": "add", "Sub": "sub", "Mul": "mul", "Div": "div",
           "Max": "max", "Min": "min"}


def _fold(node, function, *arrays):
    """A result known at import: NumPy on constant inputs."""
    with np.errstate(all="ignore"):
        return np.asarray(function(*arrays)).astype(arrays[0].dtype)


_NUMPY_BINARY = {"Add": np.add, "Sub": np.subtract, "Mul": np.multiply,
                 "Max": np.maximum, "Min": np.minimum}


def _numpy_div(a, b):
    if a.dtype.kind == "f":
        return a / b
    return np.sign(a) * np.sign(b) * (np.abs(a) // np.abs(b))


@operator("Add", "Sub", "Mul", "Div", since=1)
def binary(node):
    node.check_attrs({"broadcast", "axis"} if node.opset < 7 else set())
    node.require_types(NUMBERS)
    dtype = _same_types(node, 2)
    a, b = node.input(0), node.input(1)
    if isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and \
            node.opset >= 7:
        fold = _NUMPY_BINARY.get(node.op_type, _numpy_div)
        return [_fold(node, fold, a, b)]
    a, b = node.value(0), node.value(1)
    b = _legacy_broadcast(node, a, b)
    return [_elementwise(node, node.op_type, [a, b], dtype)]


def _elementwise(node, op_type, values, dtype):
    """The accel op of `op_type` over `values`, broadcast to one shape
    (accel.broadcast); a generic for booleans, which the accel ops do not
    take."""
    name = _BINARY[op_type]
    shape = _broadcast(node, [v.shape for v in values])
    if np.dtype(dtype) != np.bool_:
        values = [node.k.broadcast_to(v, shape) for v in values]
        result = values[0]
        for value in values[1:]:
            result = node.k.accel(name, [result, value], shape, dtype)
        return result

    def body(b, *scalars):
        result = scalars[0]
        for other in scalars[1:]:
            result = b.binary(name, result, other, dtype)
        return result
    return node.k.map(values, shape, dtype, body)


def _variadic(node, types):
    """The element type and the values of an operator of any number of
    inputs of one type."""
    node.check_attrs(set())
    node.require_types(types)
    dtype = _same_types(node, len(node.inputs))
    return dtype, [node.value(i) for i in range(len(node.inputs))]


@operator("Max", "Min", since=6)
def variadic_minmax(node):
    dtype, values = _variadic(node, NUMBERS)
    if len(values) == 1:
        return [values[0]]
    return [_elementwise(node, node.op_type, values, dtype)]


@operator("Sum", "Mean", since=6)
def sum_mean(node):
    dtype, values = _variadic(node, FLOATS)
    shape = _broadcast(node, [v.shape for v in values])
    count = len(values)

    def body(b, *scalars):
        result = scalars[0]
        for other in scalars[1:]:
            result = b.op("arith.addf", [result, other], dtype)
        if node.op_type == "Mean" and count > 1:
            result = b.op("arith.divf", [result, b.const(count, dtype)],
                          dtype)
        return result
    return [node.k.map(values, shape, dtype, body)]


def _convert(b, value, source, result):
    """A scalar converted between number types (as NumPy's astype)."""
    op = cast_op(source, result)
    return value if op is None else b.cast(op, value, source, result)


@operator("Pow", since=1)
def power(node):
    """x ** y in the base's type; an integer base is raised in f64 (exact
    below 2^53) and truncated back, as NumPy's astype does."""
    node.check_attrs({"broadcast", "axis"} if node.opset < 7 else set())
    node.require_types(FLOATS + (np.int32, np.int64))
    node.require_types(FLOATS + (np.int32, np.int64), 1, "exponent type")
    dtype = node.dtype(0)
    exponent_type = node.dtype(1)
    compute = dtype if is_float(dtype) else np.float64
    a = node.value(0)
    b = _legacy_broadcast(node, a, node.value(1))
    shape = _broadcast(node, [a.shape, b.shape])

    def body(b_, x, y):
        x = _convert(b_, x, dtype, compute)
        y = _convert(b_, y, exponent_type, compute)
        return _convert(b_, b_.op("math.powf", [x, y], compute), compute,
                        dtype)
    return [node.k.map([a, b], shape, dtype, body)]


_COMPARISONS = {"Equal": "oeq", "Less": "olt", "Greater": "ogt",
                "LessOrEqual": "ole", "GreaterOrEqual": "oge"}


@operator(*_COMPARISONS, since=7)
def comparison(node):
    node.check_attrs(set())
    node.require_types(ALL if node.op_type == "Equal" else NUMBERS)
    dtype = _same_types(node, 2)
    a, b = node.value(0), node.value(1)
    shape = _broadcast(node, [a.shape, b.shape])
    predicate = _COMPARISONS[node.op_type]
    if np.dtype(dtype) == np.bool_:
        predicate = "oeq"
    return [node.k.map([a, b], shape, np.bool_,
                       lambda b_, x, y: b_.cmp(predicate, x, y, dtype))]


@operator("And", "Or", "Xor", since=7)
def logic(node):
    node.check_attrs(set())
    node.require_types((np.bool_,))
    a, b = node.value(0), node.value(1)
    shape = _broadcast(node, [a.shape, b.shape])
    name = {"And": "arith.andi", "Or": "arith.ori",
            "Xor": "arith.xori"}[node.op_type]
    return [node.k.map([a, b], shape, np.bool_,
                       lambda b_, x, y: b_.op(name, [x, y], np.bool_))]


@operator("Not", since=1)
def logical_not(node):
    node.check_attrs(set())
    node.require_types((np.bool_,))
    x = node.value(0)
    return [node.k.map([x], x.shape, np.bool_, lambda b, v: b.op(
        "arith.xori", [v, b.const(True, np.bool_)], np.bool_))]


@operator("Where", since=9)
def where(node):
    node.check_attrs(set())
    node.require_types((np.bool_,), 0, "condition type")
    dtype = node.dtype(1)
    if node.dtype(2) != dtype:
        node.fail(f"inputs 1 and 2 have element types {dtype} and "
                  f"{node.dtype(2)}; they must be equal")
    values = [node.value(i) for i in range(3)]
    shape = _broadcast(node, [v.shape for v in values])
    return [node.k.map(values, shape, dtype,
                       lambda b, c, x, y: b.select(c, x, y, dtype))]


# Unary operators: (types, body(b, dtype, x, attribute getter)).
def _float_op(name):
    return FLOATS, lambda b, t, x, a: b.op(name, [x], t)


def _relu(b, t, x, a):
    return b.binary("max", x, b.const(0, t), t)


def _neg(b, t, x, a):
    if is_float(t):
        return b.op("arith.negf", [x], t)
    return b.op("arith.subi", [b.const(0, t), x], t)


def _abs(b, t, x, a):
    return b.op("math.absf" if is_float(t) else "math.absi", [x], t)


def _sigmoid(b, t, x, a):
    one = b.const(1, t)
    e = b.op("math.exp", [b.op("arith.negf", [x], t)], t)
    return b.op("arith.divf", [one, b.op("arith.addf", [one, e], t)], t)


def _leaky_relu(b, t, x, a):
    scaled = b.op("arith.mulf", [x, b.const(a("alpha", 0.01), t)], t)
    negative = b.cmp("olt", x, b.const(0, t), t)
    return b.select(negative, scaled, x, t)


def _elu(b, t, x, a):
    alpha = b.const(a("alpha", 1.0), t)
    one = b.const(1, t)
    em1 = b.op("arith.subf", [b.op("math.exp", [x], t), one], t)
    negative = b.cmp("olt", x, b.const(0, t), t)
    return b.select(negative, b.op("arith.mulf", [alpha, em1], t), x, t)


def _selu(b, t, x, a):
    alpha = a("alpha", 1.67326319217681884765625)
    gamma = a("gamma", 1.05070102214813232421875)
    elu = _elu(b, t, x, lambda name, default: alpha)
    return b.op("arith.mulf", [elu, b.const(gamma, t)], t)


def _softplus(b, t, x, a):
    e = b.op("math.exp", [x], t)
    return b.op("math.log", [b.op("arith.addf", [e, b.const(1, t)], t)], t)


def _softsign(b, t, x, a):
    d = b.op("arith.addf", [b.const(1, t), b.op("math.absf", [x], t)], t)
    return b.op("arith.divf", [x, d], t)


def _hard_sigmoid(b, t, x, a, alpha=0.2, beta=0.5):
    y = b.op("arith.addf", [b.op("arith.mulf", [x, b.const(
        a("alpha", alpha), t)], t), b.const(a("beta", beta), t)], t)
    y = b.op("arith.maximumf", [y, b.const(0, t)], t)
    return b.op("arith.minimumf", [y, b.const(1, t)], t)


def _hard_swish(b, t, x, a):
    return b.op("arith.mulf", [x, _hard_sigmoid(
        b, t, x, lambda name, default: default, 1 / 6, 0.5)], t)


def _reciprocal(b, t, x, a):
    return b.op("arith.divf", [b.const(1, t), x], t)


def _sign(b, t, x, a):
    zero = b.const(0, t)
    positive = b.select(b.cmp("ogt", x, zero, t), b.const(1, t), zero, t)
    return b.select(b.cmp("olt", x, zero, t), b.const(-1, t), positive, t)


_UNARY = {
    "Neg": (FLOATS + INTS, _neg),
    "Abs": (FLOATS + INTS, _abs),
    "Relu": (FLOATS + INTS, _relu),
    "Sqrt": _float_op("math.sqrt"),
    "Exp": _float_op("math.exp"),
    "Log": _float_op("math.log"),
    "Erf": _float_op("math.erf"),
    "Tanh": _float_op("math.tanh"),
    "Floor": _float_op("math.floor"),
    "Ceil": _float_op("math.ceil"),
    "Sigmoid": (FLOATS, _sigmoid),
    "LeakyRelu": (FLOATS, _leaky_relu),
    "Elu": (FLOATS, _elu),
    "Selu": (FLOATS, _selu),
    "Softplus": (FLOATS, _softplus),
    "Softsign": (FLOATS, _softsign),
    "HardSigmoid": (FLOATS, _hard_sigmoid),
    "HardSwish": (FLOATS, _hard_swish),
    "Reciprocal": (FLOATS, _reciprocal),
    "Sign": (FLOATS + INTS, _sign),
}
_ATTRIBUTES = {"LeakyRelu": {"alpha"}, "Elu": {"alpha"},
               "Selu": {"alpha", "gamma"}, "HardSigmoid": {"alpha", "beta"}}
_ACCEL_UNARY = {"Neg": "neg", "Relu": "relu", "Exp": "exp", "Tanh": "tanh"}
_NUMPY_UNARY = {"Neg": np.negative, "Abs": np.abs, "Sqrt": np.sqrt,
                "Exp": np.exp, "Log": np.log, "Floor": np.floor,
                "Ceil": np.ceil, "Reciprocal": np.reciprocal, "Sign": np.sign}


@operator(*_UNARY, since=6)
def unary(node):
    known = set(_ATTRIBUTES.get(node.op_type, ()))
    node.check_attrs(known | ({"consumed_inputs"} if node.opset < 6
                              else set()))
    types, body = _UNARY[node.op_type]
    node.require_types(types)
    x = node.input(0)
    if isinstance(x, np.ndarray) and node.op_type in _NUMPY_UNARY:
        return [_fold(node, _NUMPY_UNARY[node.op_type], x)]
    x = node.value(0)
    if node.op_type in _ACCEL_UNARY and (is_float(x.dtype) or node.op_type in
                                         ("Neg", "Relu")):
        return [node.k.accel(_ACCEL_UNARY[node.op_type], [x], x.shape,
                             x.dtype)]
    return [node.k.map([x], x.shape, x.dtype,
                       lambda b, v: body(b, x.dtype, v, node.attr))]


@operator("PRelu", since=6)
def prelu(node):
    node.check_attrs(set())
    node.require_types(FLOATS)
    x, slope = node.value(0), node.value(1)
    if node.opset < 7 and x.rank > 1 and slope.shape == (x.shape[1],):
        # Before opset 7 a slope per channel lines up with axis 1.
        slope = node.k.reshape(slope, (x.shape[1],) + (1,) * (x.rank - 2))
    shape = _broadcast(node, [x.shape, slope.shape])
    if shape != x.shape:
        node.fail(f"the slope's shape {list(slope.shape)} does not broadcast "
                  f"to the input's {list(x.shape)}")
    t = x.dtype

    def body(b, v, s):
        negative = b.cmp("olt", v, b.const(0, t), t)
        return b.select(negative, b.op("arith.mulf", [v, s], t), v, t)
    return [node.k.map([x, slope], shape, t, body)]


@operator("Clip", since=6)
def clip(node):
    node.require_types(NUMBERS)
    x = node.value(0)
    t = x.dtype
    if node.opset < 11:
        node.check_attrs({"min", "max"})
        bounds = [np.asarray(node.attr(n, d), dtype=t) if node.has(n)
                  else None for n, d in (("min", 0), ("max", 0))]
    else:
        node.check_attrs(set())
        bounds = [node.input(i, optional=True) for i in (1, 2)]
    values, kinds = [x], []
    for bound, kind in zip(bounds, ("lo", "hi")):
        if bound is not None:
            if np.dtype(bound.dtype) != np.dtype(t):
                node.fail(f"the {kind == 'lo' and 'min' or 'max'} bound has "
                          f"element type {bound.dtype}, the input {t}")
            value = bound if not isinstance(bound, np.ndarray) else \
                node.k.constant(bound)
            if value.rank:
                node.fail("min and max must be scalars (0-d or 1 element)")
            values.append(value)
            kinds.append(kind)

    def body(b, v, *limits):
        for kind, limit in zip(kinds, limits):
            if kind == "lo":
                v = b.select(b.cmp("olt", v, limit, t), limit, v, t)
            else:
                v = b.select(b.cmp("ogt", v, limit, t), limit, v, t)
        return v
    return [node.k.map(values, x.shape, t, body)]
