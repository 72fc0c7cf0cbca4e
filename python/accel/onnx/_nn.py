# ===- accel/onnx/_nn.py - matmuls, convolutions, pools, normalizations ----===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# MatMul and Gemm become accel.matmul / accel.batch_matmul; a 2-D Conv of
# one group becomes accel.conv2d in NHWC, one of a group per channel with
# one filter each accel.depthwise_conv2d (the filter laid out at import when
# it is a constant); other convolutions are a linalg.generic over the output
# and the window. Softmax and the
# normalizations are reductions and maps.
# ===----------------------------------------------------------------------===//


import numpy as np

from ._reduce import divide, expand_exprs, reduce
from ._registry import FLOATS, NUMBERS, operator
from ._types import lowest


# MatMul and Gemm -----------------------------------------------------------

def matmul(node, a, b):
    """NumPy's matmul on two kernel values."""
    k = node.k
    t = a.dtype
    if a.rank == 0 or b.rank == 0:
        node.fail("MatMul takes tensors of rank 1 or more")
    a2 = k.reshape(a, (1,) + a.shape) if a.rank == 1 else a
    b2 = k.reshape(b, b.shape + (1,)) if b.rank == 1 else b
    m, kk = a2.shape[-2:]
    kb, n = b2.shape[-2:]
    if kk != kb:
        node.fail(f"the shapes {list(a.shape)} and {list(b.shape)} do not "
                  f"multiply: {kk} against {kb}")
    try:
        batch = tuple(np.broadcast_shapes(a2.shape[:-2], b2.shape[:-2]))
    except ValueError:
        node.fail(f"the batch dimensions of {list(a.shape)} and "
                  f"{list(b.shape)} do not broadcast")
    count = int(np.prod(batch, dtype=np.int64))
    if not batch:
        result = k.accel("matmul", [a2, b2], (m, n), t)
    elif b2.rank == 2:
        # One matrix on the right: the batch folds into the rows.
        rows = k.reshape(k.broadcast_to(a2, batch + (m, kk)),
                         (count * m, kk))
        result = k.reshape(k.accel("matmul", [rows, b2], (count * m, n), t),
                           batch + (m, n))
    else:
        a3 = k.reshape(k.broadcast_to(a2, batch + (m, kk)), (count, m, kk))
        b3 = k.reshape(k.broadcast_to(b2, batch + (kk, n)), (count, kk, n))
        result = k.reshape(k.accel("batch_matmul", [a3, b3],
                                   (count, m, n), t), batch + (m, n))
    shape = batch + ((m,) if a.rank > 1 else ()) + ((n,) if b.rank > 1
                                                    else ())
    return k.reshape(result, shape)


@operator("MatMul", since=1)
def matmul_op(node):
    node.check_attrs(set())
    node.require_types(NUMBERS)
    if node.dtype(1) != node.dtype(0):
        node.fail(f"the inputs have element types {node.dtype(0)} and "
                  f"{node.dtype(1)}; they must be equal")
    return [matmul(node, node.value(0), node.value(1))]


