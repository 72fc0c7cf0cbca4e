# ===- accel/onnx/_shape.py - shapes, layouts, constants and casts ---------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Operators that move elements without arithmetic (reshapes, transposes,
# slices, concatenation, padding, gathers) or that make constants. Shapes
# are static, so Shape, Size and every operator whose inputs are all known
# at import give NumPy arrays, not kernel code.
# ===----------------------------------------------------------------------===//

import numpy as np

from ._registry import ALL, operator
from ._types import ELEMENTS, SUPPORTED_NAMES, cast_op, element, \
    onnx_type_name


def _axis(node, axis, rank, what="axis"):
    if not -rank <= axis < max(rank, 1):
        node.fail(f"{what} {axis} is out of range for rank {rank}")
    return axis + rank if axis < 0 else axis


def _axes(node, axes, rank):
    axes = sorted(_axis(node, int(a), rank) for a in axes)
    if len(set(axes)) != len(axes):
        node.fail(f"axes {axes} repeat an axis")
    return axes


def _known(node):
    """Whether every present input is a NumPy constant."""
    return all(v is None or isinstance(v, np.ndarray) for v in node.inputs)


@operator("Identity", since=1)
def identity(node):
    node.check_attrs(set())
    return [node.input(0)]


@operator("Dropout", since=7)
def dropout(node):
    """Inference: the input unchanged and a mask of ones."""
    node.check_attrs({"seed", "ratio"} if node.opset < 12 else {"seed"})
    training = node.const(2, "training_mode", optional=True) \
        if node.opset >= 12 else None
    if training is not None and bool(training):
        node.fail("training_mode = true is not supported", "inference "
                  "(training_mode absent or false)")
    x = node.input(0)
    return [x, np.ones(x.shape, dtype=np.bool_)]


@operator("Constant", since=1)
def constant(node):
    kinds = {"value": None, "value_float": np.float32,
             "value_floats": np.float32, "value_int": np.int64,
             "value_ints": np.int64}
    node.check_attrs(set(kinds))
    for name, dtype in kinds.items():
        if node.has(name):
            value = node.attr(name)
            array = np.asarray(value, dtype=dtype)
            _check_dtype(node, array.dtype)
            return [array]
    node.fail("no value attribute", ", ".join(kinds))


def _check_dtype(node, dtype):
    for _, numpy_dtype in ELEMENTS.values():
        if numpy_dtype == dtype:
            return
    node.fail(f"element type {dtype} is not supported", SUPPORTED_NAMES)


@operator("ConstantOfShape", since=9)
def constant_of_shape(node):
    node.check_attrs({"value"})
    shape = node.const(0, "shape")
    value = node.attr("value", np.zeros(1, dtype=np.float32))
    _check_dtype(node, value.dtype)
    return [np.full(tuple(int(d) for d in shape), value.reshape(-1)[0],
                    dtype=value.dtype)]


@operator("Shape", since=1)
def shape(node):
    node.check_attrs({"start", "end"})
    dims = node.shape(0)
    start, end = node.attr("start", 0), node.attr("end", len(dims))
    return [np.asarray(dims[start:end], dtype=np.int64)]


@operator("Size", since=1)
def size(node):
    node.check_attrs(set())
    return [np.asarray(int(np.prod(node.shape(0), dtype=np.int64)),
                       dtype=np.int64)]


def cast_value(k, value, dtype):
    """`value`'s elements converted to `dtype` as ONNX's Cast does."""
    op = cast_op(value.dtype, dtype)
    if op is None:
        return value
    if op == "!=0":
        return k.map([value], value.shape, np.bool_, lambda b, x: b.cmp(
            "une", x, b.const(0, value.dtype), value.dtype))
    return k.map([value], value.shape, dtype,
                 lambda b, x: b.cast(op, x, value.dtype, dtype))


@operator("Cast", "CastLike", since=6)
def cast(node):
    if node.op_type == "Cast":
        node.check_attrs({"to", "saturate"})
        to = node.attr("to")
        if to not in ELEMENTS:
            node.fail(f"cast to {onnx_type_name(to)} is not supported",
                      SUPPORTED_NAMES)
        dtype = ELEMENTS[to][1]
    else:
        node.check_attrs(set())
        dtype = node.dtype(1)
    node.require_types(ALL)
    x = node.input(0)
    if isinstance(x, np.ndarray):
        return [x.astype(dtype)]
    return [cast_value(node.k, x, dtype)]


def _reshaped(node, value, shape):
    if isinstance(value, np.ndarray):
        return value.reshape(shape)
    return node.k.reshape(value, shape)


