# ===- accel/onnx/_emit.py - the MLIR text of one kernel -------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# KernelBuilder writes the body of the kernel an ONNX graph becomes: SSA
# values of static shape (Value), constants (small ones as dense<...>, the
# others as dense_resource blobs in the module's resource section), and the
# few forms every operator is built from: linalg.generic with broadcasting
# maps, fills, slices, reshapes and accel ops. Scalar code inside a generic
# is written through Body.
# ===----------------------------------------------------------------------===//

from dataclasses import dataclass

import numpy as np

from ._types import element, is_float, scalar_literal, tensor_type

# Constants of more elements than this are blobs, not text.
_INLINE_LIMIT = 16


@dataclass(frozen=True)
class Value:
    """A tensor computed in the kernel."""
    name: str
    shape: tuple
    dtype: np.dtype

    @property
    def type(self):
        return tensor_type(self.shape, self.dtype)

    @property
    def rank(self):
        return len(self.shape)


def _dims(count):
    return ", ".join(f"d{i}" for i in range(count))


def affine_map(count, results):
    """affine_map<(d0, d1) -> (d1, 0)> from the result expressions."""
    return f"affine_map<({_dims(count)}) -> ({', '.join(results)})>"


def identity_exprs(rank):
    return [f"d{i}" for i in range(rank)]


def broadcast_exprs(shape, out_shape):
    """The index expressions of an operand broadcast NumPy-style to
    `out_shape`: trailing dimensions line up, a 1 against a larger size
    reads index 0."""
    lead = len(out_shape) - len(shape)
    return ["0" if n == 1 and out_shape[lead + i] != 1 else f"d{lead + i}"
            for i, n in enumerate(shape)]


# The scalar ops of the binary operators: the float form, and the integer
# one (signed, as the accel ops are).
ARITH = {"add": ("arith.addf", "arith.addi"),
         "sub": ("arith.subf", "arith.subi"),
         "mul": ("arith.mulf", "arith.muli"),
         "div": ("arith.divf", "arith.divsi"),
         "max": ("arith.maximumf", "arith.maxsi"),
         "min": ("arith.minimumf", "arith.minsi")}


class Body:
    """Scalar code in the region of a linalg.generic."""

    def __init__(self, builder, lines):
        self._builder = builder
        self._lines = lines

    def _emit(self, text, type_):
        name = self._builder.fresh("s")
        self._lines.append(f"  {name} = {text} : {type_}")
        return name

    def op(self, opname, operands, dtype):
        """`opname` (arith.addf, math.exp, ...) on scalars of `dtype`."""
        return self._emit(f"{opname} {', '.join(operands)}", element(dtype))

    def binary(self, name, lhs, rhs, dtype):
        """The ARITH op `name` (add, max, ...) for `dtype`'s kind."""
        float_op, int_op = ARITH[name]
        return self.op(float_op if is_float(dtype) else int_op, [lhs, rhs],
                       dtype)

    def const(self, value, dtype):
        return self._emit(f"arith.constant {scalar_literal(value, dtype)}",
                          element(dtype))

    def cmp(self, predicate, lhs, rhs, dtype):
        """arith.cmpf/cmpi `predicate` (the float form's: olt, oeq, une ...;
        the integer one is derived) -> i1."""
        if is_float(dtype):
            text = f"arith.cmpf {predicate}, {lhs}, {rhs}"
        else:
            text = f"arith.cmpi {_INT_PREDICATES[predicate]}, {lhs}, {rhs}"
        name = self._builder.fresh("s")
        self._lines.append(f"  {name} = {text} : {element(dtype)}")
        return name

    def raw(self, text):
        """Any op that returns one scalar, its types spelled in `text`."""
        name = self._builder.fresh("s")
        self._lines.append(f"  {name} = {text}")
        return name

    def index(self, loop):
        """The index of loop `loop` of the generic, as an i64."""
        here = self.raw(f"linalg.index {loop} : index")
        return self.raw(f"arith.index_cast {here} : index to i64")

    def select(self, condition, lhs, rhs, dtype):
        return self._emit(f"arith.select {condition}, {lhs}, {rhs}",
                          element(dtype))

    def cast(self, opname, value, source, result):
        name = self._builder.fresh("s")
        self._lines.append(f"  {name} = {opname} {value} : "
                           f"{element(source)} to {element(result)}")
        return name


_INT_PREDICATES = {"olt": "slt", "ole": "sle", "ogt": "sgt", "oge": "sge",
                   "oeq": "eq", "une": "ne", "one": "ne", "ult": "slt",
                   "ugt": "sgt"}