@operator("Gemm", since=6)
def gemm(node):
    node.check_attrs({"alpha", "beta", "transA", "transB", "broadcast"})
    node.require_types(FLOATS)
    k = node.k
    a, b = node.input(0), node.input(1)
    for index, value in ((0, a), (1, b)):
        if len(value.shape) != 2:
            node.fail(f"input {index} has rank {len(value.shape)}; Gemm "
                      f"takes matrices")
    if node.attr("transA", 0):
        a = a.T if isinstance(a, np.ndarray) else k.transpose(a, [1, 0])
    if node.attr("transB", 0):
        b = b.T if isinstance(b, np.ndarray) else k.transpose(b, [1, 0])
    a = k.constant(a) if isinstance(a, np.ndarray) else a
    b = k.constant(b) if isinstance(b, np.ndarray) else b
    product = matmul(node, a, b)
    alpha, beta = float(node.attr("alpha", 1.0)), float(node.attr("beta",
                                                                  1.0))
    c = node.value(2, optional=True)
    t = product.dtype
    if c is not None:
        try:
            if np.broadcast_shapes(c.shape, product.shape) != product.shape:
                raise ValueError
        except ValueError:
            node.fail(f"C of shape {list(c.shape)} does not broadcast to "
                      f"{list(product.shape)}")
    if c is None or beta == 0:
        if alpha == 1:
            return [product]
        return [k.map([product], product.shape, t, lambda b_, p: b_.op(
            "arith.mulf", [p, b_.const(alpha, t)], t))]

    def body(b_, p, cv):
        if alpha != 1:
            p = b_.op("arith.mulf", [p, b_.const(alpha, t)], t)
        if beta != 1:
            cv = b_.op("arith.mulf", [cv, b_.const(beta, t)], t)
        return b_.op("arith.addf", [p, cv], t)
    return [k.map([product, c], product.shape, t, body)]


# Windows: convolutions and pools ---------------------------------------------