@operator("Reshape", since=5)
def reshape(node):
    node.check_attrs({"allowzero"})
    dims = [int(d) for d in node.const(1, "shape")]
    source = node.shape(0)
    if not node.attr("allowzero", 0):
        dims = [source[i] if d == 0 and i < len(source) else d
                for i, d in enumerate(dims)]
    count = int(np.prod(source, dtype=np.int64))
    if dims.count(-1) > 1:
        node.fail(f"shape {dims} has more than one -1")
    if -1 in dims:
        rest = int(np.prod([d for d in dims if d != -1], dtype=np.int64))
        dims[dims.index(-1)] = count // rest if rest else 0
    if int(np.prod(dims, dtype=np.int64)) != count:
        node.fail(f"cannot reshape {list(source)} to {dims}")
    return [_reshaped(node, node.input(0), dims)]


@operator("Flatten", since=1)
def flatten(node):
    node.check_attrs({"axis"})
    source = node.shape(0)
    axis = node.attr("axis", 1)
    axis = axis + len(source) if axis < 0 else axis
    if not 0 <= axis <= len(source):
        node.fail(f"axis {node.attr('axis')} is out of range for rank "
                  f"{len(source)}")
    outer = int(np.prod(source[:axis], dtype=np.int64))
    return [_reshaped(node, node.input(0),
                      (outer, int(np.prod(source[axis:], dtype=np.int64))))]


def _axes_of(node, index):
    """Axes from the attribute (before opset 13) or input `index`."""
    if node.opset < 13:
        node.check_attrs({"axes"})
        axes = node.attr("axes")
        return None if axes is None else list(axes)
    node.check_attrs(set())
    axes = node.const(index, "axes", optional=True)
    return None if axes is None else [int(a) for a in axes]


@operator("Squeeze", since=1)
def squeeze(node):
    source = node.shape(0)
    axes = _axes_of(node, 1)
    if axes is None:
        axes = [i for i, d in enumerate(source) if d == 1]
    axes = _axes(node, axes, len(source))
    for axis in axes:
        if source[axis] != 1:
            node.fail(f"cannot squeeze axis {axis} of size {source[axis]}")
    dims = [d for i, d in enumerate(source) if i not in axes]
    return [_reshaped(node, node.input(0), dims)]


@operator("Unsqueeze", since=1)
def unsqueeze(node):
    source = node.shape(0)
    axes = _axes_of(node, 1)
    if axes is None:
        node.fail("axes are missing")
    rank = len(source) + len(axes)
    axes = _axes(node, axes, rank)
    dims, rest = [], iter(source)
    for i in range(rank):
        dims.append(1 if i in axes else next(rest))
    return [_reshaped(node, node.input(0), dims)]


@operator("Transpose", since=1)
def transpose(node):
    node.check_attrs({"perm"})
    rank = len(node.shape(0))
    perm = list(node.attr("perm", list(reversed(range(rank)))))
    if sorted(perm) != list(range(rank)):
        node.fail(f"perm {perm} is not a permutation of the {rank} axes")
    x = node.input(0)
    if isinstance(x, np.ndarray):
        return [np.transpose(x, perm)]
    return [node.k.transpose(x, perm)]


@operator("Concat", since=4)
def concat(node):
    node.check_attrs({"axis"})
    inputs = [node.input(i) for i in range(len(node.inputs))]
    rank = len(inputs[0].shape)
    axis = _axis(node, node.attr("axis", 0), rank)
    dtype = inputs[0].dtype
    for index, value in enumerate(inputs):
        if value.dtype != dtype or len(value.shape) != rank or any(
                a != b for i, (a, b) in enumerate(zip(value.shape,
                                                      inputs[0].shape))
                if i != axis):
            node.fail(f"input {index} ({list(value.shape)}, {value.dtype}) "
                      f"does not match input 0 ({list(inputs[0].shape)}, "
                      f"{dtype}) outside axis {axis}")
    if _known(node):
        return [np.concatenate(inputs, axis=axis)]
    shape = list(inputs[0].shape)
    shape[axis] = sum(v.shape[axis] for v in inputs)
    result = node.k.empty(shape, dtype)
    offset = 0
    for index, value in enumerate(inputs):
        if value.shape[axis]:
            offsets = [0] * rank
            offsets[axis] = offset
            result = node.k.insert_slice(node.value(index), result, offsets)
        offset += value.shape[axis]
    return [result]


