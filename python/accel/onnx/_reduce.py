# ===- accel/onnx/_reduce.py - reductions ----------------------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ReduceSum/Mean/Max/Min and their relatives, ArgMax/ArgMin, and reduce(),
# which softmax, the normalizations and the pools build on. Sums and maxima
# over number types are accel.reduce; the others a linalg.generic with
# reduction loops into a filled output.
# ===----------------------------------------------------------------------===//

import numpy as np

from ._registry import FLOATS, NUMBERS, operator
from ._types import highest, is_float, lowest


# kind -> (the output's start, or None for the identity of max/min; the
# ARITH op combining).
COMBINE = {"sum": (0, "add"), "prod": (1, "mul"), "max": (None, "max"),
           "min": (None, "min")}


def reduce(k, x, axes, kind, keepdims=False, prepare=None):
    """`x` combined over `axes` with `kind` (sum, prod, max, min); each
    element first goes through `prepare(b, scalar)` when given."""
    axes = sorted(axes)
    t = x.dtype
    shape = [d for i, d in enumerate(x.shape) if i not in axes]
    if kind in ("sum", "max") and prepare is None and axes and \
            np.dtype(t) != np.bool_:
        result = k.accel_reduce(kind, x, axes, shape)
    else:
        start, combine = COMBINE[kind]
        if start is None:
            start = lowest(t) if kind == "max" else highest(t)
        init = k.fill(shape, t, start)
        iterators = ["reduction" if i in axes else "parallel"
                     for i in range(x.rank)]
        out_exprs = [f"d{i}" for i in range(x.rank) if i not in axes]

        def body(b, v, acc):
            if prepare is not None:
                v = prepare(b, v)
            return b.binary(combine, acc, v, t)
        result = k.generic([(x, [f"d{i}" for i in range(x.rank)])], shape, t,
                           body, iterators, init, out_exprs)
    if keepdims:
        result = k.reshape(result, [1 if i in axes else d
                                    for i, d in enumerate(x.shape)])
    return result


def expand_exprs(rank, axes):
    """The index expressions that read a tensor reduced over `axes` (without
    keepdims) from loops over the full rank."""
    return [f"d{i}" for i in range(rank) if i not in axes]


def divide(k, x, count):
    """x / count, elementwise (a mean from a sum)."""
    t = x.dtype
    if count == 1:
        return x
    return k.map([x], x.shape, t, lambda b, v: b.op(
        "arith.divf", [v, b.const(count, t)], t))


def _reduce_axes(node):
    """The axes of a Reduce* node, or None for none at all (a no-op)."""
    rank = len(node.shape(0))
    takes_input = node.op_type == "ReduceSum" and node.opset >= 13
    node.check_attrs({"keepdims", "noop_with_empty_axes"} |
                     (set() if takes_input else {"axes"}))
    if takes_input:
        axes = node.const(1, "axes", optional=True)
    else:
        axes = node.attr("axes")
    axes = [] if axes is None else [int(a) for a in np.ravel(axes)]
    if not axes:
        return None if node.attr("noop_with_empty_axes", 0) else \
            list(range(rank))
    normalized = sorted({a + rank if a < 0 else a for a in axes})
    if any(not 0 <= a < rank for a in normalized):
        node.fail(f"axes {axes} are out of range for rank {rank}")
    return normalized


def _square(b, v, t):
    return b.binary("mul", v, v, t)


# op type -> (kind, prepare(b, v, t) or None, finish(k, value, count)).
_REDUCTIONS = {
    "ReduceSum": ("sum", None, None),
    "ReduceMean": ("sum", None, divide),
    "ReduceMax": ("max", None, None),
    "ReduceMin": ("min", None, None),
    "ReduceProd": ("prod", None, None),
    "ReduceSumSquare": ("sum", _square, None),
    "ReduceL1": ("sum", lambda b, v, t: b.op(
        "math.absf" if is_float(t) else "math.absi", [v], t), None),
    "ReduceL2": ("sum", _square, lambda k, x, n: _apply(k, x, "math.sqrt")),
    "ReduceLogSum": ("sum", None, lambda k, x, n: _apply(k, x, "math.log")),
}