class KernelBuilder:
    """The body of one accel.kernel and the blobs it refers to."""

    def __init__(self):
        self.lines = []
        self.resources = {}  # blob name -> hex text
        self._count = 0
        self._constants = {}  # (dtype, shape, bytes) -> Value

    def fresh(self, hint="v"):
        self._count += 1
        return f"%{hint}{self._count}"

    def _emit(self, text, shape, dtype, hint="v"):
        value = Value(self.fresh(hint), tuple(int(d) for d in shape),
                      np.dtype(dtype))
        self.lines.append(f"  {value.name} = {text}")
        return value

    # Constants ------------------------------------------------------------

    def constant(self, array):
        """A NumPy array as a kernel constant, made once per contents."""
        array = np.asarray(array, order="C")
        key = (array.dtype.str, array.shape, array.tobytes())
        if key in self._constants:
            return self._constants[key]
        type_ = tensor_type(array.shape, array.dtype)
        flat = array.reshape(-1)
        if flat.size and (flat == flat[0]).all() and flat.size > 1 and \
                not (is_float(array.dtype) and np.isnan(flat[0])):
            text = f"dense<{scalar_literal(flat[0], array.dtype)}>"
        elif array.size <= _INLINE_LIMIT or array.dtype == np.bool_:
            text = self._dense_text(array)
        else:
            blob = f"onnx_{len(self.resources)}"
            # A blob: 4 bytes of alignment (little-endian), then the data.
            alignment = max(array.dtype.itemsize, 4)
            self.resources[blob] = "0x" + alignment.to_bytes(4, "little").hex()\
                + array.astype(array.dtype.newbyteorder("<")).tobytes().hex()
            text = f"dense_resource<{blob}>"
        value = self._emit(f"arith.constant {text} : {type_}", array.shape,
                           array.dtype, "cst")
        self._constants[key] = value
        return value

    @staticmethod
    def _dense_text(array):
        if array.ndim == 0:
            return f"dense<{scalar_literal(array, array.dtype)}>"

        def nest(part):
            if part.ndim == 1:
                return "[" + ", ".join(scalar_literal(v, array.dtype)
                                       for v in part) + "]"
            return "[" + ", ".join(nest(p) for p in part) + "]"
        return f"dense<{nest(array)}>"

    # Tensors --------------------------------------------------------------

    def empty(self, shape, dtype):
        return self._emit(f"tensor.empty() : {tensor_type(shape, dtype)}",
                          shape, dtype, "e")

    def fill(self, shape, dtype, scalar):
        """A tensor of `shape` with every element `scalar`."""
        init = self.empty(shape, dtype)
        value = self.fresh("s")
        self.lines.append(f"  {value} = arith.constant "
                          f"{scalar_literal(scalar, dtype)} : {element(dtype)}")
        return self._emit(
            f"linalg.fill ins({value} : {element(dtype)}) outs({init.name} : "
            f"{init.type}) -> {init.type}", shape, dtype)

    def generic(self, operands, out_shape, out_dtype, body, iterators=None,
                init=None, out_exprs=None):
        """linalg.generic over the loops of `iterators` (all parallel, one per
        result dimension, when None). `operands` are (Value, index
        expressions); `body(Body, *scalars)` returns the scalar to yield, the
        last scalar being the output's current value. Without `init` the
        output starts empty (its value unread)."""
        loops = len(iterators) if iterators else len(out_shape)
        iterators = iterators or ["parallel"] * loops
        out_exprs = out_exprs or identity_exprs(len(out_shape))
        if init is None:
            init = self.empty(out_shape, out_dtype)
        maps = [affine_map(loops, exprs) for _, exprs in operands]
        maps.append(affine_map(loops, out_exprs))
        kinds = ", ".join(f'"{k}"' for k in iterators)
        names = ", ".join(v.name for v, _ in operands)
        types = ", ".join(v.type for v, _ in operands)
        result = Value(self.fresh(), tuple(out_shape), np.dtype(out_dtype))
        ins = f"ins({names} : {types}) " if operands else ""
        self.lines.append(
            f"  {result.name} = linalg.generic {{indexing_maps = "
            f"[{', '.join(maps)}], iterator_types = [{kinds}]}} {ins}"
            f"outs({init.name} : {init.type}) {{")
        args = [self.fresh("a") for _ in range(len(operands) + 1)]
        elements = [element(v.dtype) for v, _ in operands]
        elements.append(element(out_dtype))
        self.lines.append("  ^bb0(" + ", ".join(
            f"{a}: {t}" for a, t in zip(args, elements)) + "):")
        yielded = body(Body(self, self.lines), *args)
        self.lines.append(f"  linalg.yield {yielded} : {element(out_dtype)}")
        self.lines.append(f"  }} -> {result.type}")
        return result

    def map(self, inputs, out_shape, out_dtype, body):
        """Elementwise over `out_shape`, the inputs broadcast to it;
        `body(Body, *scalars)` gets the input scalars only."""
        operands = [(v, broadcast_exprs(v.shape, out_shape)) for v in inputs]
        return self.generic(operands, out_shape, out_dtype,
                            lambda b, *s: body(b, *s[:-1]))

    def accel(self, opname, operands, shape, dtype, attributes=""):
        """An accel compute op: `accel.matmul %a, %b : A, B -> C` for the
        ops with a result type (matmul, batch_matmul, the convolutions),
        `accel.add %a,
        %b : T` for the elementwise ones."""
        names = ", ".join(v.name for v in operands)
        result = tensor_type(shape, dtype)
        if opname in ("matmul", "batch_matmul", "conv2d", "depthwise_conv2d"):
            types = ", ".join(v.type for v in operands)
            text = f"accel.{opname} {names}{attributes} : {types} -> {result}"
        else:
            text = f"accel.{opname} {names}{attributes} : {result}"
        return self._emit(text, shape, dtype)

    def accel_reduce(self, kind, value, dims, shape):
        """accel.reduce <kind> over `dims`."""
        result = tensor_type(shape, value.dtype)
        return self._emit(f"accel.reduce <{kind}> {value.name} dims = "
                          f"{list(dims)} : {value.type} -> {result}", shape,
                          value.dtype)

    def reshape(self, value, shape):
        """The same elements in row-major order under another static shape."""
        shape = tuple(int(d) for d in shape)
        if value.shape == shape:
            return value
        flat = value
        if value.rank != 1:
            count = int(np.prod(value.shape, dtype=np.int64))
            flat = self._reshape_step(value, (count,))
        return flat if shape == flat.shape else self._reshape_step(flat, shape)

    def _reshape_step(self, value, shape):
        """collapse_shape to rank 1 or expand_shape from it (either side may
        be rank 0)."""
        if len(shape) < value.rank or (value.rank == 1 and not shape):
            group = [list(range(value.rank))] if shape else []
            text = (f"tensor.collapse_shape {value.name} {group} : "
                    f"{value.type} into {tensor_type(shape, value.dtype)}")
        else:
            group = [list(range(len(shape)))] if value.rank else []
            text = (f"tensor.expand_shape {value.name} {group} output_shape "
                    f"{list(shape)} : {value.type} into "
                    f"{tensor_type(shape, value.dtype)}")
        return self._emit(text, shape, value.dtype)

    def transpose(self, value, perm):
        perm = [int(p) for p in perm]
        if perm == list(range(value.rank)):
            return value
        shape = [value.shape[p] for p in perm]
        return self._emit(
            f"accel.transpose {value.name} {perm} : {value.type} -> "
            f"{tensor_type(shape, value.dtype)}", shape, value.dtype)

    def extract_slice(self, value, offsets, sizes, strides=None):
        if 0 in sizes:
            return self.empty(sizes, value.dtype)  # nothing to read
        strides = strides or [1] * value.rank
        if list(offsets) == [0] * value.rank and \
                tuple(sizes) == value.shape and list(strides) == [1] * \
                value.rank:
            return value
        return self._emit(
            f"tensor.extract_slice {value.name}{list(offsets)}{list(sizes)}"
            f"{list(strides)} : {value.type} to "
            f"{tensor_type(sizes, value.dtype)}", sizes, value.dtype)

    def insert_slice(self, value, into, offsets, strides=None):
        strides = strides or [1] * value.rank
        return self._emit(
            f"tensor.insert_slice {value.name} into {into.name}"
            f"{list(offsets)}{list(value.shape)}{list(strides)} : "
            f"{value.type} into {into.type}", into.shape, into.dtype)

    def pad(self, value, before, after, scalar):
        """`value` surrounded by `scalar` (accel.pad)."""
        if not any(before) and not any(after):
            return value
        shape = [n + b + a for n, b, a in zip(value.shape, before, after)]
        literal = scalar_literal(scalar, value.dtype)
        if value.dtype != np.bool_:
            literal += f" : {element(value.dtype)}"
        return self._emit(
            f"accel.pad {value.name} low = {list(before)} high = "
            f"{list(after)} value = {literal} : {value.type} -> "
            f"{tensor_type(shape, value.dtype)}", shape, value.dtype)

    def broadcast_to(self, value, shape):
        """`value` broadcast NumPy-style to `shape` (accel.broadcast)."""
        shape = tuple(int(d) for d in shape)
        if value.shape == shape:
            return value
        return self._emit(
            f"accel.broadcast {value.name} : {value.type} -> "
            f"{tensor_type(shape, value.dtype)}", shape, value.dtype)

    def pool(self, kind, value, window, strides, dilations):
        """accel.pool <kind> (sum or max) over every dimension."""
        shape = [(n - (w - 1) * d - 1) // s + 1 for n, w, s, d in
                 zip(value.shape, window, strides, dilations)]
        text = f"accel.pool <{kind}> {value.name} window = {list(window)}"
        if any(s != 1 for s in strides):
            text += f" strides = {list(strides)}"
        if any(d != 1 for d in dilations):
            text += f" dilations = {list(dilations)}"
        return self._emit(f"{text} : {value.type} -> "
                          f"{tensor_type(shape, value.dtype)}", shape,
                          value.dtype)

    def softmax(self, value, dim, log=False):
        """accel.softmax (or log_softmax) along `dim`."""
        name = "log_softmax" if log else "softmax"
        return self._emit(f"accel.{name} {value.name} dim = {dim} : "
                          f"{value.type}", value.shape, value.dtype)
