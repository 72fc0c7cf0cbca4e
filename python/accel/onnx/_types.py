# ===- accel/onnx/_types.py - ONNX element types as MLIR and NumPy types ---===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# The ONNX tensor element types the importer takes, their MLIR spelling and
# NumPy dtype, and the MLIR text of tensor types and scalar constants.
# ===----------------------------------------------------------------------===//

import numpy as np
from onnx import TensorProto, numpy_helper

from ._errors import OnnxImportError

# ONNX element type -> (MLIR element type, NumPy dtype). Unsigned integers,
# bfloat16, strings and complex numbers are not taken: MLIR's integers are
# signless and accel's integer ops are the signed ones.
ELEMENTS = {
    TensorProto.FLOAT: ("f32", np.dtype(np.float32)),
    TensorProto.DOUBLE: ("f64", np.dtype(np.float64)),
    TensorProto.FLOAT16: ("f16", np.dtype(np.float16)),
    TensorProto.INT8: ("i8", np.dtype(np.int8)),
    TensorProto.INT16: ("i16", np.dtype(np.int16)),
    TensorProto.INT32: ("i32", np.dtype(np.int32)),
    TensorProto.INT64: ("i64", np.dtype(np.int64)),
    TensorProto.BOOL: ("i1", np.dtype(np.bool_)),
}
_BY_DTYPE = {dtype: element for element, dtype in ELEMENTS.values()}

# ONNX's lower-case names of the element types, as messages spell them.
_NAMES = {"f32": "float", "f64": "double", "f16": "float16", "i8": "int8",
          "i16": "int16", "i32": "int32", "i64": "int64", "i1": "bool"}
SUPPORTED_NAMES = ", ".join(_NAMES.values())


def type_name(dtype):
    """ONNX's name of a NumPy dtype the importer takes ('float'), else the
    dtype's own."""
    return _NAMES.get(element(dtype), str(np.dtype(dtype)))


def onnx_type_name(elem_type):
    """ONNX's name of an element type ('FLOAT', 'UINT8', ...)."""
    return TensorProto.DataType.Name(elem_type) if elem_type in \
        TensorProto.DataType.values() else str(elem_type)


def element(dtype):
    """The MLIR element type of a NumPy dtype, or None."""
    return _BY_DTYPE.get(np.dtype(dtype))


def is_float(dtype):
    return np.dtype(dtype).kind == "f"


def is_bool(dtype):
    return np.dtype(dtype) == np.bool_


def tensor_type(shape, dtype):
    """tensor<2x3xf32>, tensor<f32> for a 0-d tensor."""
    dims = "".join(f"{d}x" for d in shape)
    return f"tensor<{dims}{element(dtype)}>"


def scalar_literal(value, dtype):
    """The exact MLIR literal of one value: floats as their bits in hex (NaN
    and infinities included), integers in decimal, booleans as true/false."""
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        bits = np.asarray(value, dtype=dtype).view(f"u{dtype.itemsize}")
        return f"0x{int(bits):0{2 * dtype.itemsize}X}"
    if dtype == np.bool_:
        return "true" if bool(value) else "false"
    return str(int(np.asarray(value, dtype=dtype)))


def lowest(dtype):
    """The identity of max: -inf, or the smallest integer."""
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        return -np.inf
    if dtype == np.bool_:
        return False
    return np.iinfo(dtype).min


def highest(dtype):
    """The identity of min: +inf, or the largest integer."""
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        return np.inf
    if dtype == np.bool_:
        return True
    return np.iinfo(dtype).max


def cast_op(source, result):
    """The arith op converting `source` elements to `result` ones as NumPy's
    astype does (None for the same type, "!=0" for a comparison with 0 that
    makes booleans)."""
    source, result = np.dtype(source), np.dtype(result)
    if source == result:
        return None
    if is_bool(result):
        return "!=0"
    if is_bool(source):
        return "arith.uitofp" if is_float(result) else "arith.extui"
    if is_float(source) and is_float(result):
        return "arith.extf" if result.itemsize > source.itemsize else \
            "arith.truncf"
    if is_float(source):
        return "arith.fptosi"
    if is_float(result):
        return "arith.sitofp"
    return "arith.extsi" if result.itemsize > source.itemsize else \
        "arith.trunci"


def tensor_values(tensor, what):
    """The values of a TensorProto (an initializer, a Constant's value) as a
    NumPy array; an OnnxImportError naming `what` where its data does not
    fill its shape."""
    try:
        return numpy_helper.to_array(tensor)
    except ValueError as error:
        raise OnnxImportError(
            f"{what}: its data does not fit its shape {list(tensor.dims)} "
            f"({error})") from None