def _apply(k, x, name):
    return k.map([x], x.shape, x.dtype, lambda b, v: b.op(name, [v],
                                                          x.dtype))


@operator(*_REDUCTIONS, since=1)
def reduction(node):
    kind, prepare, finish = _REDUCTIONS[node.op_type]
    node.require_types(FLOATS if finish not in (None, divide) or
                       node.op_type == "ReduceMean" else NUMBERS)
    axes = _reduce_axes(node)
    x = node.value(0)
    if axes is None:
        return [x]
    keepdims = bool(node.attr("keepdims", 1))
    t = x.dtype
    result = reduce(node.k, x, axes, kind, keepdims,
                    None if prepare is None else
                    (lambda b, v: prepare(b, v, t)))
    if finish is not None:
        count = int(np.prod([x.shape[a] for a in axes], dtype=np.int64))
        result = finish(node.k, result, count)
    return [result]


@operator("ReduceLogSumExp", since=1)
def reduce_log_sum_exp(node):
    node.require_types(FLOATS)
    axes = _reduce_axes(node)
    x = node.value(0)
    if axes is None:
        return [x]
    return [log_sum_exp(node.k, x, axes, bool(node.attr("keepdims", 1)))]


def log_sum_exp(k, x, axes, keepdims):
    """log(sum(exp(x))) over `axes`, computed as m + log(sum(exp(x - m)))."""
    t = x.dtype
    peak = reduce(k, x, axes, "max")
    shifted = k.generic([(x, [f"d{i}" for i in range(x.rank)]),
                         (peak, expand_exprs(x.rank, axes))], x.shape, t,
                        lambda b, v, m, out: b.op("math.exp", [b.op(
                            "arith.subf", [v, m], t)], t))
    total = reduce(k, shifted, axes, "sum")
    result = k.map([total, peak], total.shape, t, lambda b, s, m: b.op(
        "arith.addf", [b.op("math.log", [s], t), m], t))
    if keepdims:
        result = k.reshape(result, [1 if i in axes else d
                                    for i, d in enumerate(x.shape)])
    return result


@operator("ArgMax", "ArgMin", since=1)
def arg_extreme(node):
    node.check_attrs({"axis", "keepdims", "select_last_index"})
    node.require_types(NUMBERS)
    x = node.value(0)
    t = x.dtype
    rank = x.rank
    axis = node.attr("axis", 0)
    axis = axis + rank if axis < 0 else axis
    if not 0 <= axis < rank:
        node.fail(f"axis {node.attr('axis')} is out of range for rank {rank}")
    last = bool(node.attr("select_last_index", 0))
    shape = [d for i, d in enumerate(x.shape) if i != axis]
    start = lowest(t) if node.op_type == "ArgMax" else highest(t)
    k = node.k
    best = k.fill(shape, t, start)
    iterators = ["reduction" if i == axis else "parallel" for i in range(rank)]
    out_exprs = expand_exprs(rank, [axis])
    # One generic with two results would be neater; two passes keep the
    # builder simple: the extreme value, then the first (or last) index of
    # it.
    best = k.generic([(x, [f"d{i}" for i in range(rank)])], shape, t,
                     lambda b, v, acc: b.binary(
                         "max" if node.op_type == "ArgMax" else "min", acc,
                         v, t),
                     iterators, best, out_exprs)

    def body(b, v, m, acc):
        here = b.index(axis)
        hit = b.cmp("oeq", v, m, t)
        if last:
            return b.select(hit, here, acc, np.int64)
        unset = b.cmp("oeq", acc, b.const(-1, np.int64), np.int64)
        take = b.op("arith.andi", [hit, unset], np.bool_)
        return b.select(take, here, acc, np.int64)
    where = k.fill(shape, np.int64, -1 if not last else 0)
    result = k.generic([(x, [f"d{i}" for i in range(rank)]),
                        (best, out_exprs)], shape, np.int64, body, iterators,
                       where, out_exprs)
    if node.attr("keepdims", 1):
        result = k.reshape(result, [1 if i == axis else d
                                    for i, d in enumerate(x.shape)])
    return [result]
