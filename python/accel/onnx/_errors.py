# ===- accel/onnx/_errors.py - what the importer reports -------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ===----------------------------------------------------------------------===//

from .._errors import AccelError


class OnnxImportError(AccelError):
    """An ONNX model accel cannot import: the message names the file or the
    node (name, operator, opset), what is unsupported and what is."""


class NeedsInputValue(OnnxImportError):
    """An operand that must be known at import (a shape, axes, pads) is a
    graph input: `input_name`. accel.onnx.compile's models bind it from the
    call (one compile per value); import_model takes it in input_values."""

    def __init__(self, message, input_name):
        super().__init__(message)
        self.input_name = input_name
