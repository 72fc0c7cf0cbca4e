# ===- accel/onnx/_registry.py - the operators the importer knows ----------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Each operator module registers its emitters with @operator: the ONNX op
# types it implements and the lowest opset whose semantics it follows. An
# emitter takes a Node and returns its outputs: kernel values or NumPy
# arrays (results known at import).
# ===----------------------------------------------------------------------===//

import numpy as np

OPERATORS = {}

FLOATS = (np.float16, np.float32, np.float64)
INTS = (np.int8, np.int16, np.int32, np.int64)
NUMBERS = FLOATS + INTS
ALL = NUMBERS + (np.bool_,)


def operator(*names, since=1):
    def register(emitter):
        for name in names:
            OPERATORS[name] = (emitter, since)
        return emitter
    return register


def supported_operators():
    return sorted(OPERATORS)