def _window_attrs(node, spatial, kernel):
    """(strides, dilations, pads before, pads after) of a Conv or pool,
    auto_pad resolved."""
    count = len(spatial)
    strides = list(node.attr("strides", [1] * count))
    dilations = list(node.attr("dilations", [1] * count))
    pads = list(node.attr("pads", [0] * (2 * count)))
    for name, values, size in (("strides", strides, count),
                               ("dilations", dilations, count),
                               ("pads", pads, 2 * count),
                               ("kernel_shape", kernel, count)):
        if len(values) != size:
            node.fail(f"{name} {values} must have {size} entries")
    if any(s < 1 for s in strides) or any(d < 1 for d in dilations):
        node.fail("strides and dilations must be positive")
    if any(kk < 1 for kk in kernel):
        node.fail(f"kernel_shape {kernel} must be positive")
    if any(p < 0 for p in pads):
        node.fail(f"pads {pads} must not be negative")
    before, after = pads[:count], pads[count:]
    auto_pad = node.attr("auto_pad", "NOTSET")
    if auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        for i, (n, kk, s, d) in enumerate(zip(spatial, kernel, strides,
                                              dilations)):
            out = -(-n // s)
            total = max(0, (out - 1) * s + (kk - 1) * d + 1 - n)
            small = total // 2
            before[i], after[i] = ((small, total - small)
                                   if auto_pad == "SAME_UPPER"
                                   else (total - small, small))
    elif auto_pad == "VALID":
        before, after = [0] * count, [0] * count
    elif auto_pad != "NOTSET":
        node.fail(f"auto_pad '{auto_pad}' is not supported",
                  "NOTSET, SAME_UPPER, SAME_LOWER, VALID")
    return strides, dilations, before, after


def _out_size(n, kk, s, d, before, after, ceil=False):
    span = n + before + after - ((kk - 1) * d + 1)
    out = (-(-span // s) if ceil else span // s) + 1
    if ceil and (out - 1) * s >= n + before:
        out -= 1  # the last window would start in the padding
    return out


def _window_exprs(outputs, window, strides, dilations):
    """Input expressions o*s + k*d: the spatial output loops start at loop
    `outputs`, the window loops at loop `window`."""
    return [f"d{outputs + i} * {s} + d{window + i} * {d}"
            for i, (s, d) in enumerate(zip(strides, dilations))]


@operator("Conv", since=1)
def conv(node):
    node.check_attrs({"auto_pad", "dilations", "group", "kernel_shape",
                      "pads", "strides"})
    node.require_types(FLOATS)
    x_shape, w_shape = node.shape(0), node.shape(1)
    if len(x_shape) < 3 or len(w_shape) != len(x_shape):
        node.fail(f"input {list(x_shape)} and weight {list(w_shape)} must "
                  f"both be N x C x spatial, of one rank")
    count = len(x_shape) - 2
    group = node.attr("group", 1)
    n, c = x_shape[:2]
    m, cg = w_shape[:2]
    kernel = list(w_shape[2:])
    if node.has("kernel_shape") and list(node.attr("kernel_shape")) != kernel:
        node.fail(f"kernel_shape {list(node.attr('kernel_shape'))} differs "
                  f"from the weight's {kernel}")
    if group < 1 or c % group or m % group or cg != c // group:
        node.fail(f"{c} input channels, {m} filters of {cg} channels and "
                  f"group {group} do not agree")
    strides, dilations, before, after = _window_attrs(node, x_shape[2:],
                                                      kernel)
    out = [_out_size(*a) for a in zip(x_shape[2:], kernel, strides, dilations,
                                      before, after)]
    if any(o < 1 for o in out):
        node.fail(f"the output would be empty: {out}")
    k = node.k
    x = k.pad(node.value(0), [0, 0] + before, [0, 0] + after, 0)
    t = x.dtype
    bias = node.value(2, optional=True)
    shape = [n, m] + out
    if count == 2 and group == 1:
        result = _conv2d(node, x, shape, strides, dilations)
    elif count == 2 and group == c == m:
        result = _depthwise2d(node, x, shape, strides, dilations)
    else:
        result = _conv_generic(node, x, shape, kernel, group, strides,
                               dilations)
    if bias is not None:
        if bias.shape != (m,):
            node.fail(f"the bias has shape {list(bias.shape)}; expected "
                      f"[{m}]")
        result = k.generic([(result, [f"d{i}" for i in range(len(shape))]),
                            (bias, ["d1"])], shape, t,
                           lambda b, v, bv, o: b.op("arith.addf", [v, bv], t))
    return [result]


def _conv2d(node, x, shape, strides, dilations):
    """NCHW through accel.conv2d in NHWC (filter HWCF)."""
    return _nhwc_conv(node, "conv2d", x, [2, 3, 1, 0], None, shape, strides,
                      dilations)


def _depthwise2d(node, x, shape, strides, dilations):
    """NCHW through accel.depthwise_conv2d in NHWC: the C x 1 x KH x KW
    weight becomes a KH x KW x C filter."""
    kh, kw = node.shape(1)[2:]
    return _nhwc_conv(node, "depthwise_conv2d", x, [2, 3, 1, 0],
                      (kh, kw, shape[1]), shape, strides, dilations)


def _nhwc_conv(node, opname, x, perm, filter_shape, shape, strides,
               dilations):
    """accel.`opname` on `x` transposed to NHWC, its filter the weight
    transposed by `perm` (and reshaped to `filter_shape`), transposed back
    to NCHW. The transposes between two convolutions cancel
    (accel-propagate-layout)."""
    k = node.k
    weight = node.input(1)
    if isinstance(weight, np.ndarray):
        laid_out = weight.transpose(perm)
        if filter_shape is not None:
            laid_out = laid_out.reshape(filter_shape)
        filter_ = k.constant(np.ascontiguousarray(laid_out))
    else:
        filter_ = k.transpose(weight, perm)
        if filter_shape is not None:
            filter_ = k.reshape(filter_, filter_shape)
    nhwc = k.transpose(x, [0, 2, 3, 1])
    out = [shape[0], shape[2], shape[3], shape[1]]
    attributes = ""
    if strides != [1, 1]:
        attributes += f" strides = {strides}"
    if dilations != [1, 1]:
        attributes += f" dilations = {dilations}"
    result = k.accel(opname, [nhwc, filter_], out, x.dtype, attributes)
    return k.transpose(result, [0, 3, 1, 2])


def _conv_generic(node, x, shape, kernel, group, strides, dilations):
    """Any rank and group count: loops n, m, spatial outputs, then the
    reduction over the group's channels and the window."""
    k = node.k
    t = x.dtype
    count = len(kernel)
    weight = node.value(1)
    filters_per_group = shape[1] // group
    channels = weight.shape[1]
    cl = 2 + count  # the channel loop
    window = [f"d{cl + 1 + i}" for i in range(count)]
    spatial = _window_exprs(2, cl + 1, strides, dilations)
    channel = (f"(d1 floordiv {filters_per_group}) * {channels} + d{cl}"
               if group > 1 else f"d{cl}")
    init = k.fill(shape, t, 0)
    iterators = ["parallel"] * (2 + count) + ["reduction"] * (1 + count)

    return k.generic(
        [(x, ["d0", channel] + spatial), (weight, ["d1", f"d{cl}"] + window)],
        shape, t, lambda b, v, w, acc: b.op("arith.addf", [
            acc, b.op("arith.mulf", [v, w], t)], t),
        iterators, init, [f"d{i}" for i in range(2 + count)])


def _pool_geometry(node, x_shape):
    count = len(x_shape) - 2
    kernel = node.attr("kernel_shape")
    if kernel is None:
        node.fail("kernel_shape is missing")
    kernel = list(kernel)
    strides, dilations, before, after = _window_attrs(node, x_shape[2:],
                                                      kernel)
    ceil = bool(node.attr("ceil_mode", 0))
    out = [_out_size(*a, ceil) for a in zip(x_shape[2:], kernel, strides,
                                            dilations, before, after)]
    if any(o < 1 for o in out):
        node.fail(f"the output would be empty: {out}")
    # ceil_mode: windows may reach past the end padding; pad that far.
    extra = [max(0, (o - 1) * s + (kk - 1) * d + 1 - (n + b + a))
             for o, s, kk, d, n, b, a in zip(out, strides, kernel, dilations,
                                             x_shape[2:], before, after)]
    return count, kernel, strides, dilations, before, after, out, extra


def _pool(node, x, kernel, strides, dilations, out, kind):
    """accel.pool over the spatial dimensions of N x C x spatial, cut to
    `out` (ceil_mode drops a last window that would start in the end
    padding)."""
    pooled = node.k.pool(kind, x, [1, 1] + list(kernel),
                         [1, 1] + list(strides), [1, 1] + list(dilations))
    return node.k.extract_slice(pooled, [0] * pooled.rank,
                                list(x.shape[:2]) + list(out))


@operator("MaxPool", since=1)
def max_pool(node):
    node.check_attrs({"auto_pad", "ceil_mode", "dilations", "kernel_shape",
                      "pads", "storage_order", "strides"})
    node.require_types(FLOATS)
    if len(node.proto.output) > 1 and node.proto.output[1]:
        node.fail("the Indices output is not supported", "MaxPool with one "
                  "output")
    x_shape = node.shape(0)
    count, kernel, strides, dilations, before, after, out, extra = \
        _pool_geometry(node, x_shape)
    x = node.value(0)
    x = node.k.pad(x, [0, 0] + before, [0, 0] + [a + e for a, e in
                                                 zip(after, extra)],
                   lowest(x.dtype))
    return [_pool(node, x, kernel, strides, dilations, out, "max")]


@operator("AveragePool", since=1)
def average_pool(node):
    node.check_attrs({"auto_pad", "ceil_mode", "count_include_pad",
                      "dilations", "kernel_shape", "pads", "strides"})
    node.require_types(FLOATS)
    x_shape = node.shape(0)
    count, kernel, strides, dilations, before, after, out, extra = \
        _pool_geometry(node, x_shape)
    include = bool(node.attr("count_include_pad", 0))
    x = node.value(0)
    t = x.dtype
    k = node.k
    padded = k.pad(x, [0, 0] + before, [0, 0] + [a + e for a, e in
                                                 zip(after, extra)], 0)
    total = _pool(node, padded, kernel, strides, dilations, out, "sum")
    # What each window divides by: the elements it covers of the input, or
    # of the input and its explicit padding.
    divisor = np.ones(out, dtype=np.float64)
    for axis, (n, kk, s, d, b, a, o) in enumerate(zip(
            x_shape[2:], kernel, strides, dilations, before, after, out)):
        lo, hi = (0, n + b + a) if include else (b, b + n)
        starts = np.arange(o) * s
        taps = starts[:, None] + np.arange(kk)[None, :] * d
        covered = ((taps >= lo) & (taps < hi)).sum(axis=1)
        view = [1] * count
        view[axis] = o
        divisor = divisor * covered.reshape(view)
    divisor = k.constant(divisor.astype(t))
    spatial = [f"d{2 + i}" for i in range(count)]
    return [k.generic([(total, [f"d{i}" for i in range(2 + count)]),
                       (divisor, spatial)], total.shape, t,
                      lambda b, v, q, o: b.op("arith.divf", [v, q], t))]


@operator("GlobalAveragePool", "GlobalMaxPool", since=1)
def global_pool(node):
    node.check_attrs(set())
    node.require_types(FLOATS)
    x = node.value(0)
    axes = list(range(2, x.rank))
    if node.op_type == "GlobalMaxPool":
        return [reduce(node.k, x, axes, "max", keepdims=True)]
    total = reduce(node.k, x, axes, "sum", keepdims=True)
    return [divide(node.k, total,
                   int(np.prod(x.shape[2:], dtype=np.int64)))]


# Normalizations and softmax --------------------------------------------------

def _channel_vector(node, index, channels):
    value = node.value(index)
    if value.shape != (channels,):
        node.fail(f"input {index} has shape {list(value.shape)}; expected "
                  f"[{channels}]")
    return value


@operator("BatchNormalization", since=6)
def batch_norm(node):
    node.check_attrs({"epsilon", "momentum", "spatial", "training_mode",
                      "is_test", "consumed_inputs"})
    node.require_types(FLOATS)
    if node.attr("training_mode", 0) or (node.opset < 7 and not
                                         node.attr("is_test", 0) and
                                         len(node.proto.output) > 1):
        node.fail("training mode is not supported", "inference")
    if not node.attr("spatial", 1):
        node.fail("spatial = 0 is not supported", "spatial = 1")
    if len([o for o in node.proto.output if o]) > 1:
        node.fail("the running mean and variance outputs are not supported",
                  "inference, one output")
    x = node.value(0)
    channels = x.shape[1] if x.rank > 1 else 1
    scale, bias, mean, var = (_channel_vector(node, i, channels)
                              for i in range(1, 5))
    eps = float(node.attr("epsilon", 1e-5))
    t = x.dtype

    def body(b, v, s, bi, mu, sigma, out):
        centered = b.op("arith.subf", [v, mu], t)
        std = b.op("math.sqrt", [b.op("arith.addf", [sigma, b.const(eps, t)],
                                      t)], t)
        scaled = b.op("arith.mulf", [b.op("arith.divf", [centered, std], t),
                                     s], t)
        return b.op("arith.addf", [scaled, bi], t)
    channel = ["d1"]
    return [node.k.generic([(x, [f"d{i}" for i in range(x.rank)])] +
                           [(v, channel) for v in (scale, bias, mean, var)],
                           x.shape, t, body)]


def _normalize(k, x, axes, eps):
    """(x - mean) / sqrt(var + eps) over `axes`, with the mean and the
    reciprocal of the deviation (reduced shapes)."""
    t = x.dtype
    rank = x.rank
    count = int(np.prod([x.shape[a] for a in axes], dtype=np.int64))
    full = [f"d{i}" for i in range(rank)]
    reduced = expand_exprs(rank, axes)
    mean = divide(k, reduce(k, x, axes, "sum"), count)
    centered = k.generic([(x, full), (mean, reduced)], x.shape, t,
                         lambda b, v, m, o: b.op("arith.subf", [v, m], t))
    var = divide(k, reduce(k, centered, axes, "sum",
                           prepare=lambda b, v: b.op("arith.mulf", [v, v],
                                                     t)), count)
    inverse = k.map([var], var.shape, t, lambda b, v: b.op(
        "arith.divf", [b.const(1, t), b.op("math.sqrt", [b.op(
            "arith.addf", [v, b.const(eps, t)], t)], t)], t))
    normalized = k.generic([(centered, full), (inverse, reduced)], x.shape, t,
                           lambda b, v, r, o: b.op("arith.mulf", [v, r], t))
    return normalized, mean, inverse


@operator("LayerNormalization", since=17)
def layer_norm(node):
    node.check_attrs({"axis", "epsilon", "stash_type"})
    node.require_types(FLOATS)
    x = node.value(0)
    axis = node.attr("axis", -1)
    axis = axis + x.rank if axis < 0 else axis
    if not 0 <= axis < x.rank:
        node.fail(f"axis {node.attr('axis')} is out of range for rank "
                  f"{x.rank}")
    if node.attr("stash_type", 1) != 1:
        node.fail("stash_type other than float is not supported", "1")
    axes = list(range(axis, x.rank))
    k = node.k
    t = x.dtype
    normalized, mean, inverse = _normalize(k, x, axes,
                                           float(node.attr("epsilon", 1e-5)))
    tail = x.shape[axis:]
    y = normalized
    for index, name in ((1, "arith.mulf"), (2, "arith.addf")):
        param = node.value(index, optional=index == 2)
        if param is None:
            continue
        try:
            if np.broadcast_shapes(param.shape, tail) != tuple(tail):
                raise ValueError
        except ValueError:
            node.fail(f"input {index} of shape {list(param.shape)} does not "
                      f"broadcast to the normalized shape {list(tail)}")
        y = k.map([y, param], x.shape, t,
                  lambda b, v, p, name=name: b.op(name, [v, p], t))
    kept = [d if i < axis else 1 for i, d in enumerate(x.shape)]
    return [y, k.reshape(mean, kept), k.reshape(inverse, kept)]


@operator("InstanceNormalization", since=6)
def instance_norm(node):
    node.check_attrs({"epsilon"})
    node.require_types(FLOATS)
    x = node.value(0)
    if x.rank < 3:
        node.fail(f"the input has rank {x.rank}; expected N x C x spatial")
    channels = x.shape[1]
    scale = _channel_vector(node, 1, channels)
    bias = _channel_vector(node, 2, channels)
    normalized, _, _ = _normalize(node.k, x, list(range(2, x.rank)),
                                  float(node.attr("epsilon", 1e-5)))
    t = x.dtype
    return [node.k.generic(
        [(normalized, [f"d{i}" for i in range(x.rank)]), (scale, ["d1"]),
         (bias, ["d1"])], x.shape, t,
        lambda b, v, s, bi, o: b.op("arith.addf", [
            b.op("arith.mulf", [v, s], t), bi], t))]


@operator("Softmax", "LogSoftmax", since=1)
def softmax(node):
    node.check_attrs({"axis"})
    node.require_types(FLOATS)
    x = node.value(0)
    k = node.k
    rank = x.rank
    axis = node.attr("axis", -1 if node.opset >= 13 else 1)
    axis = axis + rank if axis < 0 else axis
    if not 0 <= axis < max(rank, 1):
        node.fail(f"axis {node.attr('axis')} is out of range for rank {rank}")
    original = x.shape
    if node.opset < 13:
        # The input is coerced to 2-D at `axis`; softmax runs over its rows.
        rows = int(np.prod(original[:axis], dtype=np.int64))
        x = k.reshape(x, (rows, int(np.prod(original[axis:],
                                            dtype=np.int64))))
        axis = 1
    y = k.softmax(x, axis, log=node.op_type == "LogSoftmax")
    return [k.reshape(y, original)]


