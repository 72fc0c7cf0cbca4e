# ===- accel/onnx/_errors.py - what the importer reports -------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ===----------------------------------------------------------------------===//

from .._errors import AccelError


class OnnxImportError(AccelError):
    """An ONNX model accel cannot import: the message names the file or the
    node (name, operator, opset), what is unsupported and what is."""