@operator("Split", since=2)
def split(node):
    node.check_attrs({"axis", "split"} if node.opset < 13 else {"axis"})
    source = node.shape(0)
    axis = _axis(node, node.attr("axis", 0), len(source))
    parts = node.attr("split") if node.opset < 13 else node.const(
        1, "split", optional=True)
    count = len(node.proto.output)
    if parts is None:
        if source[axis] % count:
            node.fail(f"axis {axis} of size {source[axis]} does not split "
                      f"into {count} equal parts")
        parts = [source[axis] // count] * count
    parts = [int(p) for p in parts]
    if sum(parts) != source[axis] or len(parts) != count:
        node.fail(f"split {parts} does not cover axis {axis} of size "
                  f"{source[axis]} with {count} outputs")
    results, offset = [], 0
    for part in parts:
        offsets = [0] * len(source)
        offsets[axis] = offset
        sizes = list(source)
        sizes[axis] = part
        results.append(_slice(node, node.input(0), offsets, sizes,
                              [1] * len(source)))
        offset += part
    return results


def _slice(node, value, offsets, sizes, steps):
    if isinstance(value, np.ndarray):
        index = tuple(slice(o, o + s * t if t > 0 else
                            (o + s * t if o + s * t >= 0 else None), t)
                      for o, s, t in zip(offsets, sizes, steps))
        return value[index]
    if all(t > 0 for t in steps):
        return node.k.extract_slice(value, offsets, sizes, steps)
    exprs = [f"{o} + d{i} * {t}" if t > 0 else f"{o} - d{i} * {-t}"
             for i, (o, t) in enumerate(zip(offsets, steps))]
    return node.k.generic([(value, exprs)], sizes, value.dtype,
                          lambda b, x, out: x)


@operator("Slice", since=1)
def slice_(node):
    source = node.shape(0)
    rank = len(source)
    if node.opset < 10:
        node.check_attrs({"starts", "ends", "axes"})
        starts, ends = node.attr("starts"), node.attr("ends")
        axes, steps = node.attr("axes"), None
    else:
        node.check_attrs(set())
        starts = node.const(1, "starts")
        ends = node.const(2, "ends")
        axes = node.const(3, "axes", optional=True)
        steps = node.const(4, "steps", optional=True)
    axes = list(range(len(starts))) if axes is None else \
        [_axis(node, int(a), rank) for a in axes]
    steps = [1] * len(axes) if steps is None else [int(s) for s in steps]
    # One entry each per sliced axis, and each axis sliced once (zip would
    # drop the extra entries, a repeated axis would take the last).
    counts = [len(starts), len(ends), len(axes), len(steps)]
    if len(set(counts)) != 1:
        node.fail(f"starts, ends, axes and steps have {counts[0]}, "
                  f"{counts[1]}, {counts[2]} and {counts[3]} entries; they "
                  f"must have one each per sliced axis")
    if len(set(axes)) != len(axes):
        node.fail(f"axes {sorted(axes)} repeat an axis")
    offsets, sizes, strides = [0] * rank, list(source), [1] * rank
    for axis, start, end, step in zip(axes, starts, ends, steps):
        if step == 0:
            node.fail("a step is 0")
        start, end, step = slice(int(start), int(end), step).indices(
            source[axis])
        count = len(range(start, end, step))
        offsets[axis], sizes[axis], strides[axis] = start, count, step
    return [_slice(node, node.input(0), offsets, sizes, strides)]


@operator("Gather", since=1)
def gather(node):
    node.check_attrs({"axis"})
    node.require_types((np.int32, np.int64), 1, "index type")
    data, indices = node.input(0), node.input(1)
    rank = len(data.shape)
    axis = _axis(node, node.attr("axis", 0), rank)
    if _known(node):
        return [np.take(data, indices.astype(np.int64), axis=axis)]
    if isinstance(indices, np.ndarray):
        # Known indices in range: as i32, which every device has.
        extent = data.shape[axis]
        if np.all((indices >= -extent) & (indices < extent)):
            indices = indices.astype(np.int32)
    data = node.value(0)
    indices = node.value(1) if not isinstance(indices, np.ndarray) else \
        node.k.constant(indices)
    shape = data.shape[:axis] + indices.shape + data.shape[axis + 1:]
    extent = data.shape[axis]
    count = indices.rank
    index_exprs = [f"d{axis + i}" for i in range(count)]

    def body(b, index, out):
        t = indices.dtype
        wrapped = b.op("arith.addi", [index, b.const(extent, t)], t)
        index = b.select(b.cmp("olt", index, b.const(0, t), t), wrapped,
                         index, t)
        position = b.raw(f"arith.index_cast {index} : {element(t)} to "
                         f"index")
        coordinates = []
        for d in range(rank):
            if d == axis:
                coordinates.append(position)
            else:
                loop = d if d < axis else d + count - 1
                coordinates.append(b.raw(f"linalg.index {loop} : index"))
        return b.raw(f"tensor.extract {data.name}[{', '.join(coordinates)}]"
                     f" : {data.type}")
    return [node.k.generic([(indices, index_exprs)], shape, data.dtype,
                           body)]


@operator("Expand", since=8)
def expand(node):
    node.check_attrs(set())
    dims = tuple(int(d) for d in node.const(1, "shape"))
    source = node.shape(0)
    try:
        shape = np.broadcast_shapes(source, dims)
    except ValueError:
        node.fail(f"shape {list(dims)} and the input's {list(source)} do "
                  f"not broadcast")
    x = node.input(0)
    if isinstance(x, np.ndarray):
        return [np.broadcast_to(x, shape).copy()]
    return [node.k.broadcast_to(x, shape)]


@operator("Tile", since=6)
def tile(node):
    node.check_attrs(set())
    repeats = [int(r) for r in node.const(1, "repeats")]
    x = node.input(0)
    if len(repeats) != len(x.shape):
        node.fail(f"repeats {repeats} do not have one entry per axis of the "
                  f"input ({len(x.shape)})")
    if isinstance(x, np.ndarray):
        return [np.tile(x, repeats)]
    shape = [n * r for n, r in zip(x.shape, repeats)]
    exprs = [f"d{i} mod {n}" if r != 1 else f"d{i}"
             for i, (n, r) in enumerate(zip(x.shape, repeats))]
    return [node.k.generic([(x, exprs)], shape, x.dtype,
                           lambda b, v, out: v)]


@operator("Range", since=11)
def range_(node):
    node.check_attrs(set())
    start, limit, delta = (node.const(i, n) for i, n in
                           enumerate(("start", "limit", "delta")))
    return [np.arange(start, limit, delta, dtype=start.dtype)]


@operator("Pad", since=2)
def pad(node):
    if node.opset < 11:
        node.check_attrs({"mode", "pads", "value", "paddings"})
        pads = node.attr("pads", node.attr("paddings"))
        value = np.asarray(node.attr("value", 0.0), dtype=node.dtype(0))
    else:
        node.check_attrs({"mode"})
        pads = node.const(1, "pads")
        value = node.const(2, "constant_value", optional=True)
        value = np.zeros((), node.dtype(0)) if value is None else value
    mode = node.attr("mode", "constant")
    if mode not in ("constant", "edge", "reflect"):
        node.fail(f"mode '{mode}' is not supported", "constant, edge, "
                  f"reflect")
    rank = len(node.shape(0))
    pads = [int(p) for p in pads]
    if len(pads) != 2 * rank:
        node.fail(f"pads {pads} do not have two entries per axis ({rank})")
    x = node.value(0)
    before, after = pads[:rank], pads[rank:]
    # Negative pads crop.
    offsets = [max(-b, 0) for b in before]
    sizes = [n - o - max(-a, 0) for n, o, a in zip(x.shape, offsets, after)]
    x = node.k.extract_slice(x, offsets, sizes)
    before = [max(b, 0) for b in before]
    after = [max(a, 0) for a in after]
    if mode == "constant":
        return [node.k.pad(x, before, after, value.reshape(-1)[0])]
    if mode == "reflect" and any(
            (b or a) and (n < 2 or max(b, a) >= n)
            for n, b, a in zip(x.shape, before, after)):
        node.fail("reflect pads must be smaller than the padded axis")
    return [_pad_from_input(node.k, x, before, after, mode)]


def _pad_from_input(k, x, before, after, mode):
    """edge (the nearest element) and reflect (mirrored about the border
    element) padding: each output element reads x at a computed index."""
    shape = [n + b + a for n, b, a in zip(x.shape, before, after)]

    def body(b, out):
        coordinates = []
        def index_op(op, *operands):
            return b.raw(f"{op} {', '.join(operands)} : index")

        def constant(value):
            return b.raw(f"arith.constant {value} : index")
        for axis, (n, pad) in enumerate(zip(x.shape, before)):
            i = b.raw(f"linalg.index {axis} : index")
            if not pad and n == shape[axis]:
                coordinates.append(i)
                continue
            i = index_op("arith.subi", i, constant(pad))
            zero = constant(0)
            if mode == "edge":
                i = index_op("arith.maxsi", i, zero)
                i = index_op("arith.minsi", i, constant(n - 1))
            else:
                negative = b.raw(f"arith.cmpi slt, {i}, {zero} : index")
                i = b.raw(f"arith.select {negative}, "
                          f"{index_op('arith.subi', zero, i)}, {i} : index")
                i = index_op("arith.minsi", i, index_op(
                    "arith.subi", constant(2 * (n - 1)), i))
            coordinates.append(i)
        return b.raw(f"tensor.extract {x.name}[{', '.join(coordinates)}] : "
                     f"{x.type}")
    return k.generic([], shape, x.dtype, body)
